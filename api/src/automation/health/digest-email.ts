// The daily digest to the clinic: what could not be sent since the last one, by kind, in
// French that agrees with its count (« 1 rappel n’a pas pu être envoyé », « 2 confirmations de
// réservation n’ont pas pu être envoyées »), and the way to « Santé de l'automatisation ».
import { formatDate } from 'shared-domain/platform/format';
import { button, type ClinicDetails, linkLine, paragraph, type RenderedEmail, renderEmail } from '../../platform/mail/email-layout';
import { html } from '../../platform/mail/html';

interface Noun {
  one: string;
  many: string;
  feminine?: true;
}

/** What one message of each kind is called in a sentence. */
const kindNouns: Record<string, Noun> = {
  confirmation: { one: 'confirmation de réservation', many: 'confirmations de réservation', feminine: true },
  confirmation_clinique: { one: 'confirmation de la clinique', many: 'confirmations de la clinique', feminine: true },
  rappel: { one: 'rappel', many: 'rappels' },
  reprogrammé: { one: 'avis de rendez-vous reprogrammé', many: 'avis de rendez-vous reprogrammé' },
  annulation: { one: 'avis d’annulation', many: 'avis d’annulation' },
  demande_refusée: { one: 'réponse à une demande de rendez-vous', many: 'réponses à une demande de rendez-vous', feminine: true },
  lien_gestion: { one: 'lien de gestion', many: 'liens de gestion' },
  liens_gestion: { one: 'lien de gestion', many: 'liens de gestion' },
  offre_liste_attente: { one: 'offre de la liste d’attente', many: 'offres de la liste d’attente', feminine: true },
  reprise: { one: 'proposition de nouveau rendez-vous', many: 'propositions de nouveau rendez-vous', feminine: true },
  reçu_paiement: { one: 'reçu de paiement', many: 'reçus de paiement' },
  reçu_assurance: { one: 'reçu pour assurance', many: 'reçus pour assurance' },
  demande_presence: { one: 'demande de confirmation de présence', many: 'demandes de confirmation de présence', feminine: true },
  suivi_premiere_visite: { one: 'suivi après une première visite', many: 'suivis après une première visite' },
  reexamen: { one: 'invitation au réexamen', many: 'invitations au réexamen', feminine: true },
  releve_annuel: { one: 'relevé annuel', many: 'relevés annuels' },
  rappel_paiement: { one: 'rappel de paiement', many: 'rappels de paiement' },
  facture: { one: 'facture', many: 'factures', feminine: true },
  lien_connexion: { one: 'lien de connexion au portail', many: 'liens de connexion au portail' },
  mot_de_passe: { one: 'lien de choix du mot de passe', many: 'liens de choix du mot de passe' },
  questionnaire: { one: 'demande de questionnaire', many: 'demandes de questionnaire', feminine: true },
  digest: { one: 'résumé quotidien', many: 'résumés quotidiens' },
  test: { one: 'courriel de test', many: 'courriels de test' },
  batch_message: { one: 'message groupé', many: 'messages groupés' },
  staff: { one: 'courriel à l’équipe', many: 'courriels à l’équipe' },
};
const anyMessage: Noun = { one: 'courriel', many: 'courriels' };

/** « 2 rappels n’ont pas pu être envoyés »: the count, the kind and the verb agreeing with both. */
export function failureLine(kind: string, count: number): string {
  const noun = (Object.hasOwn(kindNouns, kind) && kindNouns[kind]) || anyMessage;
  const ending = (noun.feminine ? 'e' : '') + (count > 1 ? 's' : '');
  return count > 1 ? `${count} ${noun.many} n’ont pas pu être envoyé${ending}` : `${count} ${noun.one} n’a pas pu être envoyé${ending}`;
}

export interface DigestEmailData {
  clinic: ClinicDetails;
  /** The clinic day it reports on ('YYYY-MM-DD'). */
  date: string;
  timeZone: string;
  /** Failed or given-up messages by kind, the most first. */
  failures: readonly { kind: string; count: number }[];
  healthUrl: string;
}

export function digestEmail(data: DigestEmailData): RenderedEmail {
  const lines = data.failures.map((failure) => `${failureLine(failure.kind, failure.count)}.`);
  const intro = 'Depuis le dernier résumé, des courriels de la clinique n’ont pas pu être envoyés :';
  const next = 'Voyez l’erreur de chacun et réessayez-les depuis « Santé de l’automatisation » :';
  const [first] = lines;
  return renderEmail({
    clinic: data.clinic,
    subject: `Courriels non envoyés — ${formatDate(data.date, data.timeZone)}`,
    preheader: lines.length === 1 && first ? first : intro,
    text: ['Bonjour,', '', intro, '', ...lines.map((line) => `- ${line}`), '', next, data.healthUrl],
    html: html`${paragraph('Bonjour,')}${paragraph(intro)}<ul style="margin:0 0 16px;padding-left:20px">${lines.map(
      (line) => html`<li>${line}</li>`,
    )}</ul>${paragraph(next)}${button('Santé de l’automatisation', data.healthUrl)}${linkLine('Ou copiez ce lien :', data.healthUrl)}`,
  });
}
