// The `.ics` file attached to a confirmation or a move (and to a cancellation, to take the event
// out of the calendar), written by the `ics` library. Times are written in UTC, computed from the
// clinic-local date and time in the clinic's zone, so every calendar shows the right hour whatever
// its own zone and across daylight-saving changes.
import { createEvent, type EventAttributes } from 'ics';
import { clinicInstant } from 'shared-domain/platform/clinic-time';
import type { MailAttachment } from '../../platform/mail/outgoing-mail';
import { type ClinicDetails, clinicAddress } from '../../platform/mail/email-layout';

export interface CalendarAppointment {
  id: string;
  name: string;
  email: string;
  serviceName: string | null;
  date: string;
  time: string;
  durationMinutes: number;
  /** Increases with every change, so a calendar replaces the event it holds (RFC 5545 SEQUENCE). */
  sequence: number;
}

export interface CalendarRequest {
  clinic: ClinicDetails & { timeZone: string };
  appointment: CalendarAppointment;
  /** REQUEST adds or updates the event; CANCEL removes it. */
  method: 'REQUEST' | 'CANCEL';
  /**
   * Whether the clinic has confirmed the booking: an online booking stays tentative until it does,
   * and the file sent then (same UID, higher SEQUENCE) turns the event confirmed.
   */
  confirmed: boolean;
  /** Where the event says the appointment can be managed. */
  manageUrl: string | undefined;
  /** The site's address: its host names the event's UID. */
  publicUrl: string;
  /** When the file is written (DTSTAMP), from the app's clock. */
  now: Date;
}

export const calendarFileName = 'rendez-vous.ics';

/** The same for every version of one appointment's event, so calendars update it in place. */
export function calendarUid(appointmentId: string, publicUrl: string): string {
  return `rendez-vous-${appointmentId}@${new URL(publicUrl).hostname}`;
}

/**
 * A name as a quoted parameter (CN="…"), which the library writes as given: a double quote or a
 * line break in it would end the parameter or the line, so they are replaced.
 */
function parameterText(value: string): string {
  return value.replace(/"/g, "'").replace(/[\r\n]+/g, ' ');
}

export function appointmentCalendar(request: CalendarRequest): MailAttachment {
  const { clinic, appointment } = request;
  const start = clinicInstant(appointment.date, appointment.time, clinic.timeZone).getTime();
  const title = appointment.serviceName ? `${appointment.serviceName} – ${clinic.clinicName}` : `Rendez-vous – ${clinic.clinicName}`;
  const description =
    request.method === 'CANCEL'
      ? 'Ce rendez-vous a été annulé.'
      : [request.manageUrl && `Gérer ce rendez-vous : ${request.manageUrl}`, `Téléphone : ${clinic.phone}`].filter(Boolean).join('\n');
  // `timestamp` (DTSTAMP) is read by the library but missing from its types.
  const event: EventAttributes & { timestamp: number } = {
    uid: calendarUid(appointment.id, request.publicUrl),
    sequence: appointment.sequence,
    timestamp: request.now.getTime(),
    productId: 'clinique/rendez-vous',
    method: request.method,
    title,
    description,
    location: clinicAddress(clinic) || undefined,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: appointment.durationMinutes },
    status: request.method === 'CANCEL' ? 'CANCELLED' : request.confirmed ? 'CONFIRMED' : 'TENTATIVE',
    organizer: { name: parameterText(clinic.clinicName), email: clinic.email },
    attendees: [
      {
        name: parameterText(appointment.name),
        email: appointment.email,
        rsvp: false,
        partstat: request.confirmed ? 'ACCEPTED' : 'TENTATIVE',
        role: 'REQ-PARTICIPANT',
      },
    ],
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('calendar file not written');
  return {
    filename: calendarFileName,
    contentType: `text/calendar; charset=utf-8; method=${request.method}`,
    content: foldLines(value),
  };
}

const maxLineOctets = 75;

/**
 * Folds the file's lines at 75 octets, as RFC 5545 §3.1 counts them: the library folds at 75
 * characters, so a line with « é » (two octets in UTF-8) could reach 76 and more. Its folds are
 * undone first (CRLF then a space or a tab only ever comes from folding: text values escape their
 * line breaks), then each line is cut before the character that would pass the limit, never
 * inside a character; a continuation starts with one space, which counts in its 75.
 */
export function foldLines(content: string): string {
  const encoder = new TextEncoder();
  return content
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const character of line) {
        const size = encoder.encode(character).length;
        if (octets + size > maxLineOctets) {
          parts.push(part);
          part = ' ';
          octets = 1;
        }
        part += character;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n');
    })
    .join('\r\n');
}
