// « Mon profil »'s wording (French), in one place for the page and its tests. The correction
// request's own messages (required, too long, sent, failed) are shared-domain's, as the API's are.
import { problemText } from 'shared-ui/problem-message';
import { correctionAnswerDays } from 'shared-domain/patients/correction-request';

export const profileText = {
  fullName: 'Nom complet',
  email: 'Courriel',
  phone: 'Téléphone',
  address: 'Adresse',
  missing: 'Non indiqué',
  phoneMobile: 'Ce numéro est un cellulaire : il peut recevoir les rappels par texto',
  mobileSaved: 'Votre numéro est enregistré comme cellulaire.',
  notMobileSaved: 'Votre numéro n’est plus enregistré comme cellulaire : aucun texto ne lui sera envoyé.',
  changeNote: 'Pour modifier ces informations, communiquez avec votre clinique.',
  correctionTitle: 'Demander une correction',
  correctionIntro:
    'Une information de votre dossier est inexacte, incomplète ou équivoque ? La Loi 25 vous donne le droit d’en demander la correction à la clinique.',
  correctionLabel: 'Correction à apporter',
  correctionHint: `La clinique vous répond dans un délai de ${correctionAnswerDays} jours.`,
  characterCount: (count: string, max: string) => `${count} / ${max} caractères`,
  send: 'Envoyer la demande',
  sending: 'Envoi en cours…',
  unreachable: problemText.unreachable,
  privacyRequestTitle: 'Autres demandes sur vos renseignements',
  privacyRequestIntro:
    'Vous pouvez demander l’accès à votre dossier, une copie de vos renseignements, la fin de leur diffusion ou leur désindexation. La clinique vous répond dans un délai de 20 jours pour le dossier et de 30 jours pour les autres demandes.',
  privacyRequestHint: 'Facultatif : précisez ce que vous souhaitez.',
  privacyRequestFailed: 'La demande n’a pas été envoyée',
  requestsTitle: 'Vos demandes',
  requestsLoading: 'Chargement de vos demandes…',
  requestsFailed: 'Erreur lors du chargement de vos demandes',
  requestsEmpty: 'Aucune demande pour le moment',
  sentOn: (date: string) => `Envoyée le ${date}`,
  open: 'En attente de réponse',
  answered: 'Répondue',
  answeredOn: (date: string) => `Répondue le ${date}`,
} as const;
