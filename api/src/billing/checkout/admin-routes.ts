// « Encaisser » at the desk, mounted at /api/admin/checkouts: the checkout itself, its
// receipt as a PDF and e-mailed again. And, mounted at /api/admin/payments, voiding a payment
// recorded by mistake while its day is open. The cash desk's (`cashDesk`), but for the receipt's
// PDF, which whoever reads the invoice it paid may print (`invoiceReads`).
import { Hono } from 'hono';
import { checkoutSchema } from 'shared-domain/billing/checkout';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import type { DeskCheckoutResult } from 'shared-domain/billing/desk-account-views';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent, staffAuditEventInsert } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import { AppError } from '../../platform/http/app-error';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert } from '../../platform/mail/queue-email';
import { errorCodes } from 'shared-domain/platform/errors';
import { sendReceiptsAfterPayment } from '../insurance/receipts-after-payment';
import { checkoutReceipt } from './checkout-receipt';
import { recordCheckout } from './record-checkout';
import { receiptFileName, receiptPdf } from './receipt-pdf';
import { voidPayment } from './void-payment';
import { idParam } from 'shared-domain/platform/record-id';

export function checkoutRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .post('/', allow('cashDesk'), validate('json', checkoutSchema), async (c) => {
      const result = await recordCheckout(deps, c.get('staff').staffId, c.req.valid('json'));
      // The clinic may e-mail each visit paid in full its insurance receipt (a setting, off by default).
      await sendReceiptsAfterPayment(
        deps,
        result.invoices.map((invoice) => invoice.id),
      );
      return c.json(result satisfies DeskCheckoutResult, 200);
    })
    .get('/:id/receipt.pdf', allow('invoiceReads'), validate('param', idParam), async (c) => {
      const receipt = await checkoutReceipt(deps, c.req.valid('param').id);
      await recordStaffAuditEvent(c, deps, {
        action: 'account.viewed',
        entity: 'patients',
        entityId: receipt.recorded.patientId,
        details: { patientId: receipt.recorded.patientId },
      });
      const pdf = await receiptPdf(receipt.recorded.checkoutId, { ...receipt.data, clinic: receipt.clinic }, deps.clock.now());
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${receiptFileName(receipt.recorded.checkoutId)}"`,
        // Personal: never kept by a cache.
        'Cache-Control': 'no-store',
      });
    })
    .post('/:id/receipt-email', allow('cashDesk'), validate('param', idParam), async (c) => {
      const receipt = await checkoutReceipt(deps, c.req.valid('param').id);
      const to = receipt.patient.email;
      if (!to) throw new AppError(errorCodes.validationFailed, deskMessages.noEmail);
      await deps.db.batch([
        // « Renvoyer le reçu »: staff asked for it, a paused rule does not hold it.
        outboxInsert(deps, { to, ...receipt.mail(), patientId: receipt.recorded.patientId, ignorePause: true }),
        staffAuditEventInsert(c, deps, {
          action: 'payment.receipt_sent',
          entity: 'checkouts',
          entityId: receipt.recorded.checkoutId,
          details: { patientId: receipt.recorded.patientId },
        }),
      ]);
      nudgeOutboxSender(deps);
      return c.json({ receiptEmailedTo: to }, 200);
    });
}

/** Mounted at /api/admin/payments (the list itself is the payments view's). */
export function paymentVoidRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().post('/:id/void', allow('cashDesk'), validate('param', idParam), async (c) => {
    const voided = await voidPayment(deps, c, c.req.valid('param').id);
    return c.json(voided, 200);
  });
}
