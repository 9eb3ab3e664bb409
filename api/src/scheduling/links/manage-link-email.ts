// The French e-mail that carries the management links of someone's upcoming appointments.
import { formatDate, formatPhone, formatTime } from 'shared-domain/format';
import { absoluteUrl, paths } from 'shared-domain/paths';
import type { OutgoingMail } from '../../platform/mail/outgoing-mail';

export interface UpcomingAppointment {
  name: string;
  email: string;
  scheduledDate: string;
  scheduledTime: string;
  /** The clear token of the appointment's link, known only while this e-mail is written. */
  linkToken: string;
  serviceName: string | null;
}

export interface ClinicContact {
  clinicName: string;
  phone: string;
  email: string;
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
      `- ${formatDate(appointment.scheduledDate)} à ${formatTime(appointment.scheduledTime)}${what ? ` (${what})` : ''}`,
      `  Gérer ce rendez-vous : ${absoluteUrl(options.publicUrl, paths.manageAppointment.build(appointment.linkToken))}`,
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
    `${formatPhone(clinic.phone)} · ${clinic.email}`,
  ].join('\n');
  return {
    to: options.to,
    subject: several
      ? `Vos liens pour gérer vos rendez-vous – ${clinic.clinicName}`
      : `Votre lien pour gérer votre rendez-vous – ${clinic.clinicName}`,
    text,
  };
}
