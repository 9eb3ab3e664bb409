// Claims followed to payment: a patient's SAAQ or CNESST case (its claim number and prescription),
// each claim to a payer with the invoices it covers and how much of each, and each payer's payment
// (one cheque or deposit for several claims) with what it applied to which claim's invoice. The
// money itself is the desk's: each share applied is a completed payment of the patient's invoice
// (`payment_transactions` + `invoice_payments`), named here. Amounts are integer cents; the database
// refuses a claim above its invoice and a payment applied beyond what it received (migration 0035).
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { casePayers, claimPayers, claimStatuses } from 'shared-domain/billing/insurance-claim';
import { insurers } from 'shared-domain/billing/insurance-plan';
import { payerTenders } from 'shared-domain/billing/payer-payment';
import { invoices, paymentTransactions } from './billing';
import { cents, createdAt, id, updatedAt } from './columns';
import { patients } from './patients';
import { staffUsers } from './staff';

// A road accident's (SAAQ) or a work injury's (CNESST) file: care before the prescription is flagged.
export const insuranceCases = sqliteTable(
  'insurance_cases',
  {
    id: id(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    payer: text('payer', { enum: casePayers }).notNull(),
    claimNumber: text('claim_number').notNull(),
    eventDate: text('event_date').notNull(),
    prescribingDoctor: text('prescribing_doctor'),
    prescriptionDate: text('prescription_date').notNull(),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('insurance_cases_patient_idx').on(t.patientId)],
);

export const insuranceClaims = sqliteTable(
  'insurance_claims',
  {
    id: id(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    payer: text('payer', { enum: claimPayers }).notNull(),
    insurer: text('insurer', { enum: insurers }),
    caseId: text('case_id').references(() => insuranceCases.id),
    policyNumber: text('policy_number'),
    certificateNumber: text('certificate_number'),
    // The sum of its invoices' claimed amounts, and of what payers paid on them (kept in step).
    claimedAmount: cents('claimed_amount'),
    paidAmount: integer('paid_amount').notNull().default(0),
    status: text('status', { enum: claimStatuses }).notNull().default('to_submit'),
    // Clinic calendar days: made, sent to the payer, its status last changed, last followed up.
    createdOn: text('created_on').notNull(),
    submittedOn: text('submitted_on'),
    statusOn: text('status_on').notNull(),
    lastFollowUpOn: text('last_follow_up_on'),
    payerReference: text('payer_reference'),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('insurance_claims_status_idx').on(t.status, t.statusOn), index('insurance_claims_patient_idx').on(t.patientId)],
);

// What a claim asks of each invoice it covers, and what payers paid on it so far.
export const insuranceClaimInvoices = sqliteTable(
  'insurance_claim_invoices',
  {
    claimId: text('claim_id')
      .notNull()
      .references(() => insuranceClaims.id),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount: cents('amount'),
    paidAmount: integer('paid_amount').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.claimId, t.invoiceId] }), index('insurance_claim_invoices_invoice_idx').on(t.invoiceId)],
);

// One cheque or deposit from a payer; never changed (a mistake is corrected at the desk, as any payment).
export const payerPayments = sqliteTable('payer_payments', {
  id: id(),
  payer: text('payer', { enum: claimPayers }).notNull(),
  insurer: text('insurer', { enum: insurers }),
  tender: text('tender', { enum: payerTenders }).notNull(),
  reference: text('reference'),
  amount: cents('amount'),
  receivedOn: text('received_on').notNull(),
  businessDate: text('business_date').notNull(),
  recordedBy: text('recorded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

// A payer payment's share on one claim's invoice, and the patient's payment row that applied it.
export const payerPaymentAllocations = sqliteTable(
  'payer_payment_allocations',
  {
    payerPaymentId: text('payer_payment_id')
      .notNull()
      .references(() => payerPayments.id),
    claimId: text('claim_id')
      .notNull()
      .references(() => insuranceClaims.id),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => paymentTransactions.id),
    amount: cents('amount'),
  },
  (t) => [primaryKey({ columns: [t.payerPaymentId, t.claimId, t.invoiceId] }), index('payer_payment_allocations_claim_idx').on(t.claimId)],
);
