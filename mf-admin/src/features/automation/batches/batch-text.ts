// The words of « Opérations groupées », and what a batch will do, said before it runs
// (its confirmation) — shared with « Actions en un clic ».
import { type BatchKind, batchLimits } from 'shared-domain/automation/automation';
import { formatDate, formatTime } from 'shared-domain/platform/format';
import { problemText } from 'shared-ui/problem-message';
import type { BatchFormKind, SelectionType } from './batch-form';

/** French counts 0 and 1 in the singular. */
const plural = (count: number, one: string, many: string) => `${count} ${count <= 1 ? one : many}`;

export const batchText = {
  title: 'Opérations groupées',
  intro:
    'Annuler, déplacer ou aviser plusieurs rendez-vous d’un coup. Un aperçu montre d’abord qui reçoit quoi ; rien ne change avant « Lancer l’opération ».',
  newTitle: 'Nouvelle opération',
  kindLegend: 'Opération',
  kinds: {
    cancel: 'Annuler des rendez-vous',
    move: 'Déplacer vers un autre jour',
    message: 'Envoyer un message',
    resend_confirmations: 'Renvoyer les confirmations',
  } satisfies Record<BatchFormKind, string>,
  sickDay: 'Journée maladie',
  sickDayHint:
    'Annule tous les rendez-vous d’un jour, ferme la journée à la réservation et avise chaque patient avec son lien personnel pour reprendre rendez-vous.',
  selectionLegend: 'Rendez-vous visés',
  selectionBy: 'Choisir',
  selectionHint: 'Les rendez-vous annulés, terminés ou manqués ne sont jamais touchés.',
  selectionTypes: {
    day: 'Une journée',
    range: 'Plusieurs jours',
    appointments: 'Des rendez-vous choisis',
    patients: 'Des patients',
  } satisfies Record<SelectionType, string>,
  patientGroup: 'Patients',
  lastVisitSince: 'Vus depuis le (facultatif)',
  lastVisitSinceHint: 'Seulement les patients dont la dernière visite est à cette date ou après.',
  date: 'Jour',
  from: 'Du',
  to: 'Au',
  appointmentsLegend: (day: string) => `Rendez-vous du ${day}`,
  appointmentsLoading: 'Chargement des rendez-vous…',
  appointmentsNone: 'Aucun rendez-vous à venir ce jour-là.',
  appointmentsMore: 'Charger plus',
  appointmentsFailed: 'Les rendez-vous n’ont pas pu être chargés.',
  optionsLegend: 'Options',
  reason: 'Raison (dite dans l’avis au patient)',
  offerToWaitlist: 'Offrir les créneaux libérés à la liste d’attente',
  closeDays: {
    day: 'Fermer cette journée à la réservation (rouverte si l’opération est annulée)',
    range: 'Fermer ces journées à la réservation (rouvertes si l’opération est annulée)',
  },
  /** What the dry run and the report say of the days closed. */
  closure: (closure: { startDate: string; endDate: string }, done: boolean) =>
    closure.startDate === closure.endDate
      ? `La journée du ${formatDate(closure.startDate)} ${done ? 'est fermée' : 'sera fermée'} à la réservation : aucun créneau n’y est offert. Annuler l’opération la rouvre.`
      : `Les journées du ${formatDate(closure.startDate)} au ${formatDate(closure.endDate)} ${done ? 'sont fermées' : 'seront fermées'} à la réservation : aucun créneau n’y est offert. Annuler l’opération les rouvre.`,
  /**
   * What the dry run and the report say of the cancelled visits' deposits: given back in full (to the
   * card, or as account credit when paid at the desk) once the batch can no longer be undone.
   */
  deposits: (count: number, done: boolean) =>
    done ? `Dépôts remboursés : ${count}` : `Dépôts remboursés à la fin du délai d’annulation : ${count}`,
  toDate: 'Nouveau jour (à la même heure)',
  subject: 'Objet',
  body: 'Message',
  sendDelay: 'Envoi des courriels',
  rate: 'Débit (courriels par minute)',
  rateHint: `Entre ${batchLimits.minRatePerMinute} et ${batchLimits.maxRatePerMinute}; ${batchLimits.defaultRatePerMinute} par défaut.`,
  preview: 'Aperçu',
  previewing: 'Préparation de l’aperçu…',
  unreachable: problemText.unreachable,

  previewTitle: 'Aperçu',
  previewCaption: 'Ce que l’opération ferait',
  columns: {
    patient: 'Patient',
    when: 'Rendez-vous',
    service: 'Service',
    email: 'Courriel',
    outcome: 'Résultat',
    state: 'État du courriel',
  },
  movesTo: (when: string) => `→ ${when}`,
  noEmail: 'Aucun courriel',
  totals: (touched: number, skipped: number, emails: number) =>
    `${plural(touched, 'touché', 'touchés')}, ${plural(skipped, 'non touché', 'non touchés')}, ${plural(emails, 'courriel', 'courriels')}.`,
  emailWindow: (first: Date, last: Date) =>
    first.getTime() === last.getTime()
      ? `Le courriel partira à ${formatTime(first)}.`
      : `Le premier courriel partira à ${formatTime(first)}, le dernier vers ${formatTime(last)}.`,
  change: 'Modifier',
  run: 'Lancer l’opération',
  running: 'Lancement…',
  staleRefreshed: 'La sélection a changé depuis l’aperçu : voici l’aperçu à jour. Vérifiez-le avant de lancer l’opération.',

  confirmTitle: 'Lancer l’opération ?',
  confirmBack: 'Revenir à l’aperçu',
  undoWindow: `Vous pourrez annuler l’opération pendant ${batchLimits.undoWindowMinutes} minutes : les rendez-vous dont le patient n’a pas encore été avisé seront rétablis.`,
  noUndo: 'Une fois lancée, cette opération ne peut pas être annulée : les courriels partent.',

  reportTitle: 'Rapport de l’opération',
  reportCaption: 'Éléments de l’opération',
  backToList: 'Retour aux opérations groupées',
  reportLoading: 'Chargement du rapport…',
  reportFailed: 'Le rapport n’a pas pu être chargé.',
  retry: 'Réessayer',
  refreshing: 'Des courriels sont planifiés : le rapport se met à jour toutes les quelques secondes.',
  reportBy: (name: string, when: Date) => `Par ${name}, ${formatDate(when)} à ${formatTime(when)}.`,
  reportTotals: (totals: { touched: number; skipped: number; emails: number; sent: number; failed: number; restored: number }) =>
    `${[
      plural(totals.touched, 'touché', 'touchés'),
      plural(totals.skipped, 'non touché', 'non touchés'),
      `${plural(totals.sent, 'courriel envoyé', 'courriels envoyés')} sur ${totals.emails}`,
      ...(totals.failed > 0 ? [plural(totals.failed, 'échec', 'échecs')] : []),
      ...(totals.restored > 0 ? [plural(totals.restored, 'rétabli', 'rétablis')] : []),
    ].join(', ')}.`,
  undo: 'Annuler l’opération',
  undoing: 'Annulation…',
  timeLeft: (ms: number) => {
    const seconds = Math.max(0, Math.ceil(ms / 1000));
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    return `Encore ${minutes > 0 ? `${minutes} min ` : ''}${String(rest).padStart(minutes > 0 ? 2 : 1, '0')} s pour annuler.`;
  },
  undone: (restored: number, kept: number) =>
    `Opération annulée : ${plural(restored, 'rendez-vous rétabli', 'rendez-vous rétablis')}${
      kept > 0 ? `, ${plural(kept, 'déjà avisé et non rétabli', 'déjà avisés et non rétablis')}` : ''
    }.`,

  recentTitle: 'Opérations récentes',
  recentCaption: 'Opérations groupées récentes',
  recentNone: 'Aucune opération groupée pour l’instant.',
  recentLoading: 'Chargement des opérations…',
  recentFailed: 'Les opérations récentes n’ont pas pu être chargées.',
  recentColumns: { when: 'Date', kind: 'Opération', summary: 'Sélection', by: 'Par', status: 'État', totals: 'Éléments' },
  recentTotals: (touched: number, emails: number) => `${plural(touched, 'touché', 'touchés')}, ${plural(emails, 'courriel', 'courriels')}`,
  open: 'Ouvrir',
  openLabel: (summary: string) => `Ouvrir l’opération « ${summary} »`,
} as const;

/** What running the batch will do, in one or two sentences (its confirmation). */
export function whatWillHappen(
  kind: BatchKind,
  totals: { touched: number; emails: number },
  details: { toDate?: string; offerToWaitlist?: boolean; subject?: string } = {},
): string {
  const { touched, emails } = totals;
  switch (kind) {
    case 'cancel':
      return `${plural(touched, 'rendez-vous sera annulé', 'rendez-vous seront annulés')} et ${plural(emails, 'patient avisé', 'patients avisés')} par courriel, avec un lien pour reprendre rendez-vous. ${
        details.offerToWaitlist
          ? 'Les créneaux libérés seront offerts à la liste d’attente.'
          : 'Les créneaux libérés ne seront pas offerts à la liste d’attente.'
      }`;
    case 'move':
      return `${plural(touched, 'rendez-vous sera déplacé', 'rendez-vous seront déplacés')}${details.toDate ? ` au ${formatDate(details.toDate)}` : ''}, à la même heure, et ${plural(emails, 'patient avisé', 'patients avisés')} par courriel.`;
    case 'message':
      return `${plural(emails, 'patient recevra', 'patients recevront')} le message${details.subject ? ` « ${details.subject} »` : ''}.`;
    case 'resend_confirmations':
      return `${plural(emails, 'confirmation sera renvoyée', 'confirmations seront renvoyées')} par courriel.`;
    case 'presence_reminders':
      return `${plural(emails, 'demande de confirmation de présence partira', 'demandes de confirmation de présence partiront')}.`;
    case 'payment_reminders':
      return `${plural(emails, 'rappel de paiement partira', 'rappels de paiement partiront')}.`;
    case 'offer_free_slots':
      return `${plural(touched, 'créneau libre sera offert', 'créneaux libres seront offerts')} à la liste d’attente.`;
    case 'rebooking_offers':
      return `${plural(emails, 'proposition de rendez-vous partira', 'propositions de rendez-vous partiront')}.`;
    case 'reactivation':
      return `${plural(emails, 'message de réactivation partira', 'messages de réactivation partiront')}.`;
  }
}
