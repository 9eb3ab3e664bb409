// The e-mail telling the clinic's privacy officer that a patient sent a request from the portal
// (access, portability, cessation of dissemination, de-indexation), as a correction's does: who
// asked, how to reach her, what she asked and the law's deadline — nothing else from the record.
import { formatDate, formatDateTime } from 'shared-domain/platform/format';
import { type PrivacyRequestKind, privacyRequestAnswerDays, privacyRequestKindLabels } from 'shared-domain/privacy/privacy';
import { privacyRequestMessages } from 'shared-domain/privacy/privacy-requests';
import {
  type ClinicDetails,
  detailsTable,
  paragraph,
  type RenderedEmail,
  renderEmail,
  textDetails,
} from '../../platform/mail/email-layout';
import { html } from '../../platform/mail/html';

export interface PortalRequestEmailData {
  clinic: ClinicDetails;
  /** Who the greeting names: the privacy officer, when the clinic named one. */
  recipientName: string | null;
  patient: { name: string; email: string };
  kind: PrivacyRequestKind;
  /** What she added to her request, if anything. */
  details: string | null;
  /** When the request was made (an instant) and the last day to answer ('YYYY-MM-DD'). */
  requestedAt: Date;
  answerBy: string;
  timeZone: string;
}

export function portalRequestSubject(kind: PrivacyRequestKind, patientName: string): string {
  return `Demande reçue par le portail (${privacyRequestKindLabels[kind]}) — ${patientName}`;
}

export function portalRequestEmail(data: PortalRequestEmailData): RenderedEmail {
  const { patient, kind } = data;
  const greeting = data.recipientName ? `Bonjour ${data.recipientName},` : 'Bonjour,';
  const intro = `${patient.name} a fait une demande depuis le portail patient : ${privacyRequestKindLabels[kind]}.`;
  const answerBy = formatDate(data.answerBy, data.timeZone);
  const rows: [string, string][] = [
    ['Patient', patient.name],
    ['Courriel', patient.email],
    ['Type de demande', privacyRequestKindLabels[kind]],
    ['Reçue le', formatDateTime(data.requestedAt, data.timeZone)],
    ['Répondre au plus tard le', answerBy],
  ];
  const delay = `Le délai pour répondre à cette demande est de ${privacyRequestAnswerDays[kind]} jours : au plus tard le ${answerBy}.`;
  const next = `Répondez depuis « ${privacyRequestMessages.title} » : la réponse, ou le motif du refus, y est consignée et la lettre envoyée.`;
  const details = data.details ? ['Précisions du patient :', data.details, ''] : [];
  return renderEmail({
    clinic: data.clinic,
    subject: portalRequestSubject(kind, patient.name),
    preheader: intro,
    text: [greeting, '', intro, '', ...textDetails(rows), '', ...details, delay, next],
    html: html`${paragraph(greeting)}${paragraph(intro)}${detailsTable(rows)}${
      data.details
        ? html`${paragraph(html`<strong>Précisions du patient :</strong>`)}<p style="margin:0 0 16px;white-space:pre-wrap">${data.details}</p>`
        : ''
    }${paragraph(delay)}${paragraph(next)}`,
  });
}
