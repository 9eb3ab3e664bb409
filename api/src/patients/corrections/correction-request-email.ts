// The e-mail telling the clinic's privacy officer that a patient asked to correct their record
// (Law 25, right of rectification). It carries what is needed to answer — who asked, how to reach
// them, their message and the law's deadline — and nothing else from the record: a mailbox is not
// where health data should travel.
import { correctionAnswerDays } from 'shared-domain/patients/correction-request';
import { formatDate, formatDateTime } from 'shared-domain/platform/format';
import {
  type ClinicDetails,
  detailsTable,
  paragraph,
  type RenderedEmail,
  renderEmail,
  textDetails,
} from '../../platform/mail/email-layout';
import { html } from '../../platform/mail/html';

export interface CorrectionRequestEmailData {
  clinic: ClinicDetails;
  /** Who the greeting names: the privacy officer, when the clinic named one. */
  recipientName: string | null;
  patient: { name: string; email: string };
  message: string;
  /** When the request was made (an instant) and the last day to answer ('YYYY-MM-DD'). */
  requestedAt: Date;
  answerBy: string;
  timeZone: string;
}

export function correctionRequestSubject(patientName: string): string {
  return `Demande de correction du dossier — ${patientName}`;
}

export function correctionRequestEmail(data: CorrectionRequestEmailData): RenderedEmail {
  const { patient } = data;
  const greeting = data.recipientName ? `Bonjour ${data.recipientName},` : 'Bonjour,';
  const intro = `${patient.name} demande la correction de son dossier depuis le portail patient.`;
  const rows: [string, string][] = [
    ['Patient', patient.name],
    ['Courriel', patient.email],
    ['Reçue le', formatDateTime(data.requestedAt, data.timeZone)],
    ['Répondre au plus tard le', formatDate(data.answerBy, data.timeZone)],
  ];
  const delay = `Le délai pour répondre à une demande de rectification est de ${correctionAnswerDays} jours : au plus tard le ${formatDate(data.answerBy, data.timeZone)}.`;
  const next =
    'Répondez au patient depuis « Demandes d’accès et de rectification » : la réponse, ou le motif du refus, y est consignée et la lettre envoyée.';
  return renderEmail({
    clinic: data.clinic,
    subject: correctionRequestSubject(patient.name),
    preheader: intro,
    text: [greeting, '', intro, '', ...textDetails(rows), '', 'Message du patient :', data.message, '', delay, next],
    html: html`${paragraph(greeting)}${paragraph(intro)}${detailsTable(rows)}${paragraph(html`<strong>Message du patient :</strong>`)}${html`<p style="margin:0 0 16px;white-space:pre-wrap">${data.message}</p>`}${paragraph(delay)}${paragraph(next)}`,
  });
}
