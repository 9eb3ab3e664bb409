// « Assurances »'s words (the specification's where it has them).
export const insuranceText = {
  title: 'Assurances',
  intro:
    'Les visites payées de la période, chacune avec son reçu pour assurance : l’original à la première impression, un DUPLICATA ensuite.',
  filters: 'Filtres des reçus',
  from: 'Du',
  to: 'Au',
  patient: 'Patient',
  anyPatient: 'Tous les patients',
  apply: 'Filtrer',
  reset: 'Ce mois-ci',
  caption: 'Visites payées et leurs reçus pour assurance',
  columns: ['Date du service', 'Patient', 'Service', 'Montant payé', 'Reçu', 'Actions'],
  toIssue: 'À émettre',
  printed: (count: number) => (count > 1 ? `Duplicata (${count} impressions)` : 'Original émis'),
  pdf: 'Reçu (PDF)',
  print: 'Imprimer',
  send: 'Envoyer par courriel',
  sending: 'Envoi en cours…',
  sent: (number: string, to: string) => `Reçu ${number} envoyé à ${to}.`,
  count: (count: number, truncated: boolean) =>
    count === 0
      ? 'Aucune visite payée pour ces filtres.'
      : `${count} visite${count > 1 ? 's' : ''} payée${count > 1 ? 's' : ''}${truncated ? ' (les plus récentes)' : ''}`,
  loading: 'Chargement des visites…',
  loadFailed: 'Les visites n’ont pas pu être chargées.',
  retry: 'Réessayer',
  forWhom: (patient: string, date: string) => ` de ${patient} du ${date}`,
  back: 'Retour aux reçus',
  receiptLoading: 'Préparation du reçu…',
  receiptFailed: 'Le reçu n’a pas pu être préparé.',
  printHint: 'Cette impression est enregistrée : toute impression suivante portera la mention DUPLICATA.',
  signature: 'Signature',
  patientFileLink: 'Reçus d’assurance',
} as const;
