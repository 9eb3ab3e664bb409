// The French e-mail that carries the management links of someone's upcoming appointments.
import { formatDate, formatTime } from 'shared-domain/format';
import { absoluteUrl, paths } from 'shared-domain/paths';
import { button, type ClinicDetails, linkLine, paragraph, renderEmail } from '../../platform/mail/email-layout';
import { html } from '../../platform/mail/html';
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

/** The clinic as the e-mail's frame shows it: name, address, phone, e-mail. */
export type ClinicContact = ClinicDetails;

export function manageLinkEmail(options: {
  to: string;
  clinic: ClinicContact;
  publicUrl: string;
  appointments: readonly UpcomingAppointment[];
}): OutgoingMail {
  const { clinic, appointments } = options;
  const several = appointments.length > 1;
  const listed = appointments.map((appointment) => {
    const what = [appointment.serviceName, appointment.name].filter(Boolean).join(', ');
    return {
      when: `${formatDate(appointment.scheduledDate)} à ${formatTime(appointment.scheduledTime)}${what ? ` (${what})` : ''}`,
      url: absoluteUrl(options.publicUrl, paths.manageAppointment.build(appointment.linkToken)),
    };
  });
  const intro = several
    ? `Voici les liens pour gérer vos rendez-vous à venir à ${clinic.clinicName} :`
    : `Voici le lien pour gérer votre rendez-vous à venir à ${clinic.clinicName} :`;
  const personal =
    `${several ? 'Chaque lien permet' : 'Ce lien permet'} de confirmer votre présence, de reprogrammer ou d'annuler le rendez-vous. ` +
    'Ne le transmettez à personne : quiconque le possède peut gérer ce rendez-vous.';
  const unasked = "Vous n'avez pas fait cette demande? Vous pouvez ignorer ce courriel : vos rendez-vous restent inchangés.";
  // The same frame as the appointment e-mails (HTML and text, the clinic's address below).
  const mail = renderEmail({
    clinic,
    subject: several
      ? `Vos liens pour gérer vos rendez-vous – ${clinic.clinicName}`
      : `Votre lien pour gérer votre rendez-vous – ${clinic.clinicName}`,
    preheader: intro,
    text: [
      'Bonjour,',
      '',
      intro,
      '',
      ...listed.map(({ when, url }) => `- ${when}\n  Gérer ce rendez-vous : ${url}`),
      '',
      personal,
      '',
      unasked,
    ],
    html: html`${paragraph('Bonjour,')}${paragraph(intro)}${listed.map(
      ({ when, url }) => html`${paragraph(when)}${button('Gérer ce rendez-vous', url)}${linkLine('Ou copiez ce lien :', url)}`,
    )}${paragraph(personal)}${paragraph(unasked)}`,
  });
  // Someone is waiting for the link: it leaves during the clinic's quiet hours too.
  return { to: options.to, ...mail, urgent: true };
}
