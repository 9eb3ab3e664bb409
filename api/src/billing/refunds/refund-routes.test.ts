// « Rembourser »: refunds from a payment or from the account credit, to the card through
// the gateway or in a tender staff record — on a real database, through the admin surface, the
// payments themselves taken by the desk's checkout.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import type { DeskPatientAccount, DeskRefundResult } from 'shared-domain/billing/desk-account-views';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { formatMoney } from 'shared-domain/platform/format';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cashClosings, invoiceLines, invoices, patients, paymentTransactions, staffUsers } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { auditEventsOf } from '../../testing/audit-events';
import { demoReception } from '../../demo/demo-clinic';
import { createTestSession, seededAccounts, testNow, useTestApp } from '../../testing/test-app';
import type { SandboxGateway } from '../payments/sandbox-gateway';
import { stalePaymentJob } from '../payments/stale-payment-job';
import { closeDay } from '../cash-closing/closed-day-test-support';
import { savedCard } from '../payments/saved-card-test-support';

const today = '2026-11-18';

describe('refunds at the desk', () => {
  const testApp = useTestApp();
  let staff: { id: string; cookie: string };
  let reception: { id: string; cookie: string };
  let counter = 0;

  const gateway = () => testApp().deps.paymentGateway as SandboxGateway;
  const request = async (method: string, path: string, body?: unknown, as: { cookie: string } = staff) => {
    const response = await testApp().app.request(`/api/admin${path}`, {
      method,
      headers: { cookie: as.cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const refund = (body: Record<string, unknown>) =>
    request('POST', '/refunds', { idempotencyKey: randomUUID(), reason: 'Trop-perçu', ...body });
  const refused = (result: { body: unknown }) => (result.body as ApiErrorBody).error;

  async function newPatient() {
    counter += 1;
    const id = randomUUID();
    await testApp()
      .db.insert(patients)
      .values({
        id,
        firstName: 'Rémi',
        lastName: `Rembourse ${counter}`,
        email: `rembourse${counter}@courriel.example`,
        ...timestamps(testApp().clock),
      });
    return id;
  }

  async function issuedInvoice(patientId: string, totalCents: number) {
    counter += 1;
    const id = randomUUID();
    await testApp()
      .db.insert(invoices)
      .values({
        id,
        patientId,
        totalAmount: totalCents,
        paymentStatus: 'unpaid',
        issuedOn: '2026-11-10',
        dueOn: '2026-12-10',
        number: `R-${String(counter).padStart(5, '0')}`,
        ...timestamps(testApp().clock),
      });
    await testApp().db.insert(invoiceLines).values({ invoiceId: id, description: 'Suivi', serviceDate: '2026-11-10', amount: totalCents });
    return id;
  }

  /** A checkout at the desk paying `invoiceCents` with `tender`, the rest kept as credit; the payment row. */
  async function paidWithCredit(
    patientId: string,
    invoiceCents: number,
    tender: { tender: string; amountCents: number; paymentMethodId?: string },
    receivedOn?: string,
  ) {
    const invoiceId = await issuedInvoice(patientId, invoiceCents);
    const result = await request('POST', '/checkouts', {
      idempotencyKey: randomUUID(),
      patientId,
      invoiceIds: [invoiceId],
      tenders: [tender],
      keepOverpaymentAsCredit: true,
      ...(receivedOn ? { receivedOn } : {}),
    });
    if (result.status !== 200) throw new Error(`checkout refused: ${JSON.stringify(result.body)}`);
    const [payment] = await testApp()
      .db.select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.patientId, patientId),
          eq(paymentTransactions.checkoutId, (result.body as { checkoutId: string }).checkoutId),
        ),
      );
    return payment!;
  }

  const row = async (id: string) => (await testApp().db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)))[0]!;
  const refundsOf = (patientId: string) =>
    testApp()
      .db.select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.patientId, patientId), eq(paymentTransactions.transactionType, 'refund')));
  const account = async (patientId: string) => (await request('GET', `/patients/${patientId}/account`)).body as DeskPatientAccount;

  beforeAll(async () => {
    const { staffId } = await seededAccounts(testApp());
    staff = {
      id: staffId,
      cookie: await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true }),
    };
    const [desk] = await testApp().db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, demoReception.email));
    reception = {
      id: desk!.id,
      cookie: await createTestSession(testApp(), { subjectType: 'staff', subjectId: desk!.id, secondFactorVerified: true }),
    };
  });
  beforeEach(() => testApp().clock.set(testNow));
  afterEach(() => vi.restoreAllMocks());

  it('refunds part of the account credit in cash: its own row, the payment’s refunded amount, the account after it, audited', async () => {
    const patientId = await newPatient();
    const payment = await paidWithCredit(patientId, 6000, { tender: 'cash', amountCents: 10000 });
    const { status, body } = await refund({ patientId, tender: 'cash', amountCents: '15,00', reason: 'Forfait annulé' });
    expect(status).toBe(200);
    const result = body as DeskRefundResult;
    expect(result.refund).toEqual({
      id: expect.any(String),
      tender: 'cash',
      tenderLabel: 'Comptant',
      amountCents: 1500,
      cashRoundingCents: 0,
    });
    expect(result.account).toMatchObject({ patient: { id: patientId }, creditCents: 2500, owedCents: 0, balanceCents: -2500 });
    expect(result.account.refundablePayments).toEqual([expect.objectContaining({ id: payment.id, refundableCents: 2500 })]);
    expect(await row(result.refund.id)).toMatchObject({
      transactionType: 'refund',
      status: 'completed',
      amount: 1500,
      tender: 'cash',
      refundOfId: null,
      businessDate: today,
      receivedAt: testApp().clock.now().toISOString(),
      takenBy: staff.id,
      notes: 'Forfait annulé',
      gatewayReference: null,
    });
    expect(await row(payment.id)).toMatchObject({ refundedAmount: 1500, allocatedAmount: 6000 });
    const [audit] = await auditEventsOf(testApp().db, 'payment.refunded', result.refund.id);
    expect(audit).toMatchObject({ actorId: staff.id, entity: 'payment_transactions' });
    expect(audit!.details).toEqual({ patientId, paymentId: null, tender: 'cash', amountCents: 1500 });
    expect(await account(patientId)).toMatchObject({ creditCents: 2500 });
  });

  it('hands cash back to the nearest 0,05 $, as cash is taken: the refund takes what was asked, the drawer and the close count the rounding', async () => {
    const patientId = await newPatient();
    // 54,99 $ of credit, paid by debit.
    await paidWithCredit(patientId, 1000, { tender: 'debit', amountCents: 6499 });
    const cashDay = async () =>
      (await request('GET', '/cash-closings/2026-11-18')).body as { expected: { cash: number }; cashRoundingCents: number };
    const before = await cashDay();
    const { status, body } = await refund({ patientId, tender: 'cash', amountCents: 5499, reason: 'Crédit rendu' });
    expect(status).toBe(200);
    const result = body as DeskRefundResult;
    // 54,99 $ taken from the credit; 55,00 $ leaves the drawer.
    expect(result.refund).toMatchObject({ tender: 'cash', amountCents: 5499, cashRoundingCents: 1 });
    expect(result.account).toMatchObject({ creditCents: 0 });
    expect(await row(result.refund.id)).toMatchObject({ amount: 5499, cashRounding: 1 });
    const after = await cashDay();
    expect(after.expected.cash - before.expected.cash).toBe(-5500);
    expect(after.cashRoundingCents - before.cashRoundingCents).toBe(-1);

    // 0,02 $ rounds to nothing in cash; by cheque the exact amount goes back.
    await paidWithCredit(patientId, 1000, { tender: 'debit', amountCents: 1004 });
    const tiny = (await refund({ patientId, tender: 'cash', amountCents: 2, reason: 'Crédit rendu' })).body as DeskRefundResult;
    expect(tiny.refund).toMatchObject({ amountCents: 2, cashRoundingCents: -2 });
    const exact = (await refund({ patientId, tender: 'cheque', amountCents: 2, reason: 'Crédit rendu' })).body as DeskRefundResult;
    expect(exact.refund).toMatchObject({ amountCents: 2, cashRoundingCents: 0 });
    expect((await cashDay()).expected.cash - after.expected.cash).toBe(0);
  });

  it('takes a refund of credit from the payments with unapplied money, oldest first', async () => {
    const patientId = await newPatient();
    const older = await paidWithCredit(patientId, 1000, { tender: 'cheque', amountCents: 2000 }, '2026-11-16');
    const newer = await paidWithCredit(patientId, 1000, { tender: 'debit', amountCents: 3000 });
    const { status } = await refund({ patientId, tender: 'etransfer', amountCents: 2500 });
    expect(status).toBe(200);
    expect((await row(older.id)).refundedAmount).toBe(1000);
    expect((await row(newer.id)).refundedAmount).toBe(1500);
    expect((await account(patientId)).creditCents).toBe(500);
  });

  it('refunds from one payment up to what of it is not applied nor refunded, in any tender staff record', async () => {
    const patientId = await newPatient();
    const payment = await paidWithCredit(patientId, 3000, { tender: 'debit', amountCents: 5000 });
    const above = await refund({ patientId, paymentId: payment.id, tender: 'debit', amountCents: 2001 });
    expect(above.status).toBe(422);
    expect(refused(above)).toEqual({
      code: 'BILL_004',
      message: deskMessages.refundAbovePaid(formatMoney(2000)),
      fields: { amountCents: deskMessages.refundAbovePaid(formatMoney(2000)) },
    });
    const done = await refund({ patientId, paymentId: payment.id, tender: 'debit', amountCents: 2000 });
    expect(done.status).toBe(200);
    expect(await row((done.body as DeskRefundResult).refund.id)).toMatchObject({ refundOfId: payment.id, tender: 'debit', amount: 2000 });
    expect((await auditEventsOf(testApp().db, 'payment.refunded', (done.body as DeskRefundResult).refund.id))[0]!.details).toMatchObject({
      paymentId: payment.id,
    });
    // Nothing left: the rest of it paid the invoice (a credit note frees it first).
    const again = await refund({ patientId, paymentId: payment.id, tender: 'debit', amountCents: 1 });
    expect(again.status).toBe(409);
    expect(refused(again)).toEqual({ code: 'BILL_002', message: deskMessages.nothingToRefund });
    expect(await row(payment.id)).toMatchObject({ refundedAmount: 2000 });
    // A payment refunded in part is no longer voidable.
    expect((await request('POST', `/payments/${payment.id}/void`)).status).toBe(409);
  });

  it('refuses more than the credit (422 BILL_004), changing nothing', async () => {
    const patientId = await newPatient();
    const payment = await paidWithCredit(patientId, 6000, { tender: 'cash', amountCents: 7000 });
    const above = await refund({ patientId, tender: 'cash', amountCents: 1001 });
    expect(above.status).toBe(422);
    expect(refused(above)).toMatchObject({ code: 'BILL_004', message: deskMessages.refundAboveCredit(formatMoney(1000)) });
    const none = await newPatient();
    expect(refused(await refund({ patientId: none, tender: 'cash', amountCents: 100 })).message).toBe(
      deskMessages.refundAboveCredit(formatMoney(0)),
    );
    expect(await refundsOf(patientId)).toEqual([]);
    expect((await row(payment.id)).refundedAmount).toBe(0);
  });

  it('answers the same key twice with the same refund, recorded once', async () => {
    const patientId = await newPatient();
    await paidWithCredit(patientId, 1000, { tender: 'cash', amountCents: 5000 });
    const body = { idempotencyKey: randomUUID(), patientId, tender: 'cash', amountCents: 1000, reason: 'Trop-perçu' };
    const [first, second] = await Promise.all([request('POST', '/refunds', body), request('POST', '/refunds', body)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((second.body as DeskRefundResult).refund).toEqual((first.body as DeskRefundResult).refund);
    const third = await request('POST', '/refunds', body);
    expect(third.body).toEqual(second.body);
    expect(await refundsOf(patientId)).toHaveLength(1);
    expect((await account(patientId)).creditCents).toBe(3000);
  });

  it('ten desks refunding one payment at once never give back more than it brought', async () => {
    const patientId = await newPatient();
    const payment = await paidWithCredit(patientId, 2000, { tender: 'cash', amountCents: 5000 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => refund({ patientId, paymentId: payment.id, tender: 'cash', amountCents: 1000 })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(3);
    for (const result of results.filter((candidate) => candidate.status !== 200)) {
      // Told it changed (the write lost the race) or what is left (read after the others).
      expect([409, 422]).toContain(result.status);
      expect(['BILL_002', 'BILL_004']).toContain(refused(result).code);
    }
    expect(await refundsOf(patientId)).toHaveLength(3);
    expect(await row(payment.id)).toMatchObject({ refundedAmount: 3000, allocatedAmount: 2000 });
    for (const result of results.filter((candidate) => candidate.status === 200)) {
      expect(await auditEventsOf(testApp().db, 'payment.refunded', (result.body as DeskRefundResult).refund.id)).toHaveLength(1);
    }
  });

  it('counts a refund made after today’s close on the next open day, today kept as the day it was made', async () => {
    const patientId = await newPatient();
    const payment = await paidWithCredit(patientId, 1000, { tender: 'cash', amountCents: 2000 });
    await closeDay(testApp(), today);
    try {
      const late = await refund({ patientId, paymentId: payment.id, tender: 'cash', amountCents: 500 });
      expect(late.status).toBe(200);
      expect((await refundsOf(patientId)).map((row) => [row.amount, row.businessDate, row.authorizedOn])).toEqual([
        [500, '2026-11-19', today],
      ]);
      expect((await row(payment.id)).refundedAmount).toBe(500);
    } finally {
      await testApp().db.delete(cashClosings).where(eq(cashClosings.businessDate, today));
    }
  });

  it('refuses bad input in French with 4xx, never 500, changing nothing', async () => {
    const patientId = await newPatient();
    const other = await newPatient();
    const payment = await paidWithCredit(patientId, 1000, { tender: 'cash', amountCents: 3000 });
    const theirs = await paidWithCredit(other, 1000, { tender: 'cash', amountCents: 3000 });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ patientId, tender: 'cash', amountCents: -5 }, 422, 'VAL_001'],
      [{ patientId, tender: 'cash', amountCents: 0 }, 422, 'VAL_001'],
      [{ patientId, tender: 'cash', amountCents: 'abc' }, 422, 'VAL_001'],
      [{ patientId, tender: 'bitcoin', amountCents: 100 }, 422, 'VAL_001'],
      [{ patientId, tender: 'cash', amountCents: 100, reason: '  ' }, 422, 'VAL_001'],
      [{ patientId, tender: 'cash', amountCents: 100, idempotencyKey: 'abc' }, 422, 'VAL_001'],
      [{ patientId, tender: 'cash', amountCents: 100, extra: true }, 422, 'VAL_001'],
      [{ patientId, tender: 'card_on_file', amountCents: 100 }, 422, 'VAL_001'],
      [{ patientId, paymentId: payment.id, tender: 'card_on_file', amountCents: 100 }, 422, 'VAL_001'],
      [{ patientId, paymentId: theirs.id, tender: 'cash', amountCents: 100 }, 404, 'NOT_FOUND'],
      [{ patientId, paymentId: randomUUID(), tender: 'cash', amountCents: 100 }, 404, 'NOT_FOUND'],
      [{ patientId: randomUUID(), tender: 'cash', amountCents: 100 }, 404, 'NOT_FOUND'],
    ];
    for (const [body, status, code] of cases) {
      const result = await refund(body);
      expect(result.status, JSON.stringify(body)).toBe(status);
      expect(refused(result).code, JSON.stringify(body)).toBe(code);
    }
    const noCard = await refund({ patientId, tender: 'card_on_file', amountCents: 100 });
    expect(refused(noCard).fields).toEqual({ tender: deskMessages.refundCardNeedsPayment });
    const cashToCard = await refund({ patientId, paymentId: payment.id, tender: 'card_on_file', amountCents: 100 });
    expect(refused(cashToCard).fields).toEqual({ tender: deskMessages.refundCardNeedsPayment });
    expect(refused(await refund({ patientId, paymentId: theirs.id, tender: 'cash', amountCents: 100 })).message).toBe(
      deskMessages.paymentNotFound,
    );
    const malformed = await request('POST', '/refunds', '{"patientId":');
    expect(malformed.status).toBe(400);
    expect(await refundsOf(patientId)).toEqual([]);
    expect(await refundsOf(other)).toEqual([]);
    expect((await row(payment.id)).refundedAmount).toBe(0);
  });

  describe('to the card on file', () => {
    it('goes back through the gateway, once, recorded with its reference', async () => {
      const patientId = await newPatient();
      const card = await savedCard(testApp(), patientId);
      const payment = await paidWithCredit(patientId, 5000, { tender: 'card_on_file', amountCents: 7000, paymentMethodId: card });
      const refunds = gateway().refundsMade;
      const body = {
        idempotencyKey: randomUUID(),
        patientId,
        paymentId: payment.id,
        tender: 'card_on_file',
        amountCents: 2000,
        reason: 'Surplus',
      };
      const [first, second] = await Promise.all([request('POST', '/refunds', body), request('POST', '/refunds', body)]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body).toEqual(first.body);
      expect(gateway().refundsMade).toBe(refunds + 1);
      const result = first.body as DeskRefundResult;
      expect(result.refund).toMatchObject({ tender: 'card_on_file', tenderLabel: 'Carte enregistrée', amountCents: 2000 });
      expect(result.account.creditCents).toBe(0);
      expect(await row(result.refund.id)).toMatchObject({
        status: 'completed',
        refundOfId: payment.id,
        gatewayReference: expect.stringMatching(/^re_sandbox_/),
      });
      expect(await row(payment.id)).toMatchObject({ refundedAmount: 2000 });
      expect(await auditEventsOf(testApp().db, 'payment.refunded', result.refund.id)).toHaveLength(1);
    });

    it('refused by the gateway: 402 in French, the refund failed, the money still the patient’s credit, nothing audited', async () => {
      const patientId = await newPatient();
      const card = await savedCard(testApp(), patientId);
      const payment = await paidWithCredit(patientId, 5000, { tender: 'card_on_file', amountCents: 7000, paymentMethodId: card });
      vi.spyOn(gateway(), 'refund').mockResolvedValueOnce({ ok: false, reason: 'declined' });
      const declined = await refund({ patientId, paymentId: payment.id, tender: 'card_on_file', amountCents: 2000 });
      expect(declined.status).toBe(402);
      expect(refused(declined)).toEqual({ code: 'PAY_002', message: deskMessages.cardRefundRefused });
      const [failed] = await refundsOf(patientId);
      expect(failed).toMatchObject({ status: 'failed', amount: 2000 });
      expect(await row(payment.id)).toMatchObject({ refundedAmount: 0 });
      expect((await account(patientId)).creditCents).toBe(2000);
      expect(await auditEventsOf(testApp().db, 'payment.refunded', failed!.id)).toEqual([]);
      // Then in cash instead, by the administration with why.
      const cash = await refund({ patientId, paymentId: payment.id, tender: 'cash', amountCents: 2000, offCardNote: 'Carte annulée' });
      expect(cash.status).toBe(200);
    });

    it('interrupted after the gateway refunded: the money held, then settled by the stale-payment job, refunded once', async () => {
      const patientId = await newPatient();
      const card = await savedCard(testApp(), patientId);
      const payment = await paidWithCredit(patientId, 5000, { tender: 'card_on_file', amountCents: 7000, paymentMethodId: card });
      const realRefund = gateway().refund.bind(gateway());
      vi.spyOn(gateway(), 'refund').mockImplementationOnce(async (req) => {
        await realRefund(req);
        throw new Error('connection reset');
      });
      const refunds = gateway().refundsMade;
      const charges = gateway().chargesMade;
      const crashed = await refund({ patientId, paymentId: payment.id, tender: 'card_on_file', amountCents: 2000 });
      expect(crashed.status).toBe(500);
      expect(gateway().refundsMade).toBe(refunds + 1);
      const [pending] = await refundsOf(patientId);
      expect(pending).toMatchObject({ status: 'pending' });
      // Held: the same money cannot be refunded again meanwhile.
      expect((await account(patientId)).creditCents).toBe(0);
      expect((await refund({ patientId, tender: 'cash', amountCents: 1 })).status).toBe(422);

      const job = stalePaymentJob(testApp().deps);
      await job.run(testApp().deps);
      expect((await row(pending!.id)).status).toBe('pending');
      testApp().clock.advance({ minutes: 3 });
      expect((await job.run(testApp().deps)).resumed).toBeGreaterThanOrEqual(1);
      expect(await row(pending!.id)).toMatchObject({ status: 'completed', gatewayReference: expect.stringMatching(/^re_sandbox_/) });
      expect(gateway().refundsMade).toBe(refunds + 1);
      // The job never charges a refund.
      expect(gateway().chargesMade).toBe(charges);
      expect(await row(payment.id)).toMatchObject({ refundedAmount: 2000 });
      expect(await auditEventsOf(testApp().db, 'payment.refunded', pending!.id)).toHaveLength(1);
      expect(await job.run(testApp().deps)).toEqual({ resumed: 0 });
    });
  });
  describe('a payment taken by card goes back to that card', () => {
    const cardPayment = async (patientId: string) => {
      const card = await savedCard(testApp(), patientId);
      return paidWithCredit(patientId, 5000, { tender: 'card_on_file', amountCents: 7000, paymentMethodId: card });
    };
    const asReception = (body: Record<string, unknown>) =>
      request('POST', '/refunds', { idempotencyKey: randomUUID(), reason: 'Trop-perçu', ...body }, reception);

    it('the reception refunds it to the card, through the gateway', async () => {
      const patientId = await newPatient();
      const payment = await cardPayment(patientId);
      const refunds = gateway().refundsMade;
      const done = await asReception({ patientId, paymentId: payment.id, tender: 'card_on_file', amountCents: 1500 });
      expect(done.status).toBe(200);
      expect(gateway().refundsMade).toBe(refunds + 1);
      const result = done.body as DeskRefundResult;
      expect(await row(result.refund.id)).toMatchObject({ status: 'completed', tender: 'card_on_file', takenBy: reception.id });
      expect((await auditEventsOf(testApp().db, 'payment.refunded', result.refund.id))[0]).toMatchObject({ actorId: reception.id });
    });

    it('refuses the reception a refund of it in cash (403 in French), changing nothing', async () => {
      const patientId = await newPatient();
      const payment = await cardPayment(patientId);
      const refunds = gateway().refundsMade;
      for (const body of [
        { patientId, paymentId: payment.id, tender: 'cash', amountCents: 1500 },
        { patientId, paymentId: payment.id, tender: 'cash', amountCents: 1500, offCardNote: 'Le patient préfère comptant' },
        { patientId, paymentId: payment.id, tender: 'etransfer', amountCents: 1500, offCardNote: 'Carte expirée' },
      ]) {
        const result = await asReception(body);
        expect(result.status, JSON.stringify(body)).toBe(403);
        expect(refused(result)).toEqual({
          code: 'AUTH_002',
          message: deskMessages.refundOffCardAdminOnly,
          fields: { tender: deskMessages.refundOffCardAdminOnly },
        });
      }
      expect(await refundsOf(patientId)).toEqual([]);
      expect(await row(payment.id)).toMatchObject({ refundedAmount: 0 });
      expect(gateway().refundsMade).toBe(refunds);
    });

    it('refuses the administration a refund of it in cash without a note (422 in French), changing nothing', async () => {
      const patientId = await newPatient();
      const payment = await cardPayment(patientId);
      for (const offCardNote of [undefined, '', '   ']) {
        const result = await refund({ patientId, paymentId: payment.id, tender: 'cash', amountCents: 1500, offCardNote });
        expect(result.status).toBe(422);
        expect(refused(result)).toMatchObject({ code: 'VAL_001', fields: { offCardNote: deskMessages.offCardNoteRequired } });
      }
      expect(await refundsOf(patientId)).toEqual([]);
      expect(await row(payment.id)).toMatchObject({ refundedAmount: 0 });
    });

    it('lets the administration refund it in cash with a note: recorded, audited with the note, the gateway not asked', async () => {
      const patientId = await newPatient();
      const payment = await cardPayment(patientId);
      const refunds = gateway().refundsMade;
      const note = 'Carte annulée par la banque; remis en argent comptant';
      const done = await refund({ patientId, paymentId: payment.id, tender: 'cash', amountCents: 1500, offCardNote: note });
      expect(done.status).toBe(200);
      expect(gateway().refundsMade).toBe(refunds);
      const result = done.body as DeskRefundResult;
      expect(result.refund).toMatchObject({ tender: 'cash', amountCents: 1500 });
      expect(await row(result.refund.id)).toMatchObject({ status: 'completed', tender: 'cash', refundOfId: payment.id, takenBy: staff.id });
      expect(await row(payment.id)).toMatchObject({ refundedAmount: 1500 });
      const [audit] = await auditEventsOf(testApp().db, 'payment.refunded', result.refund.id);
      expect(audit).toMatchObject({ actorId: staff.id, entity: 'payment_transactions' });
      expect(audit!.details).toEqual({ patientId, paymentId: payment.id, tender: 'cash', amountCents: 1500, offCardNote: note });
    });

    it('holds a debit card payment to the terminal alike: its own tender for the reception, cash for the administration with a note', async () => {
      const patientId = await newPatient();
      const payment = await paidWithCredit(patientId, 3000, { tender: 'debit', amountCents: 6000 });
      expect((await asReception({ patientId, paymentId: payment.id, tender: 'cash', amountCents: 1000 })).status).toBe(403);
      expect((await asReception({ patientId, paymentId: payment.id, tender: 'debit', amountCents: 1000 })).status).toBe(200);
      expect((await refund({ patientId, paymentId: payment.id, tender: 'cash', amountCents: 1000 })).status).toBe(422);
      expect(
        (await refund({ patientId, paymentId: payment.id, tender: 'cash', amountCents: 1000, offCardNote: 'Terminal en panne' })).status,
      ).toBe(200);
      expect(await row(payment.id)).toMatchObject({ refundedAmount: 2000 });
      // A cash payment is refunded in any tender by either, no note asked.
      const cash = await paidWithCredit(patientId, 1000, { tender: 'cash', amountCents: 3000 });
      expect((await asReception({ patientId, paymentId: cash.id, tender: 'etransfer', amountCents: 1000 })).status).toBe(200);
    });
  });
});
