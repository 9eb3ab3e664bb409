// Money movements: what kind each is and how far the gateway got with it.

export const transactionTypes = ['payment', 'deposit', 'refund', 'adjustment'] as const;
export type TransactionType = (typeof transactionTypes)[number];

// 'voided': a desk payment recorded by mistake and cancelled the same (still open) day.
export const transactionStatuses = ['completed', 'pending', 'failed', 'refunded', 'voided'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

// Specification §4's wording for the transactions table.
const transactionStatusLabels: Record<TransactionStatus, string> = {
  completed: 'Complété',
  pending: 'En attente',
  failed: 'Échoué',
  refunded: 'Remboursé',
  voided: 'Annulé',
};

/** 'failed' → 'Échoué'; an unknown value is shown raw, as for appointment statuses. */
export function transactionStatusLabel(status: string): string {
  return Object.hasOwn(transactionStatusLabels, status) ? transactionStatusLabels[status as TransactionStatus] : status;
}
