// What « Facturation » reads: the invoices, newest first, page by page (a keyset cursor,
// so a page costs the same however deep), and one invoice with its lines, payments, credit notes,
// waiver and what staff may do with it now.
import { and, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { deskInvoiceStatusLabels } from 'shared-domain/billing/payment-status';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { feeWaiverReasonLabels } from 'shared-domain/billing/fee-waiver';
import { invoiceKindLabels } from 'shared-domain/billing/invoice-kind';
import type {
  DeskCreditNote,
  DeskInvoiceDetail,
  DeskInvoiceLine,
  DeskInvoicePayment,
  DeskInvoiceSummary,
} from 'shared-domain/billing/desk-invoice-views';
import { invoiceNumber, invoiceTotalRows, invoiceTotals } from 'shared-domain/billing/invoice';
import { invoiceBalanceCents, isOwedStatus, lineCreditableCents } from 'shared-domain/billing/invoice-ledger';
import type { InvoicePaymentStatus } from 'shared-domain/billing/payment-status';
import { tenderLabels } from 'shared-domain/billing/tender';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import {
  creditNoteLines,
  creditNotes,
  invoiceLines,
  invoicePayments,
  invoices,
  patients,
  paymentTransactions,
  staffUsers,
} from '../../platform/db/schema';
import { fieldRefusal, notFound } from '../../platform/http/app-error';
import { hasInsuranceReceipt } from '../documents/insurance-receipts';
import { unappliedDeposit } from './issue-invoice';
import { invoicePaymentStatuses } from 'shared-domain/billing/payment-status';

export const invoiceListLimits = { defaultLimit: 50, maxLimit: 200, queryMax: 100 } as const;

const date = z.iso.date({ error: 'Date invalide (AAAA-MM-JJ)' }).optional();

/** GET /api/admin/invoices: the filters. */
export const invoiceListQuery = z.strictObject({
  status: z.enum(invoicePaymentStatuses, { error: 'Statut de facture inconnu' }).optional(),
  patientId: z.string().trim().min(1).max(64).optional(),
  from: date,
  to: date,
  q: z.string().trim().max(invoiceListLimits.queryMax, `La recherche compte au plus ${invoiceListLimits.queryMax} caractères`).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce
    .number({ error: 'Nombre de factures invalide' })
    .int('Nombre de factures invalide')
    .min(1, 'Nombre de factures invalide')
    .max(invoiceListLimits.maxLimit, `Au plus ${invoiceListLimits.maxLimit} factures par page`)
    .optional(),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuery>;

/** The columns `invoiceSummary` reads (join `patients` on the invoice's patient). */
export const summaryColumns = {
  id: invoices.id,
  number: invoices.number,
  kind: invoices.kind,
  status: invoices.paymentStatus,
  patientId: invoices.patientId,
  firstName: patients.firstName,
  lastName: patients.lastName,
  appointmentId: invoices.appointmentId,
  issuedOn: invoices.issuedOn,
  dueOn: invoices.dueOn,
  total: invoices.totalAmount,
  credited: invoices.creditedAmount,
  paid: invoices.paidAmount,
  createdAt: invoices.createdAt,
};

type SummaryRow = {
  id: string;
  number: string | null;
  kind: DeskInvoiceSummary['kind'];
  status: InvoicePaymentStatus;
  patientId: string;
  firstName: string;
  lastName: string;
  appointmentId: string | null;
  issuedOn: string;
  dueOn: string;
  total: number;
  credited: number;
  paid: number;
};

/**
 * An invoice as the desk's screens list it. `draftsOwe`: a draft counts what it will owe once issued
 * (the patient's account and the checkout, which issue it on the way); the list shows it owing nothing yet.
 */
export function invoiceSummary(row: SummaryRow, { draftsOwe = false } = {}): DeskInvoiceSummary {
  const issued = row.status !== 'draft' && row.status !== 'waived' && row.status !== 'void';
  const owes = issued || (draftsOwe && row.status !== 'waived');
  return {
    id: row.id,
    // Rows written before the desk numbered invoices carry their id's number.
    number: issued ? (row.number ?? invoiceNumber(row.id)) : row.number,
    kind: row.kind,
    kindLabel: invoiceKindLabels[row.kind],
    status: row.status,
    statusLabel: deskInvoiceStatusLabels[row.status],
    patientId: row.patientId,
    patientName: `${row.firstName} ${row.lastName}`.trim(),
    appointmentId: row.appointmentId,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    totalCents: row.total,
    creditedCents: row.credited,
    paidCents: row.paid,
    openCents: owes
      ? invoiceBalanceCents({ status: row.status, totalCents: row.total, creditedCents: row.credited, paidCents: row.paid })
      : 0,
  } satisfies DeskInvoiceSummary;
}

const cursorMessage = 'Page de factures invalide : rechargez la liste';

function encodeCursor(row: { issuedOn: string; createdAt: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.issuedOn, row.createdAt, row.id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3 && value.every((part) => typeof part === 'string'))
      return value as [string, string, string];
  } catch {
    // Refused below.
  }
  throw fieldRefusal('cursor', cursorMessage);
}

/** The page of invoices, newest first (issue date, then creation), and the cursor of the next page. */
/**
 * The statement of one page of the list (one row more, to know whether another follows). Newest
 * first: unfiltered, it walks `invoices_issued_created_idx` backwards and stops at the page's end.
 */
export function invoicePageQuery(db: Pick<AppDeps, 'db'>['db'], query: InvoiceListQuery, limit: number) {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(invoices.paymentStatus, query.status) : undefined,
    query.patientId ? eq(invoices.patientId, query.patientId) : undefined,
    query.from ? gte(invoices.issuedOn, query.from) : undefined,
    query.to ? lte(invoices.issuedOn, query.to) : undefined,
  ];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(
      or(
        sql`${invoices.number} like ${pattern} escape '\\'`,
        sql`(${patients.firstName} || ' ' || ${patients.lastName}) like ${pattern} escape '\\'`,
        sql`(${patients.lastName} || ' ' || ${patients.firstName}) like ${pattern} escape '\\'`,
      ),
    );
  }
  if (query.cursor) {
    const [issuedOn, createdAt, id] = decodeCursor(query.cursor);
    conditions.push(
      or(
        lt(invoices.issuedOn, issuedOn),
        and(eq(invoices.issuedOn, issuedOn), lt(invoices.createdAt, createdAt)),
        and(eq(invoices.issuedOn, issuedOn), eq(invoices.createdAt, createdAt), lt(invoices.id, id)),
      ),
    );
  }
  return db
    .select(summaryColumns)
    .from(invoices)
    .innerJoin(patients, eq(patients.id, invoices.patientId))
    .where(and(...conditions))
    .orderBy(desc(invoices.issuedOn), desc(invoices.createdAt), desc(invoices.id))
    .limit(limit + 1);
}

export async function listInvoices(deps: Pick<AppDeps, 'db'>, query: InvoiceListQuery) {
  const limit = query.limit ?? invoiceListLimits.defaultLimit;
  const rows = await invoicePageQuery(deps.db, query, limit);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    invoices: page.map((row) => invoiceSummary(row)),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}

/** One invoice as « Facturation » shows it; 404 when unknown. */
export async function loadInvoiceDetail(deps: Pick<AppDeps, 'db' | 'clock'>, invoiceId: string): Promise<DeskInvoiceDetail> {
  const waiver = alias(staffUsers, 'waiver_staff');
  const [row] = await deps.db
    .select({
      ...summaryColumns,
      email: patients.email,
      waiverReason: invoices.waiverReason,
      waiverNote: invoices.waiverNote,
      waivedAt: invoices.waivedAt,
      waivedBy: waiver.fullName,
    })
    .from(invoices)
    .innerJoin(patients, eq(patients.id, invoices.patientId))
    .leftJoin(waiver, eq(waiver.id, invoices.waivedBy))
    .where(eq(invoices.id, invoiceId));
  if (!row) throw notFound(deskMessages.invoiceNotFound);
  const [lines, notes, payments] = await Promise.all([
    deps.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(invoiceLines.lineOrder, invoiceLines.id),
    deps.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId)).orderBy(creditNotes.createdAt, creditNotes.number),
    deps.db
      .select({
        paymentId: paymentTransactions.id,
        tender: paymentTransactions.tender,
        amount: invoicePayments.amount,
        receivedAt: paymentTransactions.receivedAt,
        createdAt: paymentTransactions.createdAt,
        takenByName: staffUsers.fullName,
        checkoutId: paymentTransactions.checkoutId,
      })
      .from(invoicePayments)
      .innerJoin(paymentTransactions, eq(paymentTransactions.id, invoicePayments.transactionId))
      .leftJoin(staffUsers, eq(staffUsers.id, paymentTransactions.takenBy))
      .where(and(eq(invoicePayments.invoiceId, invoiceId), eq(paymentTransactions.status, 'completed')))
      .orderBy(paymentTransactions.createdAt),
  ]);
  const noteLines =
    notes.length === 0
      ? []
      : await deps.db
          .select()
          .from(creditNoteLines)
          .where(
            inArray(
              creditNoteLines.creditNoteId,
              notes.map((note) => note.id),
            ),
          );
  const summary = invoiceSummary(row);
  const deskLines: DeskInvoiceLine[] = lines.map((line) => ({
    id: line.id,
    description: line.description,
    serviceDate: line.serviceDate,
    amountCents: line.amount,
    taxCode: line.taxCode,
    productId: line.productId,
    quantity: line.quantity,
    creditedCents: line.creditedAmount,
    creditableCents: summary.status === 'draft' ? 0 : lineCreditableCents({ amountCents: line.amount, creditedCents: line.creditedAmount }),
  }));
  const totals = invoiceTotals(
    lines.map((line) => ({ description: line.description, date: line.serviceDate, amountCents: line.amount, taxCode: line.taxCode })),
    Math.min(row.paid, row.total),
    { creditNotes: notes.map((note) => ({ number: note.number, amountCents: note.amount })), status: row.status },
  );
  const deskNotes: DeskCreditNote[] = notes.map((note) => ({
    id: note.id,
    number: note.number,
    issuedOn: note.issuedOn,
    amountCents: note.amount,
    reason: note.reason,
    lines: noteLines
      .filter((line) => line.creditNoteId === note.id)
      .map((line) => ({ invoiceLineId: line.invoiceLineId, description: line.description, amountCents: line.amount })),
  }));
  const deskPayments: DeskInvoicePayment[] = payments.map((payment) => {
    const tender = payment.tender ?? 'card_on_file';
    return {
      paymentId: payment.paymentId,
      tender,
      tenderLabel: tenderLabels[tender],
      amountCents: payment.amount,
      receivedAt: payment.receivedAt ?? payment.createdAt,
      takenByName: payment.takenByName ?? null,
      checkoutId: payment.checkoutId ?? null,
    };
  });
  const isDraft = row.status === 'draft';
  const isFee = row.kind === 'no_show_fee' || row.kind === 'late_cancellation_fee';
  const issued = !isDraft && row.status !== 'waived' && row.status !== 'void';
  const creditable = issued && row.total - row.credited > 0;
  const insuranceReceipt =
    row.status === 'paid' && row.appointmentId !== null && (await hasInsuranceReceipt(deps, row.patientId, row.appointmentId));
  // What issuing the draft will take off it from its visit's deposit (issue-invoice.ts's own rule).
  const depositToApplyCents = isDraft ? ((await unappliedDeposit(deps, { invoiceId }))?.applyCents ?? 0) : 0;
  return {
    ...summary,
    patient: { id: row.patientId, name: summary.patientName, email: row.email },
    lines: deskLines,
    totalRows: invoiceTotalRows(totals, totals.tax > 0 || lines.some((line) => line.taxCode === 'gst_qst')),
    creditNotes: deskNotes,
    payments: deskPayments,
    depositToApplyCents,
    waiver:
      row.status === 'waived' && row.waiverReason
        ? {
            reason: row.waiverReason,
            reasonLabel: feeWaiverReasonLabels[row.waiverReason],
            note: row.waiverNote ?? '',
            byName: row.waivedBy ?? null,
            at: row.waivedAt ?? '',
          }
        : null,
    can: {
      edit: isDraft,
      issue: isDraft && lines.length > 0,
      send: (isDraft && lines.length > 0) || issued,
      waive: isDraft && isFee,
      credit: creditable,
      checkout: (isDraft && lines.length > 0) || isOwedStatus(row.status),
      insuranceReceipt,
    },
  } satisfies DeskInvoiceDetail;
}
