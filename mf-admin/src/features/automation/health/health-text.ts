// What « Santé de l'automatisation » says, in one place. States' and jobs' names come
// from shared-domain/automation/automation, refusals from the API.
import type { JobOutcome } from 'shared-domain/automation/automation';
import { problemText } from 'shared-ui/problem-message';

export const healthText = {
  title: "Santé de l'automatisation",
  sectionsLabel: "Sections de Santé de l'automatisation",
  sections: { messages: 'Courriels', texts: 'Textos', jobs: 'Tâches' },
  retry: 'Réessayer',
  unreachable: problemText.unreachable,
} as const;

export const messagesText = {
  intro:
    'Chaque courriel envoyé ou à envoyer par la clinique, avec son état, ses essais et le code de sa dernière erreur. Un courriel en échec est réessayé de lui-même ; « Réessayer » le renvoie tout de suite.',
  loading: 'Chargement des courriels…',
  loadFailed: 'Erreur lors du chargement des courriels',
  caption: 'Courriels correspondant aux filtres',
  statesLabel: 'Nombre de courriels par état',
  allStates: 'Tous',
  empty: 'Aucun courriel ne correspond à ces filtres.',
  count: (total: number, page: number, pages: number) =>
    `${total} ${total > 1 ? 'courriels' : 'courriel'}${pages > 1 ? ` · page ${page} sur ${pages}` : ''}.`,
  previous: 'Page précédente',
  next: 'Page suivante',
  pagesLabel: 'Pages des courriels',
  columns: {
    date: 'Date',
    kind: 'Type',
    to: 'Destinataire',
    patient: 'Patient',
    appointment: 'Rendez-vous',
    state: 'État',
    attempts: 'Essais',
    errorCode: 'Code d’erreur',
    nextAttempt: 'Prochaine tentative',
    actions: 'Actions',
  },
  none: 'Aucun',
  noneFeminine: 'Aucune',
  /** Attempts, and how many of them staff asked for. */
  attempts: (attempts: number, manual: number) => (manual > 0 ? `${attempts} (dont ${manual} à la demande)` : String(attempts)),
  retryMessage: 'Réessayer',
  retrying: 'Envoi…',
  /** Names the row's button: « Réessayer : Rappel de rendez-vous à lea@example.com ». */
  ofMessage: (kindLabel: string, to: string) => ` : ${kindLabel} à ${to}`,
  retried: (to: string) => `Le courriel à ${to} sera réessayé dans un instant.`,
  filters: {
    region: 'Filtrer les courriels',
    kind: 'Type',
    anyKind: 'Tous les types',
    from: 'Du',
    to: 'Au',
    patient: 'Patient',
    chosenPatient: 'Patient choisi',
    removePatient: 'Tous les patients',
    apply: 'Filtrer',
    reset: 'Réinitialiser',
    toBeforeFrom: 'La date de fin doit être le même jour que la date de début ou plus tard.',
  },
} as const;

export const textsText = {
  intro:
    'Les rappels par texto, envoyés par Twilio aux patients qui les ont acceptés : leur état, ceux envoyés ce mois-ci, et les réponses que la clinique doit lire (OUI, NON et STOP sont traités d’eux-mêmes).',
  loading: 'Chargement des textos…',
  loadFailed: 'Erreur lors du chargement des textos',
  offTitle: 'Textos désactivés',
  off: 'Aucun texto n’est envoyé : le serveur n’a pas de compte Twilio (variables TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN et TWILIO_FROM). Les rappels partent par courriel seulement.',
  on: (from: string) => `Textos activés, envoyés du ${from}.`,
  countsLabel: 'Textos des 30 derniers jours par état',
  sentThisMonth: (count: number) => `Textos envoyés ce mois-ci : ${count}.`,
  inboxTitle: 'Réponses à lire',
  inboxEmpty: 'Aucune réponse à lire.',
  inboxCaption: 'Réponses par texto à lire',
  inboxColumns: { receivedAt: 'Reçue', patient: 'Patient', from: 'Numéro', body: 'Message', actions: 'Actions' },
  markRead: 'Marquer comme lue',
  ofReply: (who: string) => ` : réponse de ${who}`,
  markedRead: (who: string) => `La réponse de ${who} est marquée comme lue.`,
  recentTitle: 'Derniers textos',
  recentEmpty: 'Aucun texto envoyé.',
  recentCaption: 'Derniers textos envoyés',
  recentColumns: { date: 'Date', patient: 'Patient', status: 'État', errorCode: 'Code d’erreur' },
  none: 'Aucun',
} as const;

export const jobsText = {
  intro:
    'Chaque tâche planifiée du serveur : sa dernière exécution, la prochaine, et l’instance qui la détient. Une tâche qui n’a pas tourné depuis trois périodes est signalée en retard.',
  loading: 'Chargement des tâches…',
  loadFailed: 'Erreur lors du chargement des tâches',
  listLabel: 'Tâches planifiées',
  empty: 'Aucune tâche planifiée.',
  late: 'En retard',
  period: 'Fréquence',
  lastRun: 'Dernière exécution',
  neverRun: 'Jamais exécutée',
  nextRun: 'Prochaine exécution',
  noNextRun: 'Après sa première exécution',
  duration: 'Durée',
  result: 'Bilan',
  errorCode: 'Code d’erreur',
  none: 'Aucun',
  holder: 'Détenue par',
  thisInstance: 'cette instance',
  noHolder: 'Aucune instance (libre)',
  /** The lease ran out unrenewed: its instance stopped without giving it back. */
  holderGone: (holder: string, since: string) =>
    `L’instance qui tenait cette tâche ne répond plus depuis ${since} (${holder}) ; la prochaine instance disponible la reprendra.`,
  until: (time: string) => `jusqu’à ${time}`,
  recentRuns: (count: number) => `Dernières exécutions (${count})`,
  noRecentRuns: 'Aucune exécution récente qui ait fait quelque chose ou échoué.',
  runsCaption: (label: string) => `Dernières exécutions : ${label}`,
  runColumns: {
    startedAt: 'Début',
    duration: 'Durée',
    outcome: 'Résultat',
    result: 'Bilan',
    errorCode: 'Code d’erreur',
    holder: 'Instance',
  },
} as const;

export const jobOutcomeLabels: Record<JobOutcome, string> = { ok: 'Réussie', failed: 'Échec' };

const decimal = (value: number) => new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 1 }).format(value);

/** A job's period in words: « toutes les 5 min », « toutes les heures », « tous les jours ». */
export function periodText(everyMs: number): string {
  const seconds = Math.round(everyMs / 1000);
  if (seconds < 60) return seconds <= 1 ? 'chaque seconde' : `toutes les ${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return minutes === 1 ? 'chaque minute' : `toutes les ${minutes} min`;
  if (minutes % (24 * 60) === 0) {
    const days = minutes / (24 * 60);
    return days === 1 ? 'tous les jours' : `tous les ${days} jours`;
  }
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return hours === 1 ? 'toutes les heures' : `toutes les ${hours} h`;
  }
  return `toutes les ${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}

/** A run's duration: « 120 ms », « 2,5 s », « 3 min 5 s ». */
export function durationMsText(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${decimal(ms / 1000)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
