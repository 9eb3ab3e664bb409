// What the tax report and the small-supplier meter read: the invoices issued in a period (each with
// its lines as issued) and the credit notes issued in it (each with its lines), and the refunds made
// in it. Drafts, void invoices and waived fees sold nothing.
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { issuedInvoiceStatuses } from 'shared-domain/billing/invoice-ledger';
import {
  lastFourQuarters,
  type SmallSupplierMeter,
  smallSupplierMeter,
  type TaxedDocument,
  type TaxReport,
  taxFigures,
  taxReport,
} from 'shared-domain/billing/tax-report';
import type { AppDeps } from '../../deps';
import { creditNoteLines, creditNotes, invoiceLines, invoices, paymentTransactions } from '../../platform/db/schema';

export interface DatedDocument extends TaxedDocument {
  kind: 'invoice' | 'credit_note';
  number: string;
  date: string;
}

interface Period {
  from: string;
  to: string;
}

function grouped(
  rows: readonly { id: string; number: string | null; date: string; amount: number; taxCode: 'exempt' | 'gst_qst' }[],
  kind: DatedDocument['kind'],
) {
  const documents = new Map<string, DatedDocument>();
  for (const row of rows) {
    const document = documents.get(row.id) ?? { kind, number: row.number ?? row.id.slice(0, 8).toUpperCase(), date: row.date, lines: [] };
    (document.lines as { amountCents: number; taxCode: 'exempt' | 'gst_qst' }[]).push({ amountCents: row.amount, taxCode: row.taxCode });
    documents.set(row.id, document);
  }
  return [...documents.values()].sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number));
}

/** The invoices issued in the period, with their lines as issued (credit notes are read apart). */
export async function invoicesIssued(deps: Pick<AppDeps, 'db'>, period: Period): Promise<DatedDocument[]> {
  const rows = await deps.db
    .select({
      id: invoices.id,
      number: invoices.number,
      date: invoices.issuedOn,
      amount: invoiceLines.amount,
      taxCode: invoiceLines.taxCode,
    })
    .from(invoices)
    .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
    .where(
      and(
        inArray(invoices.paymentStatus, [...issuedInvoiceStatuses]),
        gte(invoices.issuedOn, period.from),
        lte(invoices.issuedOn, period.to),
      ),
    );
  return grouped(rows, 'invoice');
}

export async function creditNotesIssued(deps: Pick<AppDeps, 'db'>, period: Period): Promise<DatedDocument[]> {
  const rows = await deps.db
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      date: creditNotes.issuedOn,
      amount: creditNoteLines.amount,
      taxCode: creditNoteLines.taxCode,
    })
    .from(creditNotes)
    .innerJoin(creditNoteLines, eq(creditNoteLines.creditNoteId, creditNotes.id))
    .where(and(gte(creditNotes.issuedOn, period.from), lte(creditNotes.issuedOn, period.to)));
  return grouped(rows, 'credit_note');
}

async function refundsMade(deps: Pick<AppDeps, 'db'>, period: Period): Promise<number> {
  const [row] = await deps.db
    .select({ cents: sql<number>`coalesce(sum(${paymentTransactions.amount}), 0)` })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.transactionType, 'refund'),
        eq(paymentTransactions.status, 'completed'),
        gte(paymentTransactions.businessDate, period.from),
        lte(paymentTransactions.businessDate, period.to),
      ),
    );
  return Number(row?.cents ?? 0);
}

/** The report of the period and the documents it counts (the CSV lists them). */
export async function loadTaxReport(
  deps: Pick<AppDeps, 'db'>,
  period: Period,
): Promise<{ report: TaxReport; invoices: DatedDocument[]; creditNotes: DatedDocument[] }> {
  const [sold, credited, refundsCents] = await Promise.all([
    invoicesIssued(deps, period),
    creditNotesIssued(deps, period),
    refundsMade(deps, period),
  ]);
  return { report: taxReport({ invoices: sold, creditNotes: credited, refundsCents }), invoices: sold, creditNotes: credited };
}

/** The meter on `today`: each of the last four calendar quarters' taxable supplies before taxes, net of credit notes. */
export async function loadSmallSupplierMeter(deps: Pick<AppDeps, 'db'>, today: string): Promise<SmallSupplierMeter> {
  const quarters = lastFourQuarters(today);
  const span = { from: quarters[0]?.from ?? today, to: quarters.at(-1)?.to ?? today };
  const [sold, credited] = await Promise.all([invoicesIssued(deps, span), creditNotesIssued(deps, span)]);
  return smallSupplierMeter(
    quarters.map((quarter) => {
      const inside = (document: DatedDocument) => document.date >= quarter.from && document.date <= quarter.to;
      const supplies = taxFigures(sold.filter(inside)).beforeTaxCents - taxFigures(credited.filter(inside)).beforeTaxCents;
      return { ...quarter, suppliesCents: supplies };
    }),
  );
}
