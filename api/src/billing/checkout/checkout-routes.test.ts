// « Encaisser »: the patient's account, the checkout with any tender and the credit, its
// receipt, voiding a payment taken by mistake — on a real database, through the admin surface.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import { sandboxCards } from 'shared-domain/billing/card';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import type { DeskCheckoutResult, DeskPatientAccount } from 'shared-domain/billing/desk-account-views';
import type { DeskInvoiceDetail } from 'shared-domain/billing/desk-invoice-views';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { formatMoney } from 'shared-domain/platform/format';
import { chargeRefusalMessages } from 'shared-domain/billing/payment';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appointments,
  auditEvents,
  cashClosings,
  checkouts,
  clinicSettings,
  emailOutbox,
  invoiceLines,
  invoicePayments,
  invoices,
  patients,
  paymentTransactions,
} from '../../platform/db/schema';
import { pdfText } from '../../platform/pdf/pdf-text';
import { timestamps } from '../../platform/db/timestamps';
import { auditEventsOf } from '../../testing/audit-events';
import { outboxMails } from '../../testing/outbox';
import { createTestSession, seededAccounts, testNow, useTestApp } from '../../testing/test-app';
import { stalePaymentJob } from '../payments/stale-payment-job';
import type { SandboxGateway } from '../payments/sandbox-gateway';
import { checkoutIdOf } from './checkout-replay';
import { closeDay } from '../cash-closing/closed-day-test-support';
import { savedCard } from '../payments/saved-card-test-support';

const today = '2026-11-18';

describe('checkout at the desk', () => {
  const testApp = useTestApp();
  let staff: { id: string; cookie: string };
  let counter = 0;

  const gateway = () => testApp().deps.paymentGateway as SandboxGateway;
  const request = async (method: string, path: string, body?: unknown) => {
    const response = await testApp().app.request(`/api/admin${path}`, {
      method,
      headers: { cookie: staff.cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, response, body: type.includes('json') ? await response.json() : undefined };
  };
  const checkout = (body: Record<string, unknown>) => request('POST', '/checkouts', { idempotencyKey: randomUUID(), ...body });

  async function newPatient(email: string | null = null) {
    counter += 1;
    const id = randomUUID();
    await testApp()
      .db.insert(patients)
      .values({
        id,
        firstName: 'Julie',
        lastName: `Caisse ${counter}`,
        email: email === null ? `caisse${counter}.${id.slice(0, 6)}@courriel.example` : email,
        ...timestamps(testApp().clock),
      });
    return id;
  }

  /** An issued invoice (numbered, owed), with its visit and one line. */
  async function issuedInvoice(
    patientId: string,
    totalCents: number,
    issuedOn = '2026-11-10',
    fields: Partial<typeof invoices.$inferInsert> = {},
  ) {
    counter += 1;
    const [visit] = await testApp()
      .db.insert(appointments)
      .values({
        patientId,
        name: 'Julie',
        email: 'julie@courriel.example',
        phone: '514 555-0111',
        status: 'completed',
        scheduledDate: issuedOn,
        scheduledTime: '09:00',
        durationMinutes: 30,
        ...timestamps(testApp().clock),
      })
      .returning({ id: appointments.id });
    const id = randomUUID();
    await testApp()
      .db.insert(invoices)
      .values({
        id,
        patientId,
        appointmentId: visit!.id,
        totalAmount: totalCents,
        paymentStatus: 'unpaid',
        issuedOn,
        dueOn: '2026-12-10',
        number: `T-${String(counter).padStart(5, '0')}`,
        ...timestamps(testApp().clock),
        ...fields,
      });
    await testApp()
      .db.insert(invoiceLines)
      .values({ invoiceId: id, appointmentId: visit!.id, description: 'Suivi', serviceDate: issuedOn, amount: totalCents });
    return { id, appointmentId: visit!.id };
  }

  async function draftInvoice(patientId: string, totalCents: number) {
    const id = randomUUID();
    await testApp()
      .db.insert(invoices)
      .values({
        id,
        patientId,
        totalAmount: totalCents,
        paymentStatus: 'draft',
        issuedOn: today,
        dueOn: '2026-12-18',
        ...timestamps(testApp().clock),
      });
    await testApp().db.insert(invoiceLines).values({ invoiceId: id, description: 'Suivi', serviceDate: today, amount: totalCents });
    return id;
  }

  const invoiceRow = async (id: string) => (await testApp().db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
  const paymentsOf = (patientId: string) =>
    testApp()
      .db.select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.patientId, patientId))
      .orderBy(paymentTransactions.idempotencyKey);
  const mailsTo = async (patientId: string) => {
    const [patient] = await testApp().db.select({ email: patients.email }).from(patients).where(eq(patients.id, patientId));
    return outboxMails(testApp(), eq(emailOutbox.to, patient!.email!));
  };

  beforeAll(async () => {
    const { staffId } = await seededAccounts(testApp());
    staff = {
      id: staffId,
      cookie: await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true }),
    };
  });
  beforeEach(() => testApp().clock.set(testNow));
  afterEach(() => vi.restoreAllMocks());

  it("gives the patient's account: owed invoices oldest first, drafts, credit, cards; audited", async () => {
    const patientId = await newPatient();
    const older = await issuedInvoice(patientId, 8000, '2026-11-01');
    const newer = await issuedInvoice(patientId, 5000, '2026-11-12');
    const draft = await draftInvoice(patientId, 3000);
    const card = await savedCard(testApp(), patientId);
    const { status, body } = await request('GET', `/patients/${patientId}/account`);
    expect(status).toBe(200);
    const account = body as DeskPatientAccount;
    expect(account.openInvoices.map((invoice) => [invoice.id, invoice.openCents, invoice.statusLabel])).toEqual([
      [older.id, 8000, 'Émise'],
      [newer.id, 5000, 'Émise'],
    ]);
    expect(account.drafts.map((invoice) => [invoice.id, invoice.number, invoice.statusLabel])).toEqual([[draft, null, 'Brouillon']]);
    expect(account).toMatchObject({ owedCents: 13000, creditCents: 0, balanceCents: 13000, refundablePayments: [] });
    expect(account.cards).toEqual([{ id: card, label: 'Visa se terminant par 4242', expired: false, isPrimary: true }]);
    expect(await auditEventsOf(testApp().db, 'account.viewed', patientId)).toHaveLength(1);
    expect((await request('GET', `/patients/${randomUUID()}/account`)).status).toBe(404);
  });

  it('takes part of an invoice in cash: the payment received today by the staff member, the invoice partial, a receipt, audited', async () => {
    const patientId = await newPatient();
    const invoice = await issuedInvoice(patientId, 12000);
    const { status, body } = await checkout({ patientId, invoiceIds: [invoice.id], tenders: [{ tender: 'cash', amountCents: '50' }] });
    expect(status).toBe(200);
    const result = body as DeskCheckoutResult;
    expect(result).toMatchObject({ creditAppliedCents: 0, creditKeptCents: 0, receiptEmailedTo: expect.stringContaining('@') });
    expect(result.payments).toEqual([{ id: expect.any(String), tender: 'cash', tenderLabel: 'Comptant', amountCents: 5000 }]);
    expect(result.invoices).toMatchObject([{ id: invoice.id, status: 'partial', paidCents: 5000, openCents: 7000 }]);
    const [payment] = await paymentsOf(patientId);
    expect(payment).toMatchObject({
      status: 'completed',
      transactionType: 'payment',
      tender: 'cash',
      amount: 5000,
      allocatedAmount: 5000,
      refundedAmount: 0,
      businessDate: today,
      receivedAt: testApp().clock.now().toISOString(),
      takenBy: staff.id,
      checkoutId: result.checkoutId,
    });
    expect(await testApp().db.select().from(invoicePayments).where(eq(invoicePayments.transactionId, payment!.id))).toEqual([
      { transactionId: payment!.id, invoiceId: invoice.id, amount: 5000 },
    ]);
    const [mail] = await mailsTo(patientId);
    expect(mail!.text).toContain(`- Comptant : ${formatMoney(5000)}`);
    expect(mail!.text).toContain(`- Facture payée : T-`);
    const [audit] = await auditEventsOf(testApp().db, 'payment.recorded', result.checkoutId);
    expect(audit).toMatchObject({ actorId: staff.id, entity: 'checkouts' });
    expect(audit!.details).toMatchObject({ patientId, tenders: [{ tender: 'cash', amountCents: 5000 }], invoices: 1 });
  });

  it('pays two invoices oldest first with two tenders, keeps the surplus as credit when asked, which a later checkout uses', async () => {
    const patientId = await newPatient();
    const older = await issuedInvoice(patientId, 8000, '2026-11-01');
    const newer = await issuedInvoice(patientId, 5000, '2026-11-12');
    const tenders = [
      { tender: 'debit', amountCents: 10000 },
      { tender: 'cheque', amountCents: 5000 },
    ];
    const refused = await checkout({ patientId, invoiceIds: [newer.id, older.id], tenders });
    expect(refused.status).toBe(422);
    expect((refused.body as ApiErrorBody).error).toMatchObject({
      code: 'BILL_004',
      message: deskMessages.moreThanOwed(formatMoney(13000)),
    });
    expect(await paymentsOf(patientId)).toEqual([]);

    const { status, body } = await checkout({ patientId, invoiceIds: [newer.id, older.id], tenders, keepOverpaymentAsCredit: true });
    expect(status).toBe(200);
    const result = body as DeskCheckoutResult;
    expect(result.creditKeptCents).toBe(2000);
    expect(result.invoices.map((invoice) => [invoice.id, invoice.status])).toEqual([
      [older.id, 'paid'],
      [newer.id, 'paid'],
    ]);
    const payments = await paymentsOf(patientId);
    expect(payments.map((payment) => [payment.tender, payment.amount, payment.allocatedAmount])).toEqual([
      ['debit', 10000, 10000],
      ['cheque', 5000, 3000],
    ]);
    const visits = await testApp()
      .db.select({ status: appointments.paymentStatus })
      .from(appointments)
      .where(inArray(appointments.id, [older.appointmentId, newer.appointmentId]));
    expect(visits.map((visit) => visit.status)).toEqual(['paid', 'paid']);
    const account = (await request('GET', `/patients/${patientId}/account`)).body as DeskPatientAccount;
    expect(account).toMatchObject({ owedCents: 0, creditCents: 2000, balanceCents: -2000 });
    expect(account.refundablePayments).toEqual([expect.objectContaining({ id: payments[1]!.id, tender: 'cheque', refundableCents: 2000 })]);

    // A later invoice paid with the credit and a little cash.
    const later = await issuedInvoice(patientId, 3000, '2026-11-17');
    const tooMuch = await checkout({ patientId, invoiceIds: [later.id], creditAppliedCents: 2500, tenders: [] });
    expect(tooMuch.status).toBe(422);
    expect((tooMuch.body as ApiErrorBody).error.fields).toEqual({ creditAppliedCents: deskMessages.creditUnavailable(formatMoney(2000)) });
    const used = await checkout({
      patientId,
      invoiceIds: [later.id],
      creditAppliedCents: 2000,
      tenders: [{ tender: 'cash', amountCents: 1000 }],
    });
    expect(used.status).toBe(200);
    expect(used.body).toMatchObject({ creditAppliedCents: 2000, invoices: [{ id: later.id, status: 'paid', paidCents: 3000 }] });
    const cheque = (await testApp().db.select().from(paymentTransactions).where(eq(paymentTransactions.id, payments[1]!.id)))[0]!;
    expect(cheque.allocatedAmount).toBe(5000);
    const after = (await request('GET', `/patients/${patientId}/account`)).body as DeskPatientAccount;
    expect(after).toMatchObject({ owedCents: 0, creditCents: 0 });
    const [mail] = (await mailsTo(patientId)).slice(-1);
    expect(mail!.text).toContain(`- Crédit au compte utilisé : ${formatMoney(2000)}`);
  });

  it('issues a draft in the same batch: numbered from the sequence, paid, and the receipt names its number', async () => {
    const patientId = await newPatient();
    const draft = await draftInvoice(patientId, 8500);
    const [settings] = await testApp().db.select().from(clinicSettings);
    const { status, body } = await checkout({
      patientId,
      invoiceIds: [draft],
      tenders: [{ tender: 'credit_terminal', amountCents: 8500 }],
    });
    expect(status).toBe(200);
    const number = `${settings!.invoicePrefix}${String(settings!.invoiceNextNumber).padStart(5, '0')}`;
    expect((body as DeskCheckoutResult).invoices).toMatchObject([{ id: draft, number, status: 'paid', paidCents: 8500 }]);
    const [mail] = await mailsTo(patientId);
    expect(mail!.text).toContain(`- Facture payée : ${number} (${formatMoney(8500)})`);
  });

  it('records one payment when twenty desks check out the same invoice at once; the others are told it changed', async () => {
    const patientId = await newPatient();
    const invoice = await issuedInvoice(patientId, 6000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => checkout({ patientId, invoiceIds: [invoice.id], tenders: [{ tender: 'cash', amountCents: 6000 }] })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    const refused = results.filter((result) => result.status !== 200);
    expect(refused).toHaveLength(19);
    for (const result of refused) {
      expect(result.status).toBe(409);
      expect((result.body as ApiErrorBody).error).toEqual({ code: 'BILL_002', message: deskMessages.balanceChanged });
    }
    expect(await paymentsOf(patientId)).toHaveLength(1);
    expect(await invoiceRow(invoice.id)).toMatchObject({ paidAmount: 6000, paymentStatus: 'paid' });
    expect(await mailsTo(patientId)).toHaveLength(1);
  });

  it('answers the same key twice with the same checkout, recorded once', async () => {
    const patientId = await newPatient();
    const invoice = await issuedInvoice(patientId, 6000);
    const body = { idempotencyKey: randomUUID(), patientId, invoiceIds: [invoice.id], tenders: [{ tender: 'cash', amountCents: 2000 }] };
    const [first, second] = await Promise.all([request('POST', '/checkouts', body), request('POST', '/checkouts', body)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    const third = await request('POST', '/checkouts', body);
    expect(third.body).toEqual(first.body);
    expect(await paymentsOf(patientId)).toHaveLength(1);
    expect(await invoiceRow(invoice.id)).toMatchObject({ paidAmount: 2000 });
    expect((first.body as DeskCheckoutResult).checkoutId).toBe(checkoutIdOf(patientId, body.idempotencyKey));
  });

  it('refuses the same key with another body (amount, tender, invoices or credit): 409, nothing written; the same body still replays', async () => {
    const patientId = await newPatient();
    const invoice = await issuedInvoice(patientId, 6000);
    const other = await issuedInvoice(patientId, 3000);
    const body = { idempotencyKey: randomUUID(), patientId, invoiceIds: [invoice.id], tenders: [{ tender: 'cash', amountCents: 2000 }] };
    const first = await request('POST', '/checkouts', body);
    expect(first.status).toBe(200);
    for (const changed of [
      { ...body, tenders: [{ tender: 'cash', amountCents: 2500 }] },
      { ...body, tenders: [{ tender: 'cheque', amountCents: 2000 }] },
      { ...body, tenders: [...body.tenders, { tender: 'cash', amountCents: 100 }] },
      { ...body, invoiceIds: [invoice.id, other.id] },
      { ...body, creditAppliedCents: 500 },
      // The rest of the request counts too: the day it is recorded for, what an overpayment becomes.
      { ...body, receivedOn: '2026-11-17' },
      { ...body, keepOverpaymentAsCredit: true },
    ]) {
      const refused = await request('POST', '/checkouts', changed);
      expect(refused.status).toBe(409);
      expect((refused.body as ApiErrorBody).error).toEqual({ code: 'BILL_005', message: deskMessages.checkoutKeyReused });
    }
    expect(await paymentsOf(patientId)).toHaveLength(1);
    expect(await invoiceRow(invoice.id)).toMatchObject({ paidAmount: 2000 });
    expect(await invoiceRow(other.id)).toMatchObject({ paidAmount: 0 });
    // The same invoice listed twice is the same checkout.
    const same = await request('POST', '/checkouts', { ...body, invoiceIds: [invoice.id, invoice.id] });
    expect(same.status).toBe(200);
    expect(same.body).toEqual(first.body);
  });

  it('answers a double-click that pays the whole invoice from the first checkout, even when the second reads it paid', async () => {
    const patientId = await newPatient();
    const invoice = await issuedInvoice(patientId, 6000);
    const body = { idempotencyKey: randomUUID(), patientId, invoiceIds: [invoice.id], tenders: [{ tender: 'cash', amountCents: 6000 }] };
    const first = await request('POST', '/checkouts', body);
    expect(first.status).toBe(200);
    // The twin arrives once the invoice is paid: nothing is owed any more, yet it is the same checkout.
    const second = await request('POST', '/checkouts', body);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const [third, fourth] = await Promise.all([request('POST', '/checkouts', body), request('POST', '/checkouts', body)]);
    expect([third.status, fourth.status]).toEqual([200, 200]);
    expect(await paymentsOf(patientId)).toHaveLength(1);
    expect(await invoiceRow(invoice.id)).toMatchObject({ paidAmount: 6000 });
  });

  it('answers a repeated checkout from its own record once its audit entries are pruned: the same answer, no second payment', async () => {
    const patientId = await newPatient();
    const invoice = await issuedInvoice(patientId, 6000);
    const body = { idempotencyKey: randomUUID(), patientId, invoiceIds: [invoice.id], tenders: [{ tender: 'cash', amountCents: 2000 }] };
    const first = await request('POST', '/checkouts', body);
    expect(first.status).toBe(200);
    const checkoutId = (first.body as DeskCheckoutResult).checkoutId;
    expect(await testApp().db.select().from(checkouts).where(eq(checkouts.id, checkoutId))).toEqual([
      expect.objectContaining({
        patientId,
        idempotencyKey: body.idempotencyKey,
        staffId: staff.id,
        tenders: [{ tender: 'cash', amountCents: 2000 }],
        invoiceIds: [invoice.id],
        appliedCents: [2000],
        creditAppliedCents: 0,
        creditKeptCents: 0,
      }),
    ]);
    // As a retention rule on the audit trail would.
    await testApp().db.delete(auditEvents).where(eq(auditEvents.entityId, checkoutId));
    const again = await request('POST', '/checkouts', body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await paymentsOf(patientId)).toHaveLength(1);
    expect(await invoiceRow(invoice.id)).toMatchObject({ paidAmount: 2000 });
    const receipt = await request('GET', `/checkouts/${checkoutId}/receipt.pdf`);
    expect(receipt.status).toBe(200);
  });

  it('finds a checkout recorded before its table existed (only in its audit entry) once the migration filled the table', async () => {
    const patientId = await newPatient();
    const invoice = await issuedInvoice(patientId, 6000);
    const key = randomUUID();
    const checkoutId = checkoutIdOf(patientId, key);
    const paymentId = randomUUID();
    const stamp = testApp().clock.now().toISOString();
    // What the code wrote before the table: the payment, its claim, the invoice's standing, the audit entry.
    await testApp()
      .db.insert(paymentTransactions)
      .values({
        id: paymentId,
        patientId,
        amount: 2000,
        status: 'completed',
        tender: 'cash',
        idempotencyKey: `${key}:0`,
        receivedAt: stamp,
        businessDate: today,
        takenBy: staff.id,
        checkoutId,
        allocatedAmount: 2000,
        createdAt: stamp,
      });
    await testApp().db.insert(invoicePayments).values({ transactionId: paymentId, invoiceId: invoice.id, amount: 2000 });
    await testApp().db.update(invoices).set({ paidAmount: 2000, paymentStatus: 'partial' }).where(eq(invoices.id, invoice.id));
    await testApp()
      .db.insert(auditEvents)
      .values({
        actorId: staff.id,
        actorType: 'staff',
        action: 'payment.recorded',
        entity: 'checkouts',
        entityId: checkoutId,
        createdAt: stamp,
        details: {
          patientId,
          checkoutId,
          tenders: [{ tender: 'cash', amountCents: 2000 }],
          invoices: 1,
          creditAppliedCents: 0,
          creditKeptCents: 0,
          invoiceIds: [invoice.id],
          appliedCents: [2000],
        },
      });
    // The migration's back-fill, as it ran on the clinic's database.
    const migration = readFileSync(new URL('../../../drizzle/0017_checkouts_table.sql', import.meta.url), 'utf8');
    const backFill = migration.split('--> statement-breakpoint').find((part) => part.includes('INSERT OR IGNORE INTO `checkouts`'));
    await testApp().client.execute(backFill!);
    expect(await testApp().db.select().from(checkouts).where(eq(checkouts.id, checkoutId))).toEqual([
      expect.objectContaining({ patientId, idempotencyKey: key, staffId: staff.id, invoiceIds: [invoice.id], appliedCents: [2000] }),
    ]);
    await testApp().db.delete(auditEvents).where(eq(auditEvents.entityId, checkoutId));
    const again = await request('POST', '/checkouts', {
      idempotencyKey: key,
      patientId,
      invoiceIds: [invoice.id],
      tenders: [{ tender: 'cash', amountCents: 2000 }],
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      checkoutId,
      payments: [{ id: paymentId, tender: 'cash', amountCents: 2000 }],
      invoices: [{ id: invoice.id, paidCents: 2000 }],
    });
    expect(await paymentsOf(patientId)).toHaveLength(1);
  });

  it('refuses bad input in French with 4xx, never 500, changing nothing', async () => {
    const patientId = await newPatient();
    const other = await newPatient();
    const invoice = await issuedInvoice(patientId, 6000);
    const theirs = await issuedInvoice(other, 6000);
    const paid = await issuedInvoice(patientId, 1000, '2026-11-01', { paymentStatus: 'paid', paidAmount: 1000 });
    const cash = [{ tender: 'cash', amountCents: 1000 }];
    const cases: [Record<string, unknown>, number, string][] = [
      [{ patientId, invoiceIds: [invoice.id], tenders: [{ tender: 'cash', amountCents: -5 }] }, 422, 'VAL_001'],
      [{ patientId, invoiceIds: [invoice.id], tenders: [{ tender: 'cash', amountCents: 'abc' }] }, 422, 'VAL_001'],
      [{ patientId, invoiceIds: [invoice.id], tenders: [{ tender: 'bitcoin', amountCents: 100 }] }, 422, 'VAL_001'],
      [{ patientId, invoiceIds: [invoice.id], tenders: [] }, 422, 'VAL_001'],
      [{ patientId, invoiceIds: [invoice.id], tenders: [{ tender: 'card_on_file', amountCents: 100 }] }, 422, 'VAL_001'],
      [{ patientId, invoiceIds: [invoice.id, theirs.id], tenders: cash }, 422, 'VAL_001'],
      [{ patientId, invoiceIds: [randomUUID()], tenders: cash }, 404, 'NOT_FOUND'],
      [{ patientId: randomUUID(), invoiceIds: [invoice.id], tenders: cash }, 404, 'NOT_FOUND'],
      [{ patientId, invoiceIds: [paid.id], tenders: cash }, 409, 'BILL_002'],
      [{ patientId, invoiceIds: [invoice.id], tenders: [{ tender: 'cash', amountCents: 7000 }] }, 422, 'BILL_004'],
      [{ patientId, invoiceIds: [invoice.id], tenders: cash, receivedOn: '2026-11-19' }, 422, 'VAL_001'],
      [
        { patientId, invoiceIds: [invoice.id], tenders: [{ tender: 'card_on_file', amountCents: 100, paymentMethodId: randomUUID() }] },
        422,
        'VAL_001',
      ],
      [{ patientId, invoiceIds: [invoice.id], tenders: cash, idempotencyKey: 'abc' }, 422, 'VAL_001'],
    ];
    for (const [body, status, code] of cases) {
      const refused = await checkout(body);
      expect(refused.status, JSON.stringify(body)).toBe(status);
      expect((refused.body as ApiErrorBody).error.code).toBe(code);
    }
    const otherPatient = await checkout({ patientId, invoiceIds: [invoice.id, theirs.id], tenders: cash });
    expect((otherPatient.body as ApiErrorBody).error.fields).toEqual({ invoiceIds: deskMessages.otherPatient });
    const future = await checkout({ patientId, invoiceIds: [invoice.id], tenders: cash, receivedOn: '2026-11-19' });
    expect((future.body as ApiErrorBody).error.fields).toEqual({ receivedOn: deskMessages.receivedInFuture });
    const malformed = await request('POST', '/checkouts', '{"patientId":');
    expect(malformed.status).toBe(400);
    expect(await paymentsOf(patientId)).toEqual([]);
    expect(await invoiceRow(invoice.id)).toMatchObject({ paidAmount: 0, paymentStatus: 'unpaid' });
  });

  it('refuses a payment dated on a closed day (409 BILL_003), and takes one dated on a day since the close', async () => {
    const patientId = await newPatient();
    const invoice = await issuedInvoice(patientId, 6000);
    await closeDay(testApp(), '2026-11-16');
    const refused = await checkout({
      patientId,
      invoiceIds: [invoice.id],
      tenders: [{ tender: 'cheque', amountCents: 1000 }],
      receivedOn: '2026-11-16',
    });
    expect(refused.status).toBe(409);
    expect((refused.body as ApiErrorBody).error).toMatchObject({ code: 'BILL_003', message: expect.stringContaining('fermée') });
    expect(await paymentsOf(patientId)).toEqual([]);
    const earlier = await checkout({
      patientId,
      invoiceIds: [invoice.id],
      tenders: [{ tender: 'cheque', amountCents: 1000 }],
      receivedOn: '2026-11-17',
    });
    expect(earlier.status).toBe(200);
    expect((await paymentsOf(patientId))[0]).toMatchObject({ businessDate: '2026-11-17', receivedAt: '2026-11-17T17:00:00.000Z' });
  });

  describe('card on file', () => {
    it('takes 50 $ cash and the rest by the saved card: charged once, both recorded, the invoice paid', async () => {
      const patientId = await newPatient();
      const invoice = await issuedInvoice(patientId, 12000);
      const card = await savedCard(testApp(), patientId);
      const charges = gateway().chargesMade;
      const { status, body } = await checkout({
        patientId,
        invoiceIds: [invoice.id],
        tenders: [
          { tender: 'cash', amountCents: 5000 },
          { tender: 'card_on_file', amountCents: 7000, paymentMethodId: card },
        ],
      });
      expect(status).toBe(200);
      expect(gateway().chargesMade).toBe(charges + 1);
      expect((body as DeskCheckoutResult).payments.map((payment) => [payment.tender, payment.amountCents])).toEqual([
        ['cash', 5000],
        ['card_on_file', 7000],
      ]);
      const payments = await paymentsOf(patientId);
      expect(payments.map((payment) => [payment.tender, payment.status, payment.allocatedAmount])).toEqual([
        ['cash', 'completed', 5000],
        ['card_on_file', 'completed', 7000],
      ]);
      expect(payments[1]!.gatewayReference).toMatch(/^ch_sandbox_/);
      expect(await invoiceRow(invoice.id)).toMatchObject({ paidAmount: 12000, paymentStatus: 'paid' });
      const mails = await mailsTo(patientId);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`- Visa se terminant par 4242 : ${formatMoney(7000)}`);
    });

    it('declined: 402, the card row failed, no cash recorded, the invoice still owed and free for another checkout', async () => {
      const patientId = await newPatient();
      const invoice = await issuedInvoice(patientId, 12000);
      const card = await savedCard(testApp(), patientId, { number: sandboxCards.chargeDeclined });
      const tenders = [
        { tender: 'cash', amountCents: 5000 },
        { tender: 'card_on_file', amountCents: 7000, paymentMethodId: card },
      ];
      const refused = await checkout({ patientId, invoiceIds: [invoice.id], tenders });
      expect(refused.status).toBe(402);
      expect((refused.body as ApiErrorBody).error).toEqual({ code: 'PAY_002', message: chargeRefusalMessages.declined });
      expect((await paymentsOf(patientId)).map((payment) => [payment.tender, payment.status])).toEqual([['card_on_file', 'failed']]);
      expect(await invoiceRow(invoice.id)).toMatchObject({ paidAmount: 0, paymentStatus: 'unpaid' });
      expect(await mailsTo(patientId)).toEqual([]);
      const cash = await checkout({ patientId, invoiceIds: [invoice.id], tenders: [{ tender: 'cash', amountCents: 12000 }] });
      expect(cash.status).toBe(200);
    });

    it('a checkout interrupted after the gateway charged is settled by the stale-payment job, charged and receipted once', async () => {
      const patientId = await newPatient();
      const invoice = await issuedInvoice(patientId, 12000);
      const card = await savedCard(testApp(), patientId);
      const charge = gateway().charge.bind(gateway());
      vi.spyOn(gateway(), 'charge').mockImplementationOnce(async (req) => {
        await charge(req);
        throw new Error('connection reset');
      });
      const charges = gateway().chargesMade;
      const crashed = await checkout({
        patientId,
        invoiceIds: [invoice.id],
        tenders: [{ tender: 'card_on_file', amountCents: 12000, paymentMethodId: card }],
      });
      expect(crashed.status).toBe(500);
      expect(gateway().chargesMade).toBe(charges + 1);
      expect((await paymentsOf(patientId)).map((payment) => payment.status)).toEqual(['pending']);
      // Held: another desk cannot take the invoice meanwhile.
      const meanwhile = await checkout({ patientId, invoiceIds: [invoice.id], tenders: [{ tender: 'cash', amountCents: 12000 }] });
      expect(meanwhile.status).toBe(422);

      const job = stalePaymentJob(testApp().deps);
      await job.run(testApp().deps);
      expect((await paymentsOf(patientId)).map((payment) => payment.status)).toEqual(['pending']);
      testApp().clock.advance({ minutes: 3 });
      expect((await job.run(testApp().deps)).resumed).toBeGreaterThanOrEqual(1);
      expect(gateway().chargesMade).toBe(charges + 1);
      const [payment] = await paymentsOf(patientId);
      expect(payment).toMatchObject({
        status: 'completed',
        allocatedAmount: 12000,
        gatewayReference: expect.stringMatching(/^ch_sandbox_/),
      });
      expect(await invoiceRow(invoice.id)).toMatchObject({ paidAmount: 12000, paymentStatus: 'paid' });
      expect(await mailsTo(patientId)).toHaveLength(1);
      expect(await auditEventsOf(testApp().db, 'payment.recorded', payment!.checkoutId!)).toHaveLength(1);
      // The checkout is recorded with the card alone, under the dialog's key.
      expect(await testApp().db.select().from(checkouts).where(eq(checkouts.id, payment!.checkoutId!))).toEqual([
        expect.objectContaining({
          patientId,
          idempotencyKey: payment!.idempotencyKey!.replace(/:0$/, ''),
          staffId: staff.id,
          tenders: [{ tender: 'card_on_file', amountCents: 12000 }],
          invoiceIds: [invoice.id],
          appliedCents: [12000],
        }),
      ]);
      expect(await job.run(testApp().deps)).toEqual({ resumed: 0 });
    });
  });

  describe('receipts', () => {
    it('prints « Reçu de paiement » as a PDF and e-mails it again, audited', async () => {
      const patientId = await newPatient();
      const invoice = await issuedInvoice(patientId, 6000);
      const done = await checkout({ patientId, invoiceIds: [invoice.id], tenders: [{ tender: 'etransfer', amountCents: 6000 }] });
      const { checkoutId } = done.body as DeskCheckoutResult;
      const pdf = await testApp().app.request(`/api/admin/checkouts/${checkoutId}/receipt.pdf`, { headers: { cookie: staff.cookie } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
      expect(text).toContain('Reçu de paiement');
      expect(text).toContain('Virement Interac');
      const again = await request('POST', `/checkouts/${checkoutId}/receipt-email`);
      expect(again.status).toBe(200);
      expect(await mailsTo(patientId)).toHaveLength(2);
      expect(await auditEventsOf(testApp().db, 'payment.receipt_sent', checkoutId)).toHaveLength(1);
      expect((await request('GET', `/checkouts/${randomUUID()}/receipt.pdf`)).status).toBe(404);
    });

    it('names on the invoice the checkout of each payment applied (its receipt to reprint); none for a payment made online', async () => {
      const patientId = await newPatient();
      const invoice = await issuedInvoice(patientId, 9000);
      const first = await checkout({
        patientId,
        invoiceIds: [invoice.id],
        tenders: [
          { tender: 'cash', amountCents: 2000 },
          { tender: 'debit', amountCents: 3000 },
        ],
      });
      const second = await checkout({ patientId, invoiceIds: [invoice.id], tenders: [{ tender: 'cheque', amountCents: 1000 }] });
      const [online] = await testApp()
        .db.insert(paymentTransactions)
        .values({
          patientId,
          amount: 3000,
          status: 'completed',
          tender: 'card_on_file',
          receivedAt: testApp().clock.now().toISOString(),
          allocatedAmount: 3000,
          idempotencyKey: randomUUID(),
          createdAt: new Date(testApp().clock.now().getTime() + 1000).toISOString(),
        })
        .returning({ id: paymentTransactions.id });
      await testApp().db.insert(invoicePayments).values({ transactionId: online!.id, invoiceId: invoice.id, amount: 3000 });
      const { status, body } = await request('GET', `/invoices/${invoice.id}`);
      expect(status).toBe(200);
      const { payments } = (body as { invoice: DeskInvoiceDetail }).invoice;
      const firstId = (first.body as DeskCheckoutResult).checkoutId;
      const secondId = (second.body as DeskCheckoutResult).checkoutId;
      expect(firstId).not.toBe(secondId);
      expect(payments.map((payment) => [payment.tender, payment.amountCents, payment.checkoutId])).toEqual(
        expect.arrayContaining([
          ['cash', 2000, firstId],
          ['debit', 3000, firstId],
          ['cheque', 1000, secondId],
          ['card_on_file', 3000, null],
        ]),
      );
      expect(payments).toHaveLength(4);
    });
  });

  describe('void', () => {
    it('voids a cash payment taken by mistake: its allocations removed, the invoice owed again, audited', async () => {
      const patientId = await newPatient();
      const invoice = await issuedInvoice(patientId, 6000);
      await checkout({ patientId, invoiceIds: [invoice.id], tenders: [{ tender: 'cash', amountCents: 6000 }] });
      const [payment] = await paymentsOf(patientId);
      const voided = await request('POST', `/payments/${payment!.id}/void`);
      expect(voided.status).toBe(200);
      expect((await paymentsOf(patientId))[0]).toMatchObject({ status: 'voided', allocatedAmount: 0 });
      expect(await invoiceRow(invoice.id)).toMatchObject({ paidAmount: 0, paymentStatus: 'unpaid' });
      expect(await testApp().db.select().from(invoicePayments).where(eq(invoicePayments.transactionId, payment!.id))).toEqual([]);
      const [visit] = await testApp().db.select().from(appointments).where(eq(appointments.id, invoice.appointmentId));
      expect(visit!.paymentStatus).toBe('pending');
      expect(await auditEventsOf(testApp().db, 'payment.voided', payment!.id)).toHaveLength(1);
      // Twice: nothing more to void.
      expect((await request('POST', `/payments/${payment!.id}/void`)).status).toBe(409);
      expect(await invoiceRow(invoice.id)).toMatchObject({ paidAmount: 0 });
    });

    it('refuses to void on a closed day (409 BILL_003) and a card on file payment', async () => {
      const patientId = await newPatient();
      const invoice = await issuedInvoice(patientId, 6000);
      const card = await savedCard(testApp(), patientId);
      await checkout({
        patientId,
        invoiceIds: [invoice.id],
        tenders: [
          { tender: 'cash', amountCents: 1000 },
          { tender: 'card_on_file', amountCents: 1000, paymentMethodId: card },
        ],
      });
      const [cash, onFile] = await paymentsOf(patientId);
      const cardRefused = await request('POST', `/payments/${onFile!.id}/void`);
      expect(cardRefused.status).toBe(409);
      expect((cardRefused.body as ApiErrorBody).error.message).toBe(deskMessages.voidCardOnFile);
      await closeDay(testApp(), today);
      const closed = await request('POST', `/payments/${cash!.id}/void`);
      expect(closed.status).toBe(409);
      expect((closed.body as ApiErrorBody).error.code).toBe('BILL_003');
      expect((await paymentsOf(patientId)).map((payment) => payment.status)).toEqual(['completed', 'completed']);
      await testApp()
        .db.delete(cashClosings)
        .where(and(eq(cashClosings.businessDate, today)));
    });
  });
});
