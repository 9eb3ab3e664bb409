import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { sessionPatientId } from '../../surfaces/session-patient';
import type { SessionEnv } from '../../accounts/public';
import { insuranceReceiptPdf, receiptFileName } from './insurance-receipt-pdf';
import { listInsuranceReceipts, loadInsuranceReceipt } from './insurance-receipts';
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

/**
 * The portal's invoices and insurance receipts, with their PDFs, mounted at /api/portal/; the
 * session's patient only (another patient's id is the same 404 as an unknown one).
 */
export function portalDocumentRoutes(deps: AppDeps) {
  const patientOf = (c: { get(key: 'session'): { subjectId: string } }) => sessionPatientId(deps, c.get('session').subjectId);
  return new Hono<SessionEnv>()
    .get('/invoices', async (c) => c.json({ invoices: await listPatientInvoices(deps, await patientOf(c)) }, 200))
    .get('/invoices/:id', async (c) => {
      const { invoice, clinic } = await loadPatientInvoice(deps, await patientOf(c), c.req.param('id'));
      return c.json({ invoice, clinic }, 200);
    })
    .get('/invoices/:id/pdf', async (c) => {
      const view = await loadPatientInvoice(deps, await patientOf(c), c.req.param('id'));
      const pdf = await invoicePdf(view, deps.clock.now());
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(invoiceFileName(view.invoice.invoiceNumber)));
    })
    .get('/insurance-receipts', async (c) => c.json({ receipts: await listInsuranceReceipts(deps, await patientOf(c)) }, 200))
    .get('/insurance-receipts/:appointmentId/pdf', async (c) => {
      const receipt = await loadInsuranceReceipt(deps, await patientOf(c), c.req.param('appointmentId'));
      const pdf = await insuranceReceiptPdf(receipt, deps.clock.now());
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(receiptFileName(receipt.receiptNumber)));
    });
}
