// « Payer pour la famille » through the portal's router, on a real database: a mother pays her own
// and her two children's invoices in one charge of her card, each child's record getting its own
// transaction and its receipt; another family's invoice is a 404, a changed amount a French 409, the
// same key answered from the first payment, a refused card changes nothing, a teen who did not
// agree is not hers to pay for, and each person's credit pays only her own invoices.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { sandboxCards } from 'shared-domain/billing/card';
import { chargeRefusalMessages, paymentMessages } from 'shared-domain/billing/payment';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { issuedVisitInvoice } from '../invoices/invoice-test-support';
import {
  auditEvents,
  emailOutbox,
  familyLinks,
  familyPayments,
  invoices,
  patientAccounts,
  patients,
  paymentTransactions,
} from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';
import { outboxMails } from '../../testing/outbox';
import { createTestSession, testNow, useTestApp } from '../../testing/test-app';
import type { SandboxGateway } from './sandbox-gateway';
import { savedCard } from './saved-card-test-support';
import { resumeStaleFamilyPayments } from './pay-family';

// The answers as the tests read them (the list's and the payment's), loosely.
// biome-ignore lint/suspicious/noExplicitAny: an answer's fields are checked by the assertions themselves
type FamilyAnswer = Record<string, any>;

describe('a guardian pays her family’s invoices in one payment', () => {
  const testApp = useTestApp();
  let count = 0;
  const gateway = () => testApp().deps.paymentGateway as SandboxGateway;

  beforeEach(() => testApp().clock.set(testNow));

  async function person(fields: Partial<typeof patients.$inferInsert> = {}) {
    count += 1;
    const [row] = await testApp()
      .db.insert(patients)
      .values({ firstName: `Enfant ${count}`, lastName: 'Gagnon', ...timestamps(testApp().clock), ...fields })
      .returning({ id: patients.id });
    return row!.id;
  }

  async function link(guardianPatientId: string, dependantPatientId: string, agreed = false) {
    await testApp()
      .db.insert(familyLinks)
      .values({
        guardianPatientId,
        dependantPatientId,
        relationship: 'mere',
        source: 'staff',
        dependantAgreedAt: agreed ? testNow : null,
        ...timestamps(testApp().clock),
      });
  }

  /** A mother signed in with her card, her baby and her four-year-old, each owing a visit; she owes one too. */
  async function family(cardNumber: string = sandboxCards.success) {
    const email = `maman.${count}.${randomUUID().slice(0, 6)}@courriel.example`;
    const mother = await person({ firstName: 'Camille', email, dateOfBirth: '1991-04-02' });
    const [account] = await testApp()
      .db.insert(patientAccounts)
      .values({ patientId: mother, email, ...createdTimestamp(testApp().clock) })
      .returning({ id: patientAccounts.id });
    const cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: account!.id });
    const baby = await person({ firstName: 'Rose', dateOfBirth: '2026-03-01' });
    const son = await person({ firstName: 'Félix', dateOfBirth: '2022-06-10' });
    await link(mother, baby);
    await link(mother, son);
    const cardId = await savedCard(testApp(), mother, { number: cardNumber });
    const visits = {
      mother: await issuedVisitInvoice(testApp(), mother, { amountCents: 9_000 }),
      baby: await issuedVisitInvoice(testApp(), baby, { amountCents: 6_500 }),
      son: await issuedVisitInvoice(testApp(), son, { amountCents: 7_500 }),
    };
    return { mother, baby, son, email, cookie, cardId, visits };
  }

  async function portal(cookie: string, method: 'GET' | 'POST', path: string, body?: unknown) {
    const response = await testApp().app.request(`/api/portal${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as FamilyAnswer };
  }
  const pay = (cookie: string, body: unknown) => portal(cookie, 'POST', '/family-payments', body);

  const invoiceRows = (ids: string[]) =>
    testApp()
      .db.select({ id: invoices.id, paid: invoices.paidAmount, status: invoices.paymentStatus })
      .from(invoices)
      .where(inArray(invoices.id, ids));
  const transactionsOf = (patientId: string) =>
    testApp().db.select().from(paymentTransactions).where(eq(paymentTransactions.patientId, patientId));

  it('lists what she and each dependant owe, herself first', async () => {
    const f = await family();
    const { status, body } = await portal(f.cookie, 'GET', '/family-payments');
    expect(status).toBe(200);
    // Her dependants oldest first, as « Pour qui ? » lists them.
    expect(body.people.map((p: { patientId: string }) => p.patientId)).toEqual([f.mother, f.son, f.baby]);
    expect(body.people.map((p: { totalCents: number }) => p.totalCents)).toEqual([9_000, 7_500, 6_500]);
    expect(body.people[2].invoices).toEqual([expect.objectContaining({ id: f.visits.baby.invoiceId, openCents: 6_500 })]);
  });

  it('is held by the database: its amount never changes, it is never deleted, and its parts never add up to more', async () => {
    const f = await family();
    const { body } = await pay(f.cookie, {
      paymentMethodId: f.cardId,
      amountCents: 14_000,
      idempotencyKey: randomUUID(),
      invoiceIds: [f.visits.baby.invoiceId, f.visits.son.invoiceId],
    });
    expect(body.familyPaymentId).toEqual(expect.any(String));
    const id = body.familyPaymentId as string;
    const { db } = testApp();
    /** The money rule a raw write met (drizzle wraps the driver's error in `cause`). */
    const refusedBy = async (write: Promise<unknown>) => {
      const thrown = await write.then(
        () => undefined,
        (error: unknown) => error,
      );
      for (let current: unknown = thrown; current instanceof Error; current = current.cause) {
        const rule = /money rule: [a-z ]+/.exec(current.message)?.[0];
        if (rule) return rule;
      }
      return undefined;
    };
    expect(await refusedBy(db.update(familyPayments).set({ amount: 1 }).where(eq(familyPayments.id, id)))).toBe(
      'money rule: family payment',
    );
    expect(await refusedBy(db.delete(familyPayments).where(eq(familyPayments.id, id)))).toBe('money rule: family payment');
    expect(
      await refusedBy(
        db.insert(familyPayments).values({ payerPatientId: f.mother, idempotencyKey: randomUUID(), amount: -1, createdAt: testNow }),
      ),
    ).toBe('money rule: negative amount');
    // A third part of one cent on a payment whose parts already make its 140,00 $.
    const [part] = await transactionsOf(f.son);
    expect(
      await refusedBy(
        db.insert(paymentTransactions).values({
          ...part!,
          id: randomUUID(),
          idempotencyKey: randomUUID(),
          gatewayReference: null,
          amount: 1,
          allocatedAmount: 0,
          refundedAmount: 0,
        }),
      ),
    ).toBe('money rule: beyond the family payment');
    // Its payer may still move (a merge of her records).
    await db.update(familyPayments).set({ payerPatientId: f.mother }).where(eq(familyPayments.id, id));
    expect((await db.select().from(familyPayments).where(eq(familyPayments.id, id)))[0]?.amount).toBe(14_000);
  });

  it('pays two children and herself in one card charge, one transaction on each record, one receipt naming each part', async () => {
    const f = await family();
    const charges = gateway().chargesMade;
    const invoiceIds = [f.visits.mother.invoiceId, f.visits.baby.invoiceId, f.visits.son.invoiceId];
    const { status, body } = await pay(f.cookie, {
      paymentMethodId: f.cardId,
      amountCents: 23_000,
      idempotencyKey: randomUUID(),
      invoiceIds,
    });
    expect(status).toBe(201);
    expect(gateway().chargesMade).toBe(charges + 1);
    expect(body).toMatchObject({ amountCents: 23_000, creditAppliedCents: 0, receiptEmailedTo: f.email, receiptPaused: false });
    expect(body.people.map((p: { patientId: string; amountCents: number }) => [p.patientId, p.amountCents])).toEqual(
      expect.arrayContaining([
        [f.mother, 9_000],
        [f.baby, 6_500],
        [f.son, 7_500],
      ]),
    );
    expect((await invoiceRows(invoiceIds)).every((row) => row.status === 'paid')).toBe(true);

    // Each record its own completed payment, all of them the same charge.
    const rows = await Promise.all([f.mother, f.baby, f.son].map(async (id) => (await transactionsOf(id))[0]!));
    expect(rows.map((row) => row.status)).toEqual(['completed', 'completed', 'completed']);
    expect(new Set(rows.map((row) => row.gatewayReference)).size).toBe(1);
    expect(new Set(rows.map((row) => row.familyPaymentId)).size).toBe(1);
    expect(rows.map((row) => row.allocatedAmount)).toEqual([9_000, 6_500, 7_500]);

    // The son's own balance is settled, and his receipt is his own to download (acting for him).
    const receipts = await testApp().app.request(`/api/portal/insurance-receipts/${f.visits.son.appointmentId}/pdf?pour=${f.son}`, {
      headers: { cookie: f.cookie },
    });
    expect(receipts.status).toBe(200);
    expect(receipts.headers.get('content-type')).toBe('application/pdf');

    // One receipt, to her, with each person's part.
    const mails = await outboxMails(testApp(), eq(emailOutbox.to, f.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Pour Rose Gagnon');
    expect(mails[0]!.text).toContain('Pour Félix Gagnon');
    expect(mails[0]!.text).toContain('Pour Camille Gagnon');
    expect(mails[0]!.text).toContain('230,00');

    // Audited once per person paid, by her.
    const audit = await testApp()
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'family_payment.made'), eq(auditEvents.actorId, f.mother)));
    expect(audit.map((event) => (event.details as { patientId: string }).patientId).sort()).toEqual([f.mother, f.baby, f.son].sort());
  });

  it('answers a repeated key from the first payment, charging once', async () => {
    const f = await family();
    const charges = gateway().chargesMade;
    const body = {
      paymentMethodId: f.cardId,
      amountCents: 14_000,
      idempotencyKey: randomUUID(),
      invoiceIds: [f.visits.baby.invoiceId, f.visits.son.invoiceId],
    };
    const [first, second] = await Promise.all([pay(f.cookie, body), pay(f.cookie, body)]);
    const third = await pay(f.cookie, body);
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(second.body.familyPaymentId).toBe(first.body.familyPaymentId);
    expect(third.body.familyPaymentId).toBe(first.body.familyPaymentId);
    expect(gateway().chargesMade).toBe(charges + 1);
    expect(await transactionsOf(f.son)).toHaveLength(1);
    expect(await testApp().db.select().from(familyPayments).where(eq(familyPayments.payerPatientId, f.mother))).toHaveLength(1);
  });

  it('refuses another family’s invoice as unknown, changing nothing', async () => {
    const f = await family();
    const other = await family();
    const charges = gateway().chargesMade;
    const response = await pay(f.cookie, {
      paymentMethodId: f.cardId,
      amountCents: 6_500 + 7_500,
      idempotencyKey: randomUUID(),
      invoiceIds: [f.visits.baby.invoiceId, other.visits.son.invoiceId],
    });
    expect(response.status).toBe(404);
    expect(gateway().chargesMade).toBe(charges);
    expect(await transactionsOf(f.baby)).toEqual([]);
    expect(await transactionsOf(other.son)).toEqual([]);
  });

  it('refuses an amount no longer what is owed, in French, with a 409', async () => {
    const f = await family();
    const charges = gateway().chargesMade;
    const response = await pay(f.cookie, {
      paymentMethodId: f.cardId,
      amountCents: 6_000,
      idempotencyKey: randomUUID(),
      invoiceIds: [f.visits.baby.invoiceId],
    });
    expect(response).toEqual({ status: 409, body: { error: { code: 'PAY_001', message: paymentMessages.balanceChanged } } });
    expect(gateway().chargesMade).toBe(charges);
    expect(await transactionsOf(f.baby)).toEqual([]);
  });

  it('leaves everything owed when the card is refused, every row failed, no credit used, no receipt', async () => {
    const f = await family(sandboxCards.chargeDeclined);
    const invoiceIds = [f.visits.baby.invoiceId, f.visits.son.invoiceId];
    const response = await pay(f.cookie, { paymentMethodId: f.cardId, amountCents: 14_000, idempotencyKey: randomUUID(), invoiceIds });
    expect(response).toEqual({ status: 402, body: { error: { code: 'PAY_002', message: chargeRefusalMessages.declined } } });
    expect((await invoiceRows(invoiceIds)).map((row) => [row.paid, row.status])).toEqual([
      [0, 'unpaid'],
      [0, 'unpaid'],
    ]);
    expect([...(await transactionsOf(f.baby)), ...(await transactionsOf(f.son))].map((row) => row.status)).toEqual(['failed', 'failed']);
    expect(await outboxMails(testApp(), eq(emailOutbox.to, f.email))).toEqual([]);
    // The invoices are free again: a new key with a good card pays them.
    const card = await savedCard(testApp(), f.mother);
    const again = await pay(f.cookie, { paymentMethodId: card, amountCents: 14_000, idempotencyKey: randomUUID(), invoiceIds });
    expect(again.status).toBe(201);
  });

  it('does not pay for a teen who did not agree, and does for one who did', async () => {
    const f = await family();
    const teen = await person({ firstName: 'Léa', dateOfBirth: '2010-01-05' });
    await link(f.mother, teen);
    const teenVisit = await issuedVisitInvoice(testApp(), teen, { amountCents: 8_000 });
    const listed = await portal(f.cookie, 'GET', '/family-payments');
    expect(listed.body.people.map((p: { patientId: string }) => p.patientId)).not.toContain(teen);
    const refused = await pay(f.cookie, {
      paymentMethodId: f.cardId,
      amountCents: 8_000,
      idempotencyKey: randomUUID(),
      invoiceIds: [teenVisit.invoiceId],
    });
    expect(refused.status).toBe(404);
    expect(await transactionsOf(teen)).toEqual([]);

    await testApp().db.update(familyLinks).set({ dependantAgreedAt: testNow }).where(eq(familyLinks.dependantPatientId, teen));
    const paid = await pay(f.cookie, {
      paymentMethodId: f.cardId,
      amountCents: 8_000,
      idempotencyKey: randomUUID(),
      invoiceIds: [teenVisit.invoiceId],
    });
    expect(paid.status).toBe(201);
  });

  it('pays each person’s invoices with her own credit first, the card the rest', async () => {
    const f = await family();
    // The son holds 20,00 $ of credit (an earlier cash overpayment); the mother none.
    await testApp().db.insert(paymentTransactions).values({
      patientId: f.son,
      amount: 2_000,
      status: 'completed',
      tender: 'cash',
      receivedAt: '2026-10-01T15:00:00.000Z',
      businessDate: '2026-10-01',
      // Recorded then, before the invoice it will pay was issued.
      createdAt: '2026-10-01T15:00:00.000Z',
    });
    const invoiceIds = [f.visits.mother.invoiceId, f.visits.son.invoiceId];
    // Her 90,00 $ by card; his 75,00 $ less his 20,00 $: 145,00 $ in all.
    const { status, body } = await pay(f.cookie, {
      paymentMethodId: f.cardId,
      amountCents: 14_500,
      idempotencyKey: randomUUID(),
      invoiceIds,
    });
    expect(status).toBe(201);
    expect(body.creditAppliedCents).toBe(2_000);
    const son = body.people.find((p: { patientId: string }) => p.patientId === f.son);
    expect(son).toMatchObject({ amountCents: 5_500, creditAppliedCents: 2_000 });
    expect((await invoiceRows(invoiceIds)).every((row) => row.status === 'paid')).toBe(true);
  });

  it('pays with the credits alone when they cover everything ticked: no card asked, nothing charged', async () => {
    const f = await family();
    await testApp().db.insert(paymentTransactions).values({
      patientId: f.son,
      amount: 10_000,
      status: 'completed',
      tender: 'cash',
      receivedAt: '2026-10-01T15:00:00.000Z',
      businessDate: '2026-10-01',
      createdAt: '2026-10-01T15:00:00.000Z',
    });
    const charges = gateway().chargesMade;
    const { status, body } = await pay(f.cookie, { amountCents: 0, idempotencyKey: randomUUID(), invoiceIds: [f.visits.son.invoiceId] });
    expect(status).toBe(201);
    expect(body).toMatchObject({ amountCents: 0, creditAppliedCents: 7_500 });
    expect(gateway().chargesMade).toBe(charges);
    const [son] = await invoiceRows([f.visits.son.invoiceId]);
    expect(son).toMatchObject({ paid: 7_500, status: 'paid' });
    // Another person's credit never pays her invoice: the baby's 65,00 $ still needs a card.
    const refused = await pay(f.cookie, { amountCents: 0, idempotencyKey: randomUUID(), invoiceIds: [f.visits.baby.invoiceId] });
    expect(refused.status).toBe(409);
  });

  it('refuses a dependant named on the family payment: it is the guardian’s own page', async () => {
    const f = await family();
    const response = await testApp().app.request('/api/portal/family-payments', { headers: { cookie: f.cookie, 'x-patient': f.son } });
    expect(response.status).toBe(404);
  });

  it('finishes a family payment a crash left pending, whole, with one charge', async () => {
    const f = await family();
    const charges = gateway().chargesMade;
    const invoiceIds = [f.visits.baby.invoiceId, f.visits.son.invoiceId];
    // The gateway does not answer: whether the money moved is unknown, the rows stay pending.
    const down = vi.spyOn(gateway(), 'charge').mockRejectedValueOnce(new Error('gateway down'));
    const response = await pay(f.cookie, { paymentMethodId: f.cardId, amountCents: 14_000, idempotencyKey: randomUUID(), invoiceIds });
    down.mockRestore();
    expect(response.status).toBe(500);
    const statuses = async () =>
      (
        await testApp()
          .db.select({ status: paymentTransactions.status })
          .from(paymentTransactions)
          .where(inArray(paymentTransactions.patientId, [f.baby, f.son]))
      ).map((row) => row.status);
    expect(await statuses()).toEqual(['pending', 'pending']);
    // Not in flight any more: the stale-payment job finishes it, both people at once.
    testApp().clock.advance({ minutes: 5 });
    expect(await resumeStaleFamilyPayments(testApp().deps, f.mother)).toBe(1);
    expect(await statuses()).toEqual(['completed', 'completed']);
    expect(gateway().chargesMade).toBe(charges + 1);
    expect((await invoiceRows(invoiceIds)).every((row) => row.status === 'paid')).toBe(true);
  });

  it('pays an invoice once when her family payment and the child’s own payment race for it', async () => {
    const f = await family();
    const sonsCard = await savedCard(testApp(), f.son);
    const [together, alone] = await Promise.all([
      pay(f.cookie, {
        paymentMethodId: f.cardId,
        amountCents: 14_000,
        idempotencyKey: randomUUID(),
        invoiceIds: [f.visits.baby.invoiceId, f.visits.son.invoiceId],
      }),
      testApp().app.request('/api/portal/payments', {
        method: 'POST',
        headers: { cookie: f.cookie, 'content-type': 'application/json', 'x-patient': f.son },
        body: JSON.stringify({
          paymentMethodId: sonsCard,
          amountCents: 7_500,
          idempotencyKey: randomUUID(),
          invoiceIds: [f.visits.son.invoiceId],
        }),
      }),
    ]);
    expect([together.status, alone.status].sort()).toEqual([201, 409]);
    const [son] = await invoiceRows([f.visits.son.invoiceId]);
    expect(son).toMatchObject({ paid: 7_500, status: 'paid' });
    expect((await transactionsOf(f.son)).filter((row) => row.status === 'completed')).toHaveLength(1);
  });
});
