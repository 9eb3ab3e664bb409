// « Note de crédit »: an issued invoice corrected, whole or some lines, by a document of
// its own with its own number ('NC-00003', from `clinic_settings.credit_note_next_number`, taken the
// way invoice numbers are: race-safe, never reused). In one batch: the note and its lines, what each
// line and the invoice have been credited (never above their amounts), the payments the invoice no
// longer needs freed (newest first: the patient's account credit), its status, and the audit row.
// Every statement acts only if the note was written, and the note only if the invoice, its lines
// and its payments are still as read: otherwise nothing changes and staff are asked to look again.
// The patient is then e-mailed the note (billing/documents/money-notices.ts).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { errorCodes } from 'shared-domain/platform/errors';
import { formatMoney } from 'shared-domain/platform/format';
import { invoiceNumber } from 'shared-domain/billing/invoice';
import {
  invoiceBalanceCents,
  issuedInvoiceStatuses,
  lineCreditableCents,
  paymentsFreedByCredit,
} from 'shared-domain/billing/invoice-ledger';
import type { AppDeps } from '../../deps';
import { insertWhere } from '../../platform/db/insert-where';
import {
  auditEvents,
  clinicSettings,
  creditNoteLines,
  creditNotes,
  invoiceLines,
  invoicePayments,
  invoices,
  paymentTransactions,
} from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/http/app-error';
import { clinicToday } from '../../clinic/public';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { creditNoteNoticeStatements } from '../documents/money-notices';
import { invoiceStatusRefresh } from './invoice-status-sql';

export interface CreditNoteRequest {
  whole: boolean;
  lines: { invoiceLineId: string; amountCents: number }[];
  reason: string;
}

const nextCreditNoteNumberSql = sql`(select 'NC-' || printf('%05d', ${clinicSettings.creditNoteNextNumber}) from ${clinicSettings} where ${clinicSettings.id} = 1)`;

export async function issueCreditNote(
  deps: AppDeps,
  staffId: string,
  invoiceId: string,
  request: CreditNoteRequest,
): Promise<{ id: string; number: string }> {
  const { db } = deps;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw notFound(deskMessages.invoiceNotFound);
  if (!(issuedInvoiceStatuses as readonly string[]).includes(invoice.paymentStatus)) {
    throw new AppError(errorCodes.invoiceIssued, deskMessages.notIssued);
  }
  const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(invoiceLines.lineOrder);
  const creditable = (line: (typeof lines)[number]) =>
    lineCreditableCents({ amountCents: line.amount, creditedCents: line.creditedAmount });

  // What each line gets: all that is left of it (« toute la facture »), or the amounts chosen.
  const chosen = new Map<string, number>();
  if (request.whole) {
    for (const line of lines) if (creditable(line) > 0) chosen.set(line.id, creditable(line));
  } else {
    for (const wanted of request.lines) chosen.set(wanted.invoiceLineId, (chosen.get(wanted.invoiceLineId) ?? 0) + wanted.amountCents);
  }
  if (chosen.size === 0) throw new AppError(errorCodes.validationFailed, deskMessages.creditNoteEmpty);
  const credited = [...chosen].map(([lineId, amount]) => {
    const line = lines.find((candidate) => candidate.id === lineId);
    if (!line) throw notFound(deskMessages.lineNotFound);
    if (amount > creditable(line))
      throw new AppError(errorCodes.amountAboveLimit, deskMessages.creditAboveLine(formatMoney(creditable(line))));
    return { line, amount };
  });
  const totalCents = credited.reduce((sum, entry) => sum + entry.amount, 0);
  const freedCents = paymentsFreedByCredit({
    totalCents: invoice.totalAmount,
    creditedCents: invoice.creditedAmount + totalCents,
    paidCents: invoice.paidAmount,
  });
  const freed = await paymentsToFree(deps, invoiceId, freedCents);

  const today = await clinicToday(deps);
  const noteId = randomUUID();
  const written = exists(db.select({ one: sql`1` }).from(creditNotes).where(eq(creditNotes.id, noteId)));
  // Everything read above is still so when the note is written.
  const unchanged: SQL[] = [
    sql`exists (select 1 from ${invoices} where ${invoices.id} = ${invoiceId} and ${invoices.creditedAmount} = ${invoice.creditedAmount}
      and ${invoices.paidAmount} = ${invoice.paidAmount} and ${invoices.totalAmount} = ${invoice.totalAmount}
      and ${inArray(invoices.paymentStatus, issuedInvoiceStatuses)})`,
    ...credited.map(
      ({ line }) =>
        sql`exists (select 1 from ${invoiceLines} where ${invoiceLines.id} = ${line.id} and ${invoiceLines.creditedAmount} = ${line.creditedAmount})`,
    ),
    ...freed.map(
      (payment) =>
        sql`exists (select 1 from ${invoicePayments} where ${invoicePayments.transactionId} = ${payment.transactionId} and ${invoicePayments.invoiceId} = ${invoiceId} and ${invoicePayments.amount} = ${payment.amount})`,
    ),
  ];
  const now = deps.clock.now().toISOString();
  const statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] = [
    db.run(sql`insert into ${creditNotes} (id, number, invoice_id, patient_id, issued_on, amount, reason, created_by, created_at)
      select ${noteId}, ${nextCreditNoteNumberSql}, ${invoiceId}, ${invoice.patientId}, ${today}, ${totalCents}, ${request.reason}, ${staffId}, ${now}
      where ${sql.join(unchanged, sql` and `)}`),
    db.run(sql`insert into ${auditEvents} (id, actor_type, actor_id, action, entity, entity_id, details, created_at)
      select ${randomUUID()}, 'staff', ${staffId}, 'credit_note.issued', 'credit_notes', ${noteId},
        json_object('patientId', ${invoice.patientId}, 'number', ${creditNotes.number}, 'invoiceNumber', ${invoice.number ?? ''}, 'amountCents', ${totalCents}),
        ${now}
      from ${creditNotes} where ${creditNotes.id} = ${noteId}`),
    ...credited.flatMap(({ line, amount }) => [
      db.run(
        insertWhere(
          creditNoteLines,
          { id: randomUUID(), creditNoteId: noteId, invoiceLineId: line.id, description: line.description, amount, taxCode: line.taxCode },
          written,
        ),
      ),
      db
        .update(invoiceLines)
        .set({ creditedAmount: sql`${invoiceLines.creditedAmount} + ${amount}` })
        .where(and(eq(invoiceLines.id, line.id), sql`${invoiceLines.creditedAmount} + ${amount} <= ${invoiceLines.amount}`, written)),
    ]),
    db
      .update(invoices)
      .set({
        creditedAmount: sql`${invoices.creditedAmount} + ${totalCents}`,
        paidAmount: sql`${invoices.paidAmount} - ${freedCents}`,
        updatedAt: now,
      })
      .where(and(eq(invoices.id, invoiceId), sql`${invoices.creditedAmount} + ${totalCents} <= ${invoices.totalAmount}`, written)),
    ...freed.flatMap((payment) => [
      db
        .update(invoicePayments)
        .set({ amount: sql`${invoicePayments.amount} - ${payment.freed}` })
        .where(and(eq(invoicePayments.transactionId, payment.transactionId), eq(invoicePayments.invoiceId, invoiceId), written)),
      db
        .update(paymentTransactions)
        .set({ allocatedAmount: sql`max(0, ${paymentTransactions.allocatedAmount} - ${payment.freed})` })
        .where(and(eq(paymentTransactions.id, payment.transactionId), written)),
    ]),
    db
      .update(clinicSettings)
      .set({ creditNoteNextNumber: sql`${clinicSettings.creditNoteNextNumber} + 1` })
      .where(
        and(
          eq(clinicSettings.id, 1),
          sql`exists (select 1 from ${creditNotes} where ${creditNotes.id} = ${noteId} and ${creditNotes.number} = ${nextCreditNoteNumberSql})`,
        ),
      ),
    invoiceStatusRefresh(db, [invoiceId], today),
  ];
  const [inserted] = await db.batch(statements);
  if (inserted.rowsAffected !== 1) throw new AppError(errorCodes.billingChanged, deskMessages.balanceChanged);
  const [note] = await db.select({ number: creditNotes.number }).from(creditNotes).where(eq(creditNotes.id, noteId));
  if (!note) throw new AppError(errorCodes.billingChanged, deskMessages.balanceChanged);
  // The patient is told, with the invoice's balance once the note is taken off.
  const [after] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const notice = await creditNoteNoticeStatements(deps, {
    patientId: invoice.patientId,
    number: note.number,
    invoiceNumber: invoice.number ?? invoiceNumber(invoice.id),
    amountCents: totalCents,
    invoiceBalanceCents: after
      ? invoiceBalanceCents({
          status: after.paymentStatus,
          totalCents: after.totalAmount,
          creditedCents: after.creditedAmount,
          paidCents: after.paidAmount,
        })
      : 0,
  });
  if (notice.length > 0) {
    await db.batch(notice as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
    nudgeOutboxSender(deps);
  }
  return { id: noteId, number: note.number };
}

/** The invoice's payments to reduce by `freedCents`, newest first (what was applied last is freed first). */
async function paymentsToFree(deps: Pick<AppDeps, 'db'>, invoiceId: string, freedCents: number) {
  if (freedCents === 0) return [];
  const applied = await deps.db
    .select({ transactionId: invoicePayments.transactionId, amount: invoicePayments.amount })
    .from(invoicePayments)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, invoicePayments.transactionId))
    .where(and(eq(invoicePayments.invoiceId, invoiceId), eq(paymentTransactions.status, 'completed')))
    .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id));
  let left = freedCents;
  const freed: { transactionId: string; amount: number; freed: number }[] = [];
  for (const payment of applied) {
    if (left === 0) break;
    const taken = Math.min(left, payment.amount);
    if (taken > 0) freed.push({ ...payment, freed: taken });
    left -= taken;
  }
  return freed;
}
