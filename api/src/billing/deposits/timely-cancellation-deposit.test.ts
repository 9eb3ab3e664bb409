// The clinic's choice for a visit cancelled in time (« Paramètres › Frais »), on a real database:
// « Rembourser le dépôt » gives a card's deposit back to its card and leaves a desk deposit as account
// credit; « Garder en crédit au compte » keeps either as account credit. Whichever door the patient or
// the desk cancels through (the portal, the e-mailed link, the desk), the same rule answers; a visit
// the clinic cancelled in a batch gets its deposit back whatever the choice.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TimelyCancellationDeposit } from 'shared-domain/billing/deposit-on-cancellation';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAppointmentLink } from '../../scheduling/public';
import { afterAnswersSettled } from '../../platform/http/after-answer';
import { appointmentLinks, appointments, patientAccounts, paymentTransactions } from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';
import { auditEventsOf } from '../../testing/audit-events';
import { createTestSession, seededAccounts, useTestApp } from '../../testing/test-app';
import { creditSources } from '../account/credit-sources';
import { newPatient } from '../invoices/invoice-test-support';
import { savedCard } from '../payments/saved-card-test-support';
import type { SandboxGateway } from '../payments/sandbox-gateway';
import { depositAfterCancellation } from './deposit-after-cancellation';

type Door = 'portal' | 'link' | 'desk';

describe('a deposit cancelled in time, by the clinic’s choice', () => {
  const testApp = useTestApp();
  let staff: { id: string; cookie: string };
  const gateway = () => testApp().deps.paymentGateway as SandboxGateway;

  const call = (path: string, method: string, body: unknown, headers: Record<string, string> = {}) =>
    testApp().app.request(path, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.37', ...headers },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    const { staffId } = await seededAccounts(testApp());
    staff = {
      id: staffId,
      cookie: await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true }),
    };
  });

  async function choose(choice: TimelyCancellationDeposit) {
    const fees = (await (await testApp().api.admin.settings.$get({}, { headers: { cookie: staff.cookie } })).json()).fees;
    const response = await call(
      '/api/admin/settings/fees',
      'PUT',
      { ...fees, timelyCancellationDeposit: choice },
      { cookie: staff.cookie },
    );
    expect(response.status).toBe(200);
  }

  /** A patient and a confirmed visit a week after the test's day (2026-11-18 10:00), its deposit paid. */
  async function visitWithDeposit(tender: 'cash' | 'card_on_file') {
    const email = `depot.${randomUUID()}@courriel.example`;
    const patientId = await newPatient(testApp(), { email });
    const appointmentId = randomUUID();
    await testApp()
      .db.insert(appointments)
      .values({
        id: appointmentId,
        patientId,
        name: 'Julie Martin',
        email: 'julie@courriel.example',
        phone: '514-555-0101',
        status: 'confirmed',
        scheduledDate: '2026-11-25',
        scheduledTime: '10:00',
        depositAmount: 3_000,
        ...timestamps(testApp().clock),
      });
    const paymentMethodId = tender === 'card_on_file' ? await savedCard(testApp(), patientId) : undefined;
    const taken = await call(
      '/api/admin/deposits',
      'POST',
      { idempotencyKey: randomUUID(), amountCents: 3_000, appointmentId, tender, paymentMethodId },
      { cookie: staff.cookie },
    );
    expect(taken.status).toBe(201);
    return { patientId, appointmentId, email };
  }

  async function cancelThrough(door: Door, visit: { patientId: string; appointmentId: string; email: string }) {
    const reason = { reason: 'Empêchement' };
    if (door === 'desk') return call(`/api/admin/appointments/${visit.appointmentId}/cancel`, 'POST', reason, { cookie: staff.cookie });
    if (door === 'link') {
      const link = newAppointmentLink(
        testApp().deps,
        'manage',
        { id: visit.appointmentId, scheduledDate: '2026-11-25' },
        'America/Toronto',
      );
      await testApp().db.insert(appointmentLinks).values(link.row);
      return call(`/api/links/appointments/${link.linkToken}/cancel`, 'POST', reason);
    }
    const [account] = await testApp()
      .db.insert(patientAccounts)
      .values({ patientId: visit.patientId, email: visit.email, ...createdTimestamp(testApp().clock) })
      .returning({ id: patientAccounts.id });
    const cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: account?.id ?? '' });
    return call(`/api/portal/appointments/${visit.appointmentId}/cancel`, 'POST', reason, { cookie });
  }

  /** What became of the deposit: its refunds to the card and the patient's account credit. */
  async function outcome({ patientId, appointmentId }: { patientId: string; appointmentId: string }) {
    const [deposit] = await testApp()
      .db.select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.appointmentId, appointmentId), eq(paymentTransactions.transactionType, 'deposit')));
    const refunds = await testApp()
      .db.select({ amount: paymentTransactions.amount, status: paymentTransactions.status, tender: paymentTransactions.tender })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.refundOfId, deposit?.id ?? ''), eq(paymentTransactions.transactionType, 'refund')));
    const creditCents = (await creditSources(testApp().db, patientId)).reduce((sum, source) => sum + source.unappliedCents, 0);
    return { refunds, creditCents };
  }

  const cases: [TimelyCancellationDeposit, 'cash' | 'card_on_file', Door, 'card' | 'credit'][] = [
    ['refund', 'card_on_file', 'portal', 'card'],
    ['refund', 'card_on_file', 'link', 'card'],
    ['refund', 'cash', 'desk', 'credit'],
    ['refund', 'cash', 'portal', 'credit'],
    ['credit', 'card_on_file', 'portal', 'credit'],
    ['credit', 'card_on_file', 'link', 'credit'],
    ['credit', 'card_on_file', 'desk', 'credit'],
    ['credit', 'cash', 'link', 'credit'],
  ];

  it.each(cases)('« %s », a %s deposit cancelled through the %s: back to its %s', async (choice, tender, door, expected) => {
    await choose(choice);
    const visit = await visitWithDeposit(tender);
    const refundsBefore = gateway().refundsMade;
    expect((await cancelThrough(door, visit)).status).toBe(200);
    // The cancellation's notice and the waitlist's offers are queued after the answer.
    await afterAnswersSettled();
    const after = await outcome(visit);
    if (expected === 'card') {
      expect(gateway().refundsMade).toBe(refundsBefore + 1);
      expect(after).toEqual({ refunds: [{ amount: 3_000, status: 'completed', tender: 'card_on_file' }], creditCents: 0 });
    } else {
      expect(gateway().refundsMade).toBe(refundsBefore);
      expect(after).toEqual({ refunds: [], creditCents: 3_000 });
    }
  });

  it('is saved with its audit entry, and a visit the clinic cancelled still gets its card’s deposit back', async () => {
    await choose('refund');
    const earlier = new Set((await auditEventsOf(testApp().db, 'settings.fees_updated', '1')).map((entry) => entry.id));
    await choose('credit');
    const written = (await auditEventsOf(testApp().db, 'settings.fees_updated', '1')).filter((entry) => !earlier.has(entry.id));
    expect(written.map((entry) => entry.details)).toEqual([
      { changes: { timelyCancellationDeposit: { before: 'refund', after: 'credit' } } },
    ]);

    const visit = await visitWithDeposit('card_on_file');
    await testApp().db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, visit.appointmentId));
    expect(await depositAfterCancellation(testApp().deps, visit.appointmentId, staff.id, { byClinic: true })).toBe('refunded');
    expect((await outcome(visit)).refunds).toMatchObject([{ amount: 3_000, status: 'completed' }]);
  });
});
