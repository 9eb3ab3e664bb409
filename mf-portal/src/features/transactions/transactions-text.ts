// What the transactions table says: the spec's columns and invoice messages (§2.11, §8 "Invoice",
// the popup one worded in French), the rest in our words.
import { problemText } from 'shared-ui/problem-message';
export const transactionsText = {
  title: 'Transactions',
  caption: 'Vos transactions, des plus récentes aux plus anciennes',
  date: 'Date',
  description: 'Description',
  amount: 'Montant',
  status: 'Statut',
  invoice: 'Facture',
  openInvoice: (number: string) => `Facture ${number}`,
  noInvoice: 'Aucune facture',
  noDescription: 'Aucune description',
  more: 'Afficher plus',
  loadingMore: 'Chargement…',
  loading: 'Chargement des transactions…',
  empty: 'Aucune transaction pour le moment',
  loadFailed: 'Erreur lors du chargement des transactions',
  retry: 'Réessayer',
  unreachable: problemText.unreachable,
  unexpected: problemText.unexpected,
  invoiceOpened: 'Facture ouverte dans une nouvelle fenêtre!',
  popupBlocked:
    'La facture n’a pas pu s’ouvrir : votre navigateur a bloqué la nouvelle fenêtre. Autorisez les fenêtres contextuelles (pop-up) pour ce site, puis réessayez.',
} as const;
