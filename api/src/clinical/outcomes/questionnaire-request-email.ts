// The e-mail telling a patient the clinic sent a questionnaire to fill in the portal. It names no
// questionnaire and no score (an index's name alone says where it hurts): a mailbox is not where
// health data should travel. The patient reads which one on the portal's Rendez-vous page.
import { formatDate, formatTime } from 'shared-domain/platform/format';
import type { ClinicDetails, RenderedEmail } from '../../platform/mail/email-layout';
import { templateEmail } from '../../platform/mail/template-email';

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

/** The clinic's template `questionnaire`. */
export function questionnaireRequestEmail(data: QuestionnaireRequestEmailData): RenderedEmail {
  const { visit } = data;
  return templateEmail(data.clinic, 'questionnaire', {
    prénom: data.firstName,
    visite: visit
      ? `avant votre rendez-vous du ${formatDate(visit.date)}${visit.time ? ` à ${formatTime(visit.time)}` : ''}`
      : 'avant votre prochaine visite',
    lien: data.portalUrl,
  });
}
