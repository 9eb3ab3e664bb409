// Saved cards, money movements and balances owed. Amounts are integer cents (CAD).
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { appointments } from './appointments';
import { cents, createdAt, flag, id, updatedAt } from './columns';
import { patients } from './patients';
import { invoicePaymentStatuses } from 'shared-domain/payment-status';
import { transactionStatuses, transactionTypes } from 'shared-domain/payment-transaction';

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
    createdAt: createdAt(),
  },
  (t) => [index('payment_transactions_patient_created_idx').on(t.patientId, t.createdAt)],
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('invoices_patient_status_idx').on(t.patientId, t.paymentStatus)],
);
