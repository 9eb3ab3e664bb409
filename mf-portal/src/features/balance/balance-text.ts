// What the balance banner and the pay dialog say. The spec names the banner and its pay-now
// button only; the rest is in our words, amounts and dates written by shared-domain/platform/format.
import { type ClaimPayer, claimPayerToPatient } from 'shared-domain/billing/insurance-claim';
import { problemText } from 'shared-ui/problem-message';

/** An invoice the clinic claimed from a payer who has not answered yet. */
const awaitedFrom = (payer: ClaimPayer) => `Réclamée à ${claimPayerToPatient[payer]}, en attente de sa réponse`;

export const balanceText = {
  title: 'Solde à payer',
  none: 'Aucun solde à payer',
  overdue: (amount: string) => `dont ${amount} en retard`,
  invoicesLabel: 'Factures à payer',
  invoice: (number: string) => `Facture ${number}`,
  due: (date: string) => `Échéance : ${date}`,
  awaitedFrom,
  payNow: 'Payer maintenant',
  credit: (amount: string) => `Crédit au compte : ${amount}`,
  loading: 'Chargement du solde…',
  loadFailed: 'Erreur lors du chargement du solde',
  unreachable: problemText.unreachable,
  unexpected: problemText.unexpected,
  retry: 'Réessayer',
} as const;

export const payText = {
  title: 'Payer le solde',
  amount: 'Montant à payer',
  amountNote: 'Le montant est ce qui reste à payer sur les factures cochées; il ne peut pas être modifié autrement.',
  invoicesLegend: 'Factures à payer',
  /** One owed invoice to tick: its number, its date, what it still owes. */
  invoiceChoice: (number: string, date: string, amount: string) => `Facture ${number} du ${date} — ${amount}`,
  /** Said after an invoice a payer is asked to pay. */
  awaitedChoice: (payer: ClaimPayer) => ` — réclamée à ${claimPayerToPatient[payer]}, en attente de sa réponse`,
  awaitedHint:
    'Une facture réclamée par la clinique à un payeur n’est pas cochée : la clinique attend son paiement. Cochez-la pour la payer vous-même.',
  payAll: 'Tout payer',
  credit: (amount: string) => `Crédit au compte : ${amount}`,
  /** Before confirming: what the account credit pays, then what the card is charged. */
  creditApplied: (amount: string) => `Crédit au compte appliqué : ${amount}`,
  byCard: (amount: string) => `À payer par carte : ${amount}`,
  /** The credit covers the invoices chosen: no card is charged. */
  payWithCredit: 'Payer avec mon crédit',
  creditCoversAll: 'Votre crédit au compte couvre ces factures : votre carte ne sera pas débitée.',
  cardLegend: 'Carte à débiter',
  primary: 'principale',
  expires: 'expire fin',
  noCard: 'Aucune carte valide n’est enregistrée. Ajoutez une carte pour payer votre solde.',
  addCard: 'Ajouter une carte',
  /** Credit on the account, no usable card, and the credit does not cover the invoices ticked. */
  noCardForRest: 'Votre crédit au compte ne couvre pas ces factures. Ajoutez une carte pour payer le reste, ou décochez des factures.',
  cardsLoading: 'Chargement de vos cartes…',
  cardsFailed: 'Impossible de charger vos cartes. Fermez cette fenêtre, puis réessayez.',
  pay: (amount: string) => `Payer ${amount}`,
  processing: 'Paiement en cours…',
  successTitle: 'Paiement effectué',
  receipt: (email: string) => `Un reçu a été envoyé à ${email}.`,
  /** The clinic paused the receipts' e-mail: the receipt is in the documents, not in the mailbox. */
  receiptInDocuments: 'Votre reçu est disponible dans « Documents ».',
  refusedTitle: 'Paiement refusé',
  failedTitle: 'Paiement non effectué',
  unreachable: `${problemText.unreachable} Votre carte ne sera pas débitée deux fois.`,
  unexpected: problemText.unexpected,
  nothingToPay: 'Aucun solde à payer',
  cancel: 'Annuler',
  done: 'Terminer',
} as const;
