// « Dépôt » at the desk, mounted at /api/admin/deposits: a future visit's deposit taken in cash, by
// debit, at the terminal or on a saved card (take-deposit.ts). The cash desk's; answers its receipt.
import { Hono } from 'hono';
import { type DepositReceipt, deskDepositSchema, depositMessages } from 'shared-domain/billing/deposit';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { appointments } from '../../platform/db/schema';
import { allow } from '../../platform/http/allow';
import { notFound } from '../../platform/http/app-error';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { takeDeposit } from './take-deposit';

export function depositRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().post('/', allow('cashDesk'), validate('json', deskDepositSchema), async (c) => {
    const request = c.req.valid('json');
    const [visit] = await deps.db
      .select({ patientId: appointments.patientId })
      .from(appointments)
      .where(eq(appointments.id, request.appointmentId));
    if (!visit?.patientId) throw notFound(depositMessages.visitNotFound);
    const receipt = await takeDeposit(deps, {
      appointmentId: request.appointmentId,
      patientId: visit.patientId,
      amountCents: request.amountCents,
      tender: request.tender,
      paymentMethodId: request.paymentMethodId ?? null,
      idempotencyKey: request.idempotencyKey,
      staffId: c.get('staff').staffId,
    });
    return c.json({ deposit: receipt satisfies DepositReceipt }, 201);
  });
}
