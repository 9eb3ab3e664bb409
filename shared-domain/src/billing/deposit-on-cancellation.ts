// What becomes of a visit's deposit when the patient cancels it in time, as the clinic chooses
// (« Paramètres › Frais »): given back (to its card through the gateway; a deposit paid at the desk
// stays account credit, which the desk hands back with « Rembourser » as its tender allows), or kept
// as account credit for her next visit whatever it was paid with. Late cancellations and absences
// keep it against the fee either way; a visit the clinic cancelled is always given back.

export const timelyCancellationDeposits = ['refund', 'credit'] as const;
export type TimelyCancellationDeposit = (typeof timelyCancellationDeposits)[number];

export const timelyCancellationDepositLabels = {
  refund: 'Rembourser le dépôt',
  credit: 'Garder en crédit au compte',
} as const satisfies Record<TimelyCancellationDeposit, string>;

export const timelyCancellationDepositHints = {
  refund: 'Un dépôt payé par carte retourne à cette carte ; un dépôt payé à la clinique reste au crédit du compte, à remettre à l’accueil.',
  credit: 'Le dépôt reste au crédit du compte du patient pour sa prochaine visite, quel que soit son mode de paiement.',
} as const satisfies Record<TimelyCancellationDeposit, string>;
