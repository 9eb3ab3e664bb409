// A patient's invoices as the portal shows and prints them: one assembly for the JSON, the page and
// the PDF, so they can never disagree on a cent. Every query is scoped to the patient: another
// patient's invoice is not told apart from an unknown one.
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { formatPhone } from 'shared-domain/platform/format';
import {
  type InvoiceCreditNote,
  type InvoiceDocument,
  type InvoiceLine,
  invoiceDocument,
  invoiceNumber,
  invoiceStatusLabel,
  invoiceTotals,
} from 'shared-domain/billing/invoice';
import type { InvoicePaymentStatus } from 'shared-domain/billing/payment-status';
import type { Tender } from 'shared-domain/billing/tender';
import type { AppDeps } from '../../deps';
import { loadClinicSettings } from '../../clinic/public';
import { creditNotes, invoiceLines, invoicePayments, invoices, patients, paymentTransactions } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import { type ClinicLetterhead, clinicLetterhead } from './letterhead';

export type PatientInvoice = InvoiceDocument & { id: string; status: InvoicePaymentStatus; statusLabel: string };

export interface PatientInvoiceView {
  invoice: PatientInvoice;
  clinic: ClinicLetterhead;
  /** The clinic's time zone (for the PDF). */
  timeZone: string;
}

/** Cents actually received per invoice: only payments whose transaction completed count. */
async function paidCentsByInvoice(deps: Pick<AppDeps, 'db'>, patientId: string, invoiceIds: string[]): Promise<Map<string, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await deps.db
    .select({ invoiceId: invoicePayments.invoiceId, paid: sql<number>`coalesce(sum(${invoicePayments.amount}), 0)` })
    .from(invoicePayments)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, invoicePayments.transactionId))
    .where(
      and(
        inArray(invoicePayments.invoiceId, invoiceIds),
        eq(paymentTransactions.patientId, patientId),
        eq(paymentTransactions.status, 'completed'),
      ),
    )
    .groupBy(invoicePayments.invoiceId);
  return new Map(rows.map((row) => [row.invoiceId, Number(row.paid)]));
}

/** Credit notes per invoice, oldest first: the totals block names each one. */
async function creditNotesByInvoice(deps: Pick<AppDeps, 'db'>, invoiceIds: string[]): Promise<Map<string, InvoiceCreditNote[]>> {
  const notes = new Map<string, InvoiceCreditNote[]>(invoiceIds.map((id) => [id, []]));
  if (invoiceIds.length === 0) return notes;
  const rows = await deps.db
    .select({ invoiceId: creditNotes.invoiceId, number: creditNotes.number, amountCents: creditNotes.amount })
    .from(creditNotes)
    .where(inArray(creditNotes.invoiceId, invoiceIds))
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.number));
  for (const { invoiceId, ...note } of rows) notes.get(invoiceId)?.push(note);
  return notes;
}

/** The tenders of the payments still applied to an invoice, in the order received (the PDF's « Mode de paiement »). */
async function tendersOfInvoice(deps: Pick<AppDeps, 'db'>, patientId: string, invoiceId: string): Promise<Tender[]> {
  const rows = await deps.db
    .select({ tender: paymentTransactions.tender })
    .from(invoicePayments)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, invoicePayments.transactionId))
    .where(
      and(
        eq(invoicePayments.invoiceId, invoiceId),
        eq(paymentTransactions.patientId, patientId),
        eq(paymentTransactions.status, 'completed'),
        sql`${invoicePayments.amount} > 0`,
      ),
    )
    .orderBy(asc(sql`coalesce(${paymentTransactions.receivedAt}, ${paymentTransactions.createdAt})`), asc(paymentTransactions.id));
  // The portal's payments carry no tender of their own: a card on file.
  return rows.map((row) => row.tender ?? 'card_on_file');
}

/** Lines per invoice, in the order they print. */
async function linesByInvoice(deps: Pick<AppDeps, 'db'>, invoiceIds: string[]): Promise<Map<string, InvoiceLine[]>> {
  const lines = new Map<string, InvoiceLine[]>(invoiceIds.map((id) => [id, []]));
  if (invoiceIds.length === 0) return lines;
  const rows = await deps.db
    .select({
      invoiceId: invoiceLines.invoiceId,
      description: invoiceLines.description,
      date: invoiceLines.serviceDate,
      amountCents: invoiceLines.amount,
      taxCode: invoiceLines.taxCode,
    })
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.lineOrder), asc(invoiceLines.id));
  for (const { invoiceId, ...line } of rows) lines.get(invoiceId)?.push(line);
  return lines;
}

/** Never shown to the patient: drafts (not issued yet), waived fees, void invoices. */
const hiddenFromPatient: InvoicePaymentStatus[] = ['draft', 'waived', 'void'];

/** The Documents tab's list: every issued invoice, newest first, with what is paid and owed. */
export async function listPatientInvoices(deps: Pick<AppDeps, 'db'>, patientId: string) {
  const rows = await deps.db
    .select({
      id: invoices.id,
      number: invoices.number,
      issuedOn: invoices.issuedOn,
      dueOn: invoices.dueOn,
      status: invoices.paymentStatus,
    })
    .from(invoices)
    .where(and(eq(invoices.patientId, patientId), notInArray(invoices.paymentStatus, hiddenFromPatient)))
    .orderBy(desc(invoices.issuedOn), desc(invoices.createdAt), desc(invoices.id));
  const ids = rows.map((row) => row.id);
  const [lines, paid, notes] = await Promise.all([
    linesByInvoice(deps, ids),
    paidCentsByInvoice(deps, patientId, ids),
    creditNotesByInvoice(deps, ids),
  ]);
  return rows.map((row) => {
    const totals = invoiceTotals(lines.get(row.id) ?? [], paid.get(row.id) ?? 0, {
      creditNotes: notes.get(row.id) ?? [],
      status: row.status,
    });
    return {
      id: row.id,
      number: row.number ?? invoiceNumber(row.id),
      issuedOn: row.issuedOn,
      dueOn: row.dueOn,
      totalCents: totals.total,
      creditedCents: totals.credited,
      paidCents: totals.paid,
      balanceCents: totals.balance,
      status: row.status,
      statusLabel: invoiceStatusLabel(row.status),
    };
  });
}

/**
 * One invoice of the patient with its lines, payments, patient block and clinic header; 404 for any
 * other, and for a draft or a waived fee unless staff ask (`{ staff: true }`: the desk's PDF).
 */
export async function loadPatientInvoice(
  deps: Pick<AppDeps, 'db'>,
  patientId: string,
  invoiceId: string,
  options: { staff?: boolean } = {},
): Promise<PatientInvoiceView> {
  const [row] = await deps.db
    .select({
      id: invoices.id,
      number: invoices.number,
      issuedOn: invoices.issuedOn,
      dueOn: invoices.dueOn,
      status: invoices.paymentStatus,
      notes: invoices.notes,
      firstName: patients.firstName,
      lastName: patients.lastName,
      email: patients.email,
      phone: patients.phone,
      address: patients.address,
    })
    .from(invoices)
    .innerJoin(patients, eq(patients.id, invoices.patientId))
    .where(
      and(
        eq(invoices.id, invoiceId),
        eq(invoices.patientId, patientId),
        options.staff ? undefined : notInArray(invoices.paymentStatus, hiddenFromPatient),
      ),
    );
  if (!row) throw notFound();
  const [lines, paid, notes, tenders, settings] = await Promise.all([
    linesByInvoice(deps, [row.id]),
    paidCentsByInvoice(deps, patientId, [row.id]),
    creditNotesByInvoice(deps, [row.id]),
    tendersOfInvoice(deps, patientId, row.id),
    loadClinicSettings(deps.db),
  ]);
  const document = invoiceDocument({
    id: row.id,
    // A draft and a waived fee were never numbered: they say what they are instead.
    number: row.number ?? (row.status === 'draft' || row.status === 'waived' ? invoiceStatusLabel(row.status) : null),
    date: row.issuedOn,
    dueDate: row.dueOn,
    patient: {
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email ?? '',
      phone: row.phone ? formatPhone(row.phone) : '',
      address: row.address ?? '',
    },
    lines: lines.get(row.id) ?? [],
    paidCents: paid.get(row.id) ?? 0,
    standing: { creditNotes: notes.get(row.id) ?? [], status: row.status },
    tenders,
    notes: row.notes,
  });
  return {
    invoice: { ...document, id: row.id, status: row.status, statusLabel: invoiceStatusLabel(row.status) },
    clinic: clinicLetterhead(settings, { taxable: document.hasTaxableLines }),
    timeZone: settings.timeZone,
  };
}
