// Saved cards, money movements and balances owed. Amounts are integer cents (CAD).
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { appointments } from './appointments';
import { cents, createdAt, flag, id, updatedAt } from './columns';
import { patients } from './patients';
import { invoicePaymentStatuses } from 'shared-domain/payment-status';
import { transactionStatuses, transactionTypes } from 'shared-domain/payment-transaction';
import { taxCodes } from 'shared-domain/tax-code';

// Only what the gateway's token stands for is kept: never a card number or a CVV.
export const paymentMethods = sqliteTable(
  'payment_methods',
  {
    id: id(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    cardToken: text('card_token').notNull(),
    cardBrand: text('card_brand').notNull(),
    lastFourDigits: text('last_four_digits').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    billingAddressLine1: text('billing_address_line1').notNull(),
    billingAddressLine2: text('billing_address_line2'),
    billingCity: text('billing_city').notNull(),
    billingProvince: text('billing_province').notNull().default('QC'),
    billingPostalCode: text('billing_postal_code').notNull(),
    billingCountry: text('billing_country').notNull().default('CA'),
    cardNickname: text('card_nickname'),
    isPrimary: flag('is_primary').default(false),
    isVerified: flag('is_verified').default(false),
    // Deleting a card only deactivates it, so past transactions keep their reference.
    isActive: flag('is_active').default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payment_methods_patient_idx').on(t.patientId, t.isActive)],
);

// The specification's payment_transactions_extended. Financial history outlives a deleted
// card or appointment, so those references are cleared rather than cascaded.
export const paymentTransactions = sqliteTable(
  'payment_transactions',
  {
    id: id(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    appointmentId: text('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    paymentMethodId: text('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    transactionType: text('transaction_type', { enum: transactionTypes }).notNull().default('payment'),
    amount: cents('amount'),
    currency: text('currency').notNull().default('CAD'),
    status: text('status', { enum: transactionStatuses }).notNull().default('pending'),
    description: text('description'),
    notes: text('notes'),
    // The gateway's own reference for the charge, for reconciliation.
    gatewayReference: text('gateway_reference'),
    // The key the portal sends with a payment: a double-click or a retried request finds the
    // transaction already made instead of charging again (DESIGN §6).
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_transactions_patient_created_idx').on(t.patientId, t.createdAt),
    uniqueIndex('payment_transactions_idempotency_idx').on(t.patientId, t.idempotencyKey),
  ],
);

// The specification's "billing": unpaid and overdue rows make up the balance due.
export const invoices = sqliteTable(
  'invoices',
  {
    id: id(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    appointmentId: text('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    totalAmount: cents('total_amount'),
    paymentStatus: text('payment_status', { enum: invoicePaymentStatuses }).notNull().default('unpaid'),
    notes: text('notes'),
    // Clinic calendar dates ('YYYY-MM-DD'): when it was issued and when it falls overdue.
    issuedOn: text('issued_on').notNull(),
    dueOn: text('due_on').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('invoices_patient_status_idx').on(t.patientId, t.paymentStatus)],
);

// What an invoice bills, one row per service or item; the total is their sum, and the taxes are
// taken out of the taxable lines by shared-domain/invoice (DESIGN §7).
export const invoiceLines = sqliteTable(
  'invoice_lines',
  {
    id: id(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    appointmentId: text('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    serviceDate: text('service_date').notNull(),
    amount: cents('amount'),
    taxCode: text('tax_code', { enum: taxCodes }).notNull().default('exempt'),
    lineOrder: integer('line_order').notNull().default(0),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.lineOrder), index('invoice_lines_appointment_idx').on(t.appointmentId)],
);

// Which invoices a payment settles and for how much. Written with the pending transaction, so two
// payments can never claim the same invoice; only a completed transaction's rows count as paid.
export const invoicePayments = sqliteTable(
  'invoice_payments',
  {
    transactionId: text('transaction_id')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: cents('amount'),
  },
  (t) => [primaryKey({ columns: [t.transactionId, t.invoiceId] }), index('invoice_payments_invoice_idx').on(t.invoiceId)],
);
