// The appointments list as a CSV file for Excel in French (Canada) or in English, written by the
// product's one CSV writer (`platform/files/csv-file.ts`: BOM, the format's separator, CRLF, text
// quoted, formulas neutralised whichever separator the file is opened with): French headers, dates
// as fr-CA writes them (YYYY-MM-DD) and amounts with the format's decimal mark so they stay numbers.
import type { AppointmentPaymentStatus } from 'shared-domain/billing/payment-status';
import { bookingSourceLabel } from 'shared-domain/scheduling/booking-source';
import type { CsvFormat } from 'shared-domain/platform/csv-format';
import { csvAmount, csvLines } from '../../platform/files/csv-file';
import type { AdminAppointment } from './appointment-view';

const paymentLabels: Record<AppointmentPaymentStatus, string> = {
  pending: 'En attente',
  deposit_paid: 'Dépôt payé',
  paid: 'Payé',
  refunded: 'Remboursé',
  waived: 'Annulé (sans frais)',
};

const labelOf = (labels: Record<string, string>, value: string): string =>
  Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;

const columns: readonly [
  header: string,
  value: (appointment: AdminAppointment, timeZone: string, format: CsvFormat) => string | number | null,
][] = [
  ['Date', (a) => a.scheduledDate],
  ['Heure', (a) => a.scheduledTime],
  ['Durée (min)', (a) => a.durationMinutes],
  ['Patient', (a) => a.name],
  ['Courriel', (a) => a.email],
  ['Téléphone', (a) => a.phone],
  ['Service', (a) => a.serviceName],
  ['Prix ($)', (a, _timeZone, format) => csvAmount(a.priceCents, format)],
  ['Statut', (a) => a.statusLabel],
  ['Source', (a) => bookingSourceLabel(a.bookingSource)],
  ['Motif', (a) => a.reason],
  ['Notes', (a) => a.notes],
  ['Présence confirmée', (a) => (a.presenceConfirmed ? 'Oui' : 'Non')],
  ['Paiement', (a) => labelOf(paymentLabels, a.paymentStatus)],
  ["Raison d'annulation", (a) => a.cancellationReason],
  ['Créé le', (a, timeZone) => createdAt(a.createdAt, timeZone)],
];

// One formatter per time zone: building one per row (as `clinicDate` does) cost most of the time of
// an export of 20,000 rows.
const stampFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as the clinic's 'YYYY-MM-DD HH:MM'. */
function createdAt(instant: string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  let format = stampFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    stampFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

export function csvHeaderLine(format: CsvFormat): string {
  return csvLines([columns.map(([header]) => header)], format);
}

export function csvRows(appointments: readonly AdminAppointment[], timeZone: string, format: CsvFormat): string {
  return csvLines(
    appointments.map((appointment) => columns.map(([, value]) => value(appointment, timeZone, format))),
    format,
  );
}

/** `rendez-vous-2026-11-01-2026-11-30.csv`; an open end reads 'debut' or 'fin'. */
export function csvFileName(range: { from?: string; to?: string }): string {
  return `rendez-vous-${range.from ?? 'debut'}-${range.to ?? 'fin'}.csv`;
}
