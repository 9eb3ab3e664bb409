import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { onlineBookingMessages as m } from 'shared-domain/scheduling/online-booking';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { serviceNotOffered } from '../booking/book-appointment';
import {
  appointmentLinks,
  appointments,
  clinicSettings,
  emailOutbox,
  patientAccounts,
  patients,
  paymentMethods,
  paymentTransactions,
  rateLimitBuckets,
  serviceTypes,
} from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';
import { createTestSession, silenceLogs, testNow, useTestApp } from '../../testing/test-app';
import { outboxMails } from '../../testing/outbox';
import { publicBooking } from '../../testing/public-booking';

// testNow is Wednesday 2026-11-18, 10:00 in Montréal; the demo clinic books weekdays, 30 days ahead.
const invalid = (fields: Record<string, string>) => ({ error: { code: 'VAL_001', message: 'Certains champs sont invalides.', fields } });

/** Lets `afterAnswer` work run: the file database never leaves the microtask queue on its own. */
const afterAnswers = () => new Promise((resolve) => setImmediate(resolve));

describe('POST /api/portal/appointments', () => {
  const testApp = useTestApp({ config: { publicUrl: 'https://clinique.example' } });
  let followUp: { id: string; name: string; price: number };
  let nextPatient = 1;
  let restoreLogs: () => void;
  beforeAll(() => {
    restoreLogs = silenceLogs();
  });
  afterAll(() => restoreLogs());

  beforeEach(async () => {
    testApp().clock.set(testNow);
    await testApp().db.update(clinicSettings).set({ onlineBookingEnabled: true });
    const [service] = await testApp()
      .db.select({ id: serviceTypes.id, name: serviceTypes.name, price: serviceTypes.price })
      .from(serviceTypes)
      .where(eq(serviceTypes.name, 'Suivi chiropratique'));
    followUp = service!;
    await afterAnswers();
    await testApp().db.delete(emailOutbox);
    await testApp().db.delete(rateLimitBuckets);
  });

  /** A new patient record with its portal account, and the cookie of a session signed in to it. */
  async function signedInPatient() {
    const n = nextPatient++;
    const email = `patiente.${n}@courriel.example`;
    const [patient] = await testApp()
      .db.insert(patients)
      .values({ firstName: 'Julie', lastName: `Martin ${n}`, email, phone: '514 555-0111', ...timestamps(testApp().clock) })
      .returning({ id: patients.id });
    const [account] = await testApp()
      .db.insert(patientAccounts)
      .values({ patientId: patient!.id, email, ...createdTimestamp(testApp().clock) })
      .returning({ id: patientAccounts.id });
    const cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: account!.id });
    return { patientId: patient!.id, email, name: `Julie Martin ${n}`, headers: { cookie } };
  }

  const book = (headers: { cookie: string }, body: unknown) =>
    testApp().app.request('/api/portal/appointments', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const slot = (overrides: Record<string, unknown> = {}) => ({
    serviceTypeId: followUp.id,
    date: '2026-11-24',
    time: '10:00',
    ...overrides,
  });
  const appointmentsOf = (patientId: string) => testApp().db.select().from(appointments).where(eq(appointments.patientId, patientId));
  const mailTo = (email: string) => outboxMails(testApp(), eq(emailOutbox.to, email));

  it("books for the session's patient with the record's name, e-mail and phone, answers the list's item and e-mails the confirmation", async () => {
    const me = await signedInPatient();
    const response = await testApp().api.portal.appointments.$post(
      { json: { serviceTypeId: followUp.id, date: '2026-11-24', time: '10:00', reason: ' Douleur <b>au dos</b> ' } },
      { headers: me.headers },
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    const [row] = await appointmentsOf(me.patientId);
    expect(body).toEqual({
      appointment: {
        id: row!.id,
        status: 'pending',
        statusLabel: 'En attente',
        scheduledDate: '2026-11-24',
        scheduledTime: '10:00',
        depositPaidCents: 0,
        durationMinutes: 30,
        serviceName: followUp.name,
        priceCents: followUp.price,
        presenceConfirmed: false,
        cancellationReason: null,
        canChange: true,
        changeClosed: null,
      },
    });
    expect(row).toMatchObject({
      name: me.name,
      email: me.email,
      phone: '514 555-0111',
      reason: 'Douleur au dos',
      notes: null,
      status: 'pending',
      bookingSource: 'portal',
      paymentStatus: 'pending',
      serviceTypeId: followUp.id,
    });
    // No second record: the booking is the session's patient's, whatever the e-mail would match.
    expect(await testApp().db.$count(patients, eq(patients.email, me.email))).toBe(1);
    const listed = await (await testApp().api.portal.appointments.$get({}, { headers: me.headers })).json();
    expect(listed.appointments).toEqual([body.appointment]);

    // The public booking's confirmation, with a management link that opens this appointment.
    const [mail] = await vi.waitFor(async () => {
      const rows = await mailTo(me.email);
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(mail!.subject).toBe('Confirmation de votre rendez-vous – Clinique chiropratique Émilie Tremblay');
    expect(mail!.text).toContain('mardi 24 novembre 2026');
    const token = /https:\/\/clinique\.example\/appointment\/manage\/([\w-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    const opened = await testApp().app.request(`/api/links/appointments/${token}`);
    expect(await opened.json()).toMatchObject({ name: me.name, scheduledDate: '2026-11-24', canChange: true });
    // Its management link (a first visit also gets its intake form's, purpose `intake`).
    expect(
      await testApp().db.$count(appointmentLinks, and(eq(appointmentLinks.appointmentId, row!.id), eq(appointmentLinks.purpose, 'manage'))),
    ).toBe(1);
  });

  it('books without a reason, and takes the length of the chosen service', async () => {
    const me = await signedInPatient();
    const [neuro] = await testApp().db.select().from(serviceTypes).where(eq(serviceTypes.name, 'Neurologie fonctionnelle'));
    // The service asks a deposit: without a card, refused; with her saved card, charged and booked.
    const noCard = await book(me.headers, slot({ serviceTypeId: neuro!.id, date: '2026-11-26', time: '09:00' }));
    expect(noCard.status).toBe(422);
    const tokenized = await testApp().deps.paymentGateway.tokenize({
      number: '4242424242424242',
      cvv: '123',
      expiryMonth: 8,
      expiryYear: 2029,
      cardholderName: 'JULIE MARTIN',
      postalCode: 'H2X 1Y4',
    });
    if (!tokenized.ok) throw new Error('tokenisation refused');
    const card = randomUUID();
    await testApp()
      .db.insert(paymentMethods)
      .values({
        id: card,
        patientId: me.patientId,
        cardToken: tokenized.token,
        cardBrand: tokenized.brand,
        lastFourDigits: tokenized.lastFour,
        expiryMonth: 8,
        expiryYear: 2029,
        cardholderName: 'JULIE MARTIN',
        billingAddressLine1: '123 rue Saint-Denis',
        billingCity: 'Montréal',
        billingPostalCode: 'H2X 1Y4',
        ...timestamps(testApp().clock),
      });
    const response = await book(
      me.headers,
      slot({
        serviceTypeId: neuro!.id,
        date: '2026-11-26',
        time: '09:00',
        deposit: { paymentMethodId: card, idempotencyKey: randomUUID() },
      }),
    );
    expect(response.status).toBe(201);
    const [row] = await appointmentsOf(me.patientId);
    expect(row).toMatchObject({ reason: null, durationMinutes: 60, depositAmount: neuro!.depositAmount, bookingSource: 'portal' });
    expect(
      await testApp()
        .db.select({ status: paymentTransactions.status, amount: paymentTransactions.amount })
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.appointmentId, row!.id), eq(paymentTransactions.transactionType, 'deposit'))),
    ).toEqual([{ status: 'completed', amount: neuro!.depositAmount }]);
  });

  it('refuses a slot taken meanwhile with 409 BOOK_001, and books nothing', async () => {
    const me = await signedInPatient();
    const other = await signedInPatient();
    expect((await book(other.headers, slot({ date: '2026-11-27', time: '14:00' }))).status).toBe(201);
    const response = await book(me.headers, slot({ date: '2026-11-27', time: '14:00' }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: 'BOOK_001', message: m.slotTaken } });
    expect(await appointmentsOf(me.patientId)).toEqual([]);
    await afterAnswers();
    expect(await mailTo(me.email)).toEqual([]);
  });

  it('refuses with 403 BOOK_002 while online booking is off', async () => {
    const me = await signedInPatient();
    await testApp().db.update(clinicSettings).set({ onlineBookingEnabled: false });
    const response = await book(me.headers, slot());
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'BOOK_002', message: m.disabled } });
    expect(await appointmentsOf(me.patientId)).toEqual([]);
  });

  it('refuses bad input with 422 and the fields, a service not offered online with 404; books nothing', async () => {
    const me = await signedInPatient();
    const cases: [unknown, number, unknown][] = [
      [{}, 422, invalid({ serviceTypeId: m.incompleteSteps, date: m.incompleteSteps, time: m.incompleteSteps })],
      [slot({ date: '2026-02-30' }), 422, invalid({ date: 'Date doit être une date valide' })],
      [slot({ time: '25:00' }), 422, invalid({ time: m.invalidTime })],
      [slot({ time: '10:10' }), 422, invalid({ time: m.notOnGrid })],
      [slot({ date: '2026-11-21' }), 422, invalid({ date: m.notOfferedDay })],
      [slot({ date: '2026-11-18', time: '09:30' }), 422, invalid({ time: m.pastSlot })],
      [slot({ reason: 'x'.repeat(1001) }), 422, invalid({ reason: 'Raison de la consultation ne peut pas dépasser 1000 caractères' })],
      [slot({ reason: 'Mal\u202Ede dos' }), 422, expect.objectContaining({ error: expect.objectContaining({ code: 'VAL_001' }) })],
      [slot({ reason: 42 }), 422, invalid({ reason: 'Raison de la consultation a un format invalide' })],
      [slot({ serviceTypeId: '00000000-0000-4000-8000-000000000000' }), 404, { error: { code: 'NOT_FOUND', message: serviceNotOffered } }],
    ];
    for (const [body, status, answer] of cases) {
      const response = await book(me.headers, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(await response.json()).toEqual(answer);
    }
    expect((await book(me.headers, '{"date":')).status).toBe(400);
    expect(await appointmentsOf(me.patientId)).toEqual([]);
  });

  it("keeps every appointment route at 404 for another patient's booking", async () => {
    const me = await signedInPatient();
    const other = await signedInPatient();
    const response = await book(other.headers, slot({ date: '2026-12-01', time: '11:00' }));
    const { appointment } = (await response.json()) as { appointment: { id: string } };
    const post = (path: string, body?: unknown) =>
      testApp().app.request(`/api/portal/appointments/${appointment.id}/${path}`, {
        method: 'POST',
        headers: { ...me.headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    for (const refused of [
      await post('presence'),
      await testApp().app.request(`/api/portal/appointments/${appointment.id}/availability`, { headers: me.headers }),
      await post('reschedule', { date: '2026-12-02', time: '10:00' }),
      await post('cancel', { reason: 'Empêchement' }),
    ]) {
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } });
    }
    expect((await (await testApp().api.portal.appointments.$get({}, { headers: me.headers })).json()).appointments).toEqual([]);
    const [row] = await testApp()
      .db.select()
      .from(appointments)
      .where(and(eq(appointments.id, appointment.id), eq(appointments.patientId, other.patientId)));
    expect(row).toMatchObject({ status: 'pending', presenceConfirmed: false, scheduledDate: '2026-12-01' });
  });

  it("holds the portal's own allowance per patient: the sixth booking in an hour is refused", async () => {
    const me = await signedInPatient();
    const times = ['08:00', '08:30', '09:00', '09:30', '10:00'];
    for (const time of times) expect((await book(me.headers, slot({ date: '2026-12-03', time }))).status).toBe(201);
    const refused = await book(me.headers, slot({ date: '2026-12-03', time: '10:30' }));
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    expect(await appointmentsOf(me.patientId)).toHaveLength(5);
  });

  it('keeps anonymous bookings made with her address out of her record, portal and quota until their link is opened', async () => {
    const me = await signedInPatient();
    const times = ['08:00', '08:30', '09:00', '09:30', '10:00'];
    for (const [index, time] of times.entries()) {
      const response = await testApp().app.request('/api/public/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${index + 1}` },
        body: JSON.stringify(
          publicBooking({ serviceId: followUp.id, date: '2026-12-04', time, name: 'Quelqu un', email: me.email, phone: '514 555-0199' }),
        ),
      });
      expect(response.status, time).toBe(201);
    }
    await afterAnswers();
    const anonymous = await testApp().db.select().from(appointments).where(eq(appointments.email, me.email));
    expect(anonymous).toHaveLength(5);
    expect(anonymous.every((appointment) => appointment.patientId === null)).toBe(true);
    const listed = await testApp().app.request('/api/portal/appointments', { headers: me.headers });
    expect(((await listed.json()) as { appointments: unknown[] }).appointments).toEqual([]);

    // Her own booking from the portal still goes through: its quota is its own.
    expect((await book(me.headers, slot({ date: '2026-12-07', time: '08:00' }))).status).toBe(201);
    expect(await appointmentsOf(me.patientId)).toHaveLength(1);

    // The e-mailed link opened: that booking is hers.
    const [confirmation] = await vi.waitFor(async () => {
      const mails = (await mailTo(me.email)).filter((mail) => mail.text.includes('Quelqu un'));
      expect(mails.length).toBeGreaterThan(0);
      return mails;
    });
    const token = /\/appointment\/manage\/([\w-]+)/.exec(confirmation!.text)?.[1];
    expect((await testApp().app.request(`/api/links/appointments/${token}`)).status).toBe(200);
    expect(await appointmentsOf(me.patientId)).toHaveLength(2);
    expect(await testApp().db.$count(appointments, and(eq(appointments.email, me.email), eq(appointments.patientId, me.patientId)))).toBe(
      2,
    );
  });

  it('needs a patient session', async () => {
    expect((await testApp().app.request('/api/portal/appointments', { method: 'POST', body: JSON.stringify(slot()) })).status).toBe(401);
  });
});
