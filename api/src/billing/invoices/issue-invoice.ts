// Issuing a draft: it takes the next number of the clinic's sequence and is never edited
// again. Numbers are race-safe and never reused: the number is read from `clinic_settings` by the
// very statement that writes it on the invoice, and the sequence moves on, in the same batch, only
// if the invoice now bears that number. A batch runs as one transaction, so two issues at once take
// two consecutive numbers, and a draft issued twice is numbered once.
//
// Issuing also applies the visit's deposit, when the patient paid one that is still unapplied, and
// sets the status from the amounts (invoice-status-sql.ts).
import { randomUUID } from 'node:crypto';
import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { addDays } from 'shared-domain/platform/clinic-time';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { errorCodes } from 'shared-domain/platform/errors';
import { invoicePaymentTermDays } from 'shared-domain/billing/invoice-ledger';
import type { AppDeps } from '../../deps';
import { insertWhere } from '../../platform/db/insert-where';
import { auditEvents, clinicSettings, invoiceLines, invoicePayments, invoices, paymentTransactions } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/http/app-error';
import { invoiceStatusRefresh } from './invoice-status-sql';

export type IssuedBy = 'checkout' | 'sent' | 'issued';

export interface IssueDraftRequest {
  invoiceId: string;
  patientId: string;
  /** Who issued it; null for the system. */
  staffId: string | null;
  /** The clinic's calendar date ('YYYY-MM-DD'): the due date is counted from it. */
  today: string;
  by: IssuedBy;
}

export type BatchStatements = [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]];

/** The number the sequence gives next, as SQL: 'F-' || '00042'. Same as `invoiceNumber` of shared-domain/billing/invoice-numbering. */
export const nextInvoiceNumberSql = sql`(select ${clinicSettings.invoicePrefix} || printf('%05d', ${clinicSettings.invoiceNextNumber}) from ${clinicSettings} where ${clinicSettings.id} = 1)`;

/** The invoice bears the number the sequence gives next: it was issued by this batch (the sequence has not moved on yet). */
function justIssued(invoiceId: string): SQL {
  return sql`exists (select 1 from ${invoices} where ${invoices.id} = ${invoiceId} and ${invoices.number} = ${nextInvoiceNumberSql})`;
}

/**
 * The statements that issue a draft, for the caller's `db.batch`. The first one is the issue
 * itself: its `rowsAffected` is 1 when the draft was issued, 0 when it was not a draft of this
 * patient with at least one line any more (or its deposit changed meanwhile); then none of the
 * others changes anything. The caller may add its own statements after them (a checkout applies
 * its payment); the invoice's status is refreshed by the last one here.
 */
export async function issueDraftStatements(deps: Pick<AppDeps, 'db' | 'clock'>, request: IssueDraftRequest): Promise<BatchStatements> {
  const { db } = deps;
  const now = deps.clock.now().toISOString();
  const deposit = await unappliedDeposit(deps, request);
  const hasLines = exists(db.select({ one: sql`1` }).from(invoiceLines).where(eq(invoiceLines.invoiceId, request.invoiceId)));
  const depositUnchanged = deposit
    ? and(
        eq(invoices.totalAmount, deposit.invoiceTotal),
        eq(invoices.creditedAmount, deposit.invoiceCredited),
        eq(invoices.paidAmount, deposit.invoicePaid),
        exists(
          db
            .select({ one: sql`1` })
            .from(paymentTransactions)
            .where(
              and(
                eq(paymentTransactions.id, deposit.id),
                eq(paymentTransactions.status, 'completed'),
                eq(paymentTransactions.allocatedAmount, deposit.allocated),
                eq(paymentTransactions.refundedAmount, deposit.refunded),
              ),
            ),
        ),
        sql`not exists (select 1 from ${invoicePayments} where ${invoicePayments.transactionId} = ${deposit.id} and ${invoicePayments.invoiceId} = ${request.invoiceId})`,
      )
    : undefined;
  const issued = justIssued(request.invoiceId);
  const statements: BatchStatements = [
    db
      .update(invoices)
      .set({
        number: sql`${nextInvoiceNumberSql}`,
        paymentStatus: 'unpaid',
        issuedAt: now,
        issuedBy: request.staffId,
        dueOn: addDays(request.today, invoicePaymentTermDays),
        updatedAt: now,
      })
      .where(
        and(
          eq(invoices.id, request.invoiceId),
          eq(invoices.patientId, request.patientId),
          eq(invoices.paymentStatus, 'draft'),
          hasLines,
          depositUnchanged,
        ),
      ),
    // Its audit row, with the number it took, only if it was issued by this batch.
    db.run(sql`insert into ${auditEvents} (id, actor_type, actor_id, action, entity, entity_id, details, created_at)
      select ${randomUUID()}, ${request.staffId ? 'staff' : 'system'}, ${request.staffId}, 'invoice.issued', 'invoices', ${request.invoiceId},
        json_object('patientId', ${invoices.patientId}, 'number', ${invoices.number}, 'totalCents', ${invoices.totalAmount}, 'by', ${request.by}),
        ${now}
      from ${invoices} where ${invoices.id} = ${request.invoiceId} and ${issued}`),
  ];
  if (deposit) {
    // The guards of the issue above hold for these too (nothing between them changes them): they
    // apply the deposit exactly when the draft was issued.
    statements.push(
      db.run(insertWhere(invoicePayments, { transactionId: deposit.id, invoiceId: request.invoiceId, amount: deposit.applyCents }, issued)),
      db
        .update(paymentTransactions)
        .set({ allocatedAmount: sql`${paymentTransactions.allocatedAmount} + ${deposit.applyCents}` })
        .where(and(eq(paymentTransactions.id, deposit.id), eq(paymentTransactions.allocatedAmount, deposit.allocated), issued)),
      db
        .update(invoices)
        .set({ paidAmount: sql`${invoices.paidAmount} + ${deposit.applyCents}` })
        .where(and(eq(invoices.id, request.invoiceId), eq(invoices.paidAmount, deposit.invoicePaid), issued)),
    );
  }
  statements.push(
    // The sequence moves on only past the number this invoice took.
    db
      .update(clinicSettings)
      .set({ invoiceNextNumber: sql`${clinicSettings.invoiceNextNumber} + 1` })
      .where(and(eq(clinicSettings.id, 1), issued)),
    invoiceStatusRefresh(db, [request.invoiceId], request.today),
  );
  return statements;
}

/**
 * The visit's deposit the draft will use: a completed deposit of its appointment with money not yet
 * applied nor refunded, up to what the draft owes. Undefined when there is none (or nothing to apply).
 * The draft's view shows the same figure before « Émettre » (« Dépôt à déduire »).
 */
export async function unappliedDeposit(deps: Pick<AppDeps, 'db'>, request: Pick<IssueDraftRequest, 'invoiceId'>) {
  const [row] = await deps.db
    .select({
      id: paymentTransactions.id,
      amount: paymentTransactions.amount,
      allocated: paymentTransactions.allocatedAmount,
      refunded: paymentTransactions.refundedAmount,
      invoiceTotal: invoices.totalAmount,
      invoiceCredited: invoices.creditedAmount,
      invoicePaid: invoices.paidAmount,
    })
    .from(invoices)
    .innerJoin(
      paymentTransactions,
      and(
        eq(paymentTransactions.appointmentId, invoices.appointmentId),
        eq(paymentTransactions.patientId, invoices.patientId),
        eq(paymentTransactions.transactionType, 'deposit'),
        eq(paymentTransactions.status, 'completed'),
        sql`${paymentTransactions.amount} - ${paymentTransactions.allocatedAmount} - ${paymentTransactions.refundedAmount} > 0`,
      ),
    )
    .where(and(eq(invoices.id, request.invoiceId), eq(invoices.paymentStatus, 'draft')))
    .orderBy(paymentTransactions.createdAt, paymentTransactions.id)
    .limit(1);
  if (!row) return undefined;
  const applyCents = Math.min(
    row.amount - row.allocated - row.refunded,
    Math.max(0, row.invoiceTotal - row.invoiceCredited - row.invoicePaid),
  );
  return applyCents > 0 ? { ...row, applyCents } : undefined;
}

export interface IssuedInvoice {
  id: string;
  number: string;
}

/**
 * Issues a draft on its own (« Émettre », « Envoyer »): runs the statements, and refuses with the
 * reason when it was not issued (a 409 in French). A deposit changed between the read and the
 * write is read again (a few times) rather than refused.
 */
export async function issueDraft(deps: Pick<AppDeps, 'db' | 'clock'>, request: IssueDraftRequest): Promise<IssuedInvoice> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [issued] = await deps.db.batch(await issueDraftStatements(deps, request));
    const [row] = await deps.db
      .select({
        number: invoices.number,
        status: invoices.paymentStatus,
        lines: sql<number>`(select count(*) from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoices.id})`,
      })
      .from(invoices)
      .where(and(eq(invoices.id, request.invoiceId), eq(invoices.patientId, request.patientId)));
    if (!row) throw notFound(deskMessages.invoiceNotFound);
    if ((issued as { rowsAffected: number }).rowsAffected === 1 && row.number) return { id: request.invoiceId, number: row.number };
    if (row.status !== 'draft') throw new AppError(errorCodes.invoiceIssued, deskMessages.notADraft);
    if (row.lines === 0) throw new AppError(errorCodes.invoiceIssued, deskMessages.draftEmpty);
  }
  throw new AppError(errorCodes.billingChanged, deskMessages.balanceChanged);
}
