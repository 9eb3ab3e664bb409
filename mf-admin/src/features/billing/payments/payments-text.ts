// What « Paiements » says: the page, its section menu, the list of payments and refunds,
// its filters and its row actions. The desk's shared words (tenders, amounts, reasons) come from
// shared-domain/billing/desk-messages and tender.
import { formatMoney } from 'shared-domain/platform/format';
import { paymentListLabels } from 'shared-domain/billing/payment-list';
import { problemText } from 'shared-ui/problem-message';

export const paymentsText = {
  title: 'Paiements',
  sectionsLabel: 'Sections de Paiements',
  sections: { payments: 'Paiements', cashClosing: 'Fermeture de caisse', receivables: 'Comptes à recevoir' },
  intro: 'Chaque paiement et remboursement reçu au comptoir ou en ligne, avec les totaux par mode de paiement.',
  caption: 'Paiements et remboursements correspondant aux filtres',
  loading: 'Chargement des paiements…',
  loadFailed: 'Erreur lors du chargement des paiements',
  retry: 'Réessayer',
  empty: 'Aucun paiement ni remboursement ne correspond à ces filtres.',
  more: 'Charger plus',
  loadingMore: 'Chargement…',
  /** What the CSV export holds, as its links say to a screen reader. */
  exportContents: 'les paiements filtrés',
  totals: 'Totaux par mode de paiement',
  total: 'Total',
  dayClosed: 'Journée fermée',
  online: paymentListLabels.online,
  unreachable: problemText.unreachable,
  actions: 'Actions',
  dayOpen: 'Ouverte',
  noInvoice: 'Aucune',
  refund: 'Rembourser',
  void: 'Annuler le paiement',
  refundCredit: 'Rembourser le crédit',
  /** The row's actions name their payment for a screen reader: « Rembourser, 50,00 $ de Léa Gagnon ». */
  ofPayment: (amountCents: number, patientName: string) => `, ${formatMoney(Math.abs(amountCents))} de ${patientName}`,
  count: (shown: number, more: boolean) => {
    if (shown === 0) return paymentsText.empty;
    const base = shown === 1 ? '1 transaction affichée' : `${shown} transactions affichées`;
    return more ? `${base}, d’autres suivent.` : `${base}.`;
  },
} as const;

export const paymentFiltersText = {
  region: 'Filtrer les paiements',
  legend: 'Une journée, ou une période du premier au dernier jour.',
  from: 'Du',
  to: 'Au',
  tender: 'Mode de paiement',
  anyTender: 'Tous les modes',
  patient: 'Patient',
  anyPatient: 'Tous les patients',
  staff: paymentListLabels.staff,
  anyStaff: 'Tout le monde',
  me: 'Moi',
  online: paymentListLabels.online,
  otherStaff: 'Le membre de l’équipe choisi',
  chosenPatient: 'Patient choisi',
  apply: 'Filtrer',
  reset: 'Réinitialiser',
  fromRequired: 'Indiquez la date de début.',
  fromInvalid: 'La date de début doit être une date valide',
  toInvalid: 'La date de fin doit être une date valide',
  order: 'La date de fin doit être le même jour que la date de début ou plus tard.',
} as const;
