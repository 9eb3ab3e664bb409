// What « Payer pour la famille » says; amounts and dates written by shared-domain/platform/format.
import { type ClaimPayer, claimPayerToPatient } from 'shared-domain/billing/insurance-claim';
import { problemText } from 'shared-ui/problem-message';

export const familyPaymentText = {
  title: 'Payer pour la famille',
  intro: 'Payez en un seul paiement, avec votre carte, vos factures et celles des personnes à votre charge.',
  loading: 'Chargement des soldes de la famille…',
  loadFailed: 'Erreur lors du chargement des soldes de la famille',
  retry: 'Réessayer',
  nothingOwed: 'Aucune facture à payer pour votre famille.',
  /** The legend of one person's invoices. */
  personLegend: (name: string, self: boolean) => (self ? `${name} (vous)` : name),
  invoiceChoice: (number: string, date: string, amount: string) => `Facture ${number} du ${date} — ${amount}`,
  /** Said after an invoice the clinic claimed from a payer who has not answered: not ticked at first. */
  awaitedChoice: (payer: ClaimPayer) => ` — réclamée à ${claimPayerToPatient[payer]}, en attente de sa réponse`,
  personCredit: (name: string, amount: string) => `Crédit au compte de ${name} : ${amount} (il paie d’abord ses factures)`,
  total: 'Total des factures cochées :',
  creditApplied: (amount: string) => `Crédits au compte appliqués : ${amount}`,
  byCard: (amount: string) => `À payer par carte : ${amount}`,
  amountNote: 'Chaque montant est ce qui reste à payer sur la facture; il ne peut pas être modifié.',
  invoicesRequired: 'Choisissez au moins une facture à payer.',
  cardLegend: 'Votre carte à débiter',
  primary: 'principale',
  expires: 'expire fin',
  noCard: 'Aucune carte valide n’est enregistrée à votre nom. Ajoutez-en une dans « Méthodes de paiement », ci-dessous.',
  pay: (amount: string) => `Payer ${amount}`,
  payWithCredit: 'Payer avec les crédits',
  processing: 'Paiement en cours…',
  successTitle: 'Paiement effectué',
  receipt: (email: string) => `Un reçu détaillant la part de chacun a été envoyé à ${email}.`,
  receiptInDocuments: 'Le reçu de chacun est disponible dans ses « Documents ».',
  paidPart: (name: string, amount: string) => `${name} : ${amount}`,
  another: 'Faire un autre paiement',
  refusedTitle: 'Paiement refusé',
  failedTitle: 'Paiement non effectué',
  unreachable: `${problemText.unreachable} Votre carte ne sera pas débitée deux fois.`,
  unexpected: problemText.unexpected,
  receiptsTitle: 'Reçus pour fins d’assurance',
  receiptsOf: (name: string) => `Reçus de ${name}`,
  noReceipts: 'Aucun reçu pour le moment.',
  receiptOfVisit: (date: string) => `Visite du ${date}`,
  downloadReceipt: 'Télécharger le reçu',
} as const;
