import { eq } from 'drizzle-orm';
import { onlineBookingMessages as m } from 'shared-domain/scheduling/online-booking';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueAppointmentChangeNotice } from '../emails';
import {
  appointmentEvents,
  appointments,
  clinicSettings,
  patientAccounts,
  patients,
  paymentTransactions,
  serviceTypes,
  waitlistEntries,
} from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';
import { createTestSession, silenceLogs, testNow, useTestApp } from '../../testing/test-app';

vi.mock('../emails', async (importOriginal) => {
  const original = await importOriginal<typeof import('../emails')>();
  return { ...original, queueAppointmentChangeNotice: vi.fn(async () => undefined) };
});

// testNow is Wednesday 2026-11-18, 10:00 in Montréal; the clinic books weekdays 08:00–17:00.
const closedBody = { error: { code: 'BOOK_003', message: m.changeClosed } };
const notFoundBody = { error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } };
const invalid = (fields: Record<string, string>) => ({ error: { code: 'VAL_001', message: 'Certains champs sont invalides.', fields } });

/** Lets `afterAnswer` work run: the file database never leaves the microtask queue on its own. */
const afterAnswers = () => new Promise((resolve) => setImmediate(resolve));

describe('/api/portal/appointments', () => {
  const testApp = useTestApp();
  let followUp: { id: string; name: string; price: number };
  let nextPatient = 1;
  let restoreLogs: () => void;
  beforeAll(() => {
    restoreLogs = silenceLogs();
  });
  afterAll(() => restoreLogs());

  beforeEach(async () => {
    testApp().clock.set(testNow);
    await testApp().db.update(clinicSettings).set({ selfServiceCutoffHours: null });
    const [service] = await testApp()
      .db.select({ id: serviceTypes.id, name: serviceTypes.name, price: serviceTypes.price })
      .from(serviceTypes)
      .where(eq(serviceTypes.name, 'Suivi chiropratique'));
    followUp = service!;
    await afterAnswers();
    vi.mocked(queueAppointmentChangeNotice).mockClear();
  });

  /** A new patient record with its portal account, and the cookie of a session signed in to it. */
  async function signedInPatient() {
    const email = `patient.${nextPatient++}@courriel.example`;
    const [patient] = await testApp()
      .db.insert(patients)
      .values({ firstName: 'Julie', lastName: 'Martin', email, ...timestamps(testApp().clock) })
      .returning({ id: patients.id });
    const [account] = await testApp()
      .db.insert(patientAccounts)
      .values({ patientId: patient!.id, email, ...createdTimestamp(testApp().clock) })
      .returning({ id: patientAccounts.id });
    const cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: account!.id });
    return { patientId: patient!.id, email, headers: { cookie } };
  }

  /** One of `patientId`'s appointments: the 30-minute follow-up, pending, unless `fields` say otherwise. */
  async function booked(
    patientId: string | null,
    date: string | null,
    time: string | null,
    fields: Partial<typeof appointments.$inferInsert> = {},
  ) {
    const [row] = await testApp()
      .db.insert(appointments)
      .values({
        patientId,
        name: 'Julie Martin',
        email: 'julie.martin@courriel.example',
        phone: '514 555-0111',
        status: 'pending',
        scheduledDate: date,
        scheduledTime: time,
        durationMinutes: 30,
        serviceTypeId: followUp.id,
        ...timestamps(testApp().clock),
        ...fields,
      })
      .returning({ id: appointments.id });
    return row!.id;
  }

  const rowOf = async (id: string) => (await testApp().db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const eventsOf = (id: string) => testApp().db.select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, id));
  const portal = () => testApp().api.portal.appointments;
  const list = async (headers: { cookie: string }) => {
    const response = await portal().$get({}, { headers });
    expect(response.status).toBe(200);
    return (await response.json()).appointments;
  };
  const post = (headers: { cookie: string }, path: string, body?: string) =>
    testApp().app.request(`/api/portal/appointments/${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body }),
    });

  describe('GET', () => {
    it('says the deposit paid on each visit, less what was refunded, and only once it is completed', async () => {
      const me = await signedInPatient();
      const paid = await booked(me.patientId, '2026-12-01', '14:00', { depositAmount: 3_000 });
      const partlyRefunded = await booked(me.patientId, '2026-12-02', '14:00', { depositAmount: 3_000 });
      const pending = await booked(me.patientId, '2026-12-03', '14:00', { depositAmount: 3_000 });
      const deposit = (appointmentId: string, fields: Partial<typeof paymentTransactions.$inferInsert> = {}) =>
        testApp()
          .db.insert(paymentTransactions)
          .values({
            patientId: me.patientId,
            appointmentId,
            transactionType: 'deposit',
            amount: 3_000,
            status: 'completed',
            ...createdTimestamp(testApp().clock),
            ...fields,
          });
      await deposit(paid);
      await deposit(partlyRefunded, { refundedAmount: 1_000 });
      await deposit(pending, { status: 'pending' });
      const shown = await list(me.headers);
      expect(Object.fromEntries(shown.map((appointment) => [appointment.id, appointment.depositPaidCents]))).toEqual({
        [paid]: 3_000,
        [partlyRefunded]: 2_000,
        [pending]: 0,
      });
      // A change answers the visit as the list shows it, deposit included.
      const moved = await post(me.headers, `${paid}/reschedule`, JSON.stringify({ date: '2026-12-09', time: '16:00' }));
      expect(moved.status).toBe(200);
      expect(await moved.json()).toMatchObject({ id: paid, scheduledDate: '2026-12-09', depositPaidCents: 3_000 });
    });

    it("lists the patient's own appointments, undated first then newest first, with labels and whether each can change", async () => {
      const me = await signedInPatient();
      const someoneElse = await signedInPatient();
      expect(await list(me.headers)).toEqual([]);
      const past = await booked(me.patientId, '2026-11-10', '09:00', { status: 'completed' });
      const later = await booked(me.patientId, '2026-12-01', '14:00', { status: 'confirmed', presenceConfirmed: true });
      const sameDayEarlier = await booked(me.patientId, '2026-12-01', '09:00');
      const cancelled = await booked(me.patientId, '2026-11-25', '10:00', { status: 'cancelled', cancellationReason: 'Malade' });
      const missed = await booked(me.patientId, '2026-11-12', '11:00', { status: 'no_show', serviceTypeId: null });
      const undated = await booked(me.patientId, null, null);
      await booked(someoneElse.patientId, '2026-12-02', '09:00');
      // Same address but not matched to the record: the clinic has not said it is hers.
      await booked(null, '2026-12-03', '09:00', { email: me.email });

      const shown = await list(me.headers);
      expect(shown.map((appointment) => appointment.id)).toEqual([undated, later, sameDayEarlier, cancelled, missed, past]);
      expect(shown[1]).toEqual({
        id: later,
        status: 'confirmed',
        statusLabel: 'Confirmé',
        scheduledDate: '2026-12-01',
        scheduledTime: '14:00',
        durationMinutes: 30,
        serviceName: followUp.name,
        priceCents: followUp.price,
        depositPaidCents: 0,
        presenceConfirmed: true,
        cancellationReason: null,
        canChange: true,
        changeClosed: null,
      });
      expect(shown.map(({ statusLabel, canChange, changeClosed }) => [statusLabel, canChange, changeClosed])).toEqual([
        ['En attente', false, 'cutoff'],
        ['Confirmé', true, null],
        ['En attente', true, null],
        ['Annulé', false, 'cancelled'],
        ['Absent', false, 'past'],
        ['Terminé', false, 'past'],
      ]);
      expect(shown[0]).toMatchObject({ scheduledDate: null, scheduledTime: null });
      expect(shown[3]).toMatchObject({ cancellationReason: 'Malade' });
      expect(shown[4]).toMatchObject({ serviceName: null, priceCents: null });
      expect((await list(someoneElse.headers)).map((appointment) => appointment.scheduledDate)).toEqual(['2026-12-02']);
    });

    it("follows the clinic's cut-off in canChange", async () => {
      const me = await signedInPatient();
      await booked(me.patientId, '2026-11-19', '15:00');
      expect(await list(me.headers)).toMatchObject([{ canChange: true, changeClosed: null }]);
      await testApp().db.update(clinicSettings).set({ selfServiceCutoffHours: 48 });
      expect(await list(me.headers)).toMatchObject([{ canChange: false, changeClosed: 'cutoff' }]);
    });

    it('answers the portal not-found message once the clinic gave the record another e-mail, on every route', async () => {
      const me = await signedInPatient();
      const id = await booked(me.patientId, '2026-12-01', '10:00');
      await testApp().db.update(patients).set({ email: 'autre.adresse@courriel.example' }).where(eq(patients.id, me.patientId));
      const expected = {
        error: { code: 'NOT_FOUND', message: `Aucun dossier patient trouvé pour ${me.email}. Veuillez contacter votre clinique.` },
      };
      for (const response of [
        await portal().$get({}, { headers: me.headers }),
        await post(me.headers, `${id}/presence`),
        await testApp().app.request(`/api/portal/appointments/${id}/availability`, { headers: me.headers }),
        await post(me.headers, `${id}/reschedule`, JSON.stringify({ date: '2026-12-02', time: '10:00' })),
        await post(me.headers, `${id}/cancel`, JSON.stringify({ reason: 'Empêchement' })),
      ]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual(expected);
      }
      expect(await rowOf(id)).toMatchObject({ status: 'pending', scheduledDate: '2026-12-01', presenceConfirmed: false });
    });
  });

  it("answers 404 to every route for another patient's appointment, or one that does not exist, and changes nothing", async () => {
    const me = await signedInPatient();
    const other = await signedInPatient();
    const theirs = await booked(other.patientId, '2026-12-04', '10:00');
    const before = await rowOf(theirs);
    for (const id of [theirs, '00000000-0000-4000-8000-000000000000']) {
      for (const response of [
        await post(me.headers, `${id}/presence`),
        await testApp().app.request(`/api/portal/appointments/${id}/availability`, { headers: me.headers }),
        await post(me.headers, `${id}/reschedule`, JSON.stringify({ date: '2026-12-07', time: '10:00' })),
        await post(me.headers, `${id}/cancel`, JSON.stringify({ reason: 'Empêchement' })),
      ]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual(notFoundBody);
      }
    }
    expect(await rowOf(theirs)).toEqual(before);
    expect(await eventsOf(theirs)).toEqual([]);
    await afterAnswers();
    expect(queueAppointmentChangeNotice).not.toHaveBeenCalled();
    // Its own patient can: the 404 above is ownership, not a broken route.
    expect((await post(other.headers, `${theirs}/presence`)).status).toBe(200);
  });

  describe('POST presence', () => {
    it('confirms presence once, also inside the cut-off; refused once cancelled', async () => {
      const me = await signedInPatient();
      const id = await booked(me.patientId, '2026-11-19', '09:00');
      await testApp().db.update(clinicSettings).set({ selfServiceCutoffHours: 48 });
      const first = await portal()[':id'].presence.$post({ param: { id } }, { headers: me.headers });
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ presenceConfirmed: true });
      const row = await rowOf(id);
      expect(row.presenceConfirmed).toBe(true);
      testApp().clock.advance({ minutes: 5 });
      expect((await post(me.headers, `${id}/presence`)).status).toBe(200);
      expect((await rowOf(id)).updatedAt).toBe(row.updatedAt);
      const cancelled = await booked(me.patientId, '2026-12-01', '09:00', { status: 'cancelled' });
      const refused = await post(me.headers, `${cancelled}/presence`);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual(closedBody);
      expect((await rowOf(cancelled)).presenceConfirmed).toBe(false);
    });
  });

  describe('GET availability', () => {
    it('offers the booking days and slots, its own slot counting as free', async () => {
      const me = await signedInPatient();
      const id = await booked(me.patientId, '2026-11-23', '09:00');
      await booked(null, '2026-11-23', '09:30');
      const response = await portal()[':id'].availability.$get({ param: { id } }, { headers: me.headers });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.serviceId).toBe(followUp.id);
      expect(body.days).toHaveLength(14);
      const day = Object.fromEntries(
        body.days.find((entry) => entry.date === '2026-11-23')!.slots.map((slot) => [slot.time, slot.available]),
      );
      expect(day['09:00']).toBe(true);
      expect(day['09:30']).toBe(false);
    });
  });

  describe('POST reschedule', () => {
    it('moves to a free slot with the link engine: presence reset, old slot freed as an event, notice queued', async () => {
      const me = await signedInPatient();
      const id = await booked(me.patientId, '2026-11-26', '11:00', { presenceConfirmed: true });
      const response = await portal()[':id'].reschedule.$post(
        { param: { id }, json: { date: '2026-11-27', time: '15:30' } },
        { headers: me.headers },
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        id,
        scheduledDate: '2026-11-27',
        scheduledTime: '15:30',
        statusLabel: 'En attente',
        presenceConfirmed: false,
        canChange: true,
      });
      expect(await eventsOf(id)).toEqual([
        expect.objectContaining({ type: 'slot_freed', slotDate: '2026-11-26', slotTime: '11:00', reason: 'moved' }),
      ]);
      await vi.waitFor(() => expect(queueAppointmentChangeNotice).toHaveBeenCalledTimes(1));
      expect(vi.mocked(queueAppointmentChangeNotice).mock.calls[0]![1]).toMatchObject({
        appointmentId: id,
        change: 'moved',
        previous: { date: '2026-11-26', time: '11:00' },
      });
    });

    it('refuses a taken slot, bad input and a move inside the cut-off; nothing changes', async () => {
      const me = await signedInPatient();
      const id = await booked(me.patientId, '2026-12-08', '09:00');
      await booked(null, '2026-12-08', '10:00');
      const before = await rowOf(id);
      const cases: [string, number, unknown][] = [
        [JSON.stringify({ date: '2026-12-08', time: '10:00' }), 409, { error: { code: 'BOOK_001', message: m.slotTaken } }],
        [JSON.stringify({ date: '2026-12-08', time: '10:10' }), 422, invalid({ time: m.notOnGrid })],
        [JSON.stringify({ date: '2026-11-21', time: '10:00' }), 422, invalid({ date: m.notOfferedDay })],
        [JSON.stringify({ date: 20261208, time: ['10:00'] }), 422, invalid({ date: m.incompleteSteps, time: m.incompleteSteps })],
        ['{"date":', 400, { error: { code: 'VAL_003', message: 'Le contenu de la requête est illisible.' } }],
      ];
      for (const [body, status, answer] of cases) {
        const response = await post(me.headers, `${id}/reschedule`, body);
        expect(response.status, body).toBe(status);
        expect(await response.json()).toEqual(answer);
      }
      const overlong = await post(me.headers, `${'x'.repeat(65)}/reschedule`, JSON.stringify({ date: '2026-12-09', time: '10:00' }));
      expect(overlong.status).toBe(422);
      const soon = await booked(me.patientId, '2026-11-19', '15:00');
      await testApp().db.update(clinicSettings).set({ selfServiceCutoffHours: 48 });
      const closed = await post(me.headers, `${soon}/reschedule`, JSON.stringify({ date: '2026-12-09', time: '10:00' }));
      expect(closed.status).toBe(409);
      expect(await closed.json()).toEqual(closedBody);
      expect(await rowOf(id)).toEqual(before);
      expect(await rowOf(soon)).toMatchObject({ scheduledDate: '2026-11-19', scheduledTime: '15:00' });
      expect([...(await eventsOf(id)), ...(await eventsOf(soon))]).toEqual([]);
      await afterAnswers();
      expect(queueAppointmentChangeNotice).not.toHaveBeenCalled();
    });
  });

  describe('POST cancel', () => {
    it('needs a reason, and is refused inside the cut-off; nothing changes', async () => {
      const me = await signedInPatient();
      const id = await booked(me.patientId, '2026-11-19', '16:00');
      for (const body of [{}, { reason: '   ' }, { reason: 42 }]) {
        const response = await post(me.headers, `${id}/cancel`, JSON.stringify(body));
        expect(response.status).toBe(422);
        expect(await response.json()).toEqual(invalid({ reason: m.reasonRequired }));
      }
      await testApp().db.update(clinicSettings).set({ selfServiceCutoffHours: 48 });
      const closed = await post(me.headers, `${id}/cancel`, JSON.stringify({ reason: 'Empêchement' }));
      expect(closed.status).toBe(409);
      expect(await closed.json()).toEqual(closedBody);
      expect(await rowOf(id)).toMatchObject({ status: 'pending', cancellationReason: null, cancelledAt: null });
      expect(await eventsOf(id)).toEqual([]);
    });

    it('cancels with the cleaned reason, frees the slot as an event, queues the notice and offers the slot to the waitlist at once', async () => {
      const me = await signedInPatient();
      const id = await booked(me.patientId, '2026-12-10', '14:00');
      await testApp()
        .db.insert(waitlistEntries)
        .values({
          fullName: 'Léa Bouchard',
          email: 'lea.bouchard@courriel.example',
          phone: '514 555-0144',
          ...timestamps(testApp().clock),
        });
      const response = await portal()[':id'].cancel.$post(
        { param: { id }, json: { reason: ' <b>Empêchement</b> au travail ' } },
        { headers: me.headers },
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        id,
        status: 'cancelled',
        statusLabel: 'Annulé',
        cancellationReason: 'Empêchement au travail',
        canChange: false,
        changeClosed: 'cancelled',
      });
      expect(await rowOf(id)).toMatchObject({ status: 'cancelled', cancelledAt: testApp().clock.now().toISOString() });
      expect(await eventsOf(id)).toEqual([expect.objectContaining({ slotDate: '2026-12-10', slotTime: '14:00', reason: 'cancelled' })]);
      await vi.waitFor(() =>
        expect(queueAppointmentChangeNotice).toHaveBeenCalledWith(expect.anything(), { appointmentId: id, change: 'cancelled' }),
      );
      // The waitlist nudge handles the event after the answer, without waiting for the offers job.
      await vi.waitFor(async () => expect((await eventsOf(id))[0]?.handledAt).not.toBeNull(), { timeout: 5000, interval: 100 });
      const again = await post(me.headers, `${id}/cancel`, JSON.stringify({ reason: 'Encore' }));
      expect(again.status).toBe(409);
      expect(await eventsOf(id)).toHaveLength(1);
    });
  });
});
