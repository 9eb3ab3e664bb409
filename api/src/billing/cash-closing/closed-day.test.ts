// A closed day freezes its money: the guard a batch carries and the French refusal before it.
import { and, eq, sql } from 'drizzle-orm';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { errorCodes } from 'shared-domain/platform/errors';
import { describe, expect, it } from 'vitest';
import { patients, paymentTransactions } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { useTestApp } from '../../testing/test-app';
import { dayIsOpen, isDayClosed, refuseClosedDay } from './closed-day';
import { closeDay } from './closed-day-test-support';

describe('a closed clinic day', () => {
  const testApp = useTestApp();

  it('refuses a change to a closed day with BILL_003 and the day written out in French', async () => {
    await closeDay(testApp(), '2026-11-16');
    expect(await isDayClosed(testApp().db, '2026-11-16')).toBe(true);
    const refusal = await refuseClosedDay(testApp().db, '2026-11-16').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: errorCodes.dayClosed,
      status: 409,
      message: deskMessages.dayClosed('lundi 16 novembre 2026'),
    });
  });

  it('lets a change to an open day through', async () => {
    expect(await isDayClosed(testApp().db, '2026-11-15')).toBe(false);
    await expect(refuseClosedDay(testApp().db, '2026-11-15')).resolves.toBeUndefined();
  });

  it('guards a write in a batch by a day given as text or as the row’s own column', async () => {
    const { db } = testApp();
    const [patient] = await db.select({ id: patients.id }).from(patients).limit(1);
    if (!patient) throw new Error('the demo has patients');
    const payment = (businessDate: string) => ({
      patientId: patient.id,
      amount: 5000,
      status: 'completed' as const,
      tender: 'cash' as const,
      businessDate,
      receivedAt: `${businessDate}T15:00:00.000Z`,
      createdAt: `${businessDate}T15:00:00.000Z`,
    });
    const [closedPayment] = await db.insert(paymentTransactions).values(payment('2026-11-17')).returning({ id: paymentTransactions.id });
    const [openPayment] = await db.insert(paymentTransactions).values(payment('2026-11-18')).returning({ id: paymentTransactions.id });
    if (!closedPayment || !openPayment) throw new Error('inserted');
    await closeDay(testApp(), '2026-11-17');

    const [closedAnswer, openAnswer] = await Promise.all(
      ['2026-11-17', '2026-11-18'].map((day) => db.get<{ open: number }>(sql`select ${dayIsOpen(db, day)} as open`)),
    );
    expect([closedAnswer?.open, openAnswer?.open]).toEqual([0, 1]);

    const voidIfOpen = (id: string) =>
      db
        .update(paymentTransactions)
        .set({ status: 'voided' })
        .where(and(eq(paymentTransactions.id, id), dayIsOpen(db, sql`${paymentTransactions.businessDate}`)));
    const [closedResult, openResult] = await db.batch([voidIfOpen(closedPayment.id), voidIfOpen(openPayment.id)]);
    expect([closedResult.rowsAffected, openResult.rowsAffected]).toEqual([0, 1]);
    const statuses = await db
      .select({ id: paymentTransactions.id, status: paymentTransactions.status })
      .from(paymentTransactions)
      .where(sql`${paymentTransactions.id} in (${closedPayment.id}, ${openPayment.id})`);
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [closedPayment.id]: 'completed',
      [openPayment.id]: 'voided',
    });
  });
});
