// What « Fermeture de caisse » says. The counts' names come from shared-domain/billing/tender
// (`closingCountLabels`), the fields' and messages' from shared-domain/billing/desk-messages.
import { formatDate, formatMoney, formatTime } from 'shared-domain/platform/format';
import { problemText } from 'shared-ui/problem-message';

export const cashClosingText = {
  title: 'Fermeture de caisse',
  intro:
    'En fin de journée, comptez le tiroir-caisse, le lot du terminal, les chèques et les virements, puis fermez la journée : ses paiements ne se modifient plus ensuite.',
  dayRegion: 'Choisir la journée',
  day: 'Journée',
  dayInvalid: 'Indiquez une journée valide.',
  dayInFuture: 'Une journée future ne peut pas être fermée.',
  loading: 'Chargement de la journée…',
  loadFailed: 'La journée n’a pas pu être lue',
  retry: 'Réessayer',
  dayHeading: (date: string) => `Journée du ${formatDate(date)}`,
  paymentsCount: (count: number) =>
    count === 0
      ? 'Aucun paiement ni remboursement.'
      : count === 1
        ? '1 paiement ou remboursement.'
        : `${count} paiements et remboursements.`,
  countedLabel: (count: string) => `${count} — montant compté ($)`,
  expected: (amount: string) => `Attendu : ${amount}`,
  difference: 'Écart',
  noDifference: 'Aucun écart',
  differenceOf: (count: string, amount: string) => `Écart ${count} : ${amount}`,
  cardOnFile: 'Carte enregistrée (réglée par la passerelle, non comptée)',
  openingCashHint:
    'Le comptant dans le tiroir à l’ouverture : le comptant attendu à la fermeture est ce fonds, plus le comptant reçu, moins le comptant remboursé.',
  openingCash: 'Fonds de caisse à l’ouverture',
  cashRounding: 'Arrondi du comptant au 0,05 $ (inclus dans le comptant attendu)',
  totals: 'Totaux',
  totalExpected: 'Total attendu',
  totalCounted: 'Total compté',
  totalDifference: 'Écart total',
  noteHint: 'Requise dès qu’un montant compté diffère de l’attendu.',
  close: 'Fermer la caisse',
  confirmTitle: 'Fermer la caisse',
  confirmQuestion: (date: string) => `Fermer la caisse du ${formatDate(date)}?`,
  confirmEffect:
    'Les paiements et remboursements de cette journée ne pourront plus être modifiés ni annulés. Une correction se fera par une opération datée d’un jour suivant.',
  confirm: 'Confirmer la fermeture',
  keepOpen: 'Ne pas fermer',
  busy: 'Fermeture…',
  busyStatus: 'Fermeture de la caisse en cours',
  failed: 'La caisse n’a pas été fermée',
  closedNotice: (date: string) => `La caisse du ${formatDate(date)} est fermée.`,
  closedBy: (name: string | null, at: string) => {
    const when = new Date(at);
    return `Fermée ${name ? `par ${name} ` : ''}le ${formatDate(when)} à ${formatTime(when)}.`;
  },
  note: 'Explication de l’écart',
  reopen: 'Rouvrir la journée',
  reopenTitle: 'Rouvrir la journée',
  reopenQuestion: (date: string) => `Rouvrir la caisse du ${formatDate(date)}?`,
  reopenEffect:
    'Ses paiements et remboursements pourront de nouveau être enregistrés ou corrigés, jusqu’à ce que la journée soit fermée de nouveau. La fermeture déjà faite reste dans l’historique.',
  reopenHint: 'Entre 5 et 500 caractères. Gardée dans l’historique de la journée et le journal d’audit.',
  reopenSubmit: 'Rouvrir la journée',
  reopening: 'Réouverture…',
  reopeningStatus: 'Réouverture de la journée en cours',
  reopenFailed: 'La journée n’a pas été rouverte',
  cancel: 'Annuler',
  reopenedNotice: (date: string) => `La caisse du ${formatDate(date)} est rouverte.`,
  historyHeading: 'Historique de la journée',
  historyEvent: (kind: 'closed' | 'reopened', name: string | null, at: string, reason: string | null) => {
    const when = new Date(at);
    const by = name ? ` par ${name}` : '';
    return kind === 'closed'
      ? `Fermée le ${formatDate(when)} à ${formatTime(when)}${by}`
      : `Rouverte le ${formatDate(when)} à ${formatTime(when)}${by} : ${reason ?? ''}`;
  },
  countColumns: { count: 'Compte', expected: 'Attendu', counted: 'Compté', difference: 'Écart' },
  countsCaption: (date: string) => `Montants de la fermeture du ${formatDate(date)}`,
  transactions: 'Voir les transactions de la journée',
  settledAfterCloseHeading: 'Reçus ou réglés après la fermeture de caisse',
  closedDays: 'Journées fermées',
  closedDaysIntro: 'Les 90 derniers jours.',
  closedDaysCaption: 'Journées fermées, la plus récente d’abord',
  closedDaysNone: 'Aucune journée fermée ces 90 derniers jours.',
  closedDaysFailed: 'Les journées fermées n’ont pas pu être lues',
  closedColumns: { day: 'Journée', expected: 'Attendu', counted: 'Compté', difference: 'Écart', closedBy: 'Fermée par' },
  unknownStaff: 'Inconnu',
  unreachable: problemText.unreachable,
  signed: (cents: number) => (cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents)),
} as const;
