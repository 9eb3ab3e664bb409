// A cancelled visit's deposit, by the clinic's cancellation rules, whichever door the cancellation
// came through (the portal, the e-mailed link, the desk, a batch). Cancelled in time (before the late
// window, `self_service_cutoff_hours` or 24 h), the clinic's setting decides (« Paramètres › Frais »,
// `timely_cancellation_deposit`): « Rembourser le dépôt » (the default, as before the setting existed)
// gives a deposit paid by card back to that card through the gateway, and one paid at the desk (cash,
// debit, terminal) stays the patient's account credit, given back at the desk with « Rembourser » or
// used on her next visit: the desk's money returns through the desk's count. « Garder en crédit au
// compte » keeps every deposit as her account credit, card or not. Cancelled late, it is kept:
// issuing the late-cancellation fee applies it, as an absence's fee does (invoices/issue-invoice.ts
// applies the visit's deposit to any of its drafts). A visit the clinic cancelled (a sick day's batch)
// is never late and never kept: its deposit goes back in full, however close the visit was and
// whatever the setting.
//
// The refund to the card follows « Rembourser »'s protocol (refunds/record-refund.ts): its row
// written pending with the deposit's refunded amount in one guarded batch, keyed by the deposit so
// a cancellation repeated refunds once, then the gateway asked and the outcome written once.
import { randomUUID } from 'node:crypto';
import { and, eq, exists, gte, sql } from 'drizzle-orm';
import { depositMessages } from 'shared-domain/billing/deposit';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { logger } from '../../logger';
import { insertWhere } from '../../platform/db/insert-where';
import { paymentTransactions } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { unappliedCentsSql } from '../account/credit-sources';
import { dayIsOpen } from '../cash-closing/closed-day';
import { firstOpenDay } from '../cash-closing/settling-day';
import { cancellationTiming } from '../invoices/visit-drafts';
import { finishCardRefund } from '../refunds/record-refund';

export type DepositAfterCancellation = 'none' | 'kept' | 'refunded' | 'credit';

/**
 * What became of the cancelled visit's deposit: 'refunded' to its card, kept as 'credit', 'kept'
 * against the late fee, or 'none' (no deposit). `staffId`: who cancelled (null: the patient);
 * `byClinic`: the clinic cancelled the visit, so nothing is kept whatever the timing.
 */
export async function depositAfterCancellation(
  deps: AppDeps,
  appointmentId: string,
  staffId: string | null,
  { byClinic = false }: { byClinic?: boolean } = {},
): Promise<DepositAfterCancellation> {
  const { db } = deps;
  const deposits = await db
    .select({
      id: paymentTransactions.id,
      patientId: paymentTransactions.patientId,
      tender: paymentTransactions.tender,
      gatewayReference: paymentTransactions.gatewayReference,
      unappliedCents: unappliedCentsSql,
    })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.appointmentId, appointmentId),
        eq(paymentTransactions.transactionType, 'deposit'),
        eq(paymentTransactions.status, 'completed'),
      ),
    );
  const open = deposits.filter((deposit) => Number(deposit.unappliedCents) > 0);
  if (open.length === 0) return 'none';
  if (!byClinic && (await cancellationTiming(deps, appointmentId)) === 'late') return 'kept';
  if (!byClinic && (await loadClinicSettings(db)).timelyCancellationDeposit === 'credit') return 'credit';
  const toCard = open.filter((deposit) => deposit.tender === 'card_on_file' && deposit.gatewayReference !== null);
  for (const deposit of toCard) {
    await refundDepositToCard(deps, { ...deposit, unappliedCents: Number(deposit.unappliedCents) }, staffId);
  }
  return toCard.length > 0 ? 'refunded' : 'credit';
}

async function refundDepositToCard(
  deps: AppDeps,
  deposit: { id: string; patientId: string; unappliedCents: number },
  staffId: string | null,
): Promise<void> {
  const { db } = deps;
  const now = deps.clock.now();
  const today = clinicDate(now, (await loadClinicSettings(db)).timeZone);
  const businessDate = await firstOpenDay(db, today);
  const refundId = randomUUID();
  const guard = and(
    dayIsOpen(db, businessDate),
    exists(
      db
        .select({ one: sql`1` })
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.id, deposit.id),
            eq(paymentTransactions.status, 'completed'),
            gte(unappliedCentsSql, deposit.unappliedCents),
          ),
        ),
    ),
  );
  const anchored = exists(db.select({ one: sql`1` }).from(paymentTransactions).where(eq(paymentTransactions.id, refundId)));
  const row: typeof paymentTransactions.$inferInsert = {
    id: refundId,
    patientId: deposit.patientId,
    transactionType: 'refund',
    amount: deposit.unappliedCents,
    currency: 'CAD',
    status: 'pending',
    description: 'Remboursement d’un dépôt',
    notes: depositMessages.refundReason,
    // One refund per deposit: a cancellation answered twice finds this row already written.
    idempotencyKey: `deposit-refund:${deposit.id}`,
    tender: 'card_on_file',
    receivedAt: now.toISOString(),
    businessDate,
    takenBy: staffId,
    refundOfId: deposit.id,
    ...createdTimestamp(deps.clock),
  };
  const [written] = await db.batch([
    db.run(sql`${insertWhere(paymentTransactions, row, guard)} on conflict do nothing`),
    db
      .update(paymentTransactions)
      .set({ refundedAmount: sql`${paymentTransactions.refundedAmount} + ${deposit.unappliedCents}` })
      .where(and(eq(paymentTransactions.id, deposit.id), anchored)),
  ]);
  if ((written as { rowsAffected: number }).rowsAffected !== 1) return;
  logger.info('deposit refund claimed', { refundId, depositId: deposit.id });
  // A gateway that does not answer leaves the refund pending: the stale-payment job asks again.
  await finishCardRefund(deps, refundId).catch(() => undefined);
}
