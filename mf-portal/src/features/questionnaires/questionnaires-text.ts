// What the « Questionnaires à remplir » notice says, in one place for the screen and its tests.
// Nothing here imports the questionnaires' schemas: the notice loads with the tab, the form later.
import { problemText } from 'shared-ui/problem-message';

export const questionnairesText = {
  heading: 'Questionnaires à remplir',
  intro: 'La clinique vous demande de remplir ces questionnaires avant votre visite. Ils ne prennent que quelques minutes.',
  listLabel: 'Questionnaires à remplir',
  fill: 'Remplir',
  beforeVisit: 'Avant votre rendez-vous du',
  sentOn: 'Envoyé le',
  submit: 'Envoyer mes réponses',
  busy: 'Envoi…',
  busyStatus: 'Envoi de vos réponses en cours…',
  cancel: 'Plus tard',
  failed: 'Vos réponses n’ont pas été envoyées',
  thanks: 'Merci !',
  thanksText: 'Vos réponses ont été transmises à la clinique.',
  loadFailed: 'Erreur lors du chargement des questionnaires',
  retry: 'Réessayer',
  unreachable: problemText.unreachable,
  unexpected: problemText.unexpected,
  required: 'Les questions marquées d’un astérisque sont obligatoires.',
} as const;
