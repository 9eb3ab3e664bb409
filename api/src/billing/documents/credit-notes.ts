// A credit note (« Note de crédit NC-00003 ») as the patient and the desk read and print it: laid out
// as its invoice is, naming the invoice it corrects, its totals block saying what is credited. The
// portal lists the patient's own; another patient's is not told apart from an unknown one.
import { and, desc, eq } from 'drizzle-orm';
import { invoiceDocument, invoiceNumber } from 'shared-domain/billing/invoice';
import { formatDate } from 'shared-domain/platform/format';
import type { AppDeps } from '../../deps';
import { creditNoteLines, creditNotes, invoices } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import type { InvoicePdfOptions } from './invoice-pdf';
import { loadPatientInvoice, type PatientInvoiceView } from './patient-invoices';

/** The Documents tab's credit notes, newest first. */
export async function listPatientCreditNotes(deps: Pick<AppDeps, 'db'>, patientId: string) {
  const rows = await deps.db
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      issuedOn: creditNotes.issuedOn,
      amountCents: creditNotes.amount,
      invoiceId: creditNotes.invoiceId,
      invoiceNumber: invoices.number,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.patientId, patientId))
    .orderBy(desc(creditNotes.issuedOn), desc(creditNotes.createdAt), desc(creditNotes.number));
  return rows.map((row) => ({ ...row, invoiceNumber: row.invoiceNumber ?? invoiceNumber(row.invoiceId) }));
}

export interface CreditNoteView {
  patientId: string;
  number: string;
  view: PatientInvoiceView;
  pdfOptions: InvoicePdfOptions;
}

/**
 * One credit note ready to print; 404 (with the desk's own words when given) when unknown, or
 * another patient's when `patientId` is given.
 */
export async function loadCreditNote(
  deps: Pick<AppDeps, 'db'>,
  creditNoteId: string,
  { patientId, notFoundMessage }: { patientId?: string; notFoundMessage?: string } = {},
): Promise<CreditNoteView> {
  const [note] = await deps.db
    .select({
      number: creditNotes.number,
      invoiceId: creditNotes.invoiceId,
      patientId: creditNotes.patientId,
      issuedOn: creditNotes.issuedOn,
      reason: creditNotes.reason,
      invoiceNumber: invoices.number,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.id, creditNoteId), patientId === undefined ? undefined : eq(creditNotes.patientId, patientId)));
  if (!note) throw notFound(notFoundMessage);
  const [invoiceView, lines] = await Promise.all([
    loadPatientInvoice(deps, note.patientId, note.invoiceId, { staff: true }),
    deps.db.select().from(creditNoteLines).where(eq(creditNoteLines.creditNoteId, creditNoteId)),
  ]);
  const invoiceNo = note.invoiceNumber ?? invoiceNumber(note.invoiceId);
  const document = invoiceDocument({
    id: creditNoteId,
    number: note.number,
    date: note.issuedOn,
    patient: {
      name: invoiceView.invoice.patientName,
      email: invoiceView.invoice.patientEmail,
      phone: invoiceView.invoice.patientPhone,
      address: invoiceView.invoice.patientAddress,
    },
    lines: lines.map((line) => ({ description: line.description, date: note.issuedOn, amountCents: line.amount, taxCode: line.taxCode })),
    paidCents: 0,
    notes: `Cette note de crédit corrige la facture ${invoiceNo}. Raison : ${note.reason}`,
  });
  // The totals block says what is credited, not what is owed.
  const totalRows = document.totalRows
    .filter((row) => row.label !== 'Payé' && row.label !== 'Solde')
    .map((row) => (row.label === 'Total' ? { ...row, label: 'Total crédité' } : row));
  return {
    patientId: note.patientId,
    number: note.number,
    view: { ...invoiceView, invoice: { ...invoiceView.invoice, ...document, totalRows } },
    pdfOptions: {
      title: 'Note de crédit',
      sideLines: [`Date : ${formatDate(note.issuedOn, invoiceView.timeZone)}`, `Facture : ${invoiceNo}`],
      paymentMethod: false,
    },
  };
}

/** 'note-de-credit-NC-00003.pdf' */
export function creditNoteFileName(number: string): string {
  return `note-de-credit-${number}.pdf`;
}
