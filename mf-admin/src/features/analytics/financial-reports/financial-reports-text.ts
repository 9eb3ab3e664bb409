// The words of « Rapports financiers » that are the page's own (the figures' names and definitions
// are shared-domain's billing/financial-report, which the API's lists and CSV read too).
import { formatDate } from 'shared-domain/platform/format';

export const financialReportsText = {
  title: 'Rapports financiers',
  intro:
    'Les ventes, les paiements, les crédits, les comptes à recevoir et les paiements des payeurs de la période choisie, chacun comparé à la période précédente de même durée.',
  loading: 'Calcul des rapports financiers…',
  loadFailed: 'Les rapports financiers n’ont pas pu être calculés.',
  retry: 'Réessayer',
  basis: 'Méthode comptable',
  grain: 'Ventes',
  grainForm: 'Choisir le découpage des ventes',
  showGrain: 'Découper',
  columns: (first: string) => [first, 'Montant', 'Période précédente', 'Variation', 'Liste'],
  periodColumn: 'Période',
  itemColumn: 'Service ou produit',
  tenderColumn: 'Mode de paiement',
  creditColumn: 'Crédit',
  ageColumn: 'Âge',
  payerColumn: 'Payeur',
  total: 'Total',
  // The scrolling region around a table, named apart from the section of the same title it sits in.
  tableOf: (caption: string) => `Tableau : ${caption}`,
  tenderDetail: (received: string, refunded: string) => `Reçu ${received}, remboursé ${refunded}`,
  nothing: 'Rien dans la période ni dans la précédente.',
  back: 'Retour aux rapports financiers',
  listTotal: (amount: string) => `Total de la liste : ${amount}`,
  bucketOfPrevious: (from: string) => `période précédente à partir du ${formatDate(from)}`,
} as const;
