import { and, eq } from 'drizzle-orm';
import { onlineBookingMessages as m } from 'shared-domain/scheduling/online-booking';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueAppointmentChangeNotice } from '../emails';
import {
  appointmentEvents,
  appointmentSlotOffers,
  appointments,
  blockedTimes,
  clinicSettings,
  serviceTypes,
  slotOfferInvitations,
  waitlistEntries,
} from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { silenceLogs, testNow, useTestApp } from '../../testing/test-app';
import { afterAnswersSettled } from '../../platform/http/after-answer';
import { mintAppointmentLinks } from './appointment-link';

vi.mock('../emails', async (importOriginal) => {
  const original = await importOriginal<typeof import('../emails')>();
  return { ...original, queueAppointmentChangeNotice: vi.fn(async () => undefined) };
});

// testNow is Wednesday 2026-11-18, 10:00 in Montréal (see ../booking/routes.test.ts for the demo agenda).
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Availability = { serviceId: string | null; days: { date: string; slots: { time: string; available: boolean }[] }[] };

const notFoundBody = { error: { code: 'NOT_FOUND', message: m.linkInvalid } };
const closedBody = { error: { code: 'BOOK_003', message: m.changeClosed } };
const takenBody = { error: { code: 'BOOK_001', message: m.slotTaken } };

/** Lets `afterAnswer` work run: the file database never leaves the microtask queue on its own. */
const afterAnswers = () => new Promise((resolve) => setImmediate(resolve));

let nextClient = 1;

describe('the appointment management link', () => {
  const testApp = useTestApp({ config: { trustProxy: true } });
  let followUpId: string;
  let restoreLogs: () => void;
  beforeAll(() => {
    restoreLogs = silenceLogs();
  });
  afterAll(() => restoreLogs());

  const open = (token: string, path = '') => testApp().app.request(`/api/links/appointments/${token}${path}`);
  const post = (token: string, path: string, body?: unknown, client = `203.0.113.${nextClient++ % 250}`) =>
    testApp().app.request(`/api/links/appointments/${token}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });

  /** An online booking of the 30-minute follow-up and the token of its management link. */
  async function booked(date: string, time: string, fields: Partial<typeof appointments.$inferInsert> = {}) {
    const [row] = await testApp()
      .db.insert(appointments)
      .values({
        name: 'Julie Martin',
        email: 'julie.martin@courriel.example',
        phone: '514 555-0111',
        status: 'pending',
        scheduledDate: date,
        scheduledTime: time,
        durationMinutes: 30,
        serviceTypeId: followUpId,
        bookingSource: 'online',
        ...timestamps(testApp().clock),
        ...fields,
      })
      .returning({ id: appointments.id, scheduledDate: appointments.scheduledDate });
    const [link] = await mintAppointmentLinks(testApp().deps, 'manage', [row!], 'America/Toronto');
    return { id: row!.id, token: link!.linkToken };
  }

  const rowOf = async (id: string) => (await testApp().db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const eventsOf = (id: string) => testApp().db.select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, id));

  beforeEach(async () => {
    testApp().clock.set(testNow);
    await testApp().db.update(clinicSettings).set({ selfServiceCutoffHours: null });
    const [service] = await testApp()
      .db.select({ id: serviceTypes.id })
      .from(serviceTypes)
      .where(eq(serviceTypes.name, 'Suivi chiropratique'));
    followUpId = service!.id;
    await afterAnswers();
    vi.mocked(queueAppointmentChangeNotice).mockClear();
  });

  describe('GET', () => {
    it("shows the appointment, its service and price, whether it can still be changed, and the clinic's phone", async () => {
      const { token } = await booked('2026-11-24', '09:00');
      const response = await open(token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        name: 'Julie Martin',
        status: 'pending',
        scheduledDate: '2026-11-24',
        scheduledTime: '09:00',
        durationMinutes: 30,
        presenceConfirmed: false,
        cancellationReason: null,
        serviceId: followUpId,
        serviceName: 'Suivi chiropratique',
        priceCents: 6500,
        canChange: true,
        changeClosed: null,
        clinicPhone: '514 555-0142',
      });
      expect(response.headers.get('cache-control')).toContain('no-store');
    });

    it('says why it can no longer be changed: cancelled, past, completed, or inside the cut-off', async () => {
      const cancelled = await booked('2026-11-24', '09:30', { status: 'cancelled', cancellationReason: 'Malade' });
      expect(await (await open(cancelled.token)).json()).toMatchObject({
        canChange: false,
        changeClosed: 'cancelled',
        cancellationReason: 'Malade',
      });
      const completed = await booked('2026-11-24', '10:00', { status: 'completed' });
      expect(await (await open(completed.token)).json()).toMatchObject({ canChange: false, changeClosed: 'past' });
      const later = await booked('2026-11-19', '09:00');
      // 24 h cut-off: open until Wednesday 09:00, closed from then; past once it starts.
      await testApp().db.update(clinicSettings).set({ selfServiceCutoffHours: 24 });
      testApp().clock.set('2026-11-18T13:59:00Z');
      expect(await (await open(later.token)).json()).toMatchObject({ canChange: true, changeClosed: null });
      testApp().clock.set('2026-11-18T14:00:00Z');
      expect(await (await open(later.token)).json()).toMatchObject({ canChange: false, changeClosed: 'cutoff' });
      await testApp().db.update(clinicSettings).set({ selfServiceCutoffHours: null });
      expect(await (await open(later.token)).json()).toMatchObject({ canChange: true, changeClosed: null });
      testApp().clock.set('2026-11-19T14:00:00Z');
      expect(await (await open(later.token)).json()).toMatchObject({ canChange: false, changeClosed: 'past' });
    });

    it('answers one 404 for a forged or expired token on every route, and 422 for a malformed one', async () => {
      const forged = 'A'.repeat(32);
      for (const response of [
        await open(forged),
        await open(forged, '/availability'),
        await post(forged, '/presence'),
        await post(forged, '/reschedule', { date: '2026-11-24', time: '08:00' }),
        await post(forged, '/cancel', { reason: 'Empêchement' }),
      ]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual(notFoundBody);
      }
      const malformed = await post('pas-un-jeton', '/cancel', { reason: 'Empêchement' });
      expect(malformed.status).toBe(422);
      const { id, token } = await booked('2026-11-20', '08:00');
      testApp().clock.set('2026-11-28T05:00:00Z');
      for (const response of [await open(token), await post(token, '/presence'), await post(token, '/cancel', { reason: 'Trop tard' })]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual(notFoundBody);
      }
      expect(await rowOf(id)).toMatchObject({ status: 'pending', presenceConfirmed: false });
    });
  });

  describe('POST presence', () => {
    it('confirms presence once; a second time changes nothing', async () => {
      const { id, token } = await booked('2026-11-24', '11:00');
      const first = await post(token, '/presence');
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ presenceConfirmed: true });
      const row = await rowOf(id);
      expect(row).toMatchObject({ presenceConfirmed: true, status: 'pending' });
      testApp().clock.advance({ minutes: 5 });
      const second = await post(token, '/presence');
      expect(second.status).toBe(200);
      expect((await rowOf(id)).updatedAt).toBe(row.updatedAt);
      expect(await (await open(token)).json()).toMatchObject({ presenceConfirmed: true });
    });

    it('is refused for a cancelled or past appointment, but stays possible inside the cut-off', async () => {
      const cancelled = await booked('2026-11-24', '11:30', { status: 'cancelled' });
      const refused = await post(cancelled.token, '/presence');
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual(closedBody);
      expect((await rowOf(cancelled.id)).presenceConfirmed).toBe(false);
      const tomorrow = await booked('2026-11-19', '09:30');
      await testApp().db.update(clinicSettings).set({ selfServiceCutoffHours: 48 });
      expect((await post(tomorrow.token, '/presence')).status).toBe(200);
      testApp().clock.set('2026-11-19T15:00:00Z');
      const past = await booked('2026-11-19', '09:00');
      expect((await post(past.token, '/presence')).status).toBe(409);
    });
  });

  describe('GET availability', () => {
    it('offers the same days and slots as the booking page, its own slot counting as free', async () => {
      const { token } = await booked('2026-11-23', '09:00', { durationMinutes: 60 });
      await booked('2026-11-23', '11:00');
      const response = await open(token, '/availability');
      expect(response.status).toBe(200);
      const body = (await response.json()) as Availability;
      expect(body.serviceId).toBe(followUpId);
      expect(body.days).toHaveLength(14);
      const day = Object.fromEntries(
        body.days.find((entry) => entry.date === '2026-11-23')!.slots.map((slot) => [slot.time, slot.available]),
      );
      // Stepped by its own length (60 min); 09:00 is its own, 11:00 is someone else's.
      expect(Object.keys(day).slice(0, 4)).toEqual(['08:00', '09:00', '10:00', '11:00']);
      expect(day['09:00']).toBe(true);
      expect(day['11:00']).toBe(false);
    });
  });

  describe('POST reschedule', () => {
    it('moves to a free slot: presence and reminder reset, old slot freed as an event, notice queued with a fresh link', async () => {
      const { id, token } = await booked('2026-11-26', '09:00', { presenceConfirmed: true, reminderSentAt: testNow });
      const response = await post(token, '/reschedule', { date: '2026-11-27', time: '14:30' });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        scheduledDate: '2026-11-27',
        scheduledTime: '14:30',
        status: 'pending',
        presenceConfirmed: false,
        canChange: true,
      });
      expect(await rowOf(id)).toMatchObject({
        scheduledDate: '2026-11-27',
        scheduledTime: '14:30',
        reminderSentAt: null,
        presenceConfirmed: false,
      });
      // The freed slot goes to the waitlist after the answer: wait for it, then it is handled.
      await afterAnswersSettled();
      expect(await eventsOf(id)).toEqual([
        expect.objectContaining({
          type: 'slot_freed',
          slotDate: '2026-11-26',
          slotTime: '09:00',
          durationMinutes: 30,
          reason: 'moved',
          handledAt: testApp().clock.now().toISOString(),
        }),
      ]);
      await vi.waitFor(() => expect(queueAppointmentChangeNotice).toHaveBeenCalledTimes(1));
      const [, notice] = vi.mocked(queueAppointmentChangeNotice).mock.calls[0]!;
      expect(notice).toMatchObject({ appointmentId: id, change: 'moved', previous: { date: '2026-11-26', time: '09:00' } });
      expect(notice.manageToken).not.toBe(token);
      expect(await (await open(notice.manageToken!)).json()).toMatchObject({ scheduledDate: '2026-11-27', scheduledTime: '14:30' });
    });

    it('may move into a slot overlapping its own old place', async () => {
      const { id, token } = await booked('2026-11-30', '09:00', { durationMinutes: 60 });
      expect((await post(token, '/reschedule', { date: '2026-11-30', time: '08:00' })).status).toBe(200);
      expect(await rowOf(id)).toMatchObject({ scheduledTime: '08:00' });
    });

    it('refuses taken, blocked, off-grid, past and unoffered slots, and bad input; nothing changes', async () => {
      const { id, token } = await booked('2026-12-01', '09:00');
      await booked('2026-12-01', '10:00');
      await testApp()
        .db.insert(blockedTimes)
        .values({
          startDate: '2026-12-02',
          endDate: '2026-12-02',
          startTime: null,
          endTime: null,
          reason: 'Formation continue',
          ...timestamps(testApp().clock),
        });
      const before = await rowOf(id);
      const invalid = (fields: Record<string, string>) => ({
        error: { code: 'VAL_001', message: 'Certains champs sont invalides.', fields },
      });
      const cases: [unknown, number, unknown][] = [
        [{ date: '2026-12-01', time: '10:00' }, 409, takenBody],
        [{ date: '2026-11-18', time: '14:00' }, 409, takenBody],
        [{ date: '2026-12-02', time: '15:00' }, 409, takenBody],
        [{ date: '2026-12-01', time: '10:10' }, 422, invalid({ time: m.notOnGrid })],
        [{ date: '2026-11-18', time: '09:30' }, 422, invalid({ time: m.pastSlot })],
        [{ date: '2026-11-21', time: '10:00' }, 422, invalid({ date: m.notOfferedDay })],
        [{ date: '2027-01-05', time: '10:00' }, 422, invalid({ date: m.notOfferedDay })],
        [{ date: 20261201, time: ['10:00'] }, 422, invalid({ date: m.incompleteSteps, time: m.incompleteSteps })],
        [{ date: 'x'.repeat(10_000), time: '10:00' }, 422, invalid({ date: 'Date doit être une date valide' })],
        ['{"date":', 400, { error: { code: 'VAL_003', message: 'Le contenu de la requête est illisible.' } }],
      ];
      for (const [body, status, answer] of cases) {
        const response = await post(token, '/reschedule', body);
        expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(status);
        expect(await response.json()).toEqual(answer);
      }
      expect(await rowOf(id)).toEqual(before);
      expect(await eventsOf(id)).toEqual([]);
      expect(queueAppointmentChangeNotice).not.toHaveBeenCalled();
    });

    it('is refused once cancelled or inside the cut-off', async () => {
      const cancelled = await booked('2026-12-03', '09:00', { status: 'cancelled' });
      const refused = await post(cancelled.token, '/reschedule', { date: '2026-12-03', time: '10:00' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual(closedBody);
      const soon = await booked('2026-11-19', '15:00');
      await testApp().db.update(clinicSettings).set({ selfServiceCutoffHours: 48 });
      expect((await post(soon.token, '/reschedule', { date: '2026-12-03', time: '10:00' })).status).toBe(409);
      expect(await rowOf(soon.id)).toMatchObject({ scheduledDate: '2026-11-19', scheduledTime: '15:00' });
    });

    it('two appointments racing into one slot: one moves, the other gets 409, one event', async () => {
      const racers = await Promise.all(['08:00', '08:30', '09:00', '09:30', '10:00'].map((time) => booked('2026-12-04', time)));
      const responses = await Promise.all(racers.map(({ token }) => post(token, '/reschedule', { date: '2026-12-07', time: '11:00' })));
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
      expect(
        await testApp().db.$count(appointments, and(eq(appointments.scheduledDate, '2026-12-07'), eq(appointments.scheduledTime, '11:00'))),
      ).toBe(1);
      const events = await Promise.all(racers.map(({ id }) => eventsOf(id)));
      expect(events.flat()).toHaveLength(1);
    });
  });

  describe('POST cancel', () => {
    it('needs a reason', async () => {
      const { id, token } = await booked('2026-12-07', '15:00');
      for (const body of [{}, { reason: '   ' }, { reason: 42 }]) {
        const response = await post(token, '/cancel', body);
        expect(response.status).toBe(422);
        expect(((await response.json()) as ErrorBody).error.fields).toEqual({ reason: m.reasonRequired });
      }
      const long = await post(token, '/cancel', { reason: 'x'.repeat(10_000) });
      expect(long.status).toBe(422);
      expect(await rowOf(id)).toMatchObject({ status: 'pending', cancelledAt: null });
    });

    it('cancels with the reason, frees the slot as an event, queues the notice; a second time is refused', async () => {
      const { id, token } = await booked('2026-12-07', '16:00');
      const response = await post(token, '/cancel', { reason: ' Empêchement au travail ' });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'Empêchement au travail',
        canChange: false,
        changeClosed: 'cancelled',
      });
      expect(await rowOf(id)).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'Empêchement au travail',
        cancelledAt: testApp().clock.now().toISOString(),
      });
      expect(await eventsOf(id)).toEqual([expect.objectContaining({ slotDate: '2026-12-07', slotTime: '16:00', reason: 'cancelled' })]);
      await vi.waitFor(() =>
        expect(queueAppointmentChangeNotice).toHaveBeenCalledWith(expect.anything(), { appointmentId: id, change: 'cancelled' }),
      );
      const again = await post(token, '/cancel', { reason: 'Encore' });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual(closedBody);
      expect(await eventsOf(id)).toHaveLength(1);
      // The slot is free again for anyone.
      const slots = (await (await open((await booked('2026-12-08', '08:00')).token, '/availability')).json()) as Availability;
      expect(slots.days.find((day) => day.date === '2026-12-07')?.slots.find((slot) => slot.time === '16:00')?.available).toBe(true);
    });

    it('offers the freed slot to the waitlist at once, without waiting for the offers job', async () => {
      const { id, token } = await booked('2026-12-09', '14:00');
      await testApp()
        .db.insert(waitlistEntries)
        .values({
          fullName: 'Léa Bouchard',
          email: 'lea.bouchard@courriel.example',
          phone: '514 555-0144',
          ...timestamps(testApp().clock),
        });
      expect((await post(token, '/cancel', { reason: 'Empêchement' })).status).toBe(200);
      // The offers run after the answer, on their own: wait for them, then look once.
      await afterAnswersSettled();
      const invited = await testApp().db.select().from(slotOfferInvitations);
      const [event] = await eventsOf(id);
      expect(event?.handledAt).not.toBeNull();
      const [offer] = await testApp().db.select().from(appointmentSlotOffers).where(eq(appointmentSlotOffers.sourceEventId, event!.id));
      expect(offer).toMatchObject({ slotDate: '2026-12-09', slotTime: '14:00', status: 'open' });
      // Invited at once (to the earliest open offer: earlier tests here freed slots too).
      expect(invited.length).toBeGreaterThan(0);
    });
  });

  it('allows 20 changes per client address in 15 minutes', async () => {
    const { token } = await booked('2026-12-08', '09:00');
    const statuses = [];
    for (let n = 0; n < 21; n += 1) statuses.push((await post(token, '/presence', undefined, '192.0.2.99')).status);
    expect(statuses).toEqual([...Array(20).fill(200), 429]);
  });
});
