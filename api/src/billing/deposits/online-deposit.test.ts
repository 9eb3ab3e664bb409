// The deposit of an online booking, on a real database through the public surface and the sandbox
// gateway: the card asked at the last step, charged once whatever the double submits, the booking
// kept only when the deposit succeeded, and the deposit deducted when the visit's draft is issued.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { sandboxCards } from 'shared-domain/billing/card';
import { depositMessages } from 'shared-domain/billing/deposit';
import { chargeRefusalMessages } from 'shared-domain/billing/payment';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduledJobs } from '../../jobs';
import { issueDraft } from '../invoices/issue-invoice';
import { newDraft } from '../invoices/invoice-test-support';
import type { SandboxGateway } from '../payments/sandbox-gateway';
import { appointments, emailOutbox, invoices, paymentMethods, paymentTransactions, serviceTypes } from '../../platform/db/schema';
import { outboxMails } from '../../testing/outbox';
import { silenceLogs, testNow, useTestApp } from '../../testing/test-app';
import { publicBooking } from '../../testing/public-booking';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let nextEmail = 1;
let nextClient = 1;

describe('an online booking’s deposit', () => {
  const testApp = useTestApp();
  let serviceId: string;
  const gateway = () => testApp().deps.paymentGateway as SandboxGateway;

  const card = (number: string = sandboxCards.success) => ({
    number,
    expiry: '08/29',
    cvv: '123',
    cardholderName: 'Julie Martin',
    postalCode: 'H2X 1Y4',
    idempotencyKey: randomUUID(),
  });
  const booking = (overrides: Record<string, unknown> = {}) =>
    publicBooking({
      serviceId,
      date: '2026-11-24',
      time: '09:00',
      name: 'Julie Martin',
      email: `depot.${nextEmail++}@courriel.example`,
      phone: '514 555-0111',
      ...overrides,
    });
  const book = (body: unknown) =>
    testApp().app.request('/api/public/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${nextClient++ % 250}` },
      body: JSON.stringify(body),
    });
  const appointmentsOf = (email: string) => testApp().db.select().from(appointments).where(eq(appointments.email, email));
  const depositsOf = (appointmentId: string) =>
    testApp()
      .db.select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.appointmentId, appointmentId), eq(paymentTransactions.transactionType, 'deposit')));

  beforeEach(async () => {
    testApp().clock.set(testNow);
    const [service] = await testApp()
      .db.select({ id: serviceTypes.id })
      .from(serviceTypes)
      .where(eq(serviceTypes.name, 'Neurologie fonctionnelle'));
    serviceId = service?.id ?? '';
  });

  it('asks for a card when the service requires a deposit, booking nothing without one', async () => {
    const body = booking({ time: '10:00' });
    const response = await book(body);
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorBody).error.fields).toEqual({ deposit: depositMessages.bookingCardRequired });
    expect(await appointmentsOf(body.email)).toEqual([]);
  });

  it('charges the deposit once under a double submit and confirms the booking with it', async () => {
    const body = booking({ time: '11:00', deposit: card() });
    const charges = gateway().chargesMade;
    const answers = await Promise.all([book(body), book(body), book(body)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(gateway().chargesMade).toBe(charges + 1);
    const rows = await appointmentsOf(body.email);
    expect(rows).toMatchObject([{ status: 'pending', depositAmount: 3_000 }]);
    const [appointment] = rows;
    const deposits = await depositsOf(appointment?.id ?? '');
    expect(deposits).toMatchObject([
      { status: 'completed', amount: 3_000, tender: 'card_on_file', takenBy: null, patientId: appointment?.patientId },
    ]);
    // The card is kept for this deposit only: no card appears among the patient's saved cards.
    const [kept] = await testApp()
      .db.select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, deposits[0]?.paymentMethodId ?? ''));
    expect(kept).toMatchObject({ isActive: false, lastFourDigits: '4242' });
    expect(JSON.stringify(kept)).not.toContain('4242424242424242');

    // Its visit's draft, once issued, has the deposit deducted.
    const patientId = appointment?.patientId ?? '';
    const draft = await newDraft(testApp(), patientId, [{ amountCents: 12_000 }], { appointmentId: appointment?.id });
    await issueDraft(testApp().deps, { invoiceId: draft, patientId, staffId: null, today: '2026-11-24', by: 'issued' });
    const [invoice] = await testApp().db.select().from(invoices).where(eq(invoices.id, draft));
    expect(invoice).toMatchObject({ paidAmount: 3_000, paymentStatus: 'partial' });
  });

  it('keeps no appointment when the card is refused, in French, and the slot can be booked again', async () => {
    const refusedAtCharge = booking({ time: '13:00', deposit: card(sandboxCards.chargeDeclined) });
    const refused = await book(refusedAtCharge);
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as ErrorBody).error.message).toBe(chargeRefusalMessages.declined);
    const [held] = await appointmentsOf(refusedAtCharge.email);
    expect(held).toMatchObject({ status: 'cancelled', cancellationReason: depositMessages.refusedBookingReason });
    expect(await depositsOf(held?.id ?? '')).toMatchObject([{ status: 'failed' }]);

    // A card the gateway refuses outright: nothing written at all.
    const refusedAtCheck = booking({ time: '13:00', deposit: card(sandboxCards.declined) });
    const declined = await book(refusedAtCheck);
    expect(declined.status).toBe(402);
    expect(await appointmentsOf(refusedAtCheck.email)).toEqual([]);

    // The slot was freed by the refusal.
    const next = await book(booking({ time: '13:00', deposit: card() }));
    expect(next.status).toBe(201);
  });

  it('is cancelled with the patient told when the stale-payment job finds the deposit a crash left pending refused', async () => {
    const body = booking({ time: '14:00', deposit: card(sandboxCards.chargeDeclined) });
    // The gateway does not answer the first charge: the booking is left with its deposit pending.
    vi.spyOn(gateway(), 'charge').mockRejectedValueOnce(new Error('connection reset'));
    const restoreLogs = silenceLogs();
    try {
      expect((await book(body)).status).toBe(500);
    } finally {
      restoreLogs();
    }
    const [held] = await appointmentsOf(body.email);
    expect(held).toMatchObject({ status: 'pending' });
    expect(await depositsOf(held?.id ?? '')).toMatchObject([{ status: 'pending' }]);

    testApp().clock.advance({ minutes: 3 });
    const job = scheduledJobs(testApp().deps).find((each) => each.name === 'stale-payments');
    await job?.run(testApp().deps);
    expect(await depositsOf(held?.id ?? '')).toMatchObject([{ status: 'failed', notes: chargeRefusalMessages.declined }]);
    expect(await appointmentsOf(body.email)).toMatchObject([
      { status: 'cancelled', cancellationReason: depositMessages.refusedBookingReason },
    ]);
    // Nobody was there to read the refusal: the cancellation notice says it, once.
    const mails = await outboxMails(testApp(), eq(emailOutbox.to, body.email));
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('Votre rendez-vous a été annulé')]);
    expect(mails[0]?.text).toContain(depositMessages.refusedBookingReason);
    await job?.run(testApp().deps);
    expect(await outboxMails(testApp(), eq(emailOutbox.to, body.email))).toHaveLength(1);
    // Its slot is free again.
    expect((await book(booking({ time: '14:00', deposit: card() }))).status).toBe(201);
  });
});
