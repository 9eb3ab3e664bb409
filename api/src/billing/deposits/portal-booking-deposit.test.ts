// The deposit of a booking made from the portal, through the portal's router on a real database and
// the sandbox gateway: paid with one of the signed-in patient's own saved cards, chosen before the
// slot is taken, so a card that is not hers (or expired, or removed) books nothing and charges nothing.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { sandboxCards } from 'shared-domain/billing/card';
import { depositMessages } from 'shared-domain/billing/deposit';
import { chargeRefusalMessages, paymentMessages } from 'shared-domain/billing/payment';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointments, clinicSettings, patientAccounts, patients, paymentTransactions, serviceTypes } from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';
import { createTestSession, testNow, useTestApp } from '../../testing/test-app';
import { savedCard } from '../payments/saved-card-test-support';
import type { SandboxGateway } from '../payments/sandbox-gateway';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let nextPatient = 1;

describe('a portal booking’s deposit', () => {
  const testApp = useTestApp();
  let serviceId: string;
  const gateway = () => testApp().deps.paymentGateway as SandboxGateway;

  beforeEach(async () => {
    testApp().clock.set(testNow);
    await testApp().db.update(clinicSettings).set({ onlineBookingEnabled: true });
    const [service] = await testApp()
      .db.select({ id: serviceTypes.id })
      .from(serviceTypes)
      .where(eq(serviceTypes.name, 'Neurologie fonctionnelle'));
    serviceId = service?.id ?? '';
  });

  /** A patient record with its portal account, and the cookie of a session signed in to it. */
  async function signedInPatient() {
    const n = nextPatient++;
    const email = `depot.portail.${n}@courriel.example`;
    const [patient] = await testApp()
      .db.insert(patients)
      .values({ firstName: 'Julie', lastName: `Martin ${n}`, email, phone: '514 555-0111', ...timestamps(testApp().clock) })
      .returning({ id: patients.id });
    const [account] = await testApp()
      .db.insert(patientAccounts)
      .values({ patientId: patient?.id ?? '', email, ...createdTimestamp(testApp().clock) })
      .returning({ id: patientAccounts.id });
    const cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: account?.id ?? '' });
    return { patientId: patient?.id ?? '', cookie };
  }

  const book = (cookie: string, time: string, deposit: { paymentMethodId: string; idempotencyKey?: string }) =>
    testApp().app.request('/api/portal/appointments', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        serviceTypeId: serviceId,
        date: '2026-11-24',
        time,
        deposit: { idempotencyKey: randomUUID(), ...deposit },
      }),
    });
  const appointmentsOf = (patientId: string) => testApp().db.select().from(appointments).where(eq(appointments.patientId, patientId));
  const depositsOf = (patientId: string) =>
    testApp()
      .db.select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.patientId, patientId), eq(paymentTransactions.transactionType, 'deposit')));

  it('is charged on her saved card once, and the answer says the deposit paid', async () => {
    const me = await signedInPatient();
    const card = await savedCard(testApp(), me.patientId);
    const idempotencyKey = randomUUID();
    const charges = gateway().chargesMade;
    const first = await book(me.cookie, '11:00', { paymentMethodId: card, idempotencyKey });
    expect(first.status, await first.clone().text()).toBe(201);
    expect(((await first.json()) as { appointment: { depositPaidCents: number } }).appointment.depositPaidCents).toBe(3_000);
    // The dialog's key again (a double submit, a retry after a lost answer): the same booking, no second charge.
    expect((await book(me.cookie, '11:00', { paymentMethodId: card, idempotencyKey })).status).toBe(201);
    expect(gateway().chargesMade).toBe(charges + 1);
    expect(await appointmentsOf(me.patientId)).toMatchObject([{ status: 'pending', depositAmount: 3_000, bookingSource: 'portal' }]);
    expect(await depositsOf(me.patientId)).toMatchObject([{ status: 'completed', amount: 3_000, paymentMethodId: card }]);
  });

  it('refuses another patient’s card, an expired or a removed one before the slot is taken: nothing booked, nothing charged', async () => {
    const me = await signedInPatient();
    const other = await signedInPatient();
    const theirs = await savedCard(testApp(), other.patientId);
    const expired = await savedCard(testApp(), me.patientId, { fields: { expiryMonth: 10, expiryYear: 2026, isPrimary: false } });
    const removed = await savedCard(testApp(), me.patientId, { fields: { isActive: false, isPrimary: false } });
    const charges = gateway().chargesMade;
    for (const [paymentMethodId, message] of [
      [theirs, depositMessages.cardRequired],
      [expired, paymentMessages.cardExpired],
      [removed, depositMessages.cardRequired],
      [randomUUID(), depositMessages.cardRequired],
    ] as const) {
      const refused = await book(me.cookie, '14:00', { paymentMethodId });
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as ErrorBody).error.fields).toEqual({ deposit: message });
    }
    expect(gateway().chargesMade).toBe(charges);
    expect(await appointmentsOf(me.patientId)).toEqual([]);
    expect(await appointmentsOf(other.patientId)).toEqual([]);
    expect(await depositsOf(me.patientId)).toEqual([]);
    expect(await depositsOf(other.patientId)).toEqual([]);
  });

  it('keeps nothing booked when the gateway refuses her card, in French, and the slot can be booked again', async () => {
    const me = await signedInPatient();
    const refusedCard = await savedCard(testApp(), me.patientId, { number: sandboxCards.chargeDeclined });
    const refused = await book(me.cookie, '13:00', { paymentMethodId: refusedCard });
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as ErrorBody).error.message).toBe(chargeRefusalMessages.declined);
    expect(await appointmentsOf(me.patientId)).toMatchObject([
      { status: 'cancelled', cancellationReason: depositMessages.refusedBookingReason },
    ]);
    const good = await savedCard(testApp(), me.patientId, { fields: { isPrimary: false } });
    expect((await book(me.cookie, '13:00', { paymentMethodId: good })).status).toBe(201);
  });
});
