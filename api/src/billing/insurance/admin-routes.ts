// « Assurances » at the back-office: the paid visits of a period with their receipts, each receipt's
// PDF and print page (reading is `invoiceReads`: the desk and the practitioner), its e-mail (the cash
// desk's, as every money e-mail), the clinic's network details (management), and a patient's plan
// (read with her invoices, written by the desk). Every read of a receipt and every send is audited.
// No answer holds a visit's reason: a receipt names the service only.
import { Hono } from 'hono';
import { insuranceReceiptListLimits, insuranceReceiptListQuerySchema } from 'shared-domain/billing/insurance-receipt-list';
import { insuranceSettingsSchema, patientInsuranceSchema } from 'shared-domain/billing/insurance-plan';
import { idParam } from 'shared-domain/platform/record-id';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { insuranceReceiptPdf, receiptFileName } from '../documents/insurance-receipt-pdf';
import { loadInsuranceSettings, saveInsuranceSettings } from './insurance-settings';
import { loadPatientInsurance, savePatientInsurance } from './patient-insurance';
import { printReceipt } from './print-receipt';
import { receiptFactsOfVisit } from './receipt-facts';
import { listReceiptVisits } from './receipt-list';
import { sendInsuranceReceipt } from './send-receipt';

/** Mounted at /api/admin/insurance; a receipt is named by its visit (`:id`, the appointment's). */
export function insuranceRoutes(deps: AppDeps) {
  return (
    new Hono<AdminEnv>()
      .get('/receipts', allow('invoiceReads'), validate('query', insuranceReceiptListQuerySchema), async (c) => {
        const query = c.req.valid('query');
        const visits = await listReceiptVisits(deps, { ...query, limit: insuranceReceiptListLimits.maxRows });
        await recordStaffAuditEvent(c, deps, {
          action: 'insurance_receipts.viewed',
          entity: 'insurance_receipts',
          details: { count: visits.length },
        });
        return c.json({ visits, truncated: visits.length === insuranceReceiptListLimits.maxRows }, 200);
      })
      .get('/receipts/:id/pdf', allow('invoiceReads'), validate('param', idParam), async (c) => {
        const facts = await receiptFactsOfVisit(deps, c.req.valid('param').id);
        const printed = await printReceipt(deps, facts, { channel: 'desk', actor: { type: 'staff', id: c.get('staff').staffId } });
        const pdf = await insuranceReceiptPdf(printed, deps.clock.now());
        return c.body(new Uint8Array(pdf), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="${receiptFileName(printed.receipt.number)}"`,
          'Cache-Control': 'no-store',
        });
      })
      // The print page's receipt: printing it from the browser is a print like the PDF's.
      .get('/receipts/:id/print', allow('invoiceReads'), validate('param', idParam), async (c) => {
        const facts = await receiptFactsOfVisit(deps, c.req.valid('param').id);
        const { receipt, clinic, timeZone } = await printReceipt(deps, facts, {
          channel: 'desk',
          actor: { type: 'staff', id: c.get('staff').staffId },
        });
        return c.json({ receipt, clinic, timeZone, patientId: facts.patientId, invoiceId: facts.invoiceId }, 200);
      })
      .post('/receipts/:id/send', allow('cashDesk'), validate('param', idParam), async (c) => {
        const facts = await receiptFactsOfVisit(deps, c.req.valid('param').id);
        const sent = await sendInsuranceReceipt(deps, facts, { type: 'staff', id: c.get('staff').staffId });
        return c.json(sent, 200);
      })
      .get('/settings', allow('management'), async (c) => c.json({ settings: await loadInsuranceSettings(deps) }, 200))
      .put('/settings', allow('management'), validate('json', insuranceSettingsSchema), async (c) => {
        return c.json(await saveInsuranceSettings(deps, c.get('staff').staffId, c.req.valid('json')), 200);
      })
  );
}

/** A patient's plan, mounted at /api/admin/patients beside her file. */
export function patientInsuranceRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/:id/insurance', allow('invoiceReads'), validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const insurance = await loadPatientInsurance(deps, id);
      await recordStaffAuditEvent(c, deps, { action: 'account.viewed', entity: 'patients', entityId: id, details: { patientId: id } });
      return c.json({ insurance }, 200);
    })
    .put('/:id/insurance', allow('cashDesk'), validate('param', idParam), validate('json', patientInsuranceSchema), async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await savePatientInsurance(deps, c.get('staff').staffId, id, c.req.valid('json')), 200);
    });
}
