import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { sandboxCards } from 'shared-domain/billing/card';
import { addDays, clinicDate } from 'shared-domain/platform/clinic-time';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { formatMoney } from 'shared-domain/platform/format';
import { invoiceNumber } from 'shared-domain/billing/invoice';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { chargeRefusalMessages, creditFirst, paymentMessages } from 'shared-domain/billing/payment';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appointments,
  clinicSettings,
  emailOutbox,
  insuranceClaims,
  invoiceLines,
  invoicePayments,
  invoices,
  patientAccounts,
  patients,
  paymentMethods,
  paymentTransactions,
} from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';
import { createTestSession, seededAccounts, testNow, useTestApp } from '../../testing/test-app';
import { markOverdueInvoices, overdueInvoiceJob } from './overdue-invoice-job';
import { payBalanceTiming } from './pay-balance';
import { patientBalance } from './patient-balance';
import { stalePaymentJob } from './stale-payment-job';
import { scheduledJobs } from '../../jobs';
import type { SandboxGateway } from './sandbox-gateway';
import { encodeTransactionCursor, transactionCursorMessage } from './transaction-cursor';
import { outboxMails } from '../../testing/outbox';
import { claimOfInvoice } from '../../testing/insurance-claims';
import { savedCard } from './saved-card-test-support';

type Transaction = {
  id: string;
  createdAt: string;
  description: string;
  amountCents: number;
  status: string;
  statusLabel: string;
  invoices: { id: string; number: string }[];
};
type Paid = { transaction: Transaction; creditAppliedCents: number; receiptEmailedTo: string; receiptPaused: boolean };

const camilleEmail = 'camille.gagnon@courriel.example';

describe('portal balance, transactions and payments', () => {
  const testApp = useTestApp();
  const logged: string[] = [];
  const answers: string[] = [];
  let camille: { patientId: string; cookie: string; visaId: string; mastercardId: string };
  let nextPatient = 1;

  const gateway = () => testApp().deps.paymentGateway as SandboxGateway;

  async function call(method: string, path: string, cookie: string, body?: unknown) {
    const response = await testApp().app.request(`/api/portal${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    answers.push(text);
    return { status: response.status, body: JSON.parse(text) };
  }
  const pay = (cookie: string, body: unknown) => call('POST', '/payments', cookie, body);
  const balance = async (cookie: string) => {
    const response = await testApp().api.portal.balance.$get({}, { headers: { cookie } });
    expect(response.status).toBe(200);
    return response.json();
  };
  const transactionsPage = async (cookie: string, before?: string) => {
    const response = await testApp().api.portal.transactions.$get(
      { query: before === undefined ? {} : { before } },
      { headers: { cookie } },
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    answers.push(JSON.stringify(body));
    return body;
  };
  const mailsTo = (to: string) => outboxMails(testApp(), eq(emailOutbox.to, to));
  const transactionsOf = (patientId: string) =>
    testApp().db.select().from(paymentTransactions).where(eq(paymentTransactions.patientId, patientId));

  /** A completed visit of `patientId` and its invoice (one visit line), owed unless `status` says otherwise. */
  async function billedVisit(
    patientId: string,
    invoice: { total: number; issuedOn: string; dueOn?: string; status?: 'unpaid' | 'overdue' | 'paid' | 'void'; number?: string },
  ) {
    const [visit] = await testApp()
      .db.insert(appointments)
      .values({
        patientId,
        name: 'Julie Martin',
        email: 'julie.martin@courriel.example',
        phone: '514 555-0111',
        status: 'completed',
        scheduledDate: invoice.issuedOn,
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
        totalAmount: invoice.total,
        paymentStatus: invoice.status ?? 'unpaid',
        number: invoice.number,
        issuedOn: invoice.issuedOn,
        dueOn: invoice.dueOn ?? addDays(invoice.issuedOn, 30),
        ...timestamps(testApp().clock),
      })
      .returning({ id: invoices.id });
    await testApp().db.insert(invoiceLines).values({
      invoiceId: row!.id,
      appointmentId: visit!.id,
      description: 'Suivi chiropratique',
      serviceDate: invoice.issuedOn,
      amount: invoice.total,
      taxCode: 'exempt',
    });
    return { invoiceId: row!.id, appointmentId: visit!.id };
  }

  /** A new patient with a portal session, a card (`number`) and two owed invoices of 65,00 $ and 40,00 $. */
  async function patientOwing(number: string = sandboxCards.success, invoiceNumbers: readonly (string | undefined)[] = []) {
    const email = `patient.${nextPatient++}@courriel.example`;
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
    const visits = [
      await billedVisit(patientId, { total: 6500, issuedOn: '2026-11-02', number: invoiceNumbers[0] }),
      await billedVisit(patientId, { total: 4000, issuedOn: '2026-11-09', number: invoiceNumbers[1] }),
    ];
    return { patientId, email, cookie, cardId: await savedCard(testApp(), patientId, { number }), visits, totalCents: 10500 };
  }

  /**
   * A payment as a request leaves it between claiming the invoices and recording the charge's
   * outcome: still in flight, or, once the clock has moved on, left behind by a crash.
   */
  async function pendingPayment(someone: Awaited<ReturnType<typeof patientOwing>>, transactionId: string, idempotencyKey: string) {
    await testApp()
      .db.insert(paymentTransactions)
      .values({
        id: transactionId,
        patientId: someone.patientId,
        paymentMethodId: someone.cardId,
        amount: someone.totalCents,
        status: 'pending',
        idempotencyKey,
        description: 'Paiement du solde',
        ...createdTimestamp(testApp().clock),
      });
    await testApp()
      .db.insert(invoicePayments)
      .values(someone.visits.map((visit, index) => ({ transactionId, invoiceId: visit.invoiceId, amount: [6500, 4000][index]! })));
  }

  /** The patient's account credit as the ledger defines it: what completed payments brought that is neither applied nor refunded. */
  async function accountCreditOf(patientId: string) {
    const rows = await testApp()
      .db.select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.patientId, patientId), eq(paymentTransactions.status, 'completed')));
    return rows.reduce((sum, row) => sum + row.amount - row.allocatedAmount - row.refundedAmount, 0);
  }

  /** The invoices' payment statuses, in the order of `ids`. */
  async function statusesOf(ids: string[]) {
    const rows = await testApp()
      .db.select({ id: invoices.id, status: invoices.paymentStatus })
      .from(invoices)
      .where(inArray(invoices.id, ids));
    return ids.map((id) => rows.find((row) => row.id === id)?.status);
  }
  /** The visits' payment statuses, in the order of `ids`. */
  async function visitPaymentsOf(ids: string[]) {
    const rows = await testApp()
      .db.select({ id: appointments.id, status: appointments.paymentStatus })
      .from(appointments)
      .where(inArray(appointments.id, ids));
    return ids.map((id) => rows.find((row) => row.id === id)?.status);
  }

  beforeAll(async () => {
    const ids = await seededAccounts(testApp());
    const cards = await testApp()
      .db.select({ id: paymentMethods.id, lastFour: paymentMethods.lastFourDigits })
      .from(paymentMethods)
      .where(eq(paymentMethods.patientId, ids.patientId));
    camille = {
      patientId: ids.patientId,
      cookie: await createTestSession(testApp(), { subjectType: 'patient', subjectId: ids.patientAccountId }),
      visaId: cards.find((card) => card.lastFour === '4242')!.id,
      mastercardId: cards.find((card) => card.lastFour === '4444')!.id,
    };
  });
  beforeEach(() => {
    testApp().clock.set(testNow);
    for (const stream of [process.stdout, process.stderr]) {
      vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        logged.push(String(chunk));
        return true;
      });
    }
  });
  afterEach(() => vi.restoreAllMocks());

  describe('GET /balance and /transactions', () => {
    it("gives the demo patient's balance: the overdue and the unpaid visit, oldest first", async () => {
      const owed = await testApp()
        .db.select({ id: invoices.id, status: invoices.paymentStatus })
        .from(invoices)
        .where(and(eq(invoices.patientId, camille.patientId), inArray(invoices.paymentStatus, ['unpaid', 'overdue'])));
      const overdue = owed.find((row) => row.status === 'overdue')!.id;
      const unpaid = owed.find((row) => row.status === 'unpaid')!.id;
      expect(await balance(camille.cookie)).toEqual({
        unpaidCents: 7500,
        overdueCents: 7500,
        totalCents: 15000,
        creditCents: await accountCreditOf(camille.patientId),
        invoices: [
          {
            id: overdue,
            number: invoiceNumber(overdue),
            issuedOn: '2026-10-14',
            dueOn: '2026-11-13',
            totalCents: 7500,
            openCents: 7500,
            status: 'overdue',
            awaitedFrom: null,
          },
          {
            id: unpaid,
            number: invoiceNumber(unpaid),
            issuedOn: '2026-11-17',
            dueOn: '2026-12-17',
            totalCents: 7500,
            openCents: 7500,
            status: 'unpaid',
            awaitedFrom: null,
          },
        ],
      });
    });

    it('says which payer an invoice the clinic claimed waits on, until it answers', async () => {
      const someone = await patientOwing();
      const [first, second] = someone.visits;
      const claim = await claimOfInvoice(testApp(), someone.patientId, first!.invoiceId, {
        amountCents: 6500,
        status: 'submitted',
        createdOn: '2026-11-03',
      });
      const awaited = async () => (await balance(someone.cookie)).invoices.map((invoice) => [invoice.id, invoice.awaitedFrom]);
      expect(await awaited()).toEqual([
        [first!.invoiceId, 'saaq'],
        [second!.invoiceId, null],
      ]);
      await testApp().db.update(insuranceClaims).set({ status: 'refused' }).where(eq(insuranceClaims.id, claim));
      expect(await awaited()).toEqual([
        [first!.invoiceId, null],
        [second!.invoiceId, null],
      ]);
    });

    it("names each settled invoice by the clinic's number it carries (« F-00901 »), not one made from its id", async () => {
      const someone = await patientOwing(sandboxCards.success, ['F-00901', 'F-00902']);
      const paid = await pay(someone.cookie, {
        paymentMethodId: someone.cardId,
        amountCents: someone.totalCents,
        idempotencyKey: randomUUID(),
      });
      expect(paid.status).toBe(201);
      const page = await transactionsPage(someone.cookie);
      expect(page.transactions[0]!.invoices.map((invoice: { number: string }) => invoice.number)).toEqual(['F-00901', 'F-00902']);
    });

    it('pages the eleven seeded transactions ten at a time, newest first, each with its invoices and French status', async () => {
      const first = await transactionsPage(camille.cookie);
      expect(first.transactions).toHaveLength(10);
      expect(first.transactions[0]).toEqual({
        id: expect.any(String),
        createdAt: '2026-11-16T15:45:00.000Z',
        description: 'Chiropratique prénatale',
        amountCents: 7500,
        status: 'completed',
        statusLabel: 'Complété',
        invoices: [{ id: expect.any(String), number: expect.stringMatching(/^INV-[0-9A-F-]{8}$/) }],
      });
      const [paidInvoice] = first.transactions[0]!.invoices;
      const [stored] = await testApp().db.select().from(invoices).where(eq(invoices.id, paidInvoice!.id));
      expect(stored).toMatchObject({ patientId: camille.patientId, issuedOn: '2026-11-16', paymentStatus: 'paid' });
      const failed = first.transactions.find((transaction) => transaction.status === 'failed');
      expect(failed).toMatchObject({ createdAt: '2026-10-14T14:45:00.000Z', statusLabel: 'Échoué', amountCents: 7500, invoices: [] });
      expect(first.transactions.find((transaction) => transaction.description.includes('Coussin de grossesse'))).toMatchObject({
        amountCents: 13495,
      });
      const instants = first.transactions.map((transaction) => transaction.createdAt);
      expect(instants).toEqual([...instants].sort().reverse());
      expect(first.nextCursor).toEqual(expect.any(String));

      const second = await transactionsPage(camille.cookie, first.nextCursor!);
      expect(second).toEqual({
        transactions: [
          expect.objectContaining({ createdAt: '2026-09-16T14:45:00.000Z', description: 'Évaluation initiale', amountCents: 9500 }),
        ],
        nextCursor: null,
      });
      expect(first.transactions.map((transaction) => transaction.id)).not.toContain(second.transactions[0]!.id);
    });

    it('keeps the order stable between transactions made at the same instant (id breaks the tie)', async () => {
      const someone = await patientOwing();
      const at = '2026-11-01T12:00:00.000Z';
      const ids = Array.from({ length: 12 }, () => randomUUID());
      await testApp()
        .db.insert(paymentTransactions)
        .values(ids.map((id) => ({ id, patientId: someone.patientId, amount: 100, status: 'completed' as const, createdAt: at })));
      const first = await transactionsPage(someone.cookie);
      const second = await transactionsPage(someone.cookie, first.nextCursor!);
      expect(second.nextCursor).toBeNull();
      expect([...first.transactions, ...second.transactions].map((transaction) => transaction.id)).toEqual([...ids].sort().reverse());
    });

    it('refuses a malformed cursor with 422 VAL_001, never 500', async () => {
      const valid = encodeTransactionCursor({ createdAt: '2026-11-16T15:45:00.000Z', id: randomUUID() });
      const garbage = [
        'abc',
        '%%%',
        `${valid}=`,
        Buffer.from('not a cursor').toString('base64url'),
        Buffer.from('2026-11-16|x').toString('base64url'),
        Buffer.from(`2026-11-16T15:45:00.000Z|${"x' or 1=1 --"}`).toString('base64url'),
        Buffer.from(`2026-11-16T15:45:00.000Z|a|b`).toString('base64url'),
        'A'.repeat(5000),
      ];
      for (const before of garbage) {
        const { status, body } = await call('GET', `/transactions?before=${encodeURIComponent(before)}`, camille.cookie);
        expect(status, before).toBe(422);
        expect(body).toEqual({
          error: { code: 'VAL_001', message: 'Certains champs sont invalides.', fields: { before: transactionCursorMessage } },
        });
      }
      expect((await call('GET', `/transactions?before=${valid}&before=${valid}`, camille.cookie)).status).toBe(422);
      expect((await call('GET', '/transactions?before=', camille.cookie)).status).toBe(422);
      expect((await call('GET', `/transactions?before=${valid}`, camille.cookie)).status).toBe(200);
    });

    it("shows another patient none of this patient's balance or transactions", async () => {
      const someone = await patientOwing();
      const theirs = await balance(someone.cookie);
      expect(theirs).toMatchObject({ unpaidCents: 10500, overdueCents: 0, totalCents: 10500 });
      expect(theirs.invoices.map((invoice) => invoice.id).sort()).toEqual(someone.visits.map((visit) => visit.invoiceId).sort());
      expect(await transactionsPage(someone.cookie)).toEqual({ transactions: [], nextCursor: null });
      // The demo patient's own cursor opens nothing of hers either.
      const cursor = (await transactionsPage(camille.cookie)).nextCursor!;
      expect(await transactionsPage(someone.cookie, cursor)).toEqual({ transactions: [], nextCursor: null });
    });
  });

  describe('POST /payments', () => {
    it("pays the demo patient's balance: transaction completed, invoices and visits paid, one receipt, balance 0", async () => {
      const before = await balance(camille.cookie);
      const owedIds = before.invoices.map((invoice) => invoice.id);
      const visitIds = (
        await testApp().db.select({ id: invoiceLines.appointmentId }).from(invoiceLines).where(inArray(invoiceLines.invoiceId, owedIds))
      ).map((row) => row.id!);
      const charges = gateway().chargesMade;
      const mailsBefore = (await mailsTo(camilleEmail)).length;
      const idempotencyKey = randomUUID();
      // Any account credit pays first, the card the rest (pay-balance-credit.test.ts tells them apart).
      const { creditAppliedCents, cardCents } = creditFirst(15000, before.creditCents);

      const response = await testApp().api.portal.payments.$post(
        { json: { paymentMethodId: camille.visaId, amountCents: cardCents, idempotencyKey } },
        { headers: { cookie: camille.cookie } },
      );
      expect(response.status).toBe(201);
      const paid = (await response.json()) as Paid;
      answers.push(JSON.stringify(paid));
      const numbers = owedIds.map(invoiceNumber);
      expect(paid).toEqual({
        transaction: {
          id: expect.any(String),
          createdAt: testApp().clock.now().toISOString(),
          description: `Paiement du solde — ${numbers.join(', ')}`,
          amountCents: cardCents,
          status: 'completed',
          statusLabel: 'Complété',
          invoices: owedIds.map((id) => ({ id, number: invoiceNumber(id) })),
        },
        creditAppliedCents,
        receiptEmailedTo: camilleEmail,
        receiptPaused: false,
      });
      expect(gateway().chargesMade).toBe(charges + 1);
      const [row] = await testApp().db.select().from(paymentTransactions).where(eq(paymentTransactions.id, paid.transaction.id));
      expect(row).toMatchObject({
        patientId: camille.patientId,
        status: 'completed',
        amount: cardCents,
        paymentMethodId: camille.visaId,
        idempotencyKey,
        gatewayReference: expect.stringMatching(/^ch_sandbox_/),
        transactionType: 'payment',
        currency: 'CAD',
        // A card on file received now, on the clinic's day, taken by no one, all of it applied.
        tender: 'card_on_file',
        receivedAt: testApp().clock.now().toISOString(),
        businessDate: '2026-11-18',
        takenBy: null,
        allocatedAmount: cardCents,
      });
      expect(await statusesOf(owedIds)).toEqual(['paid', 'paid']);
      const paidAmounts = await testApp().db.select({ paid: invoices.paidAmount }).from(invoices).where(inArray(invoices.id, owedIds));
      expect(paidAmounts).toEqual([{ paid: 7500 }, { paid: 7500 }]);
      expect(await visitPaymentsOf(visitIds)).toEqual(['paid', 'paid']);
      const claims = await testApp().db.select().from(invoicePayments).where(eq(invoicePayments.transactionId, paid.transaction.id));
      // The oldest invoice takes the credit first; the card pays what it leaves.
      expect(claims.map((claim) => claim.amount)).toEqual([7500 - creditAppliedCents, 7500]);

      const mails = await mailsTo(camilleEmail);
      expect(mails).toHaveLength(mailsBefore + 1);
      const receipt = mails.at(-1)!;
      const [clinic] = await testApp().db.select({ name: clinicSettings.clinicName }).from(clinicSettings);
      expect(receipt.subject).toBe(`Reçu de paiement – ${clinic!.name}`);
      expect(receipt.text).toContain(`- Montant payé : ${formatMoney(cardCents)}`);
      expect(receipt.text).toContain('- Carte : Visa se terminant par 4242');
      expect(receipt.text).toContain('- Date : mercredi 18 novembre 2026');
      expect(receipt.text).toContain(`- Factures payées : ${numbers[0]} (${formatMoney(7500)}), ${numbers[1]} (${formatMoney(7500)})`);
      const portalUrl = absoluteUrl(testApp().deps.config.publicUrl, paths.portalPayments.build());
      expect(receipt.text).toContain(portalUrl);
      expect(receipt.html).toContain(`href="${portalUrl}"`);
      expect(receipt.html).toContain(formatMoney(cardCents));

      expect(await balance(camille.cookie)).toEqual({
        unpaidCents: 0,
        overdueCents: 0,
        totalCents: 0,
        creditCents: await accountCreditOf(camille.patientId),
        invoices: [],
      });
      expect((await transactionsPage(camille.cookie)).transactions[0]).toEqual(paid.transaction);

      // The same key again (a retry): the same answer, no second charge, no second receipt.
      const again = await pay(camille.cookie, { paymentMethodId: camille.visaId, amountCents: cardCents, idempotencyKey });
      expect(again).toEqual({ status: 201, body: paid });
      expect(gateway().chargesMade).toBe(charges + 1);
      expect(await mailsTo(camilleEmail)).toHaveLength(mailsBefore + 1);

      // A new attempt finds nothing to pay.
      const nothing = await pay(camille.cookie, { paymentMethodId: camille.visaId, amountCents: 15000, idempotencyKey: randomUUID() });
      expect(nothing).toEqual({ status: 409, body: { error: { code: 'PAY_001', message: paymentMessages.nothingToPay } } });
      expect(gateway().chargesMade).toBe(charges + 1);
    });

    it('charges once when the same key comes five times at once (double-click, two tabs)', async () => {
      const someone = await patientOwing();
      const charges = gateway().chargesMade;
      const body = { paymentMethodId: someone.cardId, amountCents: someone.totalCents, idempotencyKey: randomUUID() };
      const results = await Promise.all(Array.from({ length: 5 }, () => pay(someone.cookie, body)));
      expect(results.map((result) => result.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(results.map((result) => result.body.transaction.id)).size).toBe(1);
      expect(gateway().chargesMade).toBe(charges + 1);
      expect(await transactionsOf(someone.patientId)).toHaveLength(1);
      expect(await mailsTo(someone.email)).toHaveLength(1);
      expect(await statusesOf(someone.visits.map((visit) => visit.invoiceId))).toEqual(['paid', 'paid']);
    });

    it('lets one of two different keys at once pay, and tells the other the balance changed', async () => {
      const someone = await patientOwing();
      const charges = gateway().chargesMade;
      const attempt = () =>
        pay(someone.cookie, { paymentMethodId: someone.cardId, amountCents: someone.totalCents, idempotencyKey: randomUUID() });
      const results = await Promise.all([attempt(), attempt()]);
      expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
      const refused = results.find((result) => result.status === 409)!;
      expect((refused.body as ApiErrorBody).error.code).toBe('PAY_001');
      expect([paymentMessages.balanceChanged, paymentMessages.nothingToPay]).toContain((refused.body as ApiErrorBody).error.message);
      expect(gateway().chargesMade).toBe(charges + 1);
      expect((await transactionsOf(someone.patientId)).map((row) => row.status)).toEqual(['completed']);
      expect(await mailsTo(someone.email)).toHaveLength(1);
    });

    it('records a card refused when charged as a failed transaction, leaves the invoices owed and sends nothing', async () => {
      const someone = await patientOwing(sandboxCards.chargeDeclined);
      const charges = gateway().chargesMade;
      const body = { paymentMethodId: someone.cardId, amountCents: someone.totalCents, idempotencyKey: randomUUID() };
      const refusal = { status: 402, body: { error: { code: 'PAY_002', message: chargeRefusalMessages.declined } } };
      expect(await pay(someone.cookie, body)).toEqual(refusal);
      const [row] = await transactionsOf(someone.patientId);
      expect(row).toMatchObject({ status: 'failed', notes: chargeRefusalMessages.declined, amount: 10500, gatewayReference: null });
      expect(await statusesOf(someone.visits.map((visit) => visit.invoiceId))).toEqual(['unpaid', 'unpaid']);
      expect(await visitPaymentsOf(someone.visits.map((visit) => visit.appointmentId))).toEqual(['pending', 'pending']);
      expect(await balance(someone.cookie)).toMatchObject({ totalCents: 10500 });
      expect(await mailsTo(someone.email)).toEqual([]);
      expect((await transactionsPage(someone.cookie)).transactions).toEqual([
        expect.objectContaining({ status: 'failed', statusLabel: 'Échoué', amountCents: 10500 }),
      ]);

      // The same key again answers the same refusal without asking the gateway again.
      const charge = vi.spyOn(gateway(), 'charge');
      expect(await pay(someone.cookie, body)).toEqual(refusal);
      expect(charge).not.toHaveBeenCalled();

      // Another card, a new key: the failed attempt holds no invoice.
      const goodCard = await savedCard(testApp(), someone.patientId);
      const paid = await pay(someone.cookie, { ...body, paymentMethodId: goodCard, idempotencyKey: randomUUID() });
      expect(paid.status).toBe(201);
      expect(gateway().chargesMade).toBe(charges + 1);
      expect(await statusesOf(someone.visits.map((visit) => visit.invoiceId))).toEqual(['paid', 'paid']);
    });

    it('refuses an amount other than the balance with 409 PAY_001, writing and charging nothing', async () => {
      const someone = await patientOwing();
      const charges = gateway().chargesMade;
      for (const amountCents of [someone.totalCents - 1, someone.totalCents + 1, 6500]) {
        const refused = await pay(someone.cookie, { paymentMethodId: someone.cardId, amountCents, idempotencyKey: randomUUID() });
        expect(refused).toEqual({ status: 409, body: { error: { code: 'PAY_001', message: paymentMessages.balanceChanged } } });
      }
      expect(await transactionsOf(someone.patientId)).toEqual([]);
      expect(gateway().chargesMade).toBe(charges);
    });

    it("answers 404 to another patient's card, an unknown card and a removed one, charging nothing", async () => {
      const someone = await patientOwing();
      const removed = await savedCard(testApp(), someone.patientId, { fields: { isActive: false, isPrimary: false } });
      const charges = gateway().chargesMade;
      for (const paymentMethodId of [camille.mastercardId, randomUUID(), removed, 'pas-une-carte']) {
        const refused = await pay(someone.cookie, { paymentMethodId, amountCents: someone.totalCents, idempotencyKey: randomUUID() });
        expect(refused).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } } });
      }
      expect(await transactionsOf(someone.patientId)).toEqual([]);
      expect(gateway().chargesMade).toBe(charges);
    });

    it("never answers from another patient's payment with the same key", async () => {
      const first = await patientOwing();
      const second = await patientOwing();
      const idempotencyKey = randomUUID();
      expect((await pay(first.cookie, { paymentMethodId: first.cardId, amountCents: first.totalCents, idempotencyKey })).status).toBe(201);
      const theirs = await pay(second.cookie, { paymentMethodId: second.cardId, amountCents: second.totalCents, idempotencyKey });
      expect(theirs.status).toBe(201);
      expect(theirs.body.transaction.invoices.map((invoice: { id: string }) => invoice.id).sort()).toEqual(
        second.visits.map((visit) => visit.invoiceId).sort(),
      );
      expect(await transactionsOf(first.patientId)).toHaveLength(1);
      expect(await transactionsOf(second.patientId)).toHaveLength(1);
    });

    it('refuses an expired card by its field', async () => {
      const someone = await patientOwing();
      const expired = await savedCard(testApp(), someone.patientId, { fields: { expiryMonth: 10, expiryYear: 2026 } });
      const refused = await pay(someone.cookie, {
        paymentMethodId: expired,
        amountCents: someone.totalCents,
        idempotencyKey: randomUUID(),
      });
      expect(refused).toEqual({
        status: 422,
        body: {
          error: { code: 'VAL_001', message: 'Certains champs sont invalides.', fields: { paymentMethodId: paymentMessages.cardExpired } },
        },
      });
      expect(await transactionsOf(someone.patientId)).toEqual([]);
    });

    it('refuses malformed bodies with 422 or 400, never 500, changing nothing', async () => {
      const someone = await patientOwing();
      const valid = { paymentMethodId: someone.cardId, amountCents: someone.totalCents, idempotencyKey: randomUUID() };
      const bodies: [unknown, number][] = [
        [{}, 422],
        [{ ...valid, idempotencyKey: 'abc' }, 422],
        [{ ...valid, amountCents: -5 }, 422],
        [{ ...valid, amountCents: 104.99 }, 422],
        [{ ...valid, amountCents: '1e9' }, 422],
        [{ ...valid, paymentMethodId: null }, 422],
        [{ ...valid, paymentMethodId: 'x'.repeat(500) }, 422],
        [[], 422],
        ['null', 422],
        ['{"paymentMethodId":', 400],
      ];
      for (const [body, status] of bodies) {
        const refused = await pay(someone.cookie, body);
        expect(refused.status, JSON.stringify(body)).toBe(status);
        expect((refused.body as ApiErrorBody).error.code).toBe(status === 422 ? 'VAL_001' : 'VAL_003');
      }
      const { body } = await pay(someone.cookie, { ...valid, idempotencyKey: 'abc', amountCents: -1 });
      expect((body as ApiErrorBody).error.fields).toEqual({
        amountCents: paymentMessages.amountInvalid,
        idempotencyKey: paymentMessages.idempotencyKeyInvalid,
      });
      expect(await transactionsOf(someone.patientId)).toEqual([]);
    });

    it('answers a repeated key whose first request is still charging with 409 PAY_001 after waiting for it', async () => {
      const someone = await patientOwing();
      const idempotencyKey = randomUUID();
      // The first request's pending payment, as it stands while the gateway answers.
      const transactionId = randomUUID();
      await pendingPayment(someone, transactionId, idempotencyKey);
      const started = Date.now();
      const waited = await pay(someone.cookie, { paymentMethodId: someone.cardId, amountCents: someone.totalCents, idempotencyKey });
      expect(waited).toEqual({ status: 409, body: { error: { code: 'PAY_001', message: paymentMessages.inProgress } } });
      expect(Date.now() - started).toBeGreaterThanOrEqual(payBalanceTiming.inFlightWaitMs - 100);
      // Another key meanwhile: the invoices are held by that payment.
      const other = await pay(someone.cookie, {
        paymentMethodId: someone.cardId,
        amountCents: someone.totalCents,
        idempotencyKey: randomUUID(),
      });
      expect(other).toEqual({ status: 409, body: { error: { code: 'PAY_001', message: paymentMessages.balanceChanged } } });
      expect(await statusesOf(someone.visits.map((visit) => visit.invoiceId))).toEqual(['unpaid', 'unpaid']);
    });

    it('finishes a payment a crash left pending once it is stale: the same key resumes it, charged once, receipt once', async () => {
      const someone = await patientOwing();
      const idempotencyKey = randomUUID();
      const transactionId = randomUUID();
      await pendingPayment(someone, transactionId, idempotencyKey);
      testApp().clock.advance({ minutes: 3 });
      const charges = gateway().chargesMade;
      const results = await Promise.all(
        [1, 2].map(() => pay(someone.cookie, { paymentMethodId: someone.cardId, amountCents: someone.totalCents, idempotencyKey })),
      );
      expect(results.map((result) => [result.status, result.body.transaction?.id])).toEqual([
        [201, transactionId],
        [201, transactionId],
      ]);
      expect(gateway().chargesMade).toBe(charges + 1);
      expect(await mailsTo(someone.email)).toHaveLength(1);
      expect(await statusesOf(someone.visits.map((visit) => visit.invoiceId))).toEqual(['paid', 'paid']);
    });

    it('finishes a stale pending payment before a new one with another key, which then finds nothing to pay', async () => {
      const someone = await patientOwing();
      const transactionId = randomUUID();
      await pendingPayment(someone, transactionId, randomUUID());
      testApp().clock.advance({ minutes: 3 });
      const charges = gateway().chargesMade;
      const refused = await pay(someone.cookie, {
        paymentMethodId: someone.cardId,
        amountCents: someone.totalCents,
        idempotencyKey: randomUUID(),
      });
      expect(refused).toEqual({ status: 409, body: { error: { code: 'PAY_001', message: paymentMessages.nothingToPay } } });
      expect(gateway().chargesMade).toBe(charges + 1);
      expect((await transactionsOf(someone.patientId)).map((row) => [row.id, row.status])).toEqual([[transactionId, 'completed']]);
    });

    it('finishes a stale pending payment from the job, without waiting for the patient, and leaves a fresh one alone', async () => {
      const someone = await patientOwing();
      const staleId = randomUUID();
      await pendingPayment(someone, staleId, randomUUID());
      const { deps } = testApp();
      const job = stalePaymentJob(deps);
      expect(scheduledJobs(deps)).toContainEqual(expect.objectContaining({ name: 'stale-payments', everyMs: 60_000 }));
      const statusOf = async () => (await transactionsOf(someone.patientId)).map((row) => [row.id, row.status]);
      // Still in flight (under two minutes old): not the job's business.
      await job.run(deps);
      expect(await statusOf()).toEqual([[staleId, 'pending']]);
      testApp().clock.advance({ minutes: 3 });
      const charges = gateway().chargesMade;
      expect((await job.run(deps)).resumed).toBeGreaterThanOrEqual(1);
      expect(await statusOf()).toEqual([[staleId, 'completed']]);
      expect(gateway().chargesMade).toBeGreaterThanOrEqual(charges + 1);
      expect(await statusesOf(someone.visits.map((visit) => visit.invoiceId))).toEqual(['paid', 'paid']);
      expect(await mailsTo(someone.email)).toHaveLength(1);
      // Run again: nothing pending is left anywhere.
      expect(await job.run(deps)).toEqual({ resumed: 0 });
    });

    it('pays only the invoices chosen, each for what it still owes, and leaves the others owed', async () => {
      const someone = await patientOwing();
      const [first, second] = someone.visits;
      // The second invoice was partly paid at the desk: it owes 15,00 $ of its 40,00 $.
      await testApp().db.update(invoices).set({ paidAmount: 2500, paymentStatus: 'partial' }).where(eq(invoices.id, second!.invoiceId));
      const before = await balance(someone.cookie);
      expect(before).toMatchObject({ unpaidCents: 8000, overdueCents: 0, totalCents: 8000, creditCents: 0 });
      expect(before.invoices.map((invoice) => [invoice.id, invoice.status, invoice.openCents])).toEqual([
        [first!.invoiceId, 'unpaid', 6500],
        [second!.invoiceId, 'partial', 1500],
      ]);
      const charges = gateway().chargesMade;
      // The amount must be what the chosen invoices owe.
      const wrong = await pay(someone.cookie, {
        paymentMethodId: someone.cardId,
        amountCents: 4000,
        idempotencyKey: randomUUID(),
        invoiceIds: [second!.invoiceId],
      });
      expect(wrong).toEqual({ status: 409, body: { error: { code: 'PAY_001', message: paymentMessages.balanceChanged } } });
      const paid = await pay(someone.cookie, {
        paymentMethodId: someone.cardId,
        amountCents: 1500,
        idempotencyKey: randomUUID(),
        invoiceIds: [second!.invoiceId],
      });
      expect(paid.status).toBe(201);
      expect(paid.body.transaction).toMatchObject({ amountCents: 1500, invoices: [{ id: second!.invoiceId }] });
      expect(gateway().chargesMade).toBe(charges + 1);
      expect(await statusesOf([first!.invoiceId, second!.invoiceId])).toEqual(['unpaid', 'paid']);
      const [row] = await testApp().db.select({ paid: invoices.paidAmount }).from(invoices).where(eq(invoices.id, second!.invoiceId));
      expect(row!.paid).toBe(4000);
      expect(await visitPaymentsOf([first!.appointmentId, second!.appointmentId])).toEqual(['pending', 'paid']);
      const after = await balance(someone.cookie);
      expect(after).toMatchObject({ totalCents: 6500, invoices: [{ id: first!.invoiceId, openCents: 6500 }] });
      const [mail] = await mailsTo(someone.email);
      expect(mail!.text).toContain(`(${formatMoney(1500)})`);
    });

    it("refuses chosen invoices that are not owed, another patient's or unknown (409), and an empty choice (422), charging nothing", async () => {
      const someone = await patientOwing();
      const other = await patientOwing();
      const charges = gateway().chargesMade;
      for (const invoiceIds of [[other.visits[0]!.invoiceId], [randomUUID()], [someone.visits[0]!.invoiceId, randomUUID()]]) {
        const refused = await pay(someone.cookie, {
          paymentMethodId: someone.cardId,
          amountCents: 6500,
          idempotencyKey: randomUUID(),
          invoiceIds,
        });
        expect(refused).toEqual({ status: 409, body: { error: { code: 'PAY_001', message: paymentMessages.balanceChanged } } });
      }
      const empty = await pay(someone.cookie, {
        paymentMethodId: someone.cardId,
        amountCents: 6500,
        idempotencyKey: randomUUID(),
        invoiceIds: [],
      });
      expect(empty.status).toBe(422);
      expect((empty.body as ApiErrorBody).error.fields).toEqual({ invoiceIds: paymentMessages.invoicesRequired });
      expect(await transactionsOf(someone.patientId)).toEqual([]);
      expect(gateway().chargesMade).toBe(charges);
    });

    it("shows the patient's account credit beside the balance", async () => {
      const someone = await patientOwing();
      await testApp()
        .db.insert(paymentTransactions)
        .values({
          patientId: someone.patientId,
          amount: 3000,
          allocatedAmount: 1000,
          refundedAmount: 500,
          status: 'completed',
          tender: 'cash',
          ...createdTimestamp(testApp().clock),
        });
      expect(await balance(someone.cookie)).toMatchObject({ totalCents: 10500, creditCents: 1500 });
    });

    it('keeps card numbers, CVVs and tokens out of every answer and log line', async () => {
      const tokens = (await testApp().db.select({ token: paymentMethods.cardToken }).from(paymentMethods)).map((row) => row.token);
      expect(tokens.length).toBeGreaterThan(3);
      const text = [...answers, ...logged].join('\n');
      expect(answers.length).toBeGreaterThan(20);
      for (const token of tokens) expect(text).not.toContain(token);
      expect(text).not.toContain('tok_sandbox');
      for (const number of Object.values(sandboxCards)) expect(text).not.toContain(number);
      expect(text).not.toMatch(/"cvv"/i);
    });
  });

  describe('the overdue job', () => {
    it('turns unpaid invoices past their due date (clinic calendar) overdue, once, hourly', async () => {
      expect(scheduledJobs(testApp().deps)).toContainEqual(expect.objectContaining({ name: 'overdue-invoices', everyMs: 60 * 60 * 1000 }));
      const someone = await patientOwing();
      const [settings] = await testApp().db.select({ timeZone: clinicSettings.timeZone }).from(clinicSettings);
      const today = clinicDate(testApp().clock.now(), settings!.timeZone);
      const dueToday = await billedVisit(someone.patientId, { total: 5000, issuedOn: addDays(today, -30), dueOn: today });
      const paidLate = await billedVisit(someone.patientId, {
        total: 5000,
        issuedOn: addDays(today, -60),
        dueOn: addDays(today, -30),
        status: 'paid',
      });
      const voided = await billedVisit(someone.patientId, {
        total: 5000,
        issuedOn: addDays(today, -60),
        dueOn: addDays(today, -30),
        status: 'void',
      });
      const ids = [dueToday.invoiceId, paidLate.invoiceId, voided.invoiceId];
      // Paid in part and due yesterday: still owed, so it falls overdue too.
      const partlyPaid = await billedVisit(someone.patientId, { total: 4000, issuedOn: addDays(today, -40), dueOn: addDays(today, -1) });
      await testApp().db.update(invoices).set({ paymentStatus: 'partial', paidAmount: 1000 }).where(eq(invoices.id, partlyPaid.invoiceId));

      expect(await markOverdueInvoices(testApp().deps)).toEqual({ overdue: 1 });
      expect(await statusesOf([...ids, partlyPaid.invoiceId])).toEqual(['unpaid', 'paid', 'void', 'overdue']);

      // 23:59 the same clinic day is still on time; the next day it is overdue.
      testApp().clock.set('2026-11-19T04:59:00Z');
      await markOverdueInvoices(testApp().deps);
      expect(await statusesOf([dueToday.invoiceId])).toEqual(['unpaid']);
      testApp().clock.set('2026-11-19T05:00:00Z');
      expect(await overdueInvoiceJob.run(testApp().deps)).toEqual({ overdue: 1 });
      expect(await statusesOf(ids)).toEqual(['overdue', 'paid', 'void']);
      const [row] = await testApp().db.select().from(invoices).where(eq(invoices.id, dueToday.invoiceId));
      expect(row!.updatedAt).toBe('2026-11-19T05:00:00.000Z');
      // Run again: nothing more to do.
      expect(await overdueInvoiceJob.run(testApp().deps)).toEqual({ overdue: 0 });
      // Still owed, now in the overdue part of the balance (read directly: the test session has expired by now).
      expect(await patientBalance(testApp().deps, someone.patientId)).toMatchObject({
        unpaidCents: 10500,
        overdueCents: 8000,
        totalCents: 18500,
      });
    });
  });
});
