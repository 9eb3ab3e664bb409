import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { onlineBookingMessages as m } from 'shared-domain/scheduling/online-booking';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queueBookingConfirmation } from '../emails';
import { appointmentLinks, appointments, blockedTimes, clinicSettings, patients, serviceTypes } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { silenceLogs, testNow, useTestApp, type TestApp } from '../../testing/test-app';
import { publicBooking } from '../../testing/public-booking';

vi.mock('../emails', async (importOriginal) => {
  const original = await importOriginal<typeof import('../emails')>();
  return { ...original, queueBookingConfirmation: vi.fn(async () => undefined) };
});

// testNow is Wednesday 2026-11-18, 10:00 in Montréal. The demo clinic has, that day, a prenatal
// visit at 09:00 (45 min) and a pediatric one at 14:00 (30 min); on Friday 11-20 a 60-minute one
// at 16:00. Open Monday to Friday, 08:00–19:00 (Friday 17:00), horizon 30 days.
const today = '2026-11-18';

type Availability = { serviceId: string; days: { date: string; slots: { time: string; available: boolean }[]; closure?: string }[] };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let nextClient = 1;
/** A request from a new client address each time, so only the limit under test applies. */
function request(testApp: TestApp, path: string, init: RequestInit = {}, client = `198.51.100.${nextClient++ % 250}`) {
  return testApp.app.request(path, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...init.headers },
  });
}

async function serviceIds(testApp: TestApp): Promise<Record<string, string>> {
  const rows = await testApp.db.select({ id: serviceTypes.id, name: serviceTypes.name }).from(serviceTypes);
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

/**
 * Lets the work queued with `afterAnswer` run: the file database answers without leaving the
 * microtask queue, so a test can otherwise end before any `setImmediate` callback ran.
 */
const afterAnswers = () => new Promise((resolve) => setImmediate(resolve));

const appointmentCount = (testApp: TestApp) => testApp.db.$count(appointments);

describe('GET /api/public/booking/services', () => {
  const testApp = useTestApp();

  it('lists the active services open to online booking in display order, with price, length and deposit', async () => {
    const response = await testApp().api.public.booking.services.$get();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.enabled).toBe(true);
    expect(body.services.map((service) => service.name)).toEqual([
      'Évaluation initiale',
      'Suivi chiropratique',
      'Chiropratique pédiatrique',
      'Chiropratique prénatale',
      'Neurologie fonctionnelle',
      'Neuropédiatrie fonctionnelle',
    ]);
    expect(body.services[4]).toEqual({
      id: expect.any(String),
      name: 'Neurologie fonctionnelle',
      description: expect.stringContaining('neurologiques'),
      priceCents: 12000,
      durationMinutes: 60,
      requiresDeposit: true,
      depositCents: 3000,
    });
    expect(body.services[1]).toMatchObject({ priceCents: 6500, durationMinutes: 30, requiresDeposit: false, depositCents: 0 });
  });

  it('hides inactive services and those the clinic keeps off the online agenda', async () => {
    const ids = await serviceIds(testApp());
    await testApp().db.update(serviceTypes).set({ isActive: false }).where(eq(serviceTypes.id, ids['Neurologie fonctionnelle']!));
    await testApp().db.update(serviceTypes).set({ allowOnlineBooking: false }).where(eq(serviceTypes.id, ids['Évaluation initiale']!));
    const body = await (await testApp().api.public.booking.services.$get()).json();
    expect(body.services.map((service) => service.name)).not.toContain('Neurologie fonctionnelle');
    expect(body.services.map((service) => service.name)).not.toContain('Évaluation initiale');
    expect(body.services).toHaveLength(4);
  });

  it('says when online booking is off, and lists nothing', async () => {
    await testApp().db.update(clinicSettings).set({ onlineBookingEnabled: false });
    expect(await (await testApp().api.public.booking.services.$get()).json()).toEqual({
      enabled: false,
      full: false,
      newPatientsBookOnline: true,
      services: [],
    });
  });

  it('says when the agenda is full (set by hand), and lists nothing', async () => {
    expect((await (await testApp().api.public.booking.services.$get()).json()).full).toBe(false);
    await testApp().db.update(clinicSettings).set({ bookingMode: 'full', onlineBookingEnabled: true });
    expect(await (await testApp().api.public.booking.services.$get()).json()).toEqual({
      enabled: true,
      full: true,
      newPatientsBookOnline: true,
      services: [],
    });
  });
});

describe('GET /api/public/booking/availability', () => {
  const testApp = useTestApp();
  const availability = async (serviceId: string) => {
    const response = await testApp().app.request(`/api/public/booking/availability?serviceId=${encodeURIComponent(serviceId)}`);
    return { status: response.status, body: await response.json() };
  };
  const slotsOf = (body: Availability, date: string) =>
    Object.fromEntries(body.days.find((day) => day.date === date)?.slots.map((slot) => [slot.time, slot.available]) ?? []);

  beforeEach(() => testApp().clock.set(testNow));

  it('shows the first 14 offered days, open weekdays only, from today', async () => {
    const ids = await serviceIds(testApp());
    const response = await testApp().api.public.booking.availability.$get({ query: { serviceId: ids['Suivi chiropratique']! } });
    expect(response.status).toBe(200);
    // Through the typed client, as the booking page reads it.
    const body = await response.json();
    const days = body.days.map((day) => day.date);
    expect(days).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
    ]);
    expect(body.serviceId).toBe(ids['Suivi chiropratique']);
    expect(body.days[0]?.slots[0]).toEqual({ time: '08:00', available: false });
  });

  it('sends the same answer gzipped to a client that takes it', async () => {
    const ids = await serviceIds(testApp());
    const path = `/api/public/booking/availability?serviceId=${ids['Suivi chiropratique']}`;
    const plain = await testApp().app.request(path);
    const zipped = await testApp().app.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toBe('application/json');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(await plain.text());
    const refused = await testApp().app.request(path, { headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  it("steps by the service's length and marks started, taken and overlapping slots unavailable", async () => {
    const ids = await serviceIds(testApp());
    const followUp = (await availability(ids['Suivi chiropratique']!)).body as Availability;
    const todaySlots = slotsOf(followUp, today);
    expect(Object.keys(todaySlots)).toHaveLength(22); // 08:00 … 18:30
    // Started or over at 10:00 clinic time.
    expect(todaySlots['09:30']).toBe(false);
    expect(todaySlots['10:00']).toBe(false);
    expect(todaySlots['10:30']).toBe(true);
    // The pediatric visit at 14:00–14:30.
    expect(todaySlots['14:00']).toBe(false);
    expect(todaySlots['14:30']).toBe(true);
    // An hour-long visit at 13:30 would run into it (the specification only compared start times).
    const initial = (await availability(ids['Évaluation initiale']!)).body as Availability;
    const friday = slotsOf(initial, '2026-11-20');
    expect(Object.keys(friday)).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(friday['16:00']).toBe(false);
    const prenatal = (await availability(ids['Chiropratique prénatale']!)).body as Availability;
    expect(slotsOf(prenatal, '2026-11-20')['15:30']).toBe(false);
    expect(slotsOf(prenatal, '2026-11-20')['14:45']).toBe(true);
  });

  it('marks a blocked period unavailable as soon as the clinic records it', async () => {
    const ids = await serviceIds(testApp());
    const before = (await availability(ids['Suivi chiropratique']!)).body as Availability;
    expect(slotsOf(before, '2026-11-24')['13:00']).toBe(true);
    await testApp()
      .db.insert(blockedTimes)
      .values({
        startDate: '2026-11-24',
        endDate: '2026-11-24',
        startTime: '12:00',
        endTime: '17:00',
        reason: 'Formation continue',
        ...timestamps(testApp().clock),
      });
    const after = slotsOf((await availability(ids['Suivi chiropratique']!)).body as Availability, '2026-11-24');
    expect(after['11:30']).toBe(true);
    expect(after['12:00']).toBe(false);
    expect(after['16:30']).toBe(false);
    expect(after['17:00']).toBe(true);
  });

  it('names a day a closure takes by its reason, and no day a partial block only shortens', async () => {
    const ids = await serviceIds(testApp());
    await testApp()
      .db.insert(blockedTimes)
      .values({
        startDate: '2026-12-01',
        endDate: '2026-12-02',
        startTime: null,
        endTime: null,
        reason: 'Formation OCQ',
        ...timestamps(testApp().clock),
      });
    const body = (await availability(ids['Suivi chiropratique']!)).body as Availability;
    const closed = body.days.filter((day) => day.closure !== undefined);
    expect(closed.map((day) => [day.date, day.closure])).toEqual([
      ['2026-12-01', 'Formation OCQ'],
      ['2026-12-02', 'Formation OCQ'],
    ]);
    expect(closed.flatMap((day) => day.slots).every((slot) => !slot.available)).toBe(true);
    // The afternoon's training of Monday 11-30 takes part of the day only: no closure, its reason stays the clinic's.
    expect(body.days.find((day) => day.date === '2026-11-30')).not.toHaveProperty('closure');
  });

  it('sees a new booking at once, though the calendar is kept between visits', async () => {
    const ids = await serviceIds(testApp());
    expect(slotsOf((await availability(ids['Suivi chiropratique']!)).body as Availability, '2026-12-03')['08:00']).toBe(true);
    await testApp()
      .db.insert(appointments)
      .values({
        name: 'Client au téléphone',
        email: 'telephone@courriel.example',
        phone: '514 555-0100',
        status: 'confirmed',
        scheduledDate: '2026-12-03',
        scheduledTime: '08:00',
        durationMinutes: 30,
        ...timestamps(testApp().clock),
      });
    expect(slotsOf((await availability(ids['Suivi chiropratique']!)).body as Availability, '2026-12-03')['08:00']).toBe(false);
  });

  it('shows the demo clinic busy on the morning of Wednesday 11-25 and in training on the afternoon of Monday 11-30', async () => {
    const ids = await serviceIds(testApp());
    const body = (await availability(ids['Suivi chiropratique']!)).body as Availability;
    const busy = slotsOf(body, '2026-11-25');
    expect(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30'].map((time) => busy[time])).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    const training = slotsOf(body, '2026-11-30');
    expect([training['11:30'], training['12:00'], training['16:30'], training['17:00']]).toEqual([true, false, false, true]);
  });

  it('moves on with the clock: at 11:05 the 11:00 slot is gone', async () => {
    const ids = await serviceIds(testApp());
    testApp().clock.set('2026-11-18T16:05:00Z');
    const slots = slotsOf((await availability(ids['Suivi chiropratique']!)).body as Availability, today);
    expect(slots['11:00']).toBe(false);
    expect(slots['11:30']).toBe(true);
  });

  it('answers 404 for an unknown, inactive or offline service, 422 without one', async () => {
    const ids = await serviceIds(testApp());
    await testApp().db.update(serviceTypes).set({ isActive: false }).where(eq(serviceTypes.id, ids['Neurologie fonctionnelle']!));
    for (const id of ['0b6f1f3e-0000-4000-8000-000000000000', ids['Neurologie fonctionnelle']!, 'x'.repeat(10_000)]) {
      const { status, body } = await availability(id);
      expect(status, id.slice(0, 40)).toBe(id.length > 64 ? 422 : 404);
      expect((body as ErrorBody).error.code).toBe(id.length > 64 ? 'VAL_001' : 'NOT_FOUND');
    }
    const missing = await testApp().app.request('/api/public/booking/availability');
    expect(missing.status).toBe(422);
  });

  it('refuses with BOOK_002 when online booking is off', async () => {
    const ids = await serviceIds(testApp());
    await testApp().db.update(clinicSettings).set({ onlineBookingEnabled: false });
    const { status, body } = await availability(ids['Suivi chiropratique']!);
    expect(status).toBe(403);
    expect(body).toEqual({ error: { code: 'BOOK_002', message: m.disabled } });
  });

  it('refuses with 409 BOOK_004 when the agenda is full', async () => {
    const ids = await serviceIds(testApp());
    await testApp().db.update(clinicSettings).set({ bookingMode: 'full', onlineBookingEnabled: true });
    const { status, body } = await availability(ids['Suivi chiropratique']!);
    expect(status).toBe(409);
    expect(body).toEqual({ error: { code: 'BOOK_004', message: m.agendaFull } });
  });
});

describe('POST /api/public/bookings', () => {
  const testApp = useTestApp({ config: { trustProxy: true } });
  let ids: Record<string, string>;
  let nextEmail = 1;
  const freshEmail = () => `visiteur.${nextEmail++}@courriel.example`;

  const booking = (overrides: Record<string, unknown> = {}) =>
    publicBooking({
      serviceId: ids['Suivi chiropratique'],
      date: '2026-11-19',
      time: '11:00',
      name: 'Julie Martin',
      email: freshEmail(),
      phone: '514 555-0111',
      ...overrides,
    });
  const book = (body: unknown, client?: string) =>
    request(testApp(), '/api/public/bookings', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) }, client);

  beforeEach(async () => {
    testApp().clock.set(testNow);
    ids = await serviceIds(testApp());
    await afterAnswers();
    vi.mocked(queueBookingConfirmation).mockClear();
  });

  it('books a pending online appointment and answers what was booked, without any token', async () => {
    const email = freshEmail();
    const response = await book(
      booking({
        email,
        serviceId: ids['Neurologie fonctionnelle'],
        date: '2026-11-24',
        time: '09:00',
        notes: 'Première visite',
        // The service asks a deposit: the last step's card.
        deposit: {
          number: '4242 4242 4242 4242',
          expiry: '08/29',
          cvv: '123',
          cardholderName: 'Julie Martin',
          postalCode: 'H2X 1Y4',
          idempotencyKey: randomUUID(),
        },
      }),
    );
    expect(response.status).toBe(201);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      booking: {
        date: '2026-11-24',
        time: '09:00',
        durationMinutes: 60,
        serviceName: 'Neurologie fonctionnelle',
        priceCents: 12000,
        depositCents: 3000,
        email,
      },
    });
    const [row] = await testApp().db.select().from(appointments).where(eq(appointments.email, email));
    expect(row).toMatchObject({
      status: 'pending',
      bookingSource: 'online',
      paymentStatus: 'pending',
      scheduledDate: '2026-11-24',
      scheduledTime: '09:00',
      durationMinutes: 60,
      depositAmount: 3000,
      serviceTypeId: ids['Neurologie fonctionnelle'],
      notes: 'Première visite',
      presenceConfirmed: false,
      // Six days ahead: the reminder job will send the day-before reminder.
      reminderSentAt: null,
      createdAt: testNow.replace('Z', '.000Z'),
    });
    // The confirmation is queued after the answer, with a management link that opens this appointment.
    await vi.waitFor(() => expect(queueBookingConfirmation).toHaveBeenCalledTimes(1));
    const [, request] = vi.mocked(queueBookingConfirmation).mock.calls[0]!;
    expect(request.appointmentId).toBe(row!.id);
    expect(body).not.toContain(request.manageToken);
    const opened = await testApp().app.request(`/api/links/appointments/${request.manageToken}`);
    expect(await opened.json()).toMatchObject({ name: 'Julie Martin', serviceName: 'Neurologie fonctionnelle', canChange: true });
    expect(await testApp().db.$count(appointmentLinks, eq(appointmentLinks.appointmentId, row!.id))).toBe(1);
  });

  it('counts the confirmation as the reminder for a booking inside the reminder window (24 h)', async () => {
    // Now is 10:00 on 11-18 in Montréal: 09:00 the next day is 23 h away, 11:00 is 25 h away.
    const soon = freshEmail();
    const later = freshEmail();
    expect((await book(booking({ email: soon, date: '2026-11-19', time: '09:00' }))).status).toBe(201);
    expect((await book(booking({ email: later, date: '2026-11-19', time: '11:00' }))).status).toBe(201);
    const [soonRow] = await testApp().db.select().from(appointments).where(eq(appointments.email, soon));
    const [laterRow] = await testApp().db.select().from(appointments).where(eq(appointments.email, later));
    expect(soonRow!.reminderSentAt).toBe(testApp().clock.now().toISOString());
    expect(laterRow!.reminderSentAt).toBeNull();
  });

  it('strips markup from the text again', async () => {
    const email = freshEmail();
    const response = await book(booking({ email, time: '11:30', name: 'Julie <b>Martin</b>', notes: 'Allô<script>alert(1)</script>' }));
    expect(response.status).toBe(201);
    const [row] = await testApp().db.select().from(appointments).where(eq(appointments.email, email));
    expect(row).toMatchObject({ name: 'Julie Martin', notes: 'Allô' });
  });

  describe('the clinic record it is filed under, without telling the booker', () => {
    const patientOf = async (email: string) => {
      const [row] = await testApp()
        .db.select({ patientId: appointments.patientId })
        .from(appointments)
        .where(eq(appointments.email, email));
      return row?.patientId;
    };
    const addPatient = async (email: string, firstName = 'Sam') => {
      const [row] = await testApp()
        .db.insert(patients)
        .values({ firstName, lastName: 'Lavoie', email, ...timestamps(testApp().clock) })
        .returning({ id: patients.id });
      return row!.id;
    };

    it('files it under the one active record with that address, whatever its case, once its e-mailed link is opened', async () => {
      const id = await addPatient('Sam.Lavoie@Courriel.example');
      const response = await book(booking({ email: 'sam.lavoie@courriel.EXAMPLE', time: '12:00' }));
      expect(response.status).toBe(201);
      // Anyone may type her address: not hers until the link reached her mailbox.
      expect(await patientOf('sam.lavoie@courriel.example')).toBeNull();
      await afterAnswers();
      const [, confirmation] = vi.mocked(queueBookingConfirmation).mock.calls.at(-1)!;
      expect((await request(testApp(), `/api/links/appointments/${confirmation.manageToken}`)).status).toBe(200);
      expect(await patientOf('sam.lavoie@courriel.example')).toBe(id);
      expect(await testApp().db.$count(patients, sql`lower(${patients.email}) = 'sam.lavoie@courriel.example'`)).toBe(1);
    });

    it('makes a new record from the details typed when none exists', async () => {
      const email = freshEmail();
      expect((await book(booking({ email, time: '12:30', name: 'Marie-Ève Tremblay Roy' }))).status).toBe(201);
      const [record] = await testApp().db.select().from(patients).where(eq(patients.email, email));
      expect(record).toMatchObject({ firstName: 'Marie-Ève', lastName: 'Tremblay Roy', phone: '514 555-0111', status: 'active' });
      expect(await patientOf(email)).toBe(record!.id);
    });

    it('links to none when several records share the address, and answers the same in every case', async () => {
      await addPatient('famille.ouellet@courriel.example', 'Zoé');
      await addPatient('famille.ouellet@courriel.example', 'Jules');
      const several = await book(booking({ email: 'famille.ouellet@courriel.example', time: '13:00' }));
      expect(several.status).toBe(201);
      expect(await patientOf('famille.ouellet@courriel.example')).toBeNull();
      expect(await testApp().db.$count(patients, eq(patients.email, 'famille.ouellet@courriel.example'))).toBe(2);
      // Known, unknown, several: the answer differs only by the address echoed back.
      const known = await addPatient('connu@courriel.example');
      expect(known).toBeTruthy();
      const answers = await Promise.all(
        [
          { email: 'connu@courriel.example', time: '13:30' },
          { email: freshEmail(), time: '13:30', date: '2026-11-23' },
          { email: 'famille.ouellet@courriel.example', time: '13:30', date: '2026-11-24' },
        ].map(async (fields) => {
          const response = await book(booking(fields));
          const body = (await response.json()) as { booking: Record<string, unknown> };
          return { status: response.status, keys: Object.keys(body.booking), headers: [...response.headers.keys()] };
        }),
      );
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    });
  });

  describe('refusals: a clear 4xx, never a 500, and nothing written', () => {
    let restoreLogs: () => void;
    beforeEach(() => {
      restoreLogs = silenceLogs();
      return () => restoreLogs();
    });

    async function expectRefused(body: unknown, status: number, error: Partial<ErrorBody['error']>) {
      const before = await appointmentCount(testApp());
      const patientsBefore = await testApp().db.$count(patients);
      const response = await book(body);
      expect(response.status).toBe(status);
      expect(((await response.json()) as ErrorBody).error).toMatchObject(error);
      expect(await appointmentCount(testApp())).toBe(before);
      expect(await testApp().db.$count(patients)).toBe(patientsBefore);
    }

    const invalid = (fields: Record<string, string>) => ({ code: 'VAL_001', message: 'Certains champs sont invalides.', fields });

    it('an unknown, inactive or offline service: 404', async () => {
      await expectRefused(booking({ serviceId: '0b6f1f3e-0000-4000-8000-000000000000' }), 404, { code: 'NOT_FOUND' });
      await testApp().db.update(serviceTypes).set({ allowOnlineBooking: false }).where(eq(serviceTypes.id, ids['Évaluation initiale']!));
      await expectRefused(booking({ serviceId: ids['Évaluation initiale'] }), 404, { code: 'NOT_FOUND' });
      await testApp().db.update(serviceTypes).set({ allowOnlineBooking: true }).where(eq(serviceTypes.id, ids['Évaluation initiale']!));
    });

    it('a day outside the horizon, a closed weekday, a past day: 422 on the date', async () => {
      await expectRefused(booking({ date: '2026-12-18' }), 422, invalid({ date: m.notOfferedDay }));
      await expectRefused(booking({ date: '2027-06-01' }), 422, invalid({ date: m.notOfferedDay }));
      await expectRefused(booking({ date: '2026-11-21' }), 422, invalid({ date: m.notOfferedDay })); // Saturday
      await expectRefused(booking({ date: '2026-11-17' }), 422, invalid({ date: m.notOfferedDay }));
      await expectRefused(booking({ date: '2026-02-30' }), 422, invalid({ date: 'Date doit être une date valide' }));
    });

    it('a time off the grid, after closing, or already started: 422 on the time', async () => {
      await expectRefused(booking({ time: '11:15' }), 422, invalid({ time: m.notOnGrid }));
      await expectRefused(booking({ time: '07:30' }), 422, invalid({ time: m.notOnGrid }));
      await expectRefused(booking({ date: '2026-11-20', time: '17:00' }), 422, invalid({ time: m.notOnGrid }));
      await expectRefused(booking({ date: today, time: '09:30' }), 422, invalid({ time: m.pastSlot }));
      await expectRefused(booking({ date: today, time: '10:00' }), 422, invalid({ time: m.pastSlot }));
      await expectRefused(booking({ time: '25:00' }), 422, invalid({ time: m.invalidTime }));
    });

    it('a taken or overlapping slot, or a blocked period: 409 BOOK_001', async () => {
      const taken = { code: 'BOOK_001', message: m.slotTaken };
      await expectRefused(booking({ date: today, time: '14:00' }), 409, taken);
      await expectRefused(booking({ serviceId: ids['Évaluation initiale'], date: '2026-11-20', time: '16:00' }), 409, taken);
      await expectRefused(booking({ serviceId: ids['Chiropratique prénatale'], date: '2026-11-20', time: '15:30' }), 409, taken);
      await testApp()
        .db.insert(blockedTimes)
        .values({
          startDate: '2026-11-26',
          endDate: '2026-11-27',
          startTime: '13:00',
          endTime: null,
          reason: 'Congrès',
          ...timestamps(testApp().clock),
        });
      await expectRefused(booking({ date: '2026-11-26', time: '13:00' }), 409, taken);
      await expectRefused(booking({ date: '2026-11-27', time: '08:00' }), 409, taken);
      expect((await book(booking({ date: '2026-11-26', time: '12:30' }))).status).toBe(201);
    });

    it('missing details, wrong types, 10 kB strings, control characters: 422 with French field messages', async () => {
      await expectRefused({}, 422, {
        code: 'VAL_001',
        fields: {
          serviceId: m.incompleteSteps,
          date: m.incompleteSteps,
          time: m.incompleteSteps,
          name: 'Veuillez remplir le champ « Nom complet »',
          email: 'Veuillez remplir le champ « Courriel »',
          phone: 'Veuillez remplir le champ « Téléphone »',
        },
      });
      await expectRefused(booking({ serviceId: 42, date: ['2026-11-19'], time: { h: 11 }, phone: 5145550111 }), 422, {
        fields: {
          serviceId: m.incompleteSteps,
          date: m.incompleteSteps,
          time: m.incompleteSteps,
          phone: 'Veuillez remplir le champ « Téléphone »',
        },
      });
      const long = 'é'.repeat(10_000);
      await expectRefused(booking({ name: long, notes: long, serviceId: long }), 422, {
        fields: {
          serviceId: 'Service a un format invalide',
          name: 'Nom complet ne peut pas dépasser 200 caractères',
          notes: 'Notes ne peut pas dépasser 1000 caractères',
        },
      });
      await expectRefused(booking({ email: 'pas une adresse' }), 422, {
        fields: { email: 'Courriel doit être une adresse courriel valide' },
      });
      await expectRefused(booking({ name: '<script>x</script>' }), 422, { fields: { name: 'Veuillez remplir le champ « Nom complet »' } });
      await expectRefused(booking({ name: 'Julie\u0000Martin' }), 422, {
        fields: { name: 'Nom complet contient des caractères invisibles ou de contrôle qui ne sont pas permis' },
      });
    });

    it('a body that is not JSON: 400; one over 64 kB: 413', async () => {
      await expectRefused('{"serviceId": ', 400, { code: 'VAL_003' });
      await expectRefused(JSON.stringify(booking({ notes: 'x'.repeat(70_000) })), 413, { code: 'PAYLOAD_TOO_LARGE' });
    });

    it('online booking off: 403 BOOK_002', async () => {
      await testApp().db.update(clinicSettings).set({ onlineBookingEnabled: false });
      await expectRefused(booking(), 403, { code: 'BOOK_002', message: m.disabled });
      await testApp().db.update(clinicSettings).set({ onlineBookingEnabled: true });
    });

    it('agenda full, by hand or automatically (no free slot in the horizon): 409 BOOK_004 in French', async () => {
      await testApp().db.update(clinicSettings).set({ bookingMode: 'full' });
      await expectRefused(booking(), 409, { code: 'BOOK_004', message: m.agendaFull });
      // Automatic with free slots books; automatic with none refuses (a horizon of one day, all of it blocked).
      await testApp().db.update(clinicSettings).set({ bookingMode: 'automatic' });
      const free = await book(booking({ date: '2026-12-09', time: '15:30' }));
      expect(free.status, await free.clone().text()).toBe(201);
      await testApp().db.update(clinicSettings).set({ advanceBookingDays: 1 });
      await testApp()
        .db.insert(blockedTimes)
        .values({ id: 'tout-aujourdhui', startDate: today, endDate: today, reason: 'Formation', ...timestamps(testApp().clock) });
      await expectRefused(booking({ date: today, time: '15:00' }), 409, { code: 'BOOK_004', message: m.agendaFull });
      await testApp().db.update(clinicSettings).set({ bookingMode: 'open', advanceBookingDays: 30 });
      await testApp().db.delete(blockedTimes).where(eq(blockedTimes.id, 'tout-aujourdhui'));
    });
  });

  it('allows 10 bookings an hour per client address and 5 per e-mail address', async () => {
    const restoreLogs = silenceLogs();
    try {
      const email = freshEmail();
      const times = ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30'];
      const byEmail = [];
      for (const time of times) byEmail.push((await book(booking({ email, date: '2026-12-01', time }))).status);
      expect(byEmail).toEqual([201, 201, 201, 201, 201, 429]);
      const byClient = [];
      for (let n = 0; n < 11; n += 1) byClient.push((await book(booking({ date: '2026-12-02', time: '08:00' }), '192.0.2.77')).status);
      // The first books, the next nine lose the slot, the eleventh is over the limit.
      expect(byClient).toEqual([201, ...Array(9).fill(409), 429]);
      testApp().clock.advance({ hours: 1, minutes: 1 });
      expect((await book(booking({ email, date: '2026-12-01', time: '11:00' }))).status).toBe(201);
    } finally {
      restoreLogs();
    }
  });

  it('50 visitors racing for one slot: exactly one booking, 49 × 409, one row', async () => {
    const slot = { date: '2026-12-03', time: '15:00' };
    const responses = await Promise.all(Array.from({ length: 50 }, () => book(booking({ ...slot, email: freshEmail() }))));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const response of responses.filter((entry) => entry.status === 409)) {
      expect(await response.json()).toEqual({ error: { code: 'BOOK_001', message: m.slotTaken } });
    }
    const held = await testApp().db.$count(
      appointments,
      and(eq(appointments.scheduledDate, slot.date), eq(appointments.scheduledTime, slot.time)),
    );
    expect(held).toBe(1);
    // Only the winner got a record, a link and an e-mail.
    expect(await testApp().db.$count(appointmentLinks, sql`${appointmentLinks.appointmentId} not in (select id from appointments)`)).toBe(
      0,
    );
    await vi.waitFor(() => expect(queueBookingConfirmation).toHaveBeenCalledTimes(1));
    await afterAnswers();
    expect(queueBookingConfirmation).toHaveBeenCalledTimes(1);
  });
});
