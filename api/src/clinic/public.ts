// What the other contexts may use of the clinic (its settings and opening hours). A context imports
// another only through that one's `public.ts` (docs/conventions.md, « Boundaries »; biome.json).
export {
  type AgendaFullRule,
  type ClinicSettings,
  loadClinicProfile,
  loadClinicSettings,
  loadOpeningHours,
  onlineBookingNow,
  privacyOfficerOf,
} from './clinic-profile';
export { type ClinicNow, clinicNow, clinicNowIn, clinicToday } from './clinic-now';
export { loadEmailClinic } from './email-templates/load-email-templates';
// A cancellation batch (automation/batches) that closes its days: the same closure as « Paramètres »'s, written in its batch.
export { type Closure, closureAddedStatements, closureRemovedStatements, findClosure } from './settings/closures';
// The intake form's part of the configuration's export and import, which clinical/intake provides.
export type { IntakeFormPart, IntakeFormPublication, IntakeFormSettings } from './configuration/intake-form-part';
