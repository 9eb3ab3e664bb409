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
