// Saved cards, money movements and balances owed. Amounts are integer cents (CAD).
import { sql } from 'drizzle-orm';
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  sqliteView,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { appointments } from './appointments';
import { cents, createdAt, flag, id, updatedAt } from './columns';
import { patients } from './patients';
import { products } from './clinic';
import { staffUsers } from './staff';
import { feeWaiverReasons } from 'shared-domain/billing/fee-waiver';
import { invoiceKinds } from 'shared-domain/billing/invoice-kind';
import { tenders } from 'shared-domain/billing/tender';
import { invoicePaymentStatuses } from 'shared-domain/billing/payment-status';
import { transactionStatuses, transactionTypes } from 'shared-domain/billing/payment-transaction';
import { taxCodes } from 'shared-domain/billing/tax-code';

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
    // The desk: the tender it was taken in (the portal's card payments are card on file),
    // when it was received (an instant, and the clinic's calendar day the daily close counts it
    // on), who took it (null: the patient, online), the checkout it belongs to (several tenders),
    // what of it is applied to invoices and what was refunded since (kept in step by the same
    // guarded batches that write them: the rest is the patient's account credit).
    tender: text('tender', { enum: tenders }),
    receivedAt: text('received_at'),
    businessDate: text('business_date'),
    takenBy: text('taken_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    checkoutId: text('checkout_id'),
    allocatedAmount: integer('allocated_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    // A refund's payment (null: a refund of account credit).
    refundOfId: text('refund_of_id').references((): AnySQLiteColumn => paymentTransactions.id),
    // A card payment authorized on a day the desk closed before the charge settled is counted on the
    // next open day (its business date); this keeps the day it was authorized on, so both days can
    // say why (null: counted on the day it was taken). A closed day's rows never change (the
    // database refuses it: migration 0016).
    authorizedOn: text('authorized_on'),
    // A cash payment rounded to 5 cents (shared-domain/billing/cash-rounding): what the drawer took
    // beyond `amount` (+1, +2) or short of it (−1, −2); `amount` is what it paid of the invoices.
    cashRounding: integer('cash_rounding').notNull().default(0),
    // One payment of a guardian for several family members (family_payments): each person paid is a
    // transaction of her own record, all of them one card charge.
    familyPaymentId: text('family_payment_id').references((): AnySQLiteColumn => familyPayments.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_transactions_patient_created_idx').on(t.patientId, t.createdAt),
    index('payment_transactions_family_payment_idx').on(t.familyPaymentId),
    uniqueIndex('payment_transactions_idempotency_idx').on(t.patientId, t.idempotencyKey),
    index('payment_transactions_business_date_idx').on(t.businessDate, t.tender),
    index('payment_transactions_checkout_idx').on(t.checkoutId),
  ],
);

// « Payer pour la famille »: a guardian pays her own and her dependants' invoices in one card charge.
// This row is the payment's anchor, written first by the guarded statement that claims the invoices
// (unique per payer and key: a double-click or a second tab finds it), and holds what the card was
// charged in all; each person paid gets her own transaction (`payment_transactions.family_payment_id`),
// so each record's account, receipts and yearly statement stay her own. The database holds its
// money rules (migration 0044): its amount never negative nor changed, the row never deleted, and
// its parts never more than it.
export const familyPayments = sqliteTable(
  'family_payments',
  {
    id: id(),
    payerPatientId: text('payer_patient_id')
      .notNull()
      .references(() => patients.id),
    // The payer's own card (null: the credits paid everything).
    paymentMethodId: text('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    amount: cents('amount'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('family_payments_payer_key_idx').on(t.payerPatientId, t.idempotencyKey)],
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
    // For a draft: the visit's date it will carry once issued, and its due date then.
    issuedOn: text('issued_on').notNull(),
    dueOn: text('due_on').notNull(),
    // The clinic's number ('F-00042'), given when the draft is issued, never reused; null
    // while a draft. Rows issued before the clinic's numbering were numbered from their id ('INV-1A2B3C4D').
    number: text('number').unique(),
    kind: text('kind', { enum: invoiceKinds }).notNull().default('visit'),
    // Kept in step with credit notes and applied payments by the batches that write them:
    // owed = total − credited − paid (shared-domain/billing/invoice-ledger).
    creditedAmount: integer('credited_amount').notNull().default(0),
    paidAmount: integer('paid_amount').notNull().default(0),
    issuedAt: text('issued_at'),
    issuedBy: text('issued_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    // « Renoncer aux frais »: a fee the clinic waived stays a 'waived' draft with why and by whom.
    waiverReason: text('waiver_reason', { enum: feeWaiverReasons }),
    waiverNote: text('waiver_note'),
    waivedBy: text('waived_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    waivedAt: text('waived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('invoices_patient_status_idx').on(t.patientId, t.paymentStatus),
    index('invoices_status_issued_idx').on(t.paymentStatus, t.issuedOn),
    // « Factures » unfiltered, newest first: read page by page from this index, never a sort of every invoice.
    index('invoices_issued_created_idx').on(t.issuedOn, t.createdAt, t.id),
    // One invoice per visit and kind (a visit's care, its no-show or late-cancellation fee): marking
    // a visit « Arrivé » twice, or from two screens at once, makes one draft.
    uniqueIndex('invoices_appointment_kind_idx').on(t.appointmentId, t.kind).where(sql`appointment_id is not null and kind <> 'sale'`),
  ],
);

// What an invoice bills, one row per service or item; the total is their sum, and the taxes are
// taken out of the taxable lines by shared-domain/billing/invoice (DESIGN §7).
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
    // The product sold (null: the visit's service or a free line), and what credit notes
    // took off this line so far (never above its amount).
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull().default(1),
    creditedAmount: integer('credited_amount').notNull().default(0),
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

// Account credit a pending card payment will apply with its charge: which payment's unapplied
// money goes to which invoice. While that payment is pending, the credit counts as used (no one else
// may take it) and the invoice as claimed; once completed it is applied, once failed it is free again.
export const creditHolds = sqliteTable(
  'credit_holds',
  {
    transactionId: text('transaction_id')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    sourceId: text('source_id')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: cents('amount'),
  },
  (t) => [
    primaryKey({ columns: [t.transactionId, t.sourceId, t.invoiceId] }),
    index('credit_holds_source_idx').on(t.sourceId),
    index('credit_holds_invoice_idx').on(t.invoiceId),
  ],
);

// « Note de crédit »: corrects an issued invoice, whole or some lines, with its own
// number from its own sequence; never edited or deleted.
export const creditNotes = sqliteTable(
  'credit_notes',
  {
    id: id(),
    number: text('number').notNull().unique(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    issuedOn: text('issued_on').notNull(),
    amount: cents('amount'),
    reason: text('reason').notNull(),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('credit_notes_invoice_idx').on(t.invoiceId), index('credit_notes_patient_idx').on(t.patientId, t.issuedOn)],
);

export const creditNoteLines = sqliteTable(
  'credit_note_lines',
  {
    id: id(),
    creditNoteId: text('credit_note_id')
      .notNull()
      .references(() => creditNotes.id),
    invoiceLineId: text('invoice_line_id')
      .notNull()
      .references(() => invoiceLines.id),
    description: text('description').notNull(),
    amount: cents('amount'),
    taxCode: text('tax_code', { enum: taxCodes }).notNull(),
  },
  (t) => [index('credit_note_lines_note_idx').on(t.creditNoteId)],
);

// « Fermeture de caisse »: one row per close of a clinic day. The expected and counted
// amounts are kept by count (cash, terminal, cheques, e-transfers) as JSON objects of cents. A close
// is never edited: an admin may reopen the day (`cash_day_reopenings`), and a reopened day may be
// closed again, a new row with the next `sequence`. The day is closed while its latest close has no
// reopening (`closed_cash_days`); then its payments and refunds are frozen.
export const cashClosings = sqliteTable(
  'cash_closings',
  {
    id: id(),
    businessDate: text('business_date').notNull(),
    // 1 for a day's first close, 2 once reopened and closed again…: two desks closing the same
    // day at once would write the same number, and the unique index keeps one.
    sequence: integer('sequence').notNull().default(1),
    expected: text('expected').notNull(),
    counted: text('counted').notNull(),
    expectedCents: integer('expected_cents').notNull(),
    countedCents: integer('counted_cents').notNull(),
    differenceCents: integer('difference_cents').notNull(),
    // The drawer's float: the cash counted in it when the day opened. The cash expected at the close
    // is this plus the cash taken less the cash handed back (`expected`'s cash holds the sum).
    openingCashCents: integer('opening_cash_cents').notNull().default(0),
    note: text('note').notNull().default(''),
    closedBy: text('closed_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    closedAt: text('closed_at').notNull(),
  },
  (t) => [uniqueIndex('cash_closings_business_date_sequence_unique').on(t.businessDate, t.sequence)],
);

// « Rouvrir la journée »: an admin reopens a closed day, with a reason. Each reopening names the
// close it undoes (one at most: the unique index), which stays as it was, in the day's history.
export const cashDayReopenings = sqliteTable(
  'cash_day_reopenings',
  {
    id: id(),
    businessDate: text('business_date').notNull(),
    closingId: text('closing_id')
      .notNull()
      .unique()
      .references(() => cashClosings.id),
    reason: text('reason').notNull(),
    reopenedBy: text('reopened_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    reopenedAt: text('reopened_at').notNull(),
  },
  (t) => [index('cash_day_reopenings_business_date_idx').on(t.businessDate)],
);

// The closed clinic days: those whose latest close was not reopened. The one definition of « closed »
// that the database's triggers (money rules on a closed day) and every query share; written by the
// migration that added reopenings, declared here for queries only.
export const closedCashDays = sqliteView('closed_cash_days', {
  businessDate: text('business_date').notNull(),
  closingId: text('closing_id').notNull(),
}).existing();

// « Encaisser »: one row per checkout recorded, keyed by the id derived from the patient and the
// dialog's key (billing/checkout/checkout-replay.ts). It is what a repeated request is answered
// from and what the receipt is made of: the tenders, the invoices and what each received, the credit
// used and kept. Written first in the checkout's batch (every other row of it depends on this one),
// never changed or deleted afterwards (the database refuses it: migration 0017); its audit entry is
// written beside it, and a retention rule on the audit trail leaves the checkout whole.
export const checkouts = sqliteTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    // The patient it was taken for, as the id was derived (no reference: a merge keeps the record).
    patientId: text('patient_id').notNull(),
    // The dialog's key (null: a checkout of credit alone recorded before this table, whose key no row kept).
    idempotencyKey: text('idempotency_key'),
    staffId: text('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    // Its `payment.recorded` audit entry, written in the same batch (which this row anchors: the
    // batch's other statements act only when the row with this entry's id exists). The entry itself
    // may be pruned later; the checkout does not depend on it.
    auditEventId: text('audit_event_id').notNull(),
    /** JSON: `{ tender, amountCents }[]`, in the order given. */
    // Each tender as handed over; a cash one rounded to 5 cents says by how much (`roundingCents`).
    tenders: text('tenders', { mode: 'json' }).$type<{ tender: string; amountCents: number; roundingCents?: number }[]>().notNull(),
    /** JSON: the invoices paid, oldest first. */
    invoiceIds: text('invoice_ids', { mode: 'json' }).$type<string[]>().notNull(),
    /** JSON: what each of `invoice_ids` received, in the same order. */
    appliedCents: text('applied_cents', { mode: 'json' }).$type<number[]>().notNull(),
    creditAppliedCents: integer('credit_applied_cents').notNull(),
    creditKeptCents: integer('credit_kept_cents').notNull(),
    // What the desk asked for, as a digest of the whole request (day, card, overpayment kept…): a
    // key sent again with another request is refused. Null: recorded before, or settled by the job.
    requestDigest: text('request_digest'),
    createdAt: createdAt(),
  },
  (t) => [
    index('checkouts_patient_idx').on(t.patientId, t.createdAt),
    check('checkouts_credit_cents', sql`${t.creditAppliedCents} >= 0 and ${t.creditKeptCents} >= 0`),
  ],
);
