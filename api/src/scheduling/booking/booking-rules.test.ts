// The clinic's hours and online booking rules take effect: breaks, closures, minimum
// notice, same-day booking, the limit of upcoming appointments per person, new patients by request,
// and the self-service cut-off of the management link. Each test sets the columns directly.
import { eq } from 'drizzle-orm';
import { onlineBookingMessages as m } from 'shared-domain/scheduling/online-booking';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appointments,
  blockedTimes,
  bookingHourBreaks,
  bookingHours,
  clinicSettings,
  patientAccounts,
  patients,
  rateLimitBuckets,
  serviceTypes,
} from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';
import { afterAnswersSettled } from '../../platform/http/after-answer';
import { createTestSession, seededAccounts, silenceLogs, testNow, type TestApp, useTestApp } from '../../testing/test-app';
import { mintAppointmentLinks } from '../links/appointment-link';
import { publicBooking } from '../../testing/public-booking';

// testNow is Wednesday 2026-11-18, 10:00 in Montréal. The demo clinic is open Monday to Friday,
// 08:00–19:00 (Friday 17:00), 30 days ahead; on Wednesday a 45-minute visit at 09:00 and a 30-minute
// one at 14:00, on Thursday Mathieu Côté's follow-up at 10:30, on Friday a 60-minute visit at 16:00.
type Availability = { days: { date: string; slots: { time: string; available: boolean }[] }[] };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const defaults = {
  minimumNoticeHours: 0,
  sameDayBooking: true,
  maxUpcomingPerPerson: null,
  newPatientsBookOnline: true,
  selfServiceCutoffHours: null,
  bookingMode: 'open',
  advanceBookingDays: 30,
} as const;

let nextClient = 1;
let nextPerson = 1;

function useBookingRulesApp() {
  const testApp = useTestApp({ config: { trustProxy: true } });
  let restoreLogs: () => void;
  beforeAll(() => {
    restoreLogs = silenceLogs();
  });
  afterAll(() => restoreLogs());
  beforeEach(async () => {
    testApp().clock.set(testNow);
    await afterAnswersSettled();
    await testApp().db.update(clinicSettings).set(defaults);
    await testApp().db.delete(bookingHourBreaks);
    await testApp().db.delete(blockedTimes);
    await testApp().db.delete(rateLimitBuckets);
  });
  return testApp;
}

async function followUpId(testApp: TestApp): Promise<string> {
  const [row] = await testApp.db.select({ id: serviceTypes.id }).from(serviceTypes).where(eq(serviceTypes.name, 'Suivi chiropratique'));
  return row!.id;
}

async function availability(testApp: TestApp): Promise<Availability> {
  const response = await testApp.app.request(`/api/public/booking/availability?serviceId=${await followUpId(testApp)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Availability;
}

const freeTimes = (body: Availability, date: string) =>
  body.days
    .find((day) => day.date === date)
    ?.slots.filter((slot) => slot.available)
    .map((slot) => slot.time);

async function book(testApp: TestApp, date: string, time: string, email = `personne.${nextPerson++}@courriel.example`) {
  return testApp.app.request('/api/public/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${nextClient++ % 250}` },
    body: JSON.stringify(
      publicBooking({ serviceId: await followUpId(testApp), date, time, name: 'Julie Martin', email, phone: '514 555-0111' }),
    ),
  });
}

async function knownPatient(testApp: TestApp) {
  const email = `patiente.${nextPerson++}@courriel.example`;
  const [patient] = await testApp.db
    .insert(patients)
    .values({ firstName: 'Julie', lastName: 'Martin', email, phone: '514 555-0111', ...timestamps(testApp.clock) })
    .returning({ id: patients.id });
  return { id: patient!.id, email };
}

const appointmentCount = (testApp: TestApp) => testApp.db.$count(appointments);

describe('breaks in the weekly hours', () => {
  const testApp = useBookingRulesApp();

  it('take no online slot: the afternoon starts again at their end, a booking inside one is refused', async () => {
    await testApp().db.insert(bookingHourBreaks).values({ weekday: 4, startTime: '12:00', endTime: '13:00' });
    const thursday = freeTimes(await availability(testApp()), '2026-11-19');
    expect(thursday).toContain('11:30');
    expect(thursday).not.toContain('12:00');
    expect(thursday).not.toContain('12:30');
    expect(thursday).toContain('13:00');
    // Another weekday keeps its lunch hour.
    expect(freeTimes(await availability(testApp()), '2026-11-24')).toContain('12:00');
    const before = await appointmentCount(testApp());
    const refused = await book(testApp(), '2026-11-19', '12:00');
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as ErrorBody).error.fields).toEqual({ time: m.notOnGrid });
    expect(await appointmentCount(testApp())).toBe(before);
  });

  it('are served with the hours to the public site, in order', async () => {
    await testApp()
      .db.insert(bookingHourBreaks)
      .values([
        { weekday: 1, startTime: '15:00', endTime: '15:15' },
        { weekday: 1, startTime: '12:00', endTime: '13:00' },
      ]);
    const profile = await (await testApp().api.public.clinic.$get()).json();
    expect(profile.openingHours.find((day) => day.weekday === 1)?.breaks).toEqual([
      { start: '12:00', end: '13:00' },
      { start: '15:00', end: '15:15' },
    ]);
    expect(profile.openingHours.find((day) => day.weekday === 2)?.breaks).toEqual([]);
  });

  it('come with the hours of the staff calendar, to be shaded', async () => {
    await testApp().db.insert(bookingHourBreaks).values({ weekday: 4, startTime: '12:00', endTime: '13:00' });
    const { staffId } = await seededAccounts(testApp());
    const cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    const response = await testApp().api.admin.calendar.$get({ query: { from: '2026-11-16', to: '2026-11-22' } }, { headers: { cookie } });
    const body = await response.json();
    expect(body.hours.find((day) => day.weekday === 4)?.breaks).toEqual([{ startTime: '12:00', endTime: '13:00' }]);
    expect(body.hours.find((day) => day.weekday === 3)?.breaks).toEqual([]);
  });

  it('show as unavailable in the staff slot picker', async () => {
    await testApp().db.insert(bookingHourBreaks).values({ weekday: 4, startTime: '12:00', endTime: '13:00' });
    const { staffId } = await seededAccounts(testApp());
    const cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    const [prenatal] = await testApp()
      .db.select({ id: serviceTypes.id })
      .from(serviceTypes)
      .where(eq(serviceTypes.name, 'Chiropratique prénatale'));
    const response = await testApp().app.request(`/api/admin/availability?serviceTypeId=${prenatal!.id}&from=2026-11-19&days=1`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Availability;
    const slots = body.days[0]!.slots;
    // 45 minutes from 08:00: 11:45 would run into lunch; the afternoon starts at 13:00.
    expect(slots.find((slot) => slot.time === '11:45')).toEqual({ time: '11:45', available: false });
    expect(slots.find((slot) => slot.time === '13:00')).toEqual({ time: '13:00', available: true });
    expect(slots.some((slot) => slot.time === '12:30')).toBe(false);
  });
});

describe('closures (whole days blocked)', () => {
  const testApp = useBookingRulesApp();

  it('leave the closed days without a slot and refuse a booking on them', async () => {
    await testApp()
      .db.insert(blockedTimes)
      .values({ startDate: '2026-11-24', endDate: '2026-11-25', reason: 'Formation', ...timestamps(testApp().clock) });
    const body = await availability(testApp());
    expect(freeTimes(body, '2026-11-24')).toEqual([]);
    expect(freeTimes(body, '2026-11-25')).toEqual([]);
    expect(freeTimes(body, '2026-11-26')?.length).toBeGreaterThan(0);
    const before = await appointmentCount(testApp());
    const refused = await book(testApp(), '2026-11-24', '10:00');
    expect(refused.status).toBe(409);
    expect(await appointmentCount(testApp())).toBe(before);
  });

  it('are announced on the public site within the next 60 days, partial ones and past ones are not', async () => {
    const at = timestamps(testApp().clock);
    await testApp()
      .db.insert(blockedTimes)
      .values([
        { startDate: '2026-12-24', endDate: '2027-01-04', reason: 'Congé des Fêtes', ...at },
        { startDate: '2026-11-30', endDate: '2026-11-30', startTime: '12:00', endTime: '17:00', reason: 'Formation', ...at },
        { startDate: '2026-11-10', endDate: '2026-11-12', reason: 'Passé', ...at },
        { startDate: '2026-11-16', endDate: '2026-11-18', reason: '', ...at },
        // 60 days from 2026-11-18 ends on 2027-01-16.
        { startDate: '2027-01-17', endDate: '2027-01-20', reason: 'Trop loin', ...at },
      ]);
    const profile = await (await testApp().api.public.clinic.$get()).json();
    expect(profile.closures).toEqual([
      { startDate: '2026-11-16', endDate: '2026-11-18', reason: '' },
      { startDate: '2026-12-24', endDate: '2027-01-04', reason: 'Congé des Fêtes' },
    ]);
  });
});

describe('minimum notice and same-day booking', () => {
  const testApp = useBookingRulesApp();

  it('a minimum notice makes the slots before it unavailable and refuses them in French, nothing written', async () => {
    await testApp().db.update(clinicSettings).set({ minimumNoticeHours: 4 });
    // Now 10:00: 14:00 is the first slot far enough (and taken by the demo's visit).
    expect(freeTimes(await availability(testApp()), '2026-11-18')?.[0]).toBe('14:30');
    const before = await appointmentCount(testApp());
    const refused = await book(testApp(), '2026-11-18', '13:30');
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as ErrorBody).error.fields).toEqual({ time: m.tooSoon });
    expect(await appointmentCount(testApp())).toBe(before);
    expect((await book(testApp(), '2026-11-18', '14:30')).status).toBe(201);
  });

  it('a notice counts across the night: 24 hours leave tomorrow morning closed until 10:00', async () => {
    await testApp().db.update(clinicSettings).set({ minimumNoticeHours: 24 });
    const body = await availability(testApp());
    expect(body.days[0]?.date).toBe('2026-11-19');
    // A slot starting exactly 24 hours from now may be taken.
    expect(freeTimes(body, '2026-11-19')?.slice(0, 2)).toEqual(['10:00', '11:00']);
  });

  it('without same-day booking, today is not offered and a booking for today is refused', async () => {
    await testApp().db.update(clinicSettings).set({ sameDayBooking: false });
    const body = await availability(testApp());
    expect(body.days.map((day) => day.date)).not.toContain('2026-11-18');
    expect(body.days[0]?.date).toBe('2026-11-19');
    const refused = await book(testApp(), '2026-11-18', '16:00');
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as ErrorBody).error.fields).toEqual({ time: m.tooSoon });
    expect((await book(testApp(), '2026-11-19', '16:00')).status).toBe(201);
  });

  it('the automatic agenda-full mode counts with the same rules', async () => {
    // Only Wednesdays open, one day ahead: today's free afternoon is all that is left.
    await testApp().db.update(bookingHours).set({ enabled: false });
    await testApp().db.update(bookingHours).set({ enabled: true }).where(eq(bookingHours.weekday, 3));
    try {
      await testApp().db.update(clinicSettings).set({ bookingMode: 'automatic', advanceBookingDays: 1 });
      expect((await (await testApp().api.public.clinic.$get()).json()).agendaFull).toBe(false);
      await testApp().db.update(clinicSettings).set({ sameDayBooking: false });
      expect((await (await testApp().api.public.clinic.$get()).json()).agendaFull).toBe(true);
      await testApp().db.update(clinicSettings).set({ sameDayBooking: true, minimumNoticeHours: 9 });
      expect((await (await testApp().api.public.clinic.$get()).json()).agendaFull).toBe(true);
      await testApp().db.update(clinicSettings).set({ minimumNoticeHours: 8 });
      expect((await (await testApp().api.public.clinic.$get()).json()).agendaFull).toBe(false);
    } finally {
      await testApp().db.update(bookingHours).set({ enabled: true }).where(eq(bookingHours.weekday, 1));
      for (const weekday of [2, 4, 5])
        await testApp().db.update(bookingHours).set({ enabled: true }).where(eq(bookingHours.weekday, weekday));
    }
  });
});

describe('upcoming appointments per person', () => {
  const testApp = useBookingRulesApp();

  it('refuses a person who already holds the limit, in French, nothing written', async () => {
    await testApp().db.update(clinicSettings).set({ maxUpcomingPerPerson: 2 });
    const email = 'limite@courriel.example';
    expect((await book(testApp(), '2026-11-24', '10:00', email)).status).toBe(201);
    expect((await book(testApp(), '2026-11-24', '11:00', 'LIMITE@courriel.example')).status).toBe(201);
    const before = await appointmentCount(testApp());
    const refused = await book(testApp(), '2026-11-26', '10:00', email);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as ErrorBody;
    expect(body.error.code).toBe('BOOK_005');
    expect(body.error.message).toMatch(/^Vous avez déjà 2 rendez-vous à venir/);
    expect(await appointmentCount(testApp())).toBe(before);
  });

  it('counts the record’s appointments, not past or cancelled ones', async () => {
    await testApp().db.update(clinicSettings).set({ maxUpcomingPerPerson: 1 });
    const patient = await knownPatient(testApp());
    const service = await followUpId(testApp());
    const visit = (scheduledDate: string, scheduledTime: string, status: 'confirmed' | 'cancelled' | 'completed') => ({
      patientId: patient.id,
      name: 'Julie Martin',
      email: 'autre.adresse@courriel.example',
      phone: '514 555-0111',
      status,
      scheduledDate,
      scheduledTime,
      durationMinutes: 30,
      serviceTypeId: service,
      ...timestamps(testApp().clock),
    });
    await testApp()
      .db.insert(appointments)
      .values([visit('2026-11-17', '10:00', 'completed'), visit('2026-11-27', '08:00', 'cancelled')]);
    expect((await book(testApp(), '2026-11-24', '08:00', patient.email)).status).toBe(201);
    // The first one was booked under her e-mail; this one is in her record under another address.
    await testApp().db.delete(appointments).where(eq(appointments.email, patient.email));
    await testApp()
      .db.insert(appointments)
      .values(visit('2026-11-26', '08:00', 'confirmed'));
    const refused = await book(testApp(), '2026-11-24', '08:30', patient.email);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.message).toMatch(/^Vous avez déjà 1 rendez-vous à venir/);
  });

  /** A known patient with a portal account, and her portal's booking on 2026-12-01. */
  async function portalPatient() {
    const patient = await knownPatient(testApp());
    const [account] = await testApp()
      .db.insert(patientAccounts)
      .values({ patientId: patient.id, email: patient.email, ...createdTimestamp(testApp().clock) })
      .returning({ id: patientAccounts.id });
    const cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: account!.id });
    const portalBook = async (time: string) =>
      testApp().app.request('/api/portal/appointments', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ serviceTypeId: await followUpId(testApp()), date: '2026-12-01', time }),
      });
    return { patient, portalBook };
  }

  it('applies to the portal too', async () => {
    await testApp().db.update(clinicSettings).set({ maxUpcomingPerPerson: 1 });
    const { portalBook } = await portalPatient();
    expect((await portalBook('10:00')).status).toBe(201);
    const before = await appointmentCount(testApp());
    const refused = await portalBook('11:00');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.code).toBe('BOOK_005');
    expect(await appointmentCount(testApp())).toBe(before);
  });

  it('does not count against her portal booking what others booked online with her address, unconfirmed', async () => {
    await testApp().db.update(clinicSettings).set({ maxUpcomingPerPerson: 2 });
    const { patient, portalBook } = await portalPatient();
    // Someone typed her address twice: two bookings waiting for the e-mailed link to be opened.
    expect((await book(testApp(), '2026-11-25', '15:00', patient.email)).status).toBe(201);
    expect((await book(testApp(), '2026-11-25', '15:30', patient.email)).status).toBe(201);
    expect((await book(testApp(), '2026-11-27', '09:00', patient.email)).status).toBe(409);
    expect((await portalBook('13:00')).status).toBe(201);
    expect((await portalBook('13:30')).status).toBe(201);
    const refused = await portalBook('14:30');
    expect(((await refused.json()) as ErrorBody).error.message).toMatch(/^Vous avez déjà 2 rendez-vous à venir/);
  });
});

describe('new patients by request only', () => {
  const testApp = useBookingRulesApp();

  it('refuses someone the clinic does not know, pointing to the request form; a known patient books', async () => {
    await testApp().db.update(clinicSettings).set({ newPatientsBookOnline: false });
    const services = await (await testApp().api.public.booking.services.$get()).json();
    expect(services.newPatientsBookOnline).toBe(false);
    const before = await appointmentCount(testApp());
    const patientsBefore = await testApp().db.$count(patients);
    const refused = await book(testApp(), '2026-11-24', '10:00', 'inconnue@courriel.example');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: 'BOOK_006', message: m.newPatientsByRequest } });
    expect(await appointmentCount(testApp())).toBe(before);
    expect(await testApp().db.$count(patients)).toBe(patientsBefore);
    const known = await knownPatient(testApp());
    expect((await book(testApp(), '2026-11-24', '10:00', known.email.toUpperCase())).status).toBe(201);
  });

  it('lets anyone book while the clinic takes new patients online', async () => {
    expect((await book(testApp(), '2026-11-24', '11:00', 'nouvelle@courriel.example')).status).toBe(201);
  });
});

describe('the self-service cut-off of the management link', () => {
  const testApp = useBookingRulesApp();

  it('refuses a move or a cancellation inside the cut-off, allows it before', async () => {
    const [row] = await testApp()
      .db.insert(appointments)
      .values({
        name: 'Julie Martin',
        email: 'julie.martin@courriel.example',
        phone: '514 555-0111',
        status: 'pending',
        scheduledDate: '2026-11-20',
        scheduledTime: '09:00',
        durationMinutes: 30,
        serviceTypeId: await followUpId(testApp()),
        bookingSource: 'online',
        ...timestamps(testApp().clock),
      })
      .returning({ id: appointments.id, scheduledDate: appointments.scheduledDate });
    const [link] = await mintAppointmentLinks(testApp().deps, 'manage', [row!], 'America/Toronto');
    const post = (path: string, body: unknown) =>
      testApp().app.request(`/api/links/appointments/${link!.linkToken}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${nextClient++ % 250}` },
        body: JSON.stringify(body),
      });
    // Friday 09:00 is 47 hours away: inside a 48-hour cut-off.
    await testApp().db.update(clinicSettings).set({ selfServiceCutoffHours: 48 });
    for (const response of [
      await post('/reschedule', { date: '2026-11-24', time: '10:00' }),
      await post('/cancel', { reason: 'Empêchement' }),
    ]) {
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: { code: 'BOOK_003', message: m.changeClosed } });
    }
    const [unchanged] = await testApp().db.select().from(appointments).where(eq(appointments.id, row!.id));
    expect(unchanged).toMatchObject({ status: 'pending', scheduledDate: '2026-11-20', scheduledTime: '09:00' });
    await testApp().db.update(clinicSettings).set({ selfServiceCutoffHours: 24 });
    expect((await post('/reschedule', { date: '2026-11-24', time: '10:00' })).status).toBe(200);
  });
});
