// A sick day's deposits, through the real batch routes and the scheduled `batch-deposits` job on a
// real database and the sandbox gateway: the clinic cancelled, so a deposit goes back in full —
// to its card, or as account credit when paid at the desk —, never kept as a late fee however close
// the visit was; and not before the batch can no longer be undone, so an undo brings each visit
// back with its deposit.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { batchLimits } from 'shared-domain/automation/automation';
import { beforeEach, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../jobs';
import { appointments, clinicSettings, invoices, patients, paymentMethods, paymentTransactions } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { testNow, useTestApp } from '../../testing/test-app';
import { batchKit } from './batch-test-support';

// The test clock: Wednesday 2026-11-18 10:00 in Montréal. Thursday's visits are inside the late window.
const thursday = '2026-11-19';
const friday = '2026-11-20';

describe('« Journée maladie » and the visits’ deposits', () => {
  const testApp = useTestApp();
  const { cookieOf, get, post } = batchKit(testApp);
  // The sandbox gateway counts the refunds it made (billing's SandboxGateway, not importable from here).
  const gateway = () => testApp().deps.paymentGateway as unknown as { readonly refundsMade: number };
  const batchDeposits = () => {
    const job = scheduledJobs(testApp().deps).find((each) => each.name === 'batch-deposits');
    if (!job) throw new Error('no batch-deposits job');
    return job.run(testApp().deps);
  };

  beforeEach(async () => {
    testApp().clock.set(testNow);
    await testApp().db.update(clinicSettings).set({ lateCancellationFee: 4_000, selfServiceCutoffHours: 24 });
  });

  /** A patient's confirmed visit at `date` `time` with its 30 $ deposit taken at the desk, by her saved card or in cash. */
  async function visitWithDeposit(date: string, time: string, tender: 'card_on_file' | 'cash') {
    const [patient] = await testApp()
      .db.insert(patients)
      .values({
        firstName: 'Julie',
        lastName: `Dépôt ${time}`,
        email: `depot-${randomUUID().slice(0, 8)}@courriel.example`,
        ...timestamps(testApp().clock),
      })
      .returning({ id: patients.id });
    const patientId = patient?.id ?? '';
    const appointmentId = randomUUID();
    await testApp()
      .db.insert(appointments)
      .values({
        id: appointmentId,
        patientId,
        name: `Julie Dépôt ${time}`,
        email: `visite-${appointmentId.slice(0, 8)}@courriel.example`,
        phone: '514 555-0100',
        status: 'confirmed',
        scheduledDate: date,
        scheduledTime: time,
        durationMinutes: 30,
        depositAmount: 3_000,
        bookingSource: 'admin',
        ...timestamps(testApp().clock),
      });
    let paymentMethodId: string | undefined;
    if (tender === 'card_on_file') {
      const tokenized = await testApp().deps.paymentGateway.tokenize({
        number: '4242424242424242',
        cvv: '123',
        expiryMonth: 8,
        expiryYear: 2029,
        cardholderName: 'JULIE DEPOT',
        postalCode: 'H2X 1Y4',
      });
      if (!tokenized.ok) throw new Error('tokenisation refused');
      const [card] = await testApp()
        .db.insert(paymentMethods)
        .values({
          patientId,
          cardToken: tokenized.token,
          cardBrand: tokenized.brand,
          lastFourDigits: tokenized.lastFour,
          expiryMonth: 8,
          expiryYear: 2029,
          cardholderName: 'JULIE DEPOT',
          billingAddressLine1: '123 rue Saint-Denis',
          billingCity: 'Montréal',
          billingPostalCode: 'H2X 1Y4',
          isPrimary: true,
          ...timestamps(testApp().clock),
        })
        .returning({ id: paymentMethods.id });
      paymentMethodId = card?.id;
    }
    const response = await testApp().app.request('/api/admin/deposits', {
      method: 'POST',
      headers: { cookie: await cookieOf('admin'), 'content-type': 'application/json' },
      body: JSON.stringify({ appointmentId, tender, amountCents: 3_000, paymentMethodId, idempotencyKey: randomUUID() }),
    });
    expect(response.status).toBe(201);
    return { appointmentId, patientId };
  }

  const depositOf = async (appointmentId: string) =>
    (
      await testApp()
        .db.select()
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.appointmentId, appointmentId), eq(paymentTransactions.transactionType, 'deposit')))
    )[0];
  const refundsOf = (patientId: string) =>
    testApp()
      .db.select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.patientId, patientId), eq(paymentTransactions.transactionType, 'refund')));
  const creditOf = async (patientId: string) => {
    const response = await testApp().app.request(`/api/admin/patients/${patientId}/account`, {
      headers: { cookie: await cookieOf('admin') },
    });
    return ((await response.json()) as { creditCents: number }).creditCents;
  };
  const cancelDay = (date: string, dryRun = false) =>
    post('admin', '/batches/cancel', {
      kind: 'cancel',
      selection: { type: 'day', date },
      reason: 'Journée maladie',
      sendDelayMinutes: 15,
      dryRun,
    });

  it('gives each deposit back in full once the batch can no longer be undone: to its card, or as credit; no late fee keeps it', async () => {
    const byCard = await visitWithDeposit(thursday, '09:00', 'card_on_file');
    const inCash = await visitWithDeposit(thursday, '10:00', 'cash');
    const refundsBefore = gateway().refundsMade;
    // The dry run counts the visits whose deposit will go back (the demo's own visit that day has none), and so does the report.
    const preview = await cancelDay(thursday, true);
    expect(preview.body.totals).toMatchObject({ deposits: 2 });
    const run = await cancelDay(thursday);
    expect(run.status).toBe(201);
    expect(run.body.totals).toMatchObject({ deposits: 2 });

    // Within the undo window nothing leaves: an undo would bring the visits back with their deposits.
    await batchDeposits();
    expect(gateway().refundsMade).toBe(refundsBefore);
    expect(await refundsOf(byCard.patientId)).toEqual([]);

    testApp().clock.advance({ minutes: batchLimits.undoWindowMinutes, seconds: 1 });
    expect(await batchDeposits()).toEqual({ refunded: 1 });
    expect(gateway().refundsMade).toBe(refundsBefore + 1);
    expect(await refundsOf(byCard.patientId)).toMatchObject([{ status: 'completed', amount: 3_000, tender: 'card_on_file' }]);
    expect(await depositOf(byCard.appointmentId)).toMatchObject({ refundedAmount: 3_000 });
    expect(await creditOf(byCard.patientId)).toBe(0);
    // Paid at the desk: her account credit, given back at the desk or used on her next visit.
    expect(await depositOf(inCash.appointmentId)).toMatchObject({ refundedAmount: 0 });
    expect(await creditOf(inCash.patientId)).toBe(3_000);
    // The clinic cancelled: no late-cancellation fee, inside the late window as the visits were.
    expect(
      await testApp()
        .db.select()
        .from(invoices)
        .where(inArray(invoices.appointmentId, [byCard.appointmentId, inCash.appointmentId])),
    ).toEqual([]);

    // Once only, whatever the job's later runs.
    expect(await batchDeposits()).toEqual({ refunded: 0 });
    expect(gateway().refundsMade).toBe(refundsBefore + 1);
    // The report still counts them once given back.
    expect((await get('admin', `/batches/${run.body.id}`)).body.totals).toMatchObject({ deposits: 2 });
  });

  it('refunds nothing of a batch undone in time: each visit comes back with its deposit', async () => {
    const byCard = await visitWithDeposit(friday, '09:00', 'card_on_file');
    const refundsBefore = gateway().refundsMade;
    const run = await cancelDay(friday);
    expect(run.status).toBe(201);
    testApp().clock.advance({ minutes: 5 });
    const undo = await post('admin', `/batches/${run.body.id}/undo`, {});
    expect(undo.status).toBe(200);
    // Undone: no deposit will go back.
    expect(undo.body.totals).toMatchObject({ deposits: 0 });

    testApp().clock.advance({ minutes: batchLimits.undoWindowMinutes });
    expect(await batchDeposits()).toEqual({ refunded: 0 });
    expect(gateway().refundsMade).toBe(refundsBefore);
    const [visit] = await testApp().db.select().from(appointments).where(eq(appointments.id, byCard.appointmentId));
    expect(visit?.status).toBe('confirmed');
    expect(await depositOf(byCard.appointmentId)).toMatchObject({ status: 'completed', refundedAmount: 0 });
    expect(await creditOf(byCard.patientId)).toBe(0);
  });
});
