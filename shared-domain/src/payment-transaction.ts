// Money movements: what kind each is and how far the gateway got with it.

export const transactionTypes = ['payment', 'deposit', 'refund', 'adjustment'] as const;
export type TransactionType = (typeof transactionTypes)[number];

export const transactionStatuses = ['completed', 'pending', 'failed', 'refunded'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];
