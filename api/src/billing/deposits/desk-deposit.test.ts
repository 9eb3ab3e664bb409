// A visit's deposit at the desk, on a real database through the admin surface: recorded once
// whatever the double submits, a refused card said in French, applied when the visit's draft is
// issued, back to its card when the visit is cancelled in time, kept when it is cancelled late.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { sandboxCards } from 'shared-domain/billing/card';
import type { DepositReceipt } from 'shared-domain/billing/deposit';
import type { DeskInvoiceDetail } from 'shared-domain/billing/desk-invoice-views';
import { chargeRefusalMessages } from 'shared-domain/billing/payment';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, clinicSettings, invoices, paymentTransactions } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { auditEventsOf } from '../../testing/audit-events';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { createTestSession, seededAccounts, useTestApp } from '../../testing/test-app';
import { newDraft, newPatient } from '../invoices/invoice-test-support';
import { issueDraft } from '../invoices/issue-invoice';
import { savedCard } from '../payments/saved-card-test-support';
import type { SandboxGateway } from '../payments/sandbox-gateway';

describe('a visit’s deposit at the desk', () => {
  const testApp = useTestApp();
  let staff: { id: string; cookie: string };
  const gateway = () => testApp().deps.paymentGateway as SandboxGateway;

  const request = async (method: string, path: string, body?: unknown, cookie = staff.cookie) => {
    const response = await testApp().app.request(`/api/admin${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const deposit = (body: Record<string, unknown>, cookie?: string) =>
    request('POST', '/deposits', { idempotencyKey: randomUUID(), amountCents: 3_000, tender: 'cash', ...body }, cookie);
  const error = (result: { body: unknown }) => (result.body as ApiErrorBody).error;
  const depositsOf = (appointmentId: string) =>
    testApp()
      .db.select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.appointmentId, appointmentId), eq(paymentTransactions.transactionType, 'deposit')));

  /** A confirmed visit of the patient, a week after the test's day unless told (the test clock: 2026-11-18 10:00). */
  async function visit(patientId: string, scheduledDate = '2026-11-25', scheduledTime = '10:00') {
    const id = randomUUID();
    await testApp()
      .db.insert(appointments)
      .values({
        id,
        patientId,
        name: 'Julie Martin',
        email: 'julie@courriel.example',
        phone: '514-555-0101',
        status: 'confirmed',
        scheduledDate,
        scheduledTime,
        depositAmount: 3_000,
        ...timestamps(testApp().clock),
      });
    return id;
  }

  beforeAll(async () => {
    const { staffId } = await seededAccounts(testApp());
    staff = {
      id: staffId,
      cookie: await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true }),
    };
  });

  it('records a cash deposit on a future visit once, with its receipt and audit entry, whatever the double submits', async () => {
    const patientId = await newPatient(testApp());
    const appointmentId = await visit(patientId);
    const idempotencyKey = randomUUID();
    const [first, second] = await Promise.all([deposit({ appointmentId, idempotencyKey }), deposit({ appointmentId, idempotencyKey })]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const receipt = (first.body as { deposit: DepositReceipt }).deposit;
    expect(receipt).toMatchObject({
      appointmentId,
      amountCents: 3_000,
      tender: 'cash',
      tenderLabel: 'Comptant',
      businessDate: '2026-11-18',
    });
    expect((second.body as { deposit: DepositReceipt }).deposit.id).toBe(receipt.id);
    expect(await depositsOf(appointmentId)).toMatchObject([{ status: 'completed', amount: 3_000, takenBy: staff.id, tender: 'cash' }]);
    expect(await auditEventsOf(testApp().db, 'deposit.recorded', receipt.id)).toHaveLength(1);

    // Another key: the visit's deposit is paid already.
    const again = await deposit({ appointmentId });
    expect(again.status).toBe(409);
    expect(error(again).message).toBe('Le dépôt de ce rendez-vous est déjà payé.');
    expect(await depositsOf(appointmentId)).toHaveLength(1);
  });

  it('charges a saved card once under a double submit, and says a refused card in French, keeping nothing', async () => {
    const patientId = await newPatient(testApp());
    const appointmentId = await visit(patientId);
    const refusedCard = await savedCard(testApp(), patientId, { number: sandboxCards.chargeDeclined, fields: { isPrimary: false } });
    const refused = await deposit({ appointmentId, tender: 'card_on_file', paymentMethodId: refusedCard });
    expect(refused.status).toBe(402);
    expect(error(refused).message).toBe(chargeRefusalMessages.declined);
    expect(await depositsOf(appointmentId)).toMatchObject([{ status: 'failed' }]);

    const card = await savedCard(testApp(), patientId);
    const charges = gateway().chargesMade;
    const idempotencyKey = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => deposit({ appointmentId, idempotencyKey, tender: 'card_on_file', paymentMethodId: card })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(gateway().chargesMade).toBe(charges + 1);
    const completed = (await depositsOf(appointmentId)).filter((row) => row.status === 'completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]?.gatewayReference).toBeTruthy();
    const [answer] = answers;
    expect((answer?.body as { deposit: DepositReceipt } | undefined)?.deposit.tenderLabel).toBe('Carte enregistrée Visa •••• 4242');
  });

  it('refuses, in French and changing nothing, a past or cancelled visit, a missing card, and a role outside the cash desk', async () => {
    const patientId = await newPatient(testApp());
    const past = await visit(patientId, '2026-11-17');
    const pastAnswer = await deposit({ appointmentId: past });
    expect(pastAnswer.status).toBe(409);
    expect(error(pastAnswer).message).toBe('Un dépôt se prend sur un rendez-vous à venir d’un dossier patient.');

    const future = await visit(patientId);
    const noCard = await deposit({ appointmentId: future, tender: 'card_on_file' });
    expect(noCard.status).toBe(422);
    const badAmount = await deposit({ appointmentId: future, amountCents: -5 });
    expect(badAmount.status).toBe(422);
    const practitioner = await staffMemberWithSession(testApp(), 'practitioner');
    const forbidden = await deposit({ appointmentId: future }, practitioner.cookie);
    expect(forbidden.status).toBe(403);
    expect(await depositsOf(past)).toEqual([]);
    expect(await depositsOf(future)).toEqual([]);
  });

  it('is deducted when the visit’s draft is issued', async () => {
    const patientId = await newPatient(testApp());
    const appointmentId = await visit(patientId);
    expect((await deposit({ appointmentId, tender: 'debit' })).status).toBe(201);
    const draft = await newDraft(testApp(), patientId, [{ amountCents: 8_500 }], { appointmentId });
    // Before « Émettre », the draft's view says what issuing it will take off.
    const before = await request('GET', `/invoices/${draft}`);
    expect((before.body as { invoice: DeskInvoiceDetail }).invoice).toMatchObject({
      depositToApplyCents: 3_000,
      totalCents: 8_500,
      paidCents: 0,
    });
    await issueDraft(testApp().deps, { invoiceId: draft, patientId, staffId: staff.id, today: '2026-11-25', by: 'issued' });
    const [invoice] = await testApp().db.select().from(invoices).where(eq(invoices.id, draft));
    expect(invoice).toMatchObject({ paidAmount: 3_000, paymentStatus: 'partial' });
    expect(await depositsOf(appointmentId)).toMatchObject([{ allocatedAmount: 3_000 }]);
    // Applied: nothing left to take off.
    const after = await request('GET', `/invoices/${draft}`);
    expect((after.body as { invoice: DeskInvoiceDetail }).invoice).toMatchObject({ depositToApplyCents: 0, paidCents: 3_000 });
  });

  it('goes back to its card when the visit is cancelled in time, once', async () => {
    const patientId = await newPatient(testApp());
    const appointmentId = await visit(patientId);
    const card = await savedCard(testApp(), patientId);
    expect((await deposit({ appointmentId, tender: 'card_on_file', paymentMethodId: card })).status).toBe(201);
    const refunds = gateway().refundsMade;
    const cancelled = await request('POST', `/appointments/${appointmentId}/cancel`, { reason: 'Empêchement' });
    expect(cancelled.status).toBe(200);
    expect(gateway().refundsMade).toBe(refunds + 1);
    const [row] = await depositsOf(appointmentId);
    expect(row).toMatchObject({ refundedAmount: 3_000 });
    const refundRows = await testApp()
      .db.select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.refundOfId, row?.id ?? ''), eq(paymentTransactions.transactionType, 'refund')));
    expect(refundRows).toMatchObject([{ status: 'completed', amount: 3_000, tender: 'card_on_file', takenBy: staff.id }]);
    expect(await auditEventsOf(testApp().db, 'payment.refunded', refundRows[0]?.id ?? '')).toHaveLength(1);
  });

  it('stays the patient’s credit when a cash deposit’s visit is cancelled in time', async () => {
    const patientId = await newPatient(testApp());
    const appointmentId = await visit(patientId);
    expect((await deposit({ appointmentId })).status).toBe(201);
    expect((await request('POST', `/appointments/${appointmentId}/cancel`, { reason: 'Empêchement' })).status).toBe(200);
    expect(await depositsOf(appointmentId)).toMatchObject([{ status: 'completed', refundedAmount: 0, allocatedAmount: 0 }]);
  });

  it('is kept when the visit is cancelled late, and the late fee’s draft takes it when issued', async () => {
    await testApp().db.update(clinicSettings).set({ lateCancellationFee: 4_000, selfServiceCutoffHours: 24 });
    const patientId = await newPatient(testApp());
    // Tomorrow 09:00: inside the 24 h window from 2026-11-18 10:00.
    const appointmentId = await visit(patientId, '2026-11-19', '09:00');
    const card = await savedCard(testApp(), patientId);
    expect((await deposit({ appointmentId, tender: 'card_on_file', paymentMethodId: card })).status).toBe(201);
    const refunds = gateway().refundsMade;
    expect((await request('POST', `/appointments/${appointmentId}/cancel`, { reason: 'Annulé la veille' })).status).toBe(200);
    expect(gateway().refundsMade).toBe(refunds);
    expect(await depositsOf(appointmentId)).toMatchObject([{ refundedAmount: 0 }]);
    const [fee] = await testApp()
      .db.select()
      .from(invoices)
      .where(and(eq(invoices.appointmentId, appointmentId), eq(invoices.kind, 'late_cancellation_fee')));
    expect(fee).toBeDefined();
    await issueDraft(testApp().deps, { invoiceId: fee?.id ?? '', patientId, staffId: staff.id, today: '2026-11-18', by: 'issued' });
    const [issued] = await testApp()
      .db.select()
      .from(invoices)
      .where(eq(invoices.id, fee?.id ?? ''));
    expect(issued).toMatchObject({ paidAmount: 3_000, paymentStatus: 'partial' });
  });
});
