// A card payment still pending when the desk closes its day (the gateway slow, or the request that
// took it gone) is counted, once it settles, on the next open day: the closed day's count never
// changes, and the day it was authorized on stays beside it so both days can say why.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { settledAfterCloseReason } from 'shared-domain/billing/cash-close';
import { describe, expect, it } from 'vitest';
import { invoicePayments, invoices, paymentTransactions } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { useTestApp } from '../../testing/test-app';
import { loadCashDay } from '../cash-closing/cash-day';
import { closeDay } from '../cash-closing/closed-day-test-support';
import { newPatient } from '../invoices/invoice-test-support';
import { paymentRows } from '../payment-list/payment-list';
import { savedCard } from '../payments/saved-card-test-support';
import { stalePaymentJob } from '../payments/stale-payment-job';
import { settleCardPayment } from './card-payment';

describe('a card payment settling after its day was closed', () => {
  const testApp = useTestApp();

  /** A patient owing one invoice, paying it by card on file: the pending row and its claim, as a checkout leaves them. */
  async function pendingCardPayment(businessDate: string, createdAt: string) {
    const { db } = testApp();
    const patientId = await newPatient(testApp(), { firstName: 'Julie', lastName: 'Martin' });
    const cardId = await savedCard(testApp(), patientId);
    const [invoice] = await db
      .insert(invoices)
      .values({
        patientId,
        totalAmount: 6500,
        paymentStatus: 'unpaid',
        issuedOn: businessDate,
        dueOn: '2026-12-31',
        ...timestamps(testApp().clock),
      })
      .returning({ id: invoices.id });
    const id = randomUUID();
    await db.insert(paymentTransactions).values({
      id,
      patientId,
      paymentMethodId: cardId,
      amount: 6500,
      status: 'pending',
      tender: 'card_on_file',
      idempotencyKey: randomUUID(),
      businessDate,
      receivedAt: createdAt,
      createdAt,
    });
    await db.insert(invoicePayments).values({ transactionId: id, invoiceId: invoice!.id, amount: 6500 });
    return { id, invoiceId: invoice!.id };
  }

  const rowOf = async (id: string) => {
    const [row] = await testApp()
      .db.select({
        status: paymentTransactions.status,
        businessDate: paymentTransactions.businessDate,
        authorizedOn: paymentTransactions.authorizedOn,
      })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, id));
    return row;
  };
  const statusOf = async (invoiceId: string) =>
    (await testApp().db.select({ status: invoices.paymentStatus }).from(invoices).where(eq(invoices.id, invoiceId)))[0]?.status;

  // One database for the file: each test closes days of its own, in the order the clinic would.
  it('completes on its own day while that day is open, with no reason to give', async () => {
    const payment = await pendingCardPayment('2026-11-18', testApp().clock.now().toISOString());
    await settleCardPayment(testApp().deps, payment.id);
    expect(await rowOf(payment.id)).toEqual({ status: 'completed', businessDate: '2026-11-18', authorizedOn: null });
  });

  it('is settled by the stale-payment job on today when today is still open', async () => {
    const payment = await pendingCardPayment('2026-10-05', '2026-10-05T22:00:00.000Z');
    await closeDay(testApp(), '2026-10-05');
    await stalePaymentJob(testApp().deps).run(testApp().deps);
    expect(await rowOf(payment.id)).toEqual({ status: 'completed', businessDate: '2026-11-18', authorizedOn: '2026-10-05' });
    expect(await statusOf(payment.invoiceId)).toBe('paid');
  });

  it('completes on the next open day when the desk closed its own day (the clinic’s today, 2026-11-18)', async () => {
    const payment = await pendingCardPayment('2026-11-18', testApp().clock.now().toISOString());
    await closeDay(testApp(), '2026-11-18');
    await settleCardPayment(testApp().deps, payment.id);
    expect(await rowOf(payment.id)).toEqual({ status: 'completed', businessDate: '2026-11-19', authorizedOn: '2026-11-18' });
    expect(await statusOf(payment.invoiceId)).toBe('paid');
  });

  it('says why on both days: the day it was authorized on and the day that counted it', async () => {
    const payment = await pendingCardPayment('2026-10-07', '2026-10-07T22:00:00.000Z');
    await closeDay(testApp(), '2026-10-07');
    await settleCardPayment(testApp().deps, payment.id);
    const { deps } = testApp();
    const reason = settledAfterCloseReason('payment', '2026-10-07', '2026-11-19');
    expect(reason).toBe(
      'Paiement par carte autorisé le mercredi 7 octobre 2026 et réglé après la fermeture de caisse : compté le jeudi 19 novembre 2026',
    );
    for (const day of ['2026-10-07', '2026-11-19']) {
      expect((await loadCashDay(deps.db, day)).settledAfterClose).toContainEqual({
        id: payment.id,
        patientName: 'Julie Martin',
        amountCents: 6500,
        reason,
        authorizedOn: '2026-10-07',
        countedOn: '2026-11-19',
      });
    }
    const { payments } = await paymentRows(deps.db, { from: '2026-11-19', to: '2026-11-19' }, undefined, 50);
    expect(payments.find((row) => row.id === payment.id)?.settledAfterClose).toBe(reason);
  });

  it('is settled by the stale-payment job on the first open day from today, past every closed one', async () => {
    const fromOneDay = await pendingCardPayment('2026-10-06', '2026-10-06T22:00:00.000Z');
    const fromAnother = await pendingCardPayment('2026-10-13', '2026-10-13T22:00:00.000Z');
    await closeDay(testApp(), '2026-10-06');
    await closeDay(testApp(), '2026-10-13');
    await closeDay(testApp(), '2026-11-19');
    await stalePaymentJob(testApp().deps).run(testApp().deps);
    expect(await rowOf(fromOneDay.id)).toEqual({ status: 'completed', businessDate: '2026-11-20', authorizedOn: '2026-10-06' });
    expect(await rowOf(fromAnother.id)).toEqual({ status: 'completed', businessDate: '2026-11-20', authorizedOn: '2026-10-13' });
    expect(await statusOf(fromAnother.invoiceId)).toBe('paid');
  });
});
