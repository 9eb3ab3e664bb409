// Voiding a payment recorded by mistake: a desk payment (not a card on file, which is
// refunded instead), only while its day is open and before any of it was refunded. It is never
// deleted: its status becomes 'voided', its allocations are removed and the invoices' paid amounts
// and statuses restored, in one batch whose first statement (the audit entry) holds the guard.
import { randomUUID } from 'node:crypto';
import { and, eq, exists, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { errorCodes } from 'shared-domain/platform/errors';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { type StaffAuditEvent, staffAuditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { appointments, auditEvents, invoicePayments, invoices, paymentTransactions } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/http/app-error';
import { patientInvoiceSummaries } from '../account/invoice-summaries';
import { dayIsOpen, refuseClosedDay } from '../cash-closing/closed-day';
import { invoiceStatusRefresh } from '../invoices/invoice-status-sql';

type StaffContext = Parameters<typeof staffAuditEventInsertWhere>[0];

export async function voidPayment(deps: AppDeps, c: StaffContext, paymentId: string) {
  const { db } = deps;
  const [payment] = await db
    .select({
      id: paymentTransactions.id,
      patientId: paymentTransactions.patientId,
      type: paymentTransactions.transactionType,
      status: paymentTransactions.status,
      tender: paymentTransactions.tender,
      amount: paymentTransactions.amount,
      refunded: paymentTransactions.refundedAmount,
      businessDate: paymentTransactions.businessDate,
      takenBy: paymentTransactions.takenBy,
    })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, paymentId));
  if (!payment) throw notFound(deskMessages.paymentNotFound);
  if (payment.tender === 'card_on_file') throw new AppError(errorCodes.billingChanged, deskMessages.voidCardOnFile);
  if (payment.type !== 'payment' || payment.status !== 'completed' || !payment.takenBy || !payment.businessDate) {
    throw new AppError(errorCodes.billingChanged, deskMessages.notVoidable);
  }
  if (payment.refunded > 0) throw new AppError(errorCodes.billingChanged, deskMessages.voidRefunded);
  await refuseClosedDay(db, payment.businessDate);

  const allocations = await db
    .select({ invoiceId: invoicePayments.invoiceId, amount: invoicePayments.amount })
    .from(invoicePayments)
    .where(eq(invoicePayments.transactionId, paymentId));
  const ids = allocations.map((allocation) => allocation.invoiceId);
  const settings = await loadClinicSettings(db);
  const now = deps.clock.now();
  const updatedAt = now.toISOString();
  const auditId = randomUUID();
  const anchored = exists(db.select({ one: sql`1` }).from(auditEvents).where(eq(auditEvents.id, auditId)));
  const allocatedNow = sql`coalesce((select sum(${invoicePayments.amount}) from ${invoicePayments} where ${invoicePayments.transactionId} = ${paymentId}), 0)`;
  const guard = and(
    exists(
      db
        .select({ one: sql`1` })
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.id, paymentId),
            eq(paymentTransactions.status, 'completed'),
            eq(paymentTransactions.refundedAmount, 0),
          ),
        ),
    ),
    dayIsOpen(db, payment.businessDate),
    // The allocations read are still all of them (no credit used from it since).
    sql`${allocatedNow} = ${allocations.reduce((sum, allocation) => sum + allocation.amount, 0)}`,
  ) as SQL;
  const event: StaffAuditEvent = {
    id: auditId,
    action: 'payment.voided',
    entity: 'payment_transactions',
    entityId: paymentId,
    details: { patientId: payment.patientId, amountCents: payment.amount },
  };
  const statements: BatchItem<'sqlite'>[] = [
    staffAuditEventInsertWhere(c, deps, event, guard),
    db
      .update(paymentTransactions)
      .set({ status: 'voided', allocatedAmount: 0 })
      .where(and(eq(paymentTransactions.id, paymentId), anchored)),
    ...allocations.map((allocation) =>
      db
        .update(invoices)
        .set({ paidAmount: sql`${invoices.paidAmount} - ${allocation.amount}`, updatedAt })
        .where(and(eq(invoices.id, allocation.invoiceId), anchored)),
    ),
    db.delete(invoicePayments).where(and(eq(invoicePayments.transactionId, paymentId), anchored)),
    invoiceStatusRefresh(db, ids, clinicDate(now, settings.timeZone)),
    // A visit whose invoice is owed again is no longer paid.
    db
      .update(appointments)
      .set({ paymentStatus: 'pending', updatedAt })
      .where(
        and(
          eq(appointments.paymentStatus, 'paid'),
          inArray(
            appointments.id,
            db
              .select({ id: invoices.appointmentId })
              .from(invoices)
              .where(
                and(inArray(invoices.id, ids.length ? ids : ['']), ne(invoices.paymentStatus, 'paid'), isNotNull(invoices.appointmentId)),
              ),
          ),
          anchored,
        ),
      ),
  ];
  const [written] = await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  if ((written as { rowsAffected: number }).rowsAffected !== 1) {
    await refuseClosedDay(db, payment.businessDate);
    throw new AppError(errorCodes.billingChanged, deskMessages.balanceChanged);
  }
  return { id: paymentId, status: 'voided' as const, invoices: await patientInvoiceSummaries(db, payment.patientId, ids) };
}
