// What the booking dialog says of its own. The wording it shares with the public site's booking
// page is `selfServiceText` and `onlineBookingMessages` (shared-domain).
import { problemText } from 'shared-ui/problem-message';

export const bookText = {
  title: 'Prendre rendez-vous',
  loadingServices: 'Chargement des services…',
  chooseService: 'Choisissez un service',
  unreachable: problemText.unreachable,
  retry: 'Réessayer',
  cancel: 'Annuler',
  /** A service asking a deposit, booked without a usable card. */
  depositCardMissing: 'Ce service demande un dépôt : ajoutez une carte dans « Paiements », puis revenez prendre ce rendez-vous.',
} as const;

/** The deposit a service asks, paid with one of the patient's saved cards when she books. */
export const depositText = {
  legend: 'Carte pour le dépôt',
  hint: (amount: string) =>
    `Ce service demande un dépôt de ${amount}, débité sur la carte choisie quand vous réservez et déduit de la facture de la visite.`,
  primary: 'principale',
  expires: 'expire fin',
  /** An expired card is shown, but cannot pay. */
  expired: 'expirée, ne peut pas payer',
  noCard: (amount: string) =>
    `Ce service demande un dépôt de ${amount}, payé avec une carte enregistrée. Aucune carte valide n’est enregistrée : ajoutez une carte, puis revenez prendre ce rendez-vous.`,
  addCard: 'Ajouter une carte dans « Paiements »',
  cardsLoading: 'Chargement de vos cartes…',
  cardsFailed: 'Impossible de charger vos cartes.',
  retry: 'Réessayer',
} as const;

/** « Ajouter un enfant », the booking's step for a child not yet in « Pour qui ? ». */
export const addChildText = {
  open: 'Ajouter un enfant',
  title: 'Ajouter un enfant',
  intro:
    'Votre enfant n’est pas encore dans « Pour qui ? » : indiquez son nom et sa date de naissance. La clinique ouvrira son dossier et le confirmera avec son premier rendez-vous.',
  chooseRelationship: 'Choisissez votre lien',
  submit: 'Ajouter l’enfant',
  busy: 'Ajout…',
  busyStatus: 'Ajout de l’enfant en cours…',
  failed: 'L’enfant n’a pas été ajouté',
  back: 'Retour à la réservation',
  unreachable: problemText.unreachable,
  added: (name: string) => `${name} fait maintenant partie de votre famille au portail : ce rendez-vous sera pris à son nom.`,
  addedFromFourteen: (name: string) =>
    `${name} fait maintenant partie de votre famille au portail. À partir de 14 ans, la clinique doit obtenir son accord avant que vous puissiez réserver à son nom.`,
} as const;
