// The words every « Paramètres » section shares; each section's own labels and
// messages are shared-domain's (clinic-settings.ts), with the API.
import { problemText } from 'shared-ui/problem-message';

export const sectionText = {
  loading: 'Chargement des paramètres…',
  failed: 'Les paramètres n’ont pas pu être chargés',
  retry: 'Réessayer',
  save: 'Enregistrer',
  busy: 'Enregistrement…',
  busyStatus: 'Enregistrement des paramètres en cours…',
  unreachable: problemText.unreachable,
} as const;
