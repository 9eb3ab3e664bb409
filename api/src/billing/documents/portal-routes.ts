import { Hono } from 'hono';
import { calendarYearPeriod, statementYearsAvailable, yearlyStatementFileName } from 'shared-domain/billing/yearly-statement';
import { clinicToday } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { notFound } from '../../platform/http/app-error';
import { firstPaidVisitDate, loadYearlyStatement } from '../statements/statement-visits';
import { yearlyStatementPdf } from './yearly-statement-pdf';
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

/** The years the patient's statement is offered for: from the 1st of January after each, back to her first paid visit. */
async function statementYears(deps: AppDeps, patientId: string): Promise<number[]> {
  return statementYearsAvailable(await clinicToday(deps), await firstPaidVisitDate(deps, patientId));
}

/** Mounted at /api/portal/yearly-statements: « Relevé annuel des frais de soins », one per past year. */
export function portalYearlyStatementRoutes(deps: AppDeps) {
  return new Hono<PortalEnv>()
    .get('/', async (c) => c.json({ years: await statementYears(deps, c.get('patientId')) }, 200))
    .get('/:year/pdf', async (c) => {
      const patientId = c.get('patientId');
      const year = Number(c.req.param('year'));
      // A year not offered yet (the year under way) or before her first visit is not told apart from nonsense.
      if (!/^\d{4}$/.test(c.req.param('year')) || !(await statementYears(deps, patientId)).includes(year)) throw notFound();
      const period = calendarYearPeriod(year);
      const document = await loadYearlyStatement(deps, patientId, period);
      await recordAuditEvent(deps, {
        actor: { type: 'patient', id: patientId },
        action: 'yearly_statement.viewed',
        entity: 'patients',
        entityId: patientId,
        details: { patientId, startDate: period.from, endDate: period.to, by: 'portal' },
      });
      const pdf = await yearlyStatementPdf(document, deps.clock.now());
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(yearlyStatementFileName(period)));
    });
}
