// The French e-mail that carries the management links of someone's upcoming appointments.
import type { OutgoingMail } from '../mail/mailer';

export interface UpcomingAppointment {
  name: string;
  email: string;
  scheduledDate: string;
  scheduledTime: string;
  confirmationToken: string;
  serviceName: string | null;
}

export interface ClinicContact {
  clinicName: string;
  phone: string;
  email: string;
}

// The date alone, read in UTC, so the server's time zone cannot move it to another day.
const longDate = new Intl.DateTimeFormat('fr-CA', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-11-19" → "jeudi 19 novembre 2026". */
export function frenchDate(date: string): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

/** "09:00" → "9 h", "10:30" → "10 h 30", as times are written in Quebec. */
export function frenchTime(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return minutes === '00' ? `${Number(hours)} h` : `${Number(hours)} h ${minutes}`;
}

export function manageLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/appointment/manage/${encodeURIComponent(token)}`;
}

export function manageLinkEmail(options: {
  to: string;
  clinic: ClinicContact;
  publicUrl: string;
  appointments: readonly UpcomingAppointment[];
}): OutgoingMail {
  const { clinic, appointments } = options;
  const several = appointments.length > 1;
  const items = appointments.map((appointment) => {
    const what = [appointment.serviceName, appointment.name].filter(Boolean).join(', ');
    return [
      `- ${frenchDate(appointment.scheduledDate)} à ${frenchTime(appointment.scheduledTime)}${what ? ` (${what})` : ''}`,
      `  Gérer ce rendez-vous : ${manageLinkUrl(options.publicUrl, appointment.confirmationToken)}`,
    ].join('\n');
  });
  const text = [
    'Bonjour,',
    '',
    several
      ? `Voici les liens pour gérer vos rendez-vous à venir à ${clinic.clinicName} :`
      : `Voici le lien pour gérer votre rendez-vous à venir à ${clinic.clinicName} :`,
    '',
    ...items,
    '',
    `${several ? 'Chaque lien permet' : 'Ce lien permet'} de confirmer votre présence, de reprogrammer ou d'annuler le rendez-vous. ` +
      'Ne le transmettez à personne : quiconque le possède peut gérer ce rendez-vous.',
    '',
    "Vous n'avez pas fait cette demande? Vous pouvez ignorer ce courriel : vos rendez-vous restent inchangés.",
    '',
    clinic.clinicName,
    `${clinic.phone} · ${clinic.email}`,
  ].join('\n');
  return {
    to: options.to,
    subject: several ? `Vos liens pour gérer vos rendez-vous – ${clinic.clinicName}` : `Votre lien pour gérer votre rendez-vous – ${clinic.clinicName}`,
    text,
  };
}
