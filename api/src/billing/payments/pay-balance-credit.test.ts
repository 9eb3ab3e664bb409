// Paying at the portal with account credit: the credit pays first, the card only the rest (none
// at all when the credit covers everything), a refused card leaves the credit untouched, and the
// portal and the desk racing for the same credit use it once. On a real database, through the
// portal and admin surfaces.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { sandboxCards } from 'shared-domain/billing/card';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { chargeRefusalMessages, creditFirst, paymentMessages } from 'shared-domain/billing/payment';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { formatMoney } from 'shared-domain/platform/format';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  appointments,
  automationRules,
  creditHolds,
  emailOutbox,
  invoiceLines,
  invoicePayments,
  invoices,
  patientAccounts,
  patients,
  paymentTransactions,
} from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';
import { outboxMails } from '../../testing/outbox';
import { createTestSession, seededAccounts, useTestApp } from '../../testing/test-app';
import type { ChargeRequest, ChargeResult } from './payment-gateway';
import type { SandboxGateway } from './sandbox-gateway';
import { savedCard } from './saved-card-test-support';
import { stalePaymentJob } from './stale-payment-job';

describe('portal payment with account credit', () => {
  const testApp = useTestApp();
  let staffCookie: string;
  let nextPatient = 1;
  const gateway = () => testApp().deps.paymentGateway as SandboxGateway;

  beforeAll(async () => {
    const { staffId } = await seededAccounts(testApp());
    staffCookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
  });
  afterEach(() => vi.restoreAllMocks());

  async function send(path: string, cookie: string, body: unknown) {
    const response = await testApp().app.request(path, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }
  const pay = (cookie: string, body: Record<string, unknown>) => send('/api/portal/payments', cookie, body);
  const deskCheckout = (body: Record<string, unknown>) =>
    send('/api/admin/checkouts', staffCookie, { idempotencyKey: randomUUID(), tenders: [], ...body });

  async function owedInvoice(patientId: string, totalCents: number, issuedOn: string) {
    const [visit] = await testApp()
      .db.insert(appointments)
      .values({
        patientId,
        name: 'Julie Martin',
        email: 'julie.martin@courriel.example',
        phone: '514 555-0111',
        status: 'completed',
        scheduledDate: issuedOn,
        scheduledTime: '09:00',
        durationMinutes: 30,
        ...timestamps(testApp().clock),
      })
      .returning({ id: appointments.id });
    const [row] = await testApp()
      .db.insert(invoices)
      .values({
        patientId,
        appointmentId: visit!.id,
        totalAmount: totalCents,
        paymentStatus: 'unpaid',
        number: `C-${String(nextPatient).padStart(3, '0')}-${issuedOn.slice(8)}`,
        issuedOn,
        dueOn: '2026-12-30',
        ...timestamps(testApp().clock),
      })
      .returning({ id: invoices.id });
    await testApp().db.insert(invoiceLines).values({
      invoiceId: row!.id,
      appointmentId: visit!.id,
      description: 'Suivi chiropratique',
      serviceDate: issuedOn,
      amount: totalCents,
      taxCode: 'exempt',
    });
    return row!.id;
  }

  /** A patient with a portal session, a card, two owed invoices (65,00 $ then 40,00 $) and `creditCents` of account credit (an earlier cash overpayment). */
  async function patientWithCredit(creditCents: number, cardNumber: string = sandboxCards.success) {
    const email = `credit.${nextPatient}.${randomUUID().slice(0, 6)}@courriel.example`;
    const [patient] = await testApp()
      .db.insert(patients)
      .values({ firstName: 'Julie', lastName: 'Martin', email, ...timestamps(testApp().clock) })
      .returning({ id: patients.id });
    const patientId = patient!.id;
    const [account] = await testApp()
      .db.insert(patientAccounts)
      .values({ patientId, email, ...createdTimestamp(testApp().clock) })
      .returning({ id: patientAccounts.id });
    const cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: account!.id });
    const invoiceIds = [await owedInvoice(patientId, 6500, '2026-11-02'), await owedInvoice(patientId, 4000, '2026-11-09')];
    const [source] = await testApp()
      .db.insert(paymentTransactions)
      .values({
        patientId,
        amount: creditCents,
        status: 'completed',
        tender: 'cash',
        receivedAt: '2026-10-01T15:00:00.000Z',
        businessDate: '2026-10-01',
        ...createdTimestamp(testApp().clock),
      })
      .returning({ id: paymentTransactions.id });
    nextPatient += 1;
    const cardId = await savedCard(testApp(), patientId, { number: cardNumber });
    return { patientId, email, cookie, cardId, invoiceIds, sourceId: source!.id };
  }

  const invoiceRows = (ids: string[]) =>
    testApp()
      .db.select({ id: invoices.id, paid: invoices.paidAmount, status: invoices.paymentStatus })
      .from(invoices)
      .where(inArray(invoices.id, ids))
      .orderBy(invoices.issuedOn);
  const sourceRow = async (id: string) => (await testApp().db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)))[0]!;
  const balanceOf = async (cookie: string) => {
    const response = await testApp().api.portal.balance.$get({}, { headers: { cookie } });
    return response.json();
  };

  it('applies the account credit first and charges the card only the rest', async () => {
    const someone = await patientWithCredit(1500);
    expect(await balanceOf(someone.cookie)).toMatchObject({ totalCents: 10500, creditCents: 1500 });
    const charge = vi.spyOn(gateway(), 'charge');
    const charges = gateway().chargesMade;
    const key = randomUUID();

    // The invoices' whole open amount, as before credit counted, is no longer what the card pays.
    const stale = await pay(someone.cookie, { paymentMethodId: someone.cardId, amountCents: 10500, idempotencyKey: randomUUID() });
    expect(stale).toEqual({ status: 409, body: { error: { code: 'PAY_001', message: paymentMessages.balanceChanged } } });

    const paid = await pay(someone.cookie, { paymentMethodId: someone.cardId, amountCents: 9000, idempotencyKey: key });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ creditAppliedCents: 1500, transaction: { amountCents: 9000, status: 'completed' } });
    expect(gateway().chargesMade).toBe(charges + 1);
    expect(charge.mock.calls.map(([request]) => request.amountCents)).toEqual([9000]);

    expect(await invoiceRows(someone.invoiceIds)).toEqual([
      { id: someone.invoiceIds[0], paid: 6500, status: 'paid' },
      { id: someone.invoiceIds[1], paid: 4000, status: 'paid' },
    ]);
    // The credit went to the oldest invoice, from the earlier payment; the card paid the rest.
    expect(await sourceRow(someone.sourceId)).toMatchObject({ allocatedAmount: 1500 });
    const paymentId = (paid.body as { transaction: { id: string } }).transaction.id;
    const applied = await testApp()
      .db.select({ transactionId: invoicePayments.transactionId, invoiceId: invoicePayments.invoiceId, amount: invoicePayments.amount })
      .from(invoicePayments)
      .where(inArray(invoicePayments.invoiceId, someone.invoiceIds));
    expect(applied).toEqual(
      expect.arrayContaining([
        { transactionId: someone.sourceId, invoiceId: someone.invoiceIds[0], amount: 1500 },
        { transactionId: paymentId, invoiceId: someone.invoiceIds[0], amount: 5000 },
        { transactionId: paymentId, invoiceId: someone.invoiceIds[1], amount: 4000 },
      ]),
    );
    expect(applied).toHaveLength(3);
    expect(await balanceOf(someone.cookie)).toMatchObject({ totalCents: 0, creditCents: 0 });

    const [receipt] = await outboxMails(testApp(), eq(emailOutbox.to, someone.email));
    expect(receipt!.text).toContain(`- Montant payé : ${formatMoney(9000)}`);
    expect(receipt!.text).toContain(`- Crédit au compte utilisé : ${formatMoney(1500)}`);

    // The same key again: the same answer, no second charge.
    const again = await pay(someone.cookie, { paymentMethodId: someone.cardId, amountCents: 9000, idempotencyKey: key });
    expect(again).toEqual({ status: 201, body: paid.body });
    expect(gateway().chargesMade).toBe(charges + 1);
  });

  it('leaves a deposit to its visit to come: the card pays the invoices and the deposit stays whole', async () => {
    const someone = await patientWithCredit(1500);
    const [visit] = await testApp()
      .db.insert(appointments)
      .values({
        patientId: someone.patientId,
        name: 'Julie Martin',
        email: someone.email,
        phone: '514 555-0111',
        status: 'confirmed',
        scheduledDate: '2026-12-03',
        scheduledTime: '10:00',
        durationMinutes: 30,
        ...timestamps(testApp().clock),
      })
      .returning({ id: appointments.id });
    const [deposit] = await testApp()
      .db.insert(paymentTransactions)
      .values({
        patientId: someone.patientId,
        appointmentId: visit!.id,
        transactionType: 'deposit',
        amount: 3000,
        status: 'completed',
        tender: 'debit',
        receivedAt: '2026-11-10T15:00:00.000Z',
        businessDate: '2026-11-10',
        ...createdTimestamp(testApp().clock),
      })
      .returning({ id: paymentTransactions.id });
    // Only the earlier overpayment is credit; the deposit waits for its visit's draft.
    expect(await balanceOf(someone.cookie)).toMatchObject({ totalCents: 10500, creditCents: 1500 });
    const paid = await pay(someone.cookie, { paymentMethodId: someone.cardId, amountCents: 9000, idempotencyKey: randomUUID() });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ creditAppliedCents: 1500 });
    expect(await sourceRow(deposit!.id)).toMatchObject({ allocatedAmount: 0, refundedAmount: 0 });

    // Cancelled in time and kept as credit (a debit deposit), it is the patient's credit again.
    await testApp().db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, visit!.id));
    expect(await balanceOf(someone.cookie)).toMatchObject({ totalCents: 0, creditCents: 3000 });
  });

  it('charges no card at all when the credit covers the chosen invoices', async () => {
    const someone = await patientWithCredit(8000);
    const charge = vi.spyOn(gateway(), 'charge');
    const key = randomUUID();
    const { cardCents, creditAppliedCents } = creditFirst(6500, 8000);
    expect({ cardCents, creditAppliedCents }).toEqual({ cardCents: 0, creditAppliedCents: 6500 });

    const paid = await pay(someone.cookie, {
      paymentMethodId: someone.cardId,
      amountCents: 0,
      idempotencyKey: key,
      invoiceIds: [someone.invoiceIds[0]],
    });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ creditAppliedCents: 6500, transaction: { amountCents: 0, status: 'completed' } });
    expect(charge).not.toHaveBeenCalled();
    expect(await invoiceRows(someone.invoiceIds)).toEqual([
      { id: someone.invoiceIds[0], paid: 6500, status: 'paid' },
      { id: someone.invoiceIds[1], paid: 0, status: 'unpaid' },
    ]);
    expect(await sourceRow(someone.sourceId)).toMatchObject({ allocatedAmount: 6500 });
    expect(await balanceOf(someone.cookie)).toMatchObject({ totalCents: 4000, creditCents: 1500 });
    const [receipt] = await outboxMails(testApp(), eq(emailOutbox.to, someone.email));
    expect(receipt!.text).toContain(`- Crédit au compte utilisé : ${formatMoney(6500)}`);
    expect(receipt!.text).not.toContain('- Carte :');

    const again = await pay(someone.cookie, {
      paymentMethodId: someone.cardId,
      amountCents: 0,
      idempotencyKey: key,
      invoiceIds: [someone.invoiceIds[0]],
    });
    expect(again).toEqual({ status: 201, body: paid.body });
    expect(charge).not.toHaveBeenCalled();
  });

  it('pays with the credit alone and no card, once under a double submit', async () => {
    const someone = await patientWithCredit(8000);
    const charge = vi.spyOn(gateway(), 'charge');
    const request = { amountCents: 0, idempotencyKey: randomUUID(), invoiceIds: [someone.invoiceIds[0]] };
    const [first, second] = await Promise.all([pay(someone.cookie, request), pay(someone.cookie, request)]);
    expect(first.status).toBe(201);
    expect(second).toEqual({ status: 201, body: first.body });
    expect(first.body).toMatchObject({ creditAppliedCents: 6500, transaction: { amountCents: 0, status: 'completed' } });
    expect(charge).not.toHaveBeenCalled();
    const made = await testApp()
      .db.select({ card: paymentTransactions.paymentMethodId, status: paymentTransactions.status })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.patientId, someone.patientId), eq(paymentTransactions.idempotencyKey, request.idempotencyKey)));
    expect(made).toEqual([{ card: null, status: 'completed' }]);
    expect(await invoiceRows(someone.invoiceIds)).toEqual([
      { id: someone.invoiceIds[0], paid: 6500, status: 'paid' },
      { id: someone.invoiceIds[1], paid: 0, status: 'unpaid' },
    ]);
    expect(await sourceRow(someone.sourceId)).toMatchObject({ allocatedAmount: 6500 });
    const receipts = await outboxMails(testApp(), eq(emailOutbox.to, someone.email));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).not.toContain('- Carte :');
  });

  it("refuses a card's part without a card on the card's field, writing nothing", async () => {
    const someone = await patientWithCredit(1500);
    const transactionsBefore = await testApp()
      .db.select({ id: paymentTransactions.id })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.patientId, someone.patientId));
    const refused = await pay(someone.cookie, { amountCents: 9000, idempotencyKey: randomUUID() });
    expect(refused.status).toBe(422);
    expect((refused.body as ApiErrorBody).error.fields).toEqual({ paymentMethodId: paymentMessages.cardRequiredForRest });
    // Told there was nothing for the card when the credit no longer covers it: the balance changed.
    const short = await pay(someone.cookie, { amountCents: 0, idempotencyKey: randomUUID(), invoiceIds: [someone.invoiceIds[1]] });
    expect(short).toEqual({ status: 409, body: { error: { code: 'PAY_001', message: paymentMessages.balanceChanged } } });
    expect(
      await testApp()
        .db.select({ id: paymentTransactions.id })
        .from(paymentTransactions)
        .where(eq(paymentTransactions.patientId, someone.patientId)),
    ).toEqual(transactionsBefore);
    expect(await testApp().db.select().from(creditHolds).where(eq(creditHolds.sourceId, someone.sourceId))).toEqual([]);
    expect(await sourceRow(someone.sourceId)).toMatchObject({ allocatedAmount: 0 });
    expect(await invoiceRows(someone.invoiceIds)).toMatchObject([{ paid: 0 }, { paid: 0 }]);
  });

  it('finishes from the stale-payment job a credit-only payment a crash left pending, with no card and no charge', async () => {
    const someone = await patientWithCredit(8000);
    const charge = vi.spyOn(gateway(), 'charge');
    const { deps } = testApp();
    // What the portal wrote before it died: the pending row (no card, nothing for a card) and its credit hold.
    const transactionId = randomUUID();
    await testApp()
      .db.insert(paymentTransactions)
      .values({
        id: transactionId,
        patientId: someone.patientId,
        amount: 0,
        status: 'pending',
        description: paymentMessages.description(['C-credit']),
        idempotencyKey: randomUUID(),
        tender: 'card_on_file',
        receivedAt: deps.clock.now().toISOString(),
        businessDate: '2026-11-18',
        ...createdTimestamp(deps.clock),
      });
    await testApp()
      .db.insert(creditHolds)
      .values({ transactionId, sourceId: someone.sourceId, invoiceId: someone.invoiceIds[0]!, amount: 6500 });
    const job = stalePaymentJob(deps);
    testApp().clock.advance({ minutes: 3 });
    expect((await job.run(deps)).resumed).toBeGreaterThanOrEqual(1);
    expect(await sourceRow(transactionId)).toMatchObject({ status: 'completed', paymentMethodId: null, amount: 0 });
    expect(charge).not.toHaveBeenCalled();
    expect(await sourceRow(someone.sourceId)).toMatchObject({ allocatedAmount: 6500 });
    expect(await invoiceRows(someone.invoiceIds)).toMatchObject([{ paid: 6500, status: 'paid' }, { paid: 0 }]);
    expect(await outboxMails(testApp(), eq(emailOutbox.to, someone.email))).toHaveLength(1);
    // Run again: nothing is applied twice.
    await job.run(deps);
    expect(await sourceRow(someone.sourceId)).toMatchObject({ allocatedAmount: 6500 });
  });

  it('leaves the credit untouched when the card is refused', async () => {
    const someone = await patientWithCredit(1500, sandboxCards.chargeDeclined);
    const refused = await pay(someone.cookie, { paymentMethodId: someone.cardId, amountCents: 9000, idempotencyKey: randomUUID() });
    expect(refused).toEqual({ status: 402, body: { error: { code: 'PAY_002', message: chargeRefusalMessages.declined } } });
    expect(await sourceRow(someone.sourceId)).toMatchObject({ allocatedAmount: 0 });
    expect(await invoiceRows(someone.invoiceIds)).toEqual([
      { id: someone.invoiceIds[0], paid: 0, status: 'unpaid' },
      { id: someone.invoiceIds[1], paid: 0, status: 'unpaid' },
    ]);
    expect(await balanceOf(someone.cookie)).toMatchObject({ totalCents: 10500, creditCents: 1500 });
    // The desk can still use all of it.
    const desk = await deskCheckout({
      patientId: someone.patientId,
      invoiceIds: [someone.invoiceIds[1]],
      creditAppliedCents: 1500,
      tenders: [{ tender: 'cash', amountCents: 2500 }],
    });
    expect(desk.status).toBe(200);
    expect(await sourceRow(someone.sourceId)).toMatchObject({ allocatedAmount: 1500 });
  });

  it('holds the credit while the card is charged: the desk cannot use it meanwhile, and it is used once', async () => {
    const someone = await patientWithCredit(1500);
    // The card's charge waits until the desk has tried to use the same credit.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let charging!: () => void;
    const chargeStarted = new Promise<void>((resolve) => {
      charging = resolve;
    });
    const charge = gateway().charge.bind(gateway());
    vi.spyOn(gateway(), 'charge').mockImplementation(async (request: ChargeRequest): Promise<ChargeResult> => {
      charging();
      await released;
      return charge(request);
    });

    const portal = pay(someone.cookie, { paymentMethodId: someone.cardId, amountCents: 9000, idempotencyKey: randomUUID() });
    await chargeStarted;
    const held = await testApp().db.select().from(creditHolds).where(eq(creditHolds.sourceId, someone.sourceId));
    expect(held.map((hold) => hold.amount)).toEqual([1500]);
    expect(await balanceOf(someone.cookie)).toMatchObject({ creditCents: 0 });

    const desk = await deskCheckout({
      patientId: someone.patientId,
      invoiceIds: [someone.invoiceIds[1]],
      creditAppliedCents: 1500,
      tenders: [{ tender: 'cash', amountCents: 2500 }],
    });
    expect(desk.status).toBe(422);
    expect((desk.body as ApiErrorBody).error.fields).toEqual({ creditAppliedCents: deskMessages.creditUnavailable(formatMoney(0)) });
    // Nor can the desk take the invoice the portal is paying.
    const taken = await deskCheckout({
      patientId: someone.patientId,
      invoiceIds: [someone.invoiceIds[0]],
      tenders: [{ tender: 'cash', amountCents: 6500 }],
    });
    expect(taken.status).toBe(422);

    release();
    expect((await portal).status).toBe(201);
    expect(await sourceRow(someone.sourceId)).toMatchObject({ allocatedAmount: 1500 });
    expect(await invoiceRows(someone.invoiceIds)).toMatchObject([{ paid: 6500 }, { paid: 4000 }]);
  });

  it('uses the credit once when the portal and the desk take it at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const someone = await patientWithCredit(1500);
      const [portal, desk] = await Promise.all([
        pay(someone.cookie, {
          paymentMethodId: someone.cardId,
          amountCents: 5000,
          idempotencyKey: randomUUID(),
          invoiceIds: [someone.invoiceIds[0]],
        }),
        deskCheckout({
          patientId: someone.patientId,
          invoiceIds: [someone.invoiceIds[1]],
          creditAppliedCents: 1500,
          tenders: [{ tender: 'cash', amountCents: 2500 }],
        }),
      ]);
      // One of them got the credit; the other was refused (nothing written), never a 500.
      expect([portal.status === 201, desk.status === 200].filter(Boolean)).toHaveLength(1);
      expect([portal.status, desk.status].every((status) => status < 500)).toBe(true);
      const source = await sourceRow(someone.sourceId);
      expect(source.allocatedAmount).toBe(1500);
      const fromSource = await testApp()
        .db.select({ amount: invoicePayments.amount })
        .from(invoicePayments)
        .where(eq(invoicePayments.transactionId, someone.sourceId));
      expect(fromSource.reduce((sum, row) => sum + row.amount, 0)).toBe(1500);
      const paid = await invoiceRows(someone.invoiceIds);
      expect(paid.reduce((sum, row) => sum + row.paid, 0)).toBe(portal.status === 201 ? 6500 : 4000);
    }
  });

  it('says no receipt was e-mailed while « Reçu après paiement » is paused', async () => {
    const someone = await patientWithCredit(1500);
    await testApp()
      .db.insert(automationRules)
      .values({ key: 'receipt', enabled: false, updatedAt: testApp().clock.now().toISOString() })
      .onConflictDoUpdate({ target: automationRules.key, set: { enabled: false } });
    try {
      const paid = await pay(someone.cookie, { paymentMethodId: someone.cardId, amountCents: 9000, idempotencyKey: randomUUID() });
      expect(paid.status).toBe(201);
      expect(paid.body).toMatchObject({ receiptEmailedTo: '', receiptPaused: true });
      expect(await outboxMails(testApp(), and(eq(emailOutbox.to, someone.email)))).toEqual([]);
    } finally {
      await testApp().db.update(automationRules).set({ enabled: true }).where(eq(automationRules.key, 'receipt'));
    }
  });
});
