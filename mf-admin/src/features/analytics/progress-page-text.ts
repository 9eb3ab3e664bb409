// The words of « Progrès des patients » that are the page's own (the definitions, thresholds and the
// lists' columns are shared-domain's analytics/progress-text, which the API's CSV files read too).
export const progressPageText = {
  title: 'Progrès des patients',
  intro:
    'Les soins qui se poursuivent et ceux qui s’arrêtent : où les nouveaux patients cessent de venir, et si les épisodes de soins améliorent les scores des questionnaires.',
  loading: 'Calcul des progrès…',
  loadFailed: 'Les progrès n’ont pas pu être calculés.',
  retry: 'Réessayer',
  funnel: 'Abandon au fil des visites',
  funnelChart: 'Nouveaux patients venus à chaque visite, en barres',
  funnelCaption: 'Nouveaux patients venus à chaque visite dans les 8 semaines',
  funnelColumns: ['Visite', 'Patients venus', 'Part des nouveaux patients', 'Arrêtés à cette visite'],
  newPatients: (count: number) => `${count} nouveau${count > 1 ? 'x' : ''} patient${count > 1 ? 's' : ''} dans la période.`,
  funnelList: 'Nouveaux patients de la période',
  episodes: 'Épisodes de soins et résultats',
  episodesCaption: 'Épisodes de soins commencés dans la période, par statut',
  episodeCountColumns: ['Statut', 'Épisodes'],
  started: 'Commencés',
  improvedShare: 'Épisodes avec une amélioration cliniquement significative',
  improvedOf: (improved: number, assessed: number) => `${improved} sur ${assessed} épisodes évaluables`,
  thresholds: 'Seuils utilisés',
  outcomesCaption: 'Scores au début et au dernier questionnaire, par questionnaire',
  outcomeColumns: ['Questionnaire', 'Épisodes évaluables', 'Moyenne au début', 'Moyenne au dernier', 'Amélioration significative'],
  episodeList: 'Épisodes de la période',
  noRows: 'Aucun pour la période.',
  outcomesLink: (name: string) => ` : mesures de résultats de ${name}`,
  none: '—',
} as const;
