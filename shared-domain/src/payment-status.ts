// Whether what is owed has been paid: for an appointment, and for an invoice (the specification's
// "billing", whose unpaid and overdue rows make up the balance due).

export const appointmentPaymentStatuses = ['pending', 'deposit_paid', 'paid', 'refunded', 'waived'] as const;
export type AppointmentPaymentStatus = (typeof appointmentPaymentStatuses)[number];

export const invoicePaymentStatuses = ['unpaid', 'overdue', 'paid', 'void'] as const;
export type InvoicePaymentStatus = (typeof invoicePaymentStatuses)[number];
