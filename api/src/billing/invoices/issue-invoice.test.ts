import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { invoiceNumber } from 'shared-domain/billing/invoice-numbering';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointments, clinicSettings, invoicePayments, invoices, paymentTransactions } from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';
import { AppError } from '../../platform/http/app-error';
import { auditEventsOf } from '../../testing/audit-events';
import { demoAdminId } from '../../testing/team-test-support';
import { useTestApp } from '../../testing/test-app';
import { newDraft, newPatient } from './invoice-test-support';
import { issueDraft, issueDraftStatements } from './issue-invoice';

const today = '2026-11-18';

describe('issuing a draft (the clinic’s invoice numbers)', () => {
  const testApp = useTestApp();
  let staffId: string;
  let patientId: string;

  const issue = (invoiceId: string, by: 'checkout' | 'sent' | 'issued' = 'issued', patient = patientId) =>
    issueDraft(testApp().deps, { invoiceId, patientId: patient, staffId, today, by });
  const setSequence = async (invoicePrefix: string, invoiceNextNumber: number) => {
    await testApp().db.update(clinicSettings).set({ invoicePrefix, invoiceNextNumber });
  };
  const nextNumber = async () => (await testApp().db.select().from(clinicSettings))[0]?.invoiceNextNumber;
  const invoiceRow = async (id: string) => (await testApp().db.select().from(invoices).where(eq(invoices.id, id)))[0];
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
    return { status: error.status, code: error.code, message: error.message };
  };

  beforeEach(async () => {
    staffId = await demoAdminId(testApp());
    patientId = await newPatient(testApp());
  });

  it('numbers drafts F-00001, F-00002… from the sequence, due 30 days after today, keeping the visit’s date', async () => {
    await setSequence('F-', 1);
    const first = await newDraft(testApp(), patientId, [{ amountCents: 8_500 }, { amountCents: 4_599, taxCode: 'gst_qst' }], {
      issuedOn: '2026-11-16',
    });
    const second = await newDraft(testApp(), patientId);

    expect(await issue(first)).toEqual({ id: first, number: 'F-00001' });
    expect(await issue(second, 'sent')).toEqual({ id: second, number: 'F-00002' });
    expect(await nextNumber()).toBe(3);

    expect(await invoiceRow(first)).toMatchObject({
      number: 'F-00001',
      paymentStatus: 'unpaid',
      issuedOn: '2026-11-16',
      dueOn: '2026-12-18',
      issuedBy: staffId,
      issuedAt: testApp().clock.now().toISOString(),
      totalAmount: 13_099,
    });
    const [audit, ...more] = await auditEventsOf(testApp().db, 'invoice.issued', first);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      actorType: 'staff',
      actorId: staffId,
      entity: 'invoices',
      details: { patientId, number: 'F-00001', totalCents: 13_099, by: 'issued' },
    });
    expect((await auditEventsOf(testApp().db, 'invoice.issued', second))[0]?.details).toMatchObject({ number: 'F-00002', by: 'sent' });
  });

  it('takes the prefix and the next number set in « Paramètres avancés › Facturation »', async () => {
    await setSequence('FAC-2026-', 41);
    const draft = await newDraft(testApp(), patientId);
    expect((await issue(draft)).number).toBe(invoiceNumber('FAC-2026-', 41));
    expect((await invoiceRow(draft))?.number).toBe('FAC-2026-00041');
    // Past five digits the number simply grows, as invoiceNumber writes it.
    await setSequence('F-', 123_456);
    const big = await newDraft(testApp(), patientId);
    expect((await issue(big)).number).toBe(invoiceNumber('F-', 123_456));
  });

  it('gives 20 drafts issued at once 20 distinct consecutive numbers', async () => {
    await setSequence('C-', 500);
    const drafts = await Promise.all(Array.from({ length: 20 }, () => newDraft(testApp(), patientId)));
    const issued = await Promise.all(drafts.map((id) => issue(id, 'checkout')));
    const numbers = issued.map((invoice) => invoice.number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => invoiceNumber('C-', 500 + index)));
    expect(await nextNumber()).toBe(520);
  });

  it('numbers a draft issued twice (even at once) only once, and refuses the second time in French', async () => {
    await setSequence('F-', 900);
    const draft = await newDraft(testApp(), patientId);
    const [a, b] = await Promise.allSettled([issue(draft), issue(draft)]);
    const fulfilled = [a, b].filter((result) => result.status === 'fulfilled');
    expect(fulfilled).toHaveLength(1);
    expect(await nextNumber()).toBe(901);
    expect(await refusal(issue(draft))).toEqual({ status: 409, code: 'BILL_001', message: deskMessages.notADraft });
    expect(await nextNumber()).toBe(901);
    expect(await auditEventsOf(testApp().db, 'invoice.issued', draft)).toHaveLength(1);
  });

  it('refuses a draft without lines, another patient’s draft, an unknown invoice, a waived fee — numbering nothing', async () => {
    await setSequence('F-', 950);
    const empty = await newDraft(testApp(), patientId, []);
    expect(await refusal(issue(empty))).toEqual({ status: 409, code: 'BILL_001', message: deskMessages.draftEmpty });
    const someoneElse = await newPatient(testApp());
    const theirs = await newDraft(testApp(), someoneElse);
    expect((await refusal(issue(theirs))).status).toBe(404);
    expect((await refusal(issue(randomUUID()))).status).toBe(404);
    const waived = await newDraft(testApp(), patientId, [{ amountCents: 5_000 }], { kind: 'no_show_fee', paymentStatus: 'waived' });
    expect(await refusal(issue(waived))).toMatchObject({ status: 409, message: deskMessages.notADraft });
    expect(await nextNumber()).toBe(950);
    const rows = await testApp()
      .db.select()
      .from(invoices)
      .where(inArray(invoices.id, [empty, theirs, waived]));
    expect(rows.map((row) => row.number)).toEqual([null, null, null]);
  });

  async function paidDeposit(appointmentPatient: string, amountCents: number, used: { allocated?: number; refunded?: number } = {}) {
    const { db, clock } = testApp();
    const appointmentId = randomUUID();
    await db.insert(appointments).values({
      id: appointmentId,
      patientId: appointmentPatient,
      name: 'Patiente',
      email: 'p@courriel.example',
      phone: '514-555-0100',
      status: 'completed',
      scheduledDate: today,
      scheduledTime: '09:00',
      ...timestamps(clock),
    });
    const depositId = randomUUID();
    await db.insert(paymentTransactions).values({
      id: depositId,
      patientId: appointmentPatient,
      appointmentId,
      transactionType: 'deposit',
      amount: amountCents,
      status: 'completed',
      allocatedAmount: used.allocated ?? 0,
      refundedAmount: used.refunded ?? 0,
      ...createdTimestamp(clock),
    });
    return { appointmentId, depositId };
  }

  it('applies the visit’s deposit when issuing: part of the invoice (partial), or all of it (paid), never more than owed', async () => {
    const { db } = testApp();
    await setSequence('F-', 1_000);
    const small = await paidDeposit(patientId, 2_000);
    const partly = await newDraft(testApp(), patientId, [{ amountCents: 8_500 }], { appointmentId: small.appointmentId });
    await issue(partly);
    expect(await invoiceRow(partly)).toMatchObject({ paidAmount: 2_000, paymentStatus: 'partial' });
    expect((await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, small.depositId)))[0]?.allocatedAmount).toBe(
      2_000,
    );
    expect(await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, partly))).toEqual([
      { transactionId: small.depositId, invoiceId: partly, amount: 2_000 },
    ]);

    // A deposit larger than the invoice pays it; the rest stays the patient's credit (unapplied).
    const large = await paidDeposit(patientId, 10_000, { refunded: 500 });
    const whole = await newDraft(testApp(), patientId, [{ amountCents: 8_500 }], { appointmentId: large.appointmentId });
    await issue(whole);
    expect(await invoiceRow(whole)).toMatchObject({ paidAmount: 8_500, paymentStatus: 'paid' });
    expect((await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, large.depositId)))[0]?.allocatedAmount).toBe(
      8_500,
    );

    // A deposit already used entirely is not applied again.
    const spent = await paidDeposit(patientId, 3_000, { allocated: 2_000, refunded: 1_000 });
    const none = await newDraft(testApp(), patientId, [{ amountCents: 8_500 }], { appointmentId: spent.appointmentId });
    await issue(none);
    expect(await invoiceRow(none)).toMatchObject({ paidAmount: 0, paymentStatus: 'unpaid' });
    expect(await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, none))).toEqual([]);
  });

  it('applies a deposit once even when issued twice at once, and not when the draft is not issued', async () => {
    const { db } = testApp();
    await setSequence('F-', 1_100);
    const { appointmentId, depositId } = await paidDeposit(patientId, 2_000);
    const draft = await newDraft(testApp(), patientId, [{ amountCents: 8_500 }], { appointmentId });
    await Promise.allSettled([issue(draft), issue(draft), issue(draft)]);
    expect(await invoiceRow(draft)).toMatchObject({ paidAmount: 2_000, number: 'F-01100' });
    expect((await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, depositId)))[0]?.allocatedAmount).toBe(2_000);

    // Another patient's visit: the statements change nothing (the issue guard refuses the draft).
    const other = await newPatient(testApp());
    const { appointmentId: otherVisit, depositId: otherDeposit } = await paidDeposit(other, 2_000);
    const otherDraft = await newDraft(testApp(), other, [{ amountCents: 8_500 }], { appointmentId: otherVisit });
    const results = await db.batch(
      await issueDraftStatements(testApp().deps, { invoiceId: otherDraft, patientId, staffId, today, by: 'checkout' }),
    );
    expect(results.map((result) => (result as { rowsAffected: number }).rowsAffected)).toEqual(results.map(() => 0));
    expect((await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, otherDeposit)))[0]?.allocatedAmount).toBe(0);
  });
});
