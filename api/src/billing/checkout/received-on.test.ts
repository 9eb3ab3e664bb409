// « Reçu le »: a payment taken at the desk may be dated today or a day since the last cash close,
// never earlier (last year's totals must not change silently). Before the clinic's first close, the
// days before its first payment in the product count as closed. Test clock: Wednesday 18 November 2026.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { addDays } from 'shared-domain/platform/clinic-time';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { formatDate } from 'shared-domain/platform/format';
import { beforeAll, describe, expect, it } from 'vitest';
import { cashClosings, invoices, patients, paymentTransactions } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { closeDay } from '../cash-closing/closed-day-test-support';
import { createTestSession, seededAccounts, useTestApp } from '../../testing/test-app';

const today = '2026-11-18';

describe('the day a desk payment is dated on', () => {
  const testApp = useTestApp();
  let cookie = '';
  beforeAll(async () => {
    const { staffId } = await seededAccounts(testApp());
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
  });

  async function owingPatient() {
    const patientId = randomUUID();
    await testApp()
      .db.insert(patients)
      .values({ id: patientId, firstName: 'Odile', lastName: 'Reçue', ...timestamps(testApp().clock) });
    const invoiceId = randomUUID();
    await testApp()
      .db.insert(invoices)
      .values({
        id: invoiceId,
        patientId,
        totalAmount: 50000,
        paymentStatus: 'unpaid',
        issuedOn: '2019-01-15',
        dueOn: '2019-02-15',
        number: `R-${invoiceId.slice(0, 6)}`,
        ...timestamps(testApp().clock),
      });
    return { patientId, invoiceId };
  }

  async function pay(receivedOn: string) {
    const { patientId, invoiceId } = await owingPatient();
    const response = await testApp().app.request('/api/admin/checkouts', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        idempotencyKey: randomUUID(),
        patientId,
        invoiceIds: [invoiceId],
        tenders: [{ tender: 'cheque', amountCents: 1000 }],
        receivedOn,
      }),
    });
    const written = await testApp().db.select().from(paymentTransactions).where(eq(paymentTransactions.patientId, patientId));
    return { status: response.status, body: (await response.json()) as ApiErrorBody, written };
  }

  /** The clinic's first payment in the product: taken on the evening of `day`, after midnight UTC. */
  async function firstPaymentOn(day: string) {
    const { patientId } = await owingPatient();
    await testApp()
      .db.insert(paymentTransactions)
      .values({
        patientId,
        amount: 2500,
        status: 'completed',
        tender: 'cash',
        transactionType: 'payment',
        businessDate: day,
        receivedAt: `${addDays(day, 1)}T01:30:00.000Z`,
        createdAt: `${addDays(day, 1)}T01:30:00.000Z`,
      });
  }

  async function expectRefused(receivedOn: string, earliest: string) {
    const refused = await pay(receivedOn);
    expect(refused.status, receivedOn).toBe(422);
    expect(refused.body.error.fields).toEqual({ receivedOn: deskMessages.receivedBeforeOpenDays(formatDate(earliest)) });
    expect(refused.written).toEqual([]);
  }

  it('before the first close: refuses a day before the first payment (2019-03-01 among them), takes that day and today', async () => {
    expect(await testApp().db.select().from(cashClosings)).toEqual([]);
    // The payments of the seed are all later than the ones written here.
    const seeded = await testApp()
      .db.select({ day: paymentTransactions.businessDate, createdAt: paymentTransactions.createdAt })
      .from(paymentTransactions);
    expect(seeded.every(({ day, createdAt }) => (day ?? createdAt.slice(0, 10)) > '2025-06-10')).toBe(true);
    await firstPaymentOn('2025-06-10');
    // A payment recorded before business dates existed counts on the clinic day of its row: taken
    // on the evening of 8 June in Montréal, after midnight UTC, it makes 8 June the first day.
    const { patientId } = await owingPatient();
    await testApp()
      .db.insert(paymentTransactions)
      .values({ patientId, amount: 1500, status: 'completed', createdAt: '2025-06-09T01:30:00.000Z' });
    const first = '2025-06-08';
    // A card charge refused before it took nothing, and opens no earlier day.
    await testApp()
      .db.insert(paymentTransactions)
      .values({
        patientId: (await owingPatient()).patientId,
        amount: 2500,
        status: 'failed',
        tender: 'card_on_file',
        createdAt: '2025-06-02T15:00:00.000Z',
      });
    await expectRefused('2019-03-01', first);
    await expectRefused(addDays(first, -1), first);
    expect((await pay(first)).status).toBe(200);
    expect((await pay(today)).status).toBe(200);
  });

  it('after a close: refuses the closed day and every day before it, takes the days since and today', async () => {
    const closed = addDays(today, -3);
    await closeDay(testApp(), closed);
    const onClosed = await pay(closed);
    expect(onClosed.status).toBe(409);
    expect(onClosed.body.error.code).toBe('BILL_003');
    expect(onClosed.written).toEqual([]);
    await expectRefused(addDays(closed, -1), addDays(closed, 1));
    await expectRefused('2019-03-01', addDays(closed, 1));
    expect((await pay(addDays(closed, 1))).status).toBe(200);
    expect((await pay(today)).status).toBe(200);
    const future = await pay(addDays(today, 1));
    expect(future.status).toBe(422);
    expect(future.body.error.fields).toEqual({ receivedOn: deskMessages.receivedInFuture });
  });
});
