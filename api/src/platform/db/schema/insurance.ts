// « Assurances »: the insurance receipts issued (numbered once, in their own sequence, never
// changed), each print of them (every print after the first is a DUPLICATA), and what an insurer's
// network asks for, kept for a direct-billing connection to come: the clinic's numbers and service
// codes, and each patient's plan member.
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { insurers, planMemberRelationships } from 'shared-domain/billing/insurance-plan';
import { appointments } from './appointments';
import { invoices } from './billing';
import { createdAt, flag, id, updatedAt } from './columns';
import { patients } from './patients';
import { staffUsers } from './staff';

export const insuranceReceiptChannels = ['desk', 'portal', 'email'] as const;

// One receipt per visit; its number ('R-00001') is the next of the sequence, given by the
// statement that writes it (the unique indexes keep one when two prints race).
export const insuranceReceipts = sqliteTable(
  'insurance_receipts',
  {
    id: id(),
    sequence: integer('sequence').notNull().unique(),
    number: text('number').notNull().unique(),
    appointmentId: text('appointment_id')
      .notNull()
      .unique()
      .references(() => appointments.id),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    // The clinic's calendar day it was issued: the receipt's date, on the original and every duplicate.
    issuedOn: text('issued_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('insurance_receipts_patient_idx').on(t.patientId)],
);

// Each time a receipt was printed, downloaded or e-mailed: the first is the original.
export const insuranceReceiptPrints = sqliteTable(
  'insurance_receipt_prints',
  {
    id: id(),
    receiptId: text('receipt_id')
      .notNull()
      .references(() => insuranceReceipts.id),
    printNumber: integer('print_number').notNull(),
    printedOn: text('printed_on').notNull(),
    channel: text('channel', { enum: insuranceReceiptChannels }).notNull(),
    printedBy: text('printed_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('insurance_receipt_prints_number_idx').on(t.receiptId, t.printNumber)],
);

// The clinic's network details (one row): JSON maps validated by shared-domain/billing/insurance-plan.
export const insuranceSettings = sqliteTable(
  'insurance_settings',
  {
    id: integer('id').primaryKey().default(1),
    locationNumber: text('location_number'),
    /** JSON: insurer → the clinic's provider number with it. */
    providerNumbers: text('provider_numbers', { mode: 'json' }).$type<Record<string, string | null>>().notNull().default({}),
    /** JSON: service type id → its code with the insurers. */
    serviceCodes: text('service_codes', { mode: 'json' }).$type<Record<string, string | null>>().notNull().default({}),
    sendReceiptAfterPayment: flag('send_receipt_after_payment').default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('insurance_settings_single_row', sql`${t.id} = 1`)],
);

// A patient's group plan as her insurer knows it (the insurer, the policy and certificate numbers,
// the plan member), and whoever pays for her (a parent for a child).
export const patientInsurance = sqliteTable('patient_insurance', {
  patientId: text('patient_id')
    .primaryKey()
    .references(() => patients.id, { onDelete: 'cascade' }),
  insurer: text('insurer', { enum: insurers }),
  policyNumber: text('policy_number'),
  certificateNumber: text('certificate_number'),
  planMemberName: text('plan_member_name'),
  planMemberRelationship: text('plan_member_relationship', { enum: planMemberRelationships }),
  payerName: text('payer_name'),
  updatedAt: updatedAt(),
});
