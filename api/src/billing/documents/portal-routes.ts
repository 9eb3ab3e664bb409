import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { PortalEnv } from '../../platform/http/subject';
import { creditNoteFileName, listPatientCreditNotes, loadCreditNote } from './credit-notes';
import { insuranceReceiptPdf, receiptFileName } from './insurance-receipt-pdf';
import { listInsuranceReceipts, printPatientReceipt } from './insurance-receipts';
import { invoiceFileName, invoicePdf } from './invoice-pdf';
import { listPatientInvoices, loadPatientInvoice } from './patient-invoices';

/** A PDF answer: downloaded under its document's number, never cached (it is personal). */
function pdfHeaders(fileName: string): Record<string, string> {
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'no-store',
  };
}

// The portal's invoices, credit notes and insurance receipts, with their PDFs; the session's patient only
// (another patient's id is the same 404 as an unknown one).

/** Mounted at /api/portal/invoices. */
export function portalInvoiceRoutes(deps: AppDeps) {
  return new Hono<PortalEnv>()
    .get('/', async (c) => c.json({ invoices: await listPatientInvoices(deps, c.get('patientId')) }, 200))
    .get('/:id', async (c) => {
      const { invoice, clinic } = await loadPatientInvoice(deps, c.get('patientId'), c.req.param('id'));
      return c.json({ invoice, clinic }, 200);
    })
    .get('/:id/pdf', async (c) => {
      const view = await loadPatientInvoice(deps, c.get('patientId'), c.req.param('id'));
      const pdf = await invoicePdf(view, deps.clock.now());
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(invoiceFileName(view.invoice.invoiceNumber)));
    });
}

/** Mounted at /api/portal/insurance-receipts. */
export function portalInsuranceReceiptRoutes(deps: AppDeps) {
  return new Hono<PortalEnv>()
    .get('/', async (c) => c.json({ receipts: await listInsuranceReceipts(deps, c.get('patientId')) }, 200))
    .get('/:appointmentId/pdf', async (c) => {
      const printed = await printPatientReceipt(deps, c.get('patientId'), c.req.param('appointmentId'));
      const pdf = await insuranceReceiptPdf(printed, deps.clock.now());
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(receiptFileName(printed.receipt.number)));
    });
}

/** Mounted at /api/portal/credit-notes. */
export function portalCreditNoteRoutes(deps: AppDeps) {
  return new Hono<PortalEnv>()
    .get('/', async (c) => c.json({ creditNotes: await listPatientCreditNotes(deps, c.get('patientId')) }, 200))
    .get('/:id/pdf', async (c) => {
      const note = await loadCreditNote(deps, c.req.param('id'), { patientId: c.get('patientId') });
      const pdf = await invoicePdf(note.view, deps.clock.now(), note.pdfOptions);
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(creditNoteFileName(note.number)));
    });
}
