// A signed-in patient books from the portal: the online booking's engine, refusals and
// confirmation e-mail (booking/book-appointment.ts), for the session's own record, reached at the
// record's own address and phone. Nothing to type but the slot and, if they wish, a reason.
import { eq } from 'drizzle-orm';
import type { PortalBooking } from 'shared-domain/scheduling/portal-booking';
import { bookSlot, confirmBookingByEmail } from '../booking/book-appointment';
import type { AppDeps } from '../../deps';
import { patients } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import { consumeRateLimit, rateLimitedError } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';

/**
 * Books `booking` (validated with markup stripped, `validate(…, { sanitize: true })`) for `patientId`
 * (the session's record, or a dependant's a guardian acts for) and queues its confirmation; returns the
 * new appointment's id. A child without her own address or phone is reached at the guardian's
 * (`reachedThrough`, the account's own record).
 */
export async function bookAppointmentForPatient(
  deps: AppDeps,
  patientId: string,
  booking: PortalBooking,
  reachedThrough: string = patientId,
): Promise<string> {
  const contactOf = async (id: string) =>
    (
      await deps.db
        .select({ firstName: patients.firstName, lastName: patients.lastName, email: patients.email, phone: patients.phone })
        .from(patients)
        .where(eq(patients.id, id))
    )[0];
  const person = await contactOf(patientId);
  const account = reachedThrough === patientId ? person : await contactOf(reachedThrough);
  // The account's record always has its address (the portal surface's resolvePatient); without one it could not be told.
  const email = person?.email ?? account?.email;
  if (!person || !email) throw notFound();
  const patient = { ...person, email, phone: person.phone ?? account?.phone ?? null };
  // Each booking e-mails the patient: an allowance of the portal's own, per record, so that
  // bookings others made with her address on the public page cannot use it up.
  const verdict = await consumeRateLimit(deps, rateLimitPolicy.portalBooking, patientId);
  if (!verdict.allowed) throw rateLimitedError(verdict);
  const booked = await bookSlot(deps, {
    serviceId: booking.serviceTypeId,
    date: booking.date,
    time: booking.time,
    contact: { name: `${patient.firstName} ${patient.lastName}`.trim(), email: patient.email, phone: patient.phone ?? '' },
    reason: booking.reason === '' ? null : booking.reason,
    source: 'portal',
    patientId,
    record: async () => ({ kind: 'one', patientId }),
    // A service asking a deposit is paid with one of her saved cards, as the portal's payments are.
    deposit: booking.deposit ? { kind: 'saved', patientId, ...booking.deposit } : undefined,
  });
  confirmBookingByEmail(deps, booked);
  return booked.appointmentId;
}
