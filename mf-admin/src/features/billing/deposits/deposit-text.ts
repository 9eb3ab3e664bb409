// What « Encaisser le dépôt » says, in one place for the form and its tests.
export const depositText = {
  open: 'Encaisser le dépôt',
  title: 'Encaisser le dépôt',
  forVisit: (name: string, when: string) => `Dépôt du rendez-vous de ${name}, ${when}`,
  tender: 'Dépôt',
  loading: 'Chargement des cartes du patient…',
  submit: 'Enregistrer le dépôt',
  busy: 'Enregistrement du dépôt…',
  failed: 'Le dépôt n’a pas été enregistré',
  back: 'Retour au rendez-vous',
  cancel: 'Annuler',
  finish: 'Terminer',
} as const;
