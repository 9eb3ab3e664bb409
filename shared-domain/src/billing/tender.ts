// How money changes hands at the desk: the tenders a payment or a refund is taken in,
// and the ones the daily close counts. Card on file goes through the payment gateway (the portal's
// card payments are card on file too); every other tender is recorded as staff declare it.

export const tenders = ['cash', 'debit', 'credit_terminal', 'card_on_file', 'etransfer', 'cheque'] as const;
export type Tender = (typeof tenders)[number];

export const tenderLabels: Record<Tender, string> = {
  cash: 'Comptant',
  debit: 'Débit Interac',
  credit_terminal: 'Carte de crédit (terminal)',
  card_on_file: 'Carte enregistrée',
  etransfer: 'Virement Interac',
  cheque: 'Chèque',
};

/** 'cash' → 'Comptant'; an unknown value is shown raw, as for the other labels. */
export function tenderLabel(tender: string): string {
  return Object.hasOwn(tenderLabels, tender) ? tenderLabels[tender as Tender] : tender;
}

/**
 * What the daily close counts, by what staff compare: the cash drawer, the terminal's batch
 * (debit and credit cards together, as the terminal prints them), cheques and e-transfers. Card on
 * file is settled by the gateway and shown as expected only.
 */
export const closingCounts = ['cash', 'terminal', 'cheque', 'etransfer'] as const;
export type ClosingCount = (typeof closingCounts)[number];

export const closingCountLabels: Record<ClosingCount, string> = {
  cash: 'Comptant',
  terminal: 'Lot du terminal (débit et crédit)',
  cheque: 'Chèques',
  etransfer: 'Virements Interac',
};

/** Which count a tender falls in at the close; undefined for card on file (the gateway settles it). */
export function closingCountOf(tender: Tender): ClosingCount | undefined {
  switch (tender) {
    case 'cash':
      return 'cash';
    case 'debit':
    case 'credit_terminal':
      return 'terminal';
    case 'cheque':
      return 'cheque';
    case 'etransfer':
      return 'etransfer';
    case 'card_on_file':
      return undefined;
  }
}
