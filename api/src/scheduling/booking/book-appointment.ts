// A visitor books a slot online (specification §2.5, §4), or a signed-in patient from the
// portal: one engine for both doors. The clear refusals (a day not offered, a time off
// the grid, a past slot) come from the pure `slotRefusal`; the write itself is one guarded batch, so
// two people racing for one slot get one appointment and one 409.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type BookedAppointment, slotRefusal } from 'shared-domain/scheduling/availability';
import { errorCodes } from 'shared-domain/platform/errors';
import type { BookingSource } from 'shared-domain/scheduling/booking-source';
import { type Booking, onlineBookingMessages, slotRefusalFields } from 'shared-domain/scheduling/online-booking';
import { depositMessages } from 'shared-domain/billing/deposit';
import { type BookingDepositCard, bookingOfDepositKey, checkBookingCard, payBookingDeposit } from '../../billing/public';
import { queueBookingConfirmation } from '../emails';
import { isAgendaFull } from './agenda-full';
import { loadClinicSettings, loadOpeningHours, onlineBookingNow } from '../../clinic/public';
import {
  bookingConsentStatements,
  type FormConsentVersions,
  formConsentsCurrent,
  formConsentsStale,
  refuseStaleFormConsents,
  staleConsentText,
} from '../../privacy/public';
import type { AppDeps } from '../../deps';
import { appointments, serviceTypes } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { afterAnswer } from '../../platform/http/after-answer';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { newAppointmentLink } from '../links/appointment-link';
import { loadAgenda } from './agenda';
import { withoutOwnSlot } from './booking-calendar';
import { reminderCoveredAt } from '../emails/reminder-window';
import { guardedAppointmentStatements } from './guarded-appointment';
import { refuseByBookingRules } from './booking-rules';
import { matchPatientRecord, type PatientRecordMatch } from './patient-record';
import { type Slot, slotIsFree } from './slot-guard';

type BookingDeps = Pick<AppDeps, 'db' | 'clock'>;
type ClinicSettings = Awaited<ReturnType<typeof loadClinicSettings>>;

export const serviceNotOffered = "Ce service n'est pas offert en ligne.";

/** What the booker is told: never a link token, nothing about the clinic's records. */
export interface BookingSummary {
  date: string;
  time: string;
  durationMinutes: number;
  serviceName: string;
  priceCents: number;
  depositCents: number;
  email: string;
}

export const onlineBookingDisabled = () => new AppError(errorCodes.onlineBookingDisabled, onlineBookingMessages.disabled);
/** The agenda is full (booking mode 'full', or 'automatic' with no free slot): the waitlist instead. */
export const agendaFull = () => new AppError(errorCodes.agendaFull, onlineBookingMessages.agendaFull);
export const slotTaken = () => new AppError(errorCodes.slotTaken, onlineBookingMessages.slotTaken);

/**
 * Why `slot` cannot be taken, as the refusal the visitor sees: 422 on the `date` or `time` field
 * (a slot before the clinic's minimum notice, or today without same-day booking, is « trop
 * rapproché »), or 409 when it is taken. `ownSlot`, the appointment being moved, does not count as taken.
 */
export async function refuseUnbookableSlot(
  deps: BookingDeps,
  settings: ClinicSettings,
  slot: Slot,
  ownSlot?: BookedAppointment,
): Promise<void> {
  const [hours, agenda] = await Promise.all([loadOpeningHours(deps.db), loadAgenda(deps.db, slot.date, slot.date)]);
  const refusal = slotRefusal({
    hours,
    date: slot.date,
    time: slot.time,
    durationMinutes: slot.durationMinutes,
    appointments: withoutOwnSlot(agenda.appointments, ownSlot),
    blocked: agenda.blocked,
    now: onlineBookingNow(deps, settings),
    advanceBookingDays: settings.advanceBookingDays,
  });
  if (refusal === null) return;
  if (refusal === 'taken') throw slotTaken();
  const { field, message } = slotRefusalFields[refusal];
  throw fieldRefusal({ [field]: message });
}

/** A slot to book, for whom, and how the appointment came in. */
export interface SlotBooking {
  serviceId: string;
  date: string;
  time: string;
  /** What the appointment carries and its e-mails use: the booker's own words online, the record's in the portal. */
  contact: { name: string; email: string; phone: string };
  notes?: string | null;
  reason?: string | null;
  source: Extract<BookingSource, 'online' | 'portal'>;
  /** The portal session's record: the person is known to the clinic whatever the e-mail. */
  patientId?: string;
  /** The clinic's record it belongs to, asked only once the slot has passed the checks. */
  record(): Promise<PatientRecordMatch>;
  /** The versions of the consent texts the booking form showed, recorded with the booking. */
  consentVersions?: FormConsentVersions;
  /** The card paying the deposit of a service that asks one (the booking is refused without it). */
  deposit?: BookingDepositCard;
}

export interface BookedSlot {
  appointmentId: string;
  /** The management link's clear token, for the confirmation e-mail only; null when this answers a booking already made (a double submit). */
  manageToken: string | null;
  booked: BookingSummary;
}

/**
 * Books `booking`: pending, source online, payment pending, the service's length and deposit,
 * linked to the clinic's record for that e-mail (see `matchPatientRecord`). Returns what the
 * booker is shown and the management link's clear token, for the confirmation e-mail only.
 */
export function bookAppointment(deps: AppDeps, booking: Booking): Promise<BookedSlot> {
  return bookSlot(deps, {
    serviceId: booking.serviceId,
    date: booking.date,
    time: booking.time,
    contact: { name: booking.name, email: booking.email, phone: booking.phone },
    notes: booking.notes === '' ? null : booking.notes,
    source: 'online',
    consentVersions: booking.consentVersions,
    deposit: booking.deposit ? { kind: 'typed', card: booking.deposit } : undefined,
    // An existing record gets the booking once the e-mailed link is opened (patient-record.ts).
    record: async () => {
      const match = await matchPatientRecord(deps.db, booking.email);
      return match.kind === 'one' ? { kind: 'later' } : match;
    },
  });
}

/**
 * Books a slot of a service open to online booking: pending, payment pending, the service's
 * length and deposit, with its management link (and, when the record match found none, a new
 * record). Refused while online booking is off (403) or the agenda is full (409 BOOK_004), for a service not offered online (404), a
 * slot that cannot be booked (422) or is taken (409, also when another booking wins the race), and
 * for a person the clinic's rules keep from booking online (`refuseByBookingRules`: 403 BOOK_006, 409 BOOK_005).
 */
export async function bookSlot(deps: AppDeps, booking: SlotBooking): Promise<BookedSlot> {
  const settings = await loadClinicSettings(deps.db);
  if (!settings.onlineBookingEnabled) throw onlineBookingDisabled();
  // Read fresh, not from the site's cache: a clinic that just closed its agenda takes no more bookings.
  if (await isAgendaFull(deps, settings)) throw agendaFull();
  const [service] = await deps.db.select().from(serviceTypes).where(eq(serviceTypes.id, booking.serviceId));
  if (!service?.isActive || !service.allowOnlineBooking) throw notFound(serviceNotOffered);
  const slot: Slot = { date: booking.date, time: booking.time, durationMinutes: service.durationMinutes };
  const depositCents = service.requiresDeposit ? service.depositAmount : 0;
  const summary = (appointmentId: string, manageToken: string | null): BookedSlot => ({
    appointmentId,
    manageToken,
    booked: {
      date: slot.date,
      time: slot.time,
      durationMinutes: slot.durationMinutes,
      serviceName: service.name,
      priceCents: service.price,
      depositCents,
      email: booking.contact.email,
    },
  });
  // The same booking submitted again (a double submit, a retry after a lost answer) is the first one,
  // found by its deposit's key before its own slot is judged taken.
  const depositKey = booking.deposit?.kind === 'typed' ? booking.deposit.card.idempotencyKey : booking.deposit?.idempotencyKey;
  const twin = async () =>
    depositCents > 0 && depositKey ? await bookingOfDepositKey(deps, depositKey, booking.contact.email) : undefined;
  const earlier = await twin();
  if (earlier) return summary(earlier, null);
  await refuseUnbookableSlot(deps, settings, slot);
  await refuseByBookingRules(deps, settings, { email: booking.contact.email, patientId: booking.patientId });
  await refuseStaleFormConsents(deps, booking.consentVersions);
  // The deposit's card is checked before the slot is taken.
  if (depositCents > 0 && !booking.deposit) throw fieldRefusal({ deposit: depositMessages.bookingCardRequired });
  const card = depositCents > 0 && booking.deposit ? await checkBookingCard(deps, booking.deposit) : undefined;

  const record = await booking.record();
  // Several records share the address: nobody to file the deposit under until the clinic links it.
  if (card && record.kind === 'several') throw fieldRefusal({ deposit: depositMessages.bookingNeedsClinic });
  const appointmentId = randomUUID();
  const link = newAppointmentLink(deps, 'manage', { id: appointmentId, scheduledDate: slot.date }, settings.timeZone);
  const { statements } = guardedAppointmentStatements(deps, {
    appointment: {
      id: appointmentId,
      patientId: record.kind === 'one' ? record.patientId : null,
      ...booking.contact,
      notes: booking.notes ?? null,
      reason: booking.reason ?? null,
      status: 'pending',
      scheduledDate: slot.date,
      scheduledTime: slot.time,
      durationMinutes: slot.durationMinutes,
      serviceTypeId: service.id,
      bookingSource: booking.source,
      paymentStatus: 'pending',
      paymentAmount: 0,
      depositAmount: depositCents,
      reminderSentAt: reminderCoveredAt(slot, settings, deps.clock.now()),
      ...timestamps(deps.clock),
    },
    // The consent texts shown are still the current ones: else nothing is written.
    condition: and(slotIsFree(deps.db, slot), formConsentsCurrent(booking.consentVersions)),
    link: link.row,
    record,
  });
  statements.push(
    ...bookingConsentStatements(deps, {
      appointmentId,
      email: booking.contact.email,
      versions: booking.consentVersions,
      // The portal's session proves the address; an address typed on the public form is proven by its link.
      addressProven: booking.source === 'portal',
    }),
  );
  const [inserted] = await deps.db.batch(statements);
  if (inserted.rowsAffected !== 1) {
    if (await formConsentsStale(deps, booking.consentVersions)) throw staleConsentText();
    // The slot taken by the same booking submitted twice at once: answered from the first, once its deposit is written.
    const first = depositKey ? await sameBookingInFlight(deps, slot, booking.contact.email, twin) : undefined;
    if (first) return summary(first, null);
    throw slotTaken();
  }
  if (card) {
    const patientId = await depositPatientId(deps, appointmentId, booking.contact.email);
    if (!patientId) throw fieldRefusal({ deposit: depositMessages.bookingNeedsClinic });
    await payBookingDeposit(deps, { appointmentId, patientId, amountCents: depositCents, card });
  }
  return summary(appointmentId, link.linkToken);
}

const inFlightWaitMs = 5_000;
const inFlightPollMs = 50;

/**
 * The first of two submits of one booking, when the slot went to an appointment of the same address
 * a moment ago: its deposit row follows the appointment, so it is waited for (real time, a short
 * while). Undefined when the slot is someone else's.
 */
async function sameBookingInFlight(
  deps: BookingDeps,
  slot: Slot,
  email: string,
  twin: () => Promise<string | undefined>,
): Promise<string | undefined> {
  const deadline = Date.now() + inFlightWaitMs;
  for (;;) {
    const found = await twin();
    if (found) return found;
    const [sameAddress] = await deps.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.scheduledDate, slot.date),
          eq(appointments.scheduledTime, slot.time),
          eq(sql`lower(${appointments.email})`, email.toLowerCase()),
          inArray(appointments.status, ['pending', 'confirmed']),
        ),
      );
    if (!sameAddress || Date.now() >= deadline) return undefined;
    await sleep(inFlightPollMs);
  }
}

/**
 * The record a booking's deposit is filed under: the appointment's, or, for a booking filed once its
 * link is opened, the one record its address matched. None when several records share the address.
 */
async function depositPatientId(deps: BookingDeps, appointmentId: string, email: string): Promise<string | null> {
  const [row] = await deps.db.select({ patientId: appointments.patientId }).from(appointments).where(eq(appointments.id, appointmentId));
  if (row?.patientId) return row.patientId;
  const match = await matchPatientRecord(deps.db, email);
  return match.kind === 'one' ? match.patientId : null;
}

/**
 * The booking's confirmation e-mail (details, management link, `.ics`), queued once the answer has
 * left: the e-mail never delays or fails the booking.
 */
export function confirmBookingByEmail(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>,
  { appointmentId, manageToken }: BookedSlot,
): void {
  // A booking answered again (a double submit) was confirmed by its first answer.
  if (manageToken === null) return;
  afterAnswer('booking confirmation not queued', () => queueBookingConfirmation(deps, { appointmentId, manageToken }));
}
