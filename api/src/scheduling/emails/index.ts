// The e-mails about one appointment that the booking and management routes queue once their
// answer has left (`afterAnswer`), and the reminder job queues before the visit: each reads the
// rows it needs, renders the French message (with its calendar file where the date is news) and
// puts it in the outbox; the sender delivers it (../mail/outbox-sender.ts).
import { eq } from 'drizzle-orm';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { appointments, serviceTypes } from '../../platform/db/schema';
import { logger } from '../../logger';
import type { MailAttachment } from '../../platform/mail/outgoing-mail';
import { queueEmail } from '../../platform/mail/queue-email';
import { appointmentCalendar, type CalendarRequest } from './appointment-calendar';
import { appointmentCancelledEmail } from './appointment-cancelled-email';
import type { AppointmentDetails } from './appointment-details';
import { appointmentMovedEmail } from './appointment-moved-email';
import { appointmentReminderEmail } from './appointment-reminder-email';
import { bookingConfirmationEmail } from './booking-confirmation-email';
import { clinicConfirmationEmail } from './clinic-confirmation-email';
import { mintAppointmentLinks } from '../links/appointment-link';
import { intakeLinkFor } from '../intake/first-visit-intake';

export type AppointmentEmailDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>;

export interface BookingConfirmationRequest {
  appointmentId: string;
  /** The clear token of the appointment's management link, minted by the caller. */
  manageToken: string;
}

export interface AppointmentChangeNoticeRequest {
  appointmentId: string;
  change: 'moved' | 'cancelled';
  /** A fresh management link for a move (the notice carries it); none for a cancellation. */
  manageToken?: string;
  /** The slot the appointment had before a move (clinic-local `YYYY-MM-DD`, `HH:MM`). */
  previous?: { date: string; time: string };
}

export interface AppointmentReminderRequest {
  appointmentId: string;
  /** The clear token of a link minted for this reminder: it serves the confirm and manage pages. */
  manageToken: string;
}

/** Queues the booking's confirmation (service, date, price, address, management link, `.ics`). */
export async function queueBookingConfirmation(deps: AppointmentEmailDeps, request: BookingConfirmationRequest): Promise<void> {
  const loaded = await loadAppointmentEmail(deps, request.appointmentId, 'confirmation');
  if (!loaded) return;
  const manageUrl = manageLink(deps, request.manageToken);
  const intakeUrl = await intakeLinkFor(deps, loaded.id, loaded.clinic.timeZone);
  const mail = bookingConfirmationEmail({
    clinic: loaded.clinic,
    appointment: loaded.details,
    manageUrl,
    pending: !loaded.confirmed,
    intakeUrl,
  });
  await queueEmail(deps, {
    to: loaded.email,
    ...loaded.concerns,
    ...mail,
    attachments: calendarFile(deps, loaded, 'REQUEST', manageUrl),
  });
}

/**
 * Queues the clinic's confirmation of a pending booking: the message says it is confirmed, with a
 * fresh management link, and its calendar file updates the tentative event the booking's file
 * added (same UID, higher SEQUENCE, now CONFIRMED).
 */
export async function queueClinicConfirmation(deps: AppointmentEmailDeps, appointmentId: string): Promise<void> {
  const loaded = await loadAppointmentEmail(deps, appointmentId, 'clinic confirmation');
  if (!loaded) return;
  const [link] = await mintAppointmentLinks(
    deps,
    'manage',
    [{ id: loaded.id, scheduledDate: loaded.details.date }],
    loaded.clinic.timeZone,
  );
  if (!link) return;
  const manageUrl = manageLink(deps, link.linkToken);
  const intakeUrl = await intakeLinkFor(deps, loaded.id, loaded.clinic.timeZone);
  const mail = clinicConfirmationEmail({ clinic: loaded.clinic, appointment: loaded.details, manageUrl, intakeUrl });
  await queueEmail(deps, { to: loaded.email, ...loaded.concerns, ...mail, attachments: calendarFile(deps, loaded, 'REQUEST', manageUrl) });
}

/** Queues the notice of a move (old → new, updated `.ics`) or of a cancellation (reason, how to book again). */
export async function queueAppointmentChangeNotice(deps: AppointmentEmailDeps, request: AppointmentChangeNoticeRequest): Promise<void> {
  const loaded = await loadAppointmentEmail(deps, request.appointmentId, request.change);
  if (!loaded) return;
  const { clinic, details } = loaded;
  if (request.change === 'moved') {
    const manageUrl = request.manageToken ? manageLink(deps, request.manageToken) : undefined;
    const mail = appointmentMovedEmail({ clinic, appointment: details, previous: request.previous, manageUrl });
    await queueEmail(deps, {
      to: loaded.email,
      ...loaded.concerns,
      ...mail,
      attachments: calendarFile(deps, loaded, 'REQUEST', manageUrl),
    });
    return;
  }
  const bookingUrl = clinic.onlineBookingEnabled ? absoluteUrl(deps.config.publicUrl, paths.booking.build()) : undefined;
  const mail = appointmentCancelledEmail({ clinic, appointment: details, reason: loaded.cancellationReason, bookingUrl });
  await queueEmail(deps, { to: loaded.email, ...loaded.concerns, ...mail, attachments: calendarFile(deps, loaded, 'CANCEL', undefined) });
}

/** Queues the reminder: "confirm my presence" (unless already confirmed) and the management link. */
export async function queueAppointmentReminder(deps: AppointmentEmailDeps, request: AppointmentReminderRequest): Promise<void> {
  const loaded = await loadAppointmentEmail(deps, request.appointmentId, 'reminder');
  if (!loaded) return;
  const mail = appointmentReminderEmail({
    clinic: loaded.clinic,
    appointment: { ...loaded.details, presenceConfirmed: loaded.presenceConfirmed },
    confirmUrl: absoluteUrl(deps.config.publicUrl, paths.confirmAppointment.build(request.manageToken)),
    manageUrl: manageLink(deps, request.manageToken),
  });
  // Sent by the clinic on its own: held during its quiet hours.
  await queueEmail(deps, { to: loaded.email, ...loaded.concerns, ...mail, automatic: true });
}

function manageLink(deps: AppointmentEmailDeps, token: string): string {
  return absoluteUrl(deps.config.publicUrl, paths.manageAppointment.build(token));
}

type LoadedAppointment = NonNullable<Awaited<ReturnType<typeof loadAppointmentEmail>>>;

/** The appointment, its service and the clinic as the messages need them; undefined when it has no slot. */
async function loadAppointmentEmail(deps: AppointmentEmailDeps, appointmentId: string, message: string) {
  const [row] = await deps.db
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      name: appointments.name,
      email: appointments.email,
      scheduledDate: appointments.scheduledDate,
      scheduledTime: appointments.scheduledTime,
      durationMinutes: appointments.durationMinutes,
      status: appointments.status,
      presenceConfirmed: appointments.presenceConfirmed,
      cancellationReason: appointments.cancellationReason,
      depositAmount: appointments.depositAmount,
      createdAt: appointments.createdAt,
      updatedAt: appointments.updatedAt,
      serviceName: serviceTypes.name,
      price: serviceTypes.price,
      requiresDeposit: serviceTypes.requiresDeposit,
      serviceDeposit: serviceTypes.depositAmount,
    })
    .from(appointments)
    .leftJoin(serviceTypes, eq(appointments.serviceTypeId, serviceTypes.id))
    .where(eq(appointments.id, appointmentId));
  if (!row?.scheduledDate || !row.scheduledTime) {
    // Nothing to write about: logged without the id's owner, for whoever debugs the caller.
    logger.warn('appointment e-mail skipped', { message, reason: row ? 'unscheduled' : 'unknown appointment' });
    return undefined;
  }
  const clinic = await loadEmailClinic(deps.db);
  const details: AppointmentDetails = {
    name: row.name,
    serviceName: row.serviceName,
    date: row.scheduledDate,
    time: row.scheduledTime,
    durationMinutes: row.durationMinutes,
    priceCents: row.price,
    // The amount recorded on the booking, else what its service asks.
    depositCents: row.depositAmount > 0 ? row.depositAmount : row.requiresDeposit ? (row.serviceDeposit ?? 0) : 0,
  };
  return {
    id: row.id,
    email: row.email,
    // Whom and what the e-mail concerns, for « Santé de l’automatisation ».
    concerns: { patientId: row.patientId, appointmentId: row.id },
    // Pending until the clinic confirms it: the calendar file says tentative.
    confirmed: row.status !== 'pending',
    presenceConfirmed: row.presenceConfirmed,
    cancellationReason: row.cancellationReason,
    // Seconds since the booking at its last change: grows with every move, as SEQUENCE must.
    sequence: Math.max(0, Math.floor((Date.parse(row.updatedAt) - Date.parse(row.createdAt)) / 1000)),
    clinic,
    details,
  };
}

/**
 * The `.ics` for the message. A file that cannot be written leaves the e-mail without it rather
 * than unsent: the message itself says the date.
 */
function calendarFile(
  deps: AppointmentEmailDeps,
  loaded: LoadedAppointment,
  method: CalendarRequest['method'],
  manageUrl: string | undefined,
): MailAttachment[] | undefined {
  try {
    return [
      appointmentCalendar({
        clinic: loaded.clinic,
        appointment: { id: loaded.id, email: loaded.email, sequence: loaded.sequence, ...loaded.details },
        method,
        confirmed: loaded.confirmed,
        manageUrl,
        publicUrl: deps.config.publicUrl,
        now: deps.clock.now(),
      }),
    ];
  } catch (error) {
    logger.warn('calendar file not written', { error: (error as Error)?.name });
    return undefined;
  }
}
