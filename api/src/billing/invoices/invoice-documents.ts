// The desk's PDFs: an invoice as the patient receives it, and a credit note
// (« Note de crédit NC-00003 ») laid out the same way, naming the invoice it corrects. Numbers are
// printed from the `number` columns. Each download is audited as a read of the invoice.
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { formatDate } from 'shared-domain/platform/format';
import { invoiceDocument, invoiceNumber } from 'shared-domain/billing/invoice';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { creditNoteLines, creditNotes, invoices } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import type { AdminEnv } from '../../platform/http/subject';
import { invoiceFileName, invoicePdf } from '../documents/invoice-pdf';
import { loadPatientInvoice } from '../documents/patient-invoices';

function pdfHeaders(fileName: string): Record<string, string> {
  return { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${fileName}"`, 'Cache-Control': 'no-store' };
}

export async function invoicePdfResponse(c: Context<AdminEnv>, deps: AppDeps, invoiceId: string) {
  const [row] = await deps.db.select({ patientId: invoices.patientId }).from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) throw notFound(deskMessages.invoiceNotFound);
  const view = await loadPatientInvoice(deps, row.patientId, invoiceId, { staff: true });
  await recordStaffAuditEvent(c, deps, {
    action: 'invoice.viewed',
    entity: 'invoices',
    entityId: invoiceId,
    details: { patientId: row.patientId },
  });
  const pdf = await invoicePdf(view, deps.clock.now());
  return c.body(new Uint8Array(pdf), 200, pdfHeaders(invoiceFileName(view.invoice.invoiceNumber)));
}

export async function creditNotePdfResponse(c: Context<AdminEnv>, deps: AppDeps, creditNoteId: string) {
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
    .where(eq(creditNotes.id, creditNoteId));
  if (!note) throw notFound(deskMessages.creditNoteNotFound);
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
  const view = { ...invoiceView, invoice: { ...invoiceView.invoice, ...document, totalRows } };
  await recordStaffAuditEvent(c, deps, {
    action: 'invoice.viewed',
    entity: 'credit_notes',
    entityId: creditNoteId,
    details: { patientId: note.patientId },
  });
  const pdf = await invoicePdf(view, deps.clock.now(), {
    title: 'Note de crédit',
    sideLines: [`Date : ${formatDate(note.issuedOn, view.timeZone)}`, `Facture : ${invoiceNo}`],
    paymentMethod: false,
  });
  return c.body(new Uint8Array(pdf), 200, pdfHeaders(`note-de-credit-${note.number}.pdf`));
}
