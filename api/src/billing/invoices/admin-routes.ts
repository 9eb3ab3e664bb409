// « Facturation » at the desk: the invoices and their drafts, issuing and sending them,
// credit notes, fee waivers, and « Arrivé ». Reading an invoice (the list, one invoice, the PDFs)
// is `invoiceReads`, the practitioner's too; every change of one is the cash desk's (`cashDesk`).
// « Arrivé » is the schedule's (`everyone`): whoever greets the patient marks her arrived, and the
// visit's draft it makes holds the booked service at its catalogue price, owed by no one until the
// cash desk issues it. Every read and change of an invoice is audited.
import { Hono } from 'hono';
import { creditNoteSchema } from 'shared-domain/billing/credit-note';
import { draftLineAmountSchema, invoiceLineSchema, saleDraftSchema } from 'shared-domain/billing/invoice-draft';
import { feeWaiverSchema } from 'shared-domain/billing/fee-waiver';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { markArrived } from './arrival';
import { clinicToday } from '../../clinic/public';
import { issueCreditNote } from './credit-note';
import {
  addDraftLine,
  changeDraftLineAmount,
  createSaleDraft,
  deleteDraft,
  loadInvoiceHeader,
  removeDraftLine,
  waiveFee,
} from './edit-draft';
import { creditNotePdfResponse, insuranceReceiptPdfResponse, invoicePdfResponse } from './invoice-documents';
import { invoiceListQuery, listInvoices, loadInvoiceDetail } from './invoice-views';
import { issueDraft } from './issue-invoice';
import { sendInvoice } from './send-invoice';
import { idParam } from 'shared-domain/platform/record-id';

const lineParam = idParam.extend({ lineId: idParam.shape.id });

/** The invoices, mounted at /api/admin/invoices. */
export function invoiceRoutes(deps: AppDeps) {
  const detail = async (c: { get(key: 'staff'): { staffId: string } } & Parameters<typeof recordStaffAuditEvent>[0], id: string) => {
    const invoice = await loadInvoiceDetail(deps, id);
    await recordStaffAuditEvent(c, deps, {
      action: 'invoice.viewed',
      entity: 'invoices',
      entityId: id,
      details: { patientId: invoice.patientId },
    });
    return invoice;
  };
  return (
    new Hono<AdminEnv>()
      .get('/', allow('invoiceReads'), validate('query', invoiceListQuery), async (c) => {
        const page = await listInvoices(deps, c.req.valid('query'));
        await recordStaffAuditEvent(c, deps, { action: 'invoices.viewed', entity: 'invoices', details: { count: page.invoices.length } });
        return c.json(page, 200);
      })
      .post('/', allow('cashDesk'), validate('json', saleDraftSchema), async (c) => {
        const id = await createSaleDraft(deps, c.get('staff').staffId, c.req.valid('json').patientId);
        return c.json({ invoice: await detail(c, id) }, 201);
      })
      .get('/:id', allow('invoiceReads'), validate('param', idParam), async (c) => {
        return c.json({ invoice: await detail(c, c.req.valid('param').id) }, 200);
      })
      .delete('/:id', allow('cashDesk'), validate('param', idParam), async (c) => {
        const { id } = c.req.valid('param');
        await deleteDraft(deps, c.get('staff').staffId, id);
        return c.json({ deleted: id }, 200);
      })
      .post('/:id/lines', allow('cashDesk'), validate('param', idParam), validate('json', invoiceLineSchema), async (c) => {
        const { id } = c.req.valid('param');
        await addDraftLine(deps, c.get('staff').staffId, id, c.req.valid('json'));
        return c.json({ invoice: await detail(c, id) }, 201);
      })
      .patch('/:id/lines/:lineId', allow('cashDesk'), validate('param', lineParam), validate('json', draftLineAmountSchema), async (c) => {
        const { id, lineId } = c.req.valid('param');
        await changeDraftLineAmount(deps, c.get('staff').staffId, id, lineId, c.req.valid('json').amountCents);
        return c.json({ invoice: await detail(c, id) }, 200);
      })
      .delete('/:id/lines/:lineId', allow('cashDesk'), validate('param', lineParam), async (c) => {
        const { id, lineId } = c.req.valid('param');
        await removeDraftLine(deps, c.get('staff').staffId, id, lineId);
        return c.json({ invoice: await detail(c, id) }, 200);
      })
      .post('/:id/issue', allow('cashDesk'), validate('param', idParam), async (c) => {
        const { id } = c.req.valid('param');
        const header = await loadInvoiceHeader(deps, id);
        await issueDraft(deps, {
          invoiceId: id,
          patientId: header.patientId,
          staffId: c.get('staff').staffId,
          today: await clinicToday(deps),
          by: 'issued',
        });
        return c.json({ invoice: await detail(c, id) }, 200);
      })
      .post('/:id/send', allow('cashDesk'), validate('param', idParam), async (c) => {
        const { id } = c.req.valid('param');
        const sent = await sendInvoice(deps, c.get('staff').staffId, id);
        return c.json({ invoice: await detail(c, id), emailedTo: sent.emailedTo }, 200);
      })
      .post('/:id/waiver', allow('cashDesk'), validate('param', idParam), validate('json', feeWaiverSchema), async (c) => {
        const { id } = c.req.valid('param');
        await waiveFee(deps, c.get('staff').staffId, id, c.req.valid('json'));
        return c.json({ invoice: await detail(c, id) }, 200);
      })
      .post('/:id/credit-notes', allow('cashDesk'), validate('param', idParam), validate('json', creditNoteSchema), async (c) => {
        const { id } = c.req.valid('param');
        const note = await issueCreditNote(deps, c.get('staff').staffId, id, c.req.valid('json'));
        return c.json({ creditNote: note, invoice: await detail(c, id) }, 201);
      })
      .get('/:id/pdf', allow('invoiceReads'), validate('param', idParam), async (c) => invoicePdfResponse(c, deps, c.req.valid('param').id))
      // The visit's « Reçu pour assurance », for a patient who cannot take it from the portal.
      .get('/:id/insurance-receipt', allow('invoiceReads'), validate('param', idParam), async (c) =>
        insuranceReceiptPdfResponse(c, deps, c.req.valid('param').id),
      )
  );
}

/** The credit notes' documents, mounted at /api/admin/credit-notes. */
export function creditNoteRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get('/:id/pdf', allow('invoiceReads'), validate('param', idParam), async (c) =>
    creditNotePdfResponse(c, deps, c.req.valid('param').id),
  );
}

/** « Arrivé », mounted at /api/admin/appointments beside the scheduling's routes. */
export function appointmentArrivalRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().post('/:id/arrival', allow('everyone'), validate('param', idParam), async (c) => {
    return c.json({ arrival: await markArrived(deps, c.get('staff').staffId, c.req.valid('param').id) }, 200);
  });
}
