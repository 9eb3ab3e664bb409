// The e-mail telling a patient the clinic sent a questionnaire to fill in the portal. It names no
// questionnaire and no score (an index's name alone says where it hurts): a mailbox is not where
// health data should travel. The patient reads which one on the portal's Rendez-vous page.
import { formatDate, formatTime } from 'shared-domain/format';
import { button, type ClinicDetails, linkLine, paragraph, type RenderedEmail, renderEmail } from '../../platform/mail/email-layout';
import { html } from '../../platform/mail/html';

export interface QuestionnaireRequestEmailData {
  clinic: ClinicDetails;
  firstName: string;
  /** The visit it is for, clinic date and time, when the clinic chose one. */
  visit: { date: string; time: string | null } | null;
  /** The portal's Rendez-vous page. */
  portalUrl: string;
}

export function questionnaireRequestSubject(clinicName: string): string {
  return `Un questionnaire à remplir avant votre visite – ${clinicName}`;
}

export function questionnaireRequestEmail(data: QuestionnaireRequestEmailData): RenderedEmail {
  const { clinic, visit } = data;
  const greeting = `Bonjour ${data.firstName},`;
  const when = visit
    ? ` avant votre rendez-vous du ${formatDate(visit.date)}${visit.time ? ` à ${formatTime(visit.time)}` : ''}`
    : ' avant votre prochaine visite';
  const intro = `${clinic.clinicName} vous demande de remplir un court questionnaire${when}.`;
  const how =
    'Connectez-vous à votre portail patient : le questionnaire se trouve en haut de la page Rendez-vous. Il ne prend que quelques minutes.';
  const why = 'Vos réponses aident votre chiropraticien à suivre l’évolution de votre état.';
  return renderEmail({
    clinic,
    subject: questionnaireRequestSubject(clinic.clinicName),
    preheader: intro,
    text: [greeting, '', intro, '', how, '', `Remplir le questionnaire : ${data.portalUrl}`, '', why],
    html: html`${paragraph(greeting)}${paragraph(intro)}${paragraph(how)}${button('Remplir le questionnaire', data.portalUrl)}${linkLine('Ou copiez ce lien :', data.portalUrl)}${paragraph(why)}`,
  });
}
