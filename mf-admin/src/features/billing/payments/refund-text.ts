// What « Rembourser » and « Annuler le paiement » say.
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { problemText } from 'shared-ui/problem-message';

export const refundText = {
  paymentTitle: 'Rembourser un paiement',
  creditTitle: 'Rembourser le crédit',
  patientSearch: 'Patient',
  patientHint: 'Le patient dont le crédit au compte est remboursé (nom, courriel ou téléphone).',
  loadingAccount: 'Lecture du compte du patient…',
  accountFailed: 'Le compte du patient n’a pas pu être lu',
  nothingLeft: deskMessages.nothingToRefund,
  noCredit: (name: string) => `${name} n’a pas de crédit au compte à rembourser.`,
  patient: 'Patient',
  payment: 'Paiement',
  refundable: 'Remboursable',
  credit: 'Crédit au compte',
  amountHint: (left: string) => `Au plus ${left}.`,
  backToCard: 'Le remboursement retourne sur la carte enregistrée qui a payé.',
  backToTerminal: (tender: string) =>
    `Le remboursement retourne sur la carte qui a payé, au terminal (${tender}). Seule l’administration peut rembourser autrement.`,
  toTheCard: (tender: string) => `${tender} — sur la carte qui a payé`,
  offCardHint: 'Un paiement par carte se rembourse sur la carte. Un autre mode demande une note.',
  offCardNoteHint: 'Par exemple : carte annulée, terminal en panne. Gardée au journal d’audit.',
  chooseTender: 'Choisir…',
  submit: 'Rembourser',
  busy: 'Remboursement…',
  busyStatus: 'Remboursement en cours',
  cancel: 'Annuler',
  failed: 'Le remboursement n’a pas été fait',
  unreachable: problemText.unreachable,
  refunded: (amount: string, name: string) => `Remboursement de ${amount} à ${name} enregistré.`,
  voidTitle: 'Annuler le paiement',
  voidQuestion: (amount: string, name: string) => `Annuler le paiement de ${amount} de ${name}?`,
  voidEffect:
    'Le paiement est retiré des factures qu’il réglait, qui redeviennent dues. À faire seulement pour un paiement enregistré par erreur; sinon, remboursez.',
  voidConfirm: 'Annuler le paiement',
  voidKeep: 'Garder le paiement',
  voidBusy: 'Annulation…',
  voidFailed: 'Le paiement n’a pas été annulé',
  voided: (amount: string, name: string) => `Paiement de ${amount} de ${name} annulé.`,
} as const;
