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
} as const;
