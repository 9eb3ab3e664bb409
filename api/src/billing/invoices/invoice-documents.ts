// The desk's PDFs: an invoice as the patient receives it, a credit note (« Note de crédit
// NC-00003 ») laid out the same way, naming the invoice it corrects, and the insurance receipt of a
// paid visit's invoice (the portal's own, for a patient who has no portal account). Numbers are
// printed from the `number` columns. Each download is audited (the receipt's as its print).
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { invoices } from '../../platform/db/schema';
import { insuranceReceiptPdf, receiptFileName } from '../documents/insurance-receipt-pdf';
import { printReceipt } from '../insurance/print-receipt';
import { receiptFactsOfInvoice } from '../insurance/receipt-facts';
import { notFound } from '../../platform/http/app-error';
import type { AdminEnv } from '../../platform/http/subject';
import { creditNoteFileName, loadCreditNote } from '../documents/credit-notes';
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
  const note = await loadCreditNote(deps, creditNoteId, { notFoundMessage: deskMessages.creditNoteNotFound });
  await recordStaffAuditEvent(c, deps, {
    action: 'invoice.viewed',
    entity: 'credit_notes',
    entityId: creditNoteId,
    details: { patientId: note.patientId },
  });
  const pdf = await invoicePdf(note.view, deps.clock.now(), note.pdfOptions);
  return c.body(new Uint8Array(pdf), 200, pdfHeaders(creditNoteFileName(note.number)));
}

export async function insuranceReceiptPdfResponse(c: Context<AdminEnv>, deps: AppDeps, invoiceId: string) {
  const facts = await receiptFactsOfInvoice(deps, invoiceId);
  const printed = await printReceipt(deps, facts, { channel: 'desk', actor: { type: 'staff', id: c.get('staff').staffId } });
  const pdf = await insuranceReceiptPdf(printed, deps.clock.now());
  return c.body(new Uint8Array(pdf), 200, pdfHeaders(receiptFileName(printed.receipt.number)));
}
