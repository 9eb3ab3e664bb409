// What the other contexts may use of scheduling: the agenda (clinic hours), an appointment as the
// back-office shows it, and the clinic contact a link email carries. A context imports another only
// through that one's `public.ts` (docs/conventions.md, « Boundaries »; biome.json).
export { loadAgenda } from './booking/agenda';
export { isAgendaFull } from './booking/agenda-full';
export { adminAppointmentColumns, adminAppointmentJoin, describeAdminAppointment } from './calendar/appointment-view';
export type { ClinicContact } from './links/manage-link-email';
// Batch operations (automation/batches): the slot rules in SQL, the waitlist's closing of
// a retaken slot, the appointment links and the appointment e-mails' renderers, so a batch writes
// its changes and its e-mails in one `db.batch` with the same words and guards as a single change.
export { slotIsFree, type Slot } from './booking/slot-guard';
export { holdsSlot as appointmentHoldsSlot, slotTakenStatements } from './waitlist/slot-taken';
export { newAppointmentLink } from './links/appointment-link';
export { appointmentFields, appointmentWhen } from './emails/appointment-details';
export { appointmentCancelledEmail } from './emails/appointment-cancelled-email';
export { appointmentMovedEmail } from './emails/appointment-moved-email';
export { bookingConfirmationEmail } from './emails/booking-confirmation-email';
export { appointmentCalendar } from './emails/appointment-calendar';
// Automation's rules (automation/rules): the presence request the rule sends before a visit not yet confirmed.
export { presenceRequestEmail } from './emails/presence-request-email';
export type { AppointmentDetails } from './emails/appointment-details';
// A cancellation batch's rebooking links (automation/batches): the slots each patient is offered,
// the request written in the batch's own `db.batch`, the link's address, and the request's withdrawal on undo.
export { rebookingSlotFinder } from './rebooking/rebooking-slot-finder';
export { rebookingRequestRows, withdrawRebookingRequests } from './rebooking/rebooking-request-rows';
export { rebookingEmail, rebookingUrl } from './rebooking/rebooking-email';
export { sendDueTexts, textSenderJob } from './texts/text-sender';
export { queueDueFollowUps } from './texts/text-follow-up-job';
export { markTextReplyRead } from './texts/text-inbox';
export { openedBy } from './links/appointment-link';
// The intake form (clinical/intake): Ma Journée's and the confirmations' notion of a first visit.
export { firstVisitIntakes, isFirstVisit } from './intake/first-visit-intake';
