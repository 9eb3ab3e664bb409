// What the appointment e-mails say about the visit, written the fr-CA way in one place so that the
// confirmation, the reminder and the notices read the same.
import { formatDate, formatMoney, formatTime } from 'shared-domain/platform/format';
import { type ClinicDetails, clinicAddress } from '../../platform/mail/email-layout';

export interface AppointmentDetails {
  /** The person who booked, as the greeting names them. */
  name: string;
  serviceName: string | null;
  /** Clinic-local `YYYY-MM-DD` and `HH:MM`. */
  date: string;
  time: string;
  durationMinutes: number;
  priceCents: number | null;
  depositCents: number;
}

/** 'lundi 23 novembre 2026 à 9 h 30'. */
export function appointmentWhen(date: string, time: string): string {
  return `${formatDate(date)} à ${formatTime(time)}`;
}

export function durationText(minutes: number): string {
  return `${minutes} minutes`;
}

type Detail = 'service' | 'date' | 'time' | 'duration' | 'price' | 'deposit' | 'address';

/** The label–value rows of the visit, in this order, leaving out what it does not have. */
export function appointmentRows(
  appointment: AppointmentDetails,
  clinic: ClinicDetails,
  details: readonly Detail[] = ['service', 'date', 'time', 'duration', 'price', 'deposit', 'address'],
): [string, string][] {
  const rows: Record<Detail, [string, string] | undefined> = {
    service: appointment.serviceName ? ['Service', appointment.serviceName] : undefined,
    date: ['Date', formatDate(appointment.date)],
    time: ['Heure', formatTime(appointment.time)],
    duration: ['Durée', durationText(appointment.durationMinutes)],
    price: appointment.priceCents !== null ? ['Prix', formatMoney(appointment.priceCents)] : undefined,
    deposit: appointment.depositCents > 0 ? ['Dépôt requis', formatMoney(appointment.depositCents)] : undefined,
    address: clinicAddress(clinic) ? ['Adresse', clinicAddress(clinic)] : undefined,
  };
  return details.flatMap((detail) => (rows[detail] ? [rows[detail]] : []));
}

/** The appointment's own fields of a template (`{nom}`, `{date}`, `{heure}`, `{service}`, `{durée}`, `{détails}`). */
export function appointmentFields(appointment: AppointmentDetails, clinic: ClinicDetails, details?: readonly Detail[]) {
  return {
    nom: appointment.name,
    date: formatDate(appointment.date),
    heure: formatTime(appointment.time),
    service: appointment.serviceName ?? '',
    durée: durationText(appointment.durationMinutes),
    détails: appointmentRows(appointment, clinic, details).map(([label, value]) => ({ label, value })),
  };
}
