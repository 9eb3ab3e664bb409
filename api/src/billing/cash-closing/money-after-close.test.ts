// Money that comes in after the desk closed today (a patient paying at the counter, a refund, the
// portal at night) is counted on the next open day, and both days say so; the closed day's count
// never changes. Before that, a payment is never dated before its invoice or its visit.
// Test clock: Wednesday 18 November 2026.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { lateMovementsSummary } from 'shared-domain/billing/cash-close';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, invoices, patientAccounts, paymentTransactions } from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';
import { createTestSession, seededAccounts, useTestApp } from '../../testing/test-app';
import { newPatient } from '../invoices/invoice-test-support';
import { savedCard } from '../payments/saved-card-test-support';
import { loadCashDay } from './cash-day';
import { closeDay } from './closed-day-test-support';

const today = '2026-11-18';
const nextDay = '2026-11-19';

describe('money taken after the close', () => {
  const testApp = useTestApp();
  let staffCookie = '';
  beforeAll(async () => {
    const { staffId } = await seededAccounts(testApp());
    staffCookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
  });

  /** A patient owing one invoice of `totalCents`, issued on `issuedOn` for a visit of `visitOn`. */
  async function owing(totalCents: number, issuedOn = '2026-11-10', visitOn = issuedOn) {
    const email = `odile.${randomUUID().slice(0, 8)}@courriel.example`;
    const patientId = await newPatient(testApp(), { firstName: 'Odile', lastName: 'Tardive', email });
    const [visit] = await testApp()
      .db.insert(appointments)
      .values({
        patientId,
        name: 'Odile Tardive',
        email: 'odile@courriel.example',
        phone: '514 555-0111',
        status: 'completed',
        scheduledDate: visitOn,
        scheduledTime: '09:00',
        durationMinutes: 30,
        ...timestamps(testApp().clock),
      })
      .returning({ id: appointments.id });
    const [invoice] = await testApp()
      .db.insert(invoices)
      .values({
        patientId,
        appointmentId: visit!.id,
        totalAmount: totalCents,
        paymentStatus: 'unpaid',
        issuedOn,
        dueOn: '2026-12-31',
        number: `T-${randomUUID().slice(0, 6)}`,
        ...timestamps(testApp().clock),
      })
      .returning({ id: invoices.id });
    return { patientId, email, invoiceId: invoice!.id };
  }

  async function checkout(body: Record<string, unknown>) {
    const response = await testApp().app.request('/api/admin/checkouts', {
      method: 'POST',
      headers: { cookie: staffCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ idempotencyKey: randomUUID(), ...body }),
    });
    return { status: response.status, body: (await response.json()) as ApiErrorBody };
  }
  const paymentsOf = (patientId: string) =>
    testApp()
      .db.select({
        businessDate: paymentTransactions.businessDate,
        authorizedOn: paymentTransactions.authorizedOn,
        status: paymentTransactions.status,
      })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.patientId, patientId));

  // One database for the file: the first tests run while today is open, the others after its close.
  it('refuses a payment dated before its invoice (422 beside « Date de réception »), nothing written', async () => {
    const { patientId, invoiceId } = await owing(5000, '2026-11-16');
    const refused = await checkout({
      patientId,
      invoiceIds: [invoiceId],
      tenders: [{ tender: 'cheque', amountCents: 5000 }],
      receivedOn: '2026-11-15',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ receivedOn: deskMessages.receivedBeforeInvoice('lundi 16 novembre 2026') });
    expect(await paymentsOf(patientId)).toEqual([]);
  });

  it('refuses a payment dated before the visit its invoice bills, and takes one dated on that day', async () => {
    const { patientId, invoiceId } = await owing(5000, '2026-11-15', '2026-11-17');
    const body = { patientId, invoiceIds: [invoiceId], tenders: [{ tender: 'cheque', amountCents: 5000 }] };
    const refused = await checkout({ ...body, receivedOn: '2026-11-16' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ receivedOn: deskMessages.receivedBeforeInvoice('mardi 17 novembre 2026') });
    expect(await paymentsOf(patientId)).toEqual([]);
    expect((await checkout({ ...body, receivedOn: '2026-11-17' })).status).toBe(200);
  });

  it('counts a desk payment taken after today’s close on the next open day, said on both days', async () => {
    await closeDay(testApp(), today);
    const { patientId, invoiceId } = await owing(4200);
    const paid = await checkout({
      patientId,
      invoiceIds: [invoiceId],
      tenders: [{ tender: 'cash', amountCents: 4200 }],
      receivedOn: today,
    });
    expect(paid.status).toBe(200);
    expect(await paymentsOf(patientId)).toEqual([{ businessDate: nextDay, authorizedOn: today, status: 'completed' }]);

    const closed = await loadCashDay(testApp().db, today);
    expect(closed.paymentsCount).toBe(0);
    const late = closed.settledAfterClose.filter((row) => row.patientName === 'Odile Tardive');
    expect(late).toEqual([
      {
        id: expect.any(String),
        patientName: 'Odile Tardive',
        amountCents: 4200,
        reason: 'Paiement reçu le mercredi 18 novembre 2026 après la fermeture de caisse : compté le jeudi 19 novembre 2026',
        authorizedOn: today,
        countedOn: nextDay,
      },
    ]);
    expect(lateMovementsSummary(today, late)).toEqual(['1 paiement reçu après la fermeture, compté le jeudi 19 novembre 2026']);
    const counting = await loadCashDay(testApp().db, nextDay);
    expect(counting.expected.cash).toBe(4200);
    expect(lateMovementsSummary(nextDay, counting.settledAfterClose)).toEqual([
      '1 paiement reçu après la fermeture du mercredi 18 novembre 2026, compté ce jour',
    ]);
  });

  it('still refuses a payment dated on an earlier closed day, with a message that sends it to an open day', async () => {
    await closeDay(testApp(), '2026-11-17');
    const { patientId, invoiceId } = await owing(1000);
    const refused = await checkout({
      patientId,
      invoiceIds: [invoiceId],
      tenders: [{ tender: 'cheque', amountCents: 1000 }],
      receivedOn: '2026-11-17',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(deskMessages.dayClosed('mardi 17 novembre 2026'));
    expect(refused.body.error.message).not.toContain('aujourd’hui');
  });

  it('counts a portal payment made after today’s close on the next open day', async () => {
    const { patientId, email } = await owing(6500);
    const [account] = await testApp()
      .db.insert(patientAccounts)
      .values({ patientId, email, ...createdTimestamp(testApp().clock) })
      .returning({ id: patientAccounts.id });
    const cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: account!.id });
    const cardId = await savedCard(testApp(), patientId);
    const response = await testApp().app.request('/api/portal/payments', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ paymentMethodId: cardId, amountCents: 6500, idempotencyKey: randomUUID() }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await paymentsOf(patientId)).toEqual([{ businessDate: nextDay, authorizedOn: today, status: 'completed' }]);
    const closed = await loadCashDay(testApp().db, today);
    expect(closed.settledAfterClose.find((row) => row.amountCents === 6500)?.reason).toBe(
      'Paiement par carte autorisé le mercredi 18 novembre 2026 et réglé après la fermeture de caisse : compté le jeudi 19 novembre 2026',
    );
  });
});
