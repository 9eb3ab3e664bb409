// What 'Ma Journée' says, in one place for the page and its tests (specification §2.13, §4, §8).
import { problemText } from 'shared-ui/problem-message';
export const dayText = {
  title: 'Ma Journée',
  greeting: (name: string, date: string) => `Bonjour ${name}, nous sommes le ${date}.`,
  appointmentsHeading: 'Rendez-vous du jour',
  loading: 'Chargement de la journée…',
  loadFailed: 'Erreur lors du chargement de la journée',
  refreshFailed: "La journée n'a pas pu être actualisée : ce qui est affiché peut avoir changé.",
  retry: 'Réessayer',
  empty: "Aucun rendez-vous aujourd'hui.",
  summaryHeading: 'La journée en bref',
  pendingRequests: 'Demandes en attente',
  seeRequests: 'Voir les demandes',
  waitlist: "Liste d'attente",
  seeWaitlist: "Voir la liste d'attente",
  revenue: 'Revenu estimé',
  revenueDetail: (count: number) => (count === 1 ? 'sur 1 visite complétée' : `sur ${count} visites complétées`),
  averageVisit: 'Durée moyenne des visites',
  averageVisitValue: (minutes: number) => `${new Intl.NumberFormat('fr-CA').format(minutes)} min`,
  satisfaction: 'Satisfaction',
  satisfactionValue: (score: number) => `${new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 1 }).format(score)} / 5`,
  noService: 'Service non précisé',
  complete: 'Marquer comme complété',
  noShow: 'Absent',
  busy: 'Mise à jour…',
  completed: 'RDV marqué comme complété',
  markedNoShow: 'RDV marqué comme absent',
  undo: 'Annuler',
  undone: 'Modification annulée',
  updateFailed: 'Erreur lors de la mise à jour',
  unreachable: problemText.unreachable,
  unexpected: problemText.unexpected,
} as const;

/** How long the 'Annuler' of a status change is offered (the toasts' 5000 ms, specification §9). */
export const undoWindowMs = 5_000;
