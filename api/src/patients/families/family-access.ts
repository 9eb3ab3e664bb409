// What a guardian's portal session may open of her family, decided on the server from the live
// links and the dependant's age on the clinic's day (never from anything the browser says but the
// id it asks for), and who signs a child's consents and forms.
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  consentSigner,
  type FamilyRelationship,
  guardianAccessHolds,
  ownConsentDate,
  ownConsentNotice,
} from 'shared-domain/patients/family';
import { addDays, type Clock, clinicDate, defaultClinicTimeZone } from 'shared-domain/platform/clinic-time';
import { clinicToday } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { familyLinks, patients } from '../../platform/db/schema';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** How long after her 14th birthday the portal tells a teen that she now consents herself. */
const ownConsentNoticeDays = 60;

/** A person the portal's « Pour qui ? » offers: the signed-in patient herself, then her dependants. */
export interface PortalPerson {
  patientId: string;
  firstName: string;
  lastName: string;
  /** Null for the signed-in patient herself. */
  relationship: FamilyRelationship | null;
}

async function liveDependants(deps: Deps, guardianPatientId: string) {
  return deps.db
    .select({
      patientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      dateOfBirth: patients.dateOfBirth,
      relationship: familyLinks.relationship,
      endedAt: familyLinks.endedAt,
      dependantAgreedAt: familyLinks.dependantAgreedAt,
    })
    .from(familyLinks)
    .innerJoin(patients, eq(patients.id, familyLinks.dependantPatientId))
    .where(and(eq(familyLinks.guardianPatientId, guardianPatientId), isNull(familyLinks.endedAt)))
    .orderBy(asc(patients.dateOfBirth), asc(patients.firstName));
}

/** The records this guardian may open in the portal today, each one a dependant whose access holds. */
export async function dependantsOpenedBy(deps: Deps, guardianPatientId: string): Promise<PortalPerson[]> {
  const today = await clinicToday(deps);
  return (await liveDependants(deps, guardianPatientId))
    .filter((row) => guardianAccessHolds(row, row.dateOfBirth, today))
    .map(({ patientId, firstName, lastName, relationship }) => ({ patientId, firstName, lastName, relationship }));
}

/**
 * Whether the guardian's session may act for `dependantPatientId` today: a live link of hers, and
 * the dependant under 14 or agreeing. Anything else (another family's child, an ended link, a teen
 * who did not agree) is answered as if the record did not exist.
 */
export async function mayActFor(deps: Deps, guardianPatientId: string, dependantPatientId: string): Promise<boolean> {
  return (await dependantsOpenedBy(deps, guardianPatientId)).some((person) => person.patientId === dependantPatientId);
}

/** Herself, then the dependants she may act for today: whom « Payer pour la famille » may pay for. */
export async function familyPeople(deps: Deps, patientId: string): Promise<PortalPerson[]> {
  return (await portalFamily(deps, patientId)).people;
}

/** The portal's « Pour qui ? » choices: herself first, then her dependants; and the notice a new 14-year-old reads. */
export async function portalFamily(deps: Deps, patientId: string): Promise<{ people: PortalPerson[]; ownConsentNotice: string | null }> {
  const [self] = await deps.db
    .select({ patientId: patients.id, firstName: patients.firstName, lastName: patients.lastName, dateOfBirth: patients.dateOfBirth })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!self) return { people: [], ownConsentNotice: null };
  const today = await clinicToday(deps);
  const people = [
    { patientId: self.patientId, firstName: self.firstName, lastName: self.lastName, relationship: null },
    ...(await dependantsOpenedBy(deps, patientId)),
  ];
  return { people, ownConsentNotice: (await turnedFourteenLately(deps, self, today)) ? ownConsentNotice : null };
}

/** She turned 14 in the last weeks and a guardian was linked to her: the portal tells her what changed. */
async function turnedFourteenLately(deps: Deps, self: { patientId: string; dateOfBirth: string | null }, today: string) {
  if (!self.dateOfBirth) return false;
  const birthday = ownConsentDate(self.dateOfBirth);
  if (today < birthday || today > addDays(birthday, ownConsentNoticeDays)) return false;
  const [guardian] = await deps.db
    .select({ id: familyLinks.id })
    .from(familyLinks)
    .where(eq(familyLinks.dependantPatientId, self.patientId))
    .limit(1);
  return guardian !== undefined;
}

/**
 * Who may sign for this patient (her care consent, her intake form): under 14 a guardian signs
 * (Civil Code of Québec, art. 14), from 14 she signs herself. `timeZone` is the clinic's.
 */
export function guardianSignsFor(patient: { dateOfBirth: string | null }, clock: Clock, timeZone: string = defaultClinicTimeZone): boolean {
  return consentSigner(patient.dateOfBirth, clinicDate(clock.now(), timeZone)) === 'guardian';
}
