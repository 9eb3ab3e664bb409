// What the finance reports' tests share: issued invoices, payments, refunds and credit notes written
// as the desk's guarded batches leave them (the invoice's paid and credited amounts, the payment's
// allocated and refunded amounts kept in step), so each report is tested on rows it did not write.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { addDays } from 'shared-domain/platform/clinic-time';
import { invoicePaymentTermDays, issuedInvoiceStatus } from 'shared-domain/billing/invoice-ledger';
import type { InvoicePaymentStatus } from 'shared-domain/billing/payment-status';
import type { Tender } from 'shared-domain/billing/tender';
import { creditNotes, invoiceLines, invoicePayments, invoices, paymentTransactions } from '../../platform/db/schema';
import type { TestApp } from '../../testing/test-app';

export { newPatient } from '../invoices/invoice-test-support';

let sequence = 0;
const nextNumber = (prefix: string) => {
  sequence += 1;
  return `${prefix}-T${String(sequence).padStart(4, '0')}-${randomUUID().slice(0, 4)}`;
};

/** An issued invoice of one line, due 30 days later; its status from its amounts on the test's today. */
export async function issuedInvoice(
  testApp: TestApp,
  patientId: string,
  { totalCents, issuedOn, dueOn, status }: { totalCents: number; issuedOn: string; dueOn?: string; status?: InvoicePaymentStatus },
) {
  const id = randomUUID();
  const number = nextNumber('F');
  const due = dueOn ?? addDays(issuedOn, invoicePaymentTermDays);
  await testApp.db.insert(invoices).values({
    id,
    patientId,
    number,
    totalAmount: totalCents,
    paymentStatus: status ?? issuedInvoiceStatus({ totalCents, creditedCents: 0, paidCents: 0, dueOn: due }, '2026-11-18'),
    issuedOn,
    dueOn: due,
    issuedAt: `${issuedOn}T15:00:00.000Z`,
    createdAt: `${issuedOn}T15:00:00.000Z`,
    updatedAt: `${issuedOn}T15:00:00.000Z`,
  });
  const [line] = await testApp.db
    .insert(invoiceLines)
    .values({ invoiceId: id, description: 'Traitement de chiropratique', serviceDate: issuedOn, amount: totalCents, taxCode: 'exempt' })
    .returning({ id: invoiceLines.id });
  return { id, number, lineId: line?.id ?? '' };
}

export interface PaymentFields {
  amountCents: number;
  tender?: Tender;
  businessDate: string;
  /** Defaults to 15:00 UTC (10:00 at the clinic) that day. */
  receivedAt?: string;
  takenBy?: string | null;
  type?: 'payment' | 'deposit';
  status?: 'completed' | 'voided' | 'failed' | 'pending';
  /** Applied to these invoices (their paid amount and status follow). */
  allocations?: { invoiceId: string; amountCents: number }[];
  notes?: string;
}

export async function recordPayment(testApp: TestApp, patientId: string, fields: PaymentFields) {
  const id = randomUUID();
  const receivedAt = fields.receivedAt ?? `${fields.businessDate}T15:00:00.000Z`;
  const allocations = fields.allocations ?? [];
  const status = fields.status ?? 'completed';
  await testApp.db.insert(paymentTransactions).values({
    id,
    patientId,
    transactionType: fields.type ?? 'payment',
    amount: fields.amountCents,
    status,
    tender: fields.tender ?? 'cash',
    receivedAt,
    businessDate: fields.businessDate,
    takenBy: fields.takenBy ?? null,
    allocatedAmount: allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0),
    notes: fields.notes ?? null,
    createdAt: receivedAt,
  });
  for (const allocation of allocations) {
    await testApp.db.insert(invoicePayments).values({ transactionId: id, invoiceId: allocation.invoiceId, amount: allocation.amountCents });
    if (status === 'completed') {
      await testApp.db
        .update(invoices)
        .set({ paidAmount: sql`${invoices.paidAmount} + ${allocation.amountCents}` })
        .where(eq(invoices.id, allocation.invoiceId));
      await restatus(testApp, allocation.invoiceId);
    }
  }
  return id;
}

/** A refund, of a payment (its refunded amount follows) or of the patient's credit. */
export async function recordRefund(
  testApp: TestApp,
  patientId: string,
  fields: { amountCents: number; tender?: Tender; businessDate: string; receivedAt?: string; refundOfId?: string; takenBy?: string | null },
) {
  const id = randomUUID();
  const receivedAt = fields.receivedAt ?? `${fields.businessDate}T16:00:00.000Z`;
  await testApp.db.insert(paymentTransactions).values({
    id,
    patientId,
    transactionType: 'refund',
    amount: fields.amountCents,
    status: 'completed',
    tender: fields.tender ?? 'cash',
    receivedAt,
    businessDate: fields.businessDate,
    takenBy: fields.takenBy ?? null,
    refundOfId: fields.refundOfId ?? null,
    createdAt: receivedAt,
  });
  if (fields.refundOfId) {
    await testApp.db
      .update(paymentTransactions)
      .set({ refundedAmount: sql`${paymentTransactions.refundedAmount} + ${fields.amountCents}` })
      .where(eq(paymentTransactions.id, fields.refundOfId));
  }
  return id;
}

/** A credit note taking `amountCents` off the invoice's line (no payment freed: tests credit the open part). */
export async function recordCreditNote(
  testApp: TestApp,
  patientId: string,
  invoiceId: string,
  fields: { amountCents: number; issuedOn: string },
) {
  const id = randomUUID();
  const number = nextNumber('NC');
  await testApp.db.insert(creditNotes).values({
    id,
    number,
    invoiceId,
    patientId,
    issuedOn: fields.issuedOn,
    amount: fields.amountCents,
    reason: 'Correction',
    createdAt: `${fields.issuedOn}T17:00:00.000Z`,
  });
  await testApp.db
    .update(invoices)
    .set({ creditedAmount: sql`${invoices.creditedAmount} + ${fields.amountCents}` })
    .where(eq(invoices.id, invoiceId));
  await restatus(testApp, invoiceId);
  return { id, number };
}

async function restatus(testApp: TestApp, invoiceId: string) {
  const [row] = await testApp.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) return;
  const amounts = { totalCents: row.totalAmount, creditedCents: row.creditedAmount, paidCents: row.paidAmount };
  await testApp.db
    .update(invoices)
    .set({ paymentStatus: issuedInvoiceStatus({ ...amounts, dueOn: row.dueOn }, '2026-11-18') })
    .where(eq(invoices.id, invoiceId));
}
