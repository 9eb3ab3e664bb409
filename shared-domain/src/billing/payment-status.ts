// Whether what is owed has been paid: for an appointment, and for an invoice (the specification's
// "billing", whose unpaid and overdue rows make up the balance due).

export const appointmentPaymentStatuses = ['pending', 'deposit_paid', 'paid', 'refunded', 'waived'] as const;
export type AppointmentPaymentStatus = (typeof appointmentPaymentStatuses)[number];

// A draft is not yet a document (no number, not owed); an issued invoice is 'unpaid',
// 'partial', 'overdue' (issued, still owed and past its due date, paid in part or not), 'paid' or
// 'credited' (wholly cancelled by credit notes). A fee the clinic waived stays as a 'waived' draft
// with its reason. 'void' is the specification's, kept for older rows that carry it.
export const invoicePaymentStatuses = ['draft', 'unpaid', 'partial', 'overdue', 'paid', 'credited', 'waived', 'void'] as const;
export type InvoicePaymentStatus = (typeof invoicePaymentStatuses)[number];

/** The invoice's state as staff read it (the patient's portal says « Impayée » for « Émise »). */
export const deskInvoiceStatusLabels: Record<InvoicePaymentStatus, string> = {
  draft: 'Brouillon',
  unpaid: 'Émise',
  partial: 'Partiellement payée',
  overdue: 'En retard',
  paid: 'Payée',
  credited: 'Créditée',
  waived: 'Frais annulés',
  void: 'Annulée',
};
