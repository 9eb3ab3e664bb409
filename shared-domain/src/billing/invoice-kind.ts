// What made an invoice: the visit's care, a fee (no-show, late cancellation) or a sale at the desk.

export const invoiceKinds = ['visit', 'no_show_fee', 'late_cancellation_fee', 'sale'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

export const invoiceKindLabels: Record<InvoiceKind, string> = {
  visit: 'Visite',
  no_show_fee: 'Frais d’absence',
  late_cancellation_fee: 'Frais d’annulation tardive',
  sale: 'Vente au comptoir',
};
