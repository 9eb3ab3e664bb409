// What the « Rendez-vous » tab says of its own. The wording it shares with the public site's
// booking and management pages is `selfServiceText` and `onlineBookingMessages` (shared-domain).
import { problemText } from 'shared-ui/problem-message';
export const appointmentsText = {
  loading: 'Chargement des rendez-vous…',
  loadFailed: 'Erreur lors du chargement des rendez-vous',
  unreachable: problemText.unreachable,
  unexpected: problemText.unexpected,
  retry: 'Réessayer',
  empty: 'Aucun rendez-vous pour le moment',
  undated: 'Date à confirmer',
  book: 'Prendre rendez-vous',
  listLabel: 'Vos rendez-vous',
  service: 'Service',
  defaultService: 'Rendez-vous',
  duration: 'Durée',
  status: 'Statut',
  presence: 'Présence confirmée',
  cancellationReason: "Raison de l'annulation",
  noReason: 'Non spécifiée',
  move: 'Déplacer',
  cancel: 'Annuler',
  current: 'Rendez-vous actuel',
} as const;
