// A patient's own changes to an appointment, whichever door they come through (the e-mailed
// management link or the signed-in portal): the same slots offered, the same checks, the same
// notices and the same waitlist nudge, so the two doors cannot drift apart.
import type { Reschedule } from 'shared-domain/scheduling/online-booking';
import { queueAppointmentChangeNotice } from '../emails';
import { availabilityOfDays, loadBlockedDays, loadBookingCalendar } from '../booking/booking-calendar';
import { depositAfterCancellation } from '../../billing/public';
import type { AppDeps } from '../../deps';
import { afterAnswer } from '../../platform/http/after-answer';
import { runSlotOffers } from '../waitlist/slot-offers';
import { cancelAppointment, queueMoveNotice, rescheduleAppointment } from './appointment-changes';
import type { ManagedAppointment } from './managed-appointment';

/**
 * The freed slot goes to the waitlist at once rather than at the offers job's next turn; the job
 * still does it if this fails (the event stays unhandled), and running both is harmless. Also
 * after the clinic's own moves and cancellations (admin-calendar).
 */
export function offerFreedSlotNow(deps: AppDeps): void {
  afterAnswer('waitlist offers not made after a freed slot', () => runSlotOffers(deps));
}

/** The days and slots the appointment may move to: the booking page's, its own slot counting as free. */
export async function availabilityForChange(deps: AppDeps, { appointment }: ManagedAppointment) {
  const calendar = await loadBookingCalendar(deps);
  const blocked = await loadBlockedDays(deps.db, calendar);
  return { serviceId: appointment.serviceTypeId, days: availabilityOfDays(calendar, blocked, appointment.durationMinutes, appointment) };
}

/** Moves the appointment; a real move (not the same slot again) is announced and its old slot offered. */
export async function moveAppointmentForPatient(deps: AppDeps, managed: ManagedAppointment, target: Reschedule): Promise<void> {
  if ((await rescheduleAppointment(deps, managed, target)) !== 'moved') return;
  // Queued once the answer has left: the notice never fails or delays the move.
  afterAnswer('appointment move notice not queued', () => queueMoveNotice(deps, managed, target));
  offerFreedSlotNow(deps);
}

/** Cancels with the patient's reason (validated with markup stripped), announces it and offers the slot. */
export async function cancelAppointmentForPatient(deps: AppDeps, managed: ManagedAppointment, reason: string): Promise<void> {
  await cancelAppointment(deps, managed, reason);
  // Its deposit, by the cancellation rules (back to its card in time, kept when late).
  await depositAfterCancellation(deps, managed.appointment.id, null);
  // Queued once the answer has left: the notice never fails or delays the cancellation.
  afterAnswer('appointment cancellation notice not queued', () =>
    queueAppointmentChangeNotice(deps, { appointmentId: managed.appointment.id, change: 'cancelled' }),
  );
  offerFreedSlotNow(deps);
}
