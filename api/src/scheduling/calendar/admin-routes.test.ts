import { parse } from 'csv-parse/sync';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  appointmentEvents,
  appointmentLinks,
  appointments,
  auditEvents,
  blockedTimes,
  emailOutbox,
  patients,
  serviceTypes,
} from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { createTestSession, seededAccounts, silenceLogs, type TestApp, useTestApp } from '../../testing/test-app';
import { calendarMessages } from 'shared-domain/scheduling/calendar-input';
import { outboxMails } from '../../testing/outbox';

// testNow is Wednesday 2026-11-18, 10:00 in Montréal. The demo clinic (open Monday to Friday,
// 08:00–19:00, Friday 17:00) has: Mon 11-16 a completed prenatal visit at 10:00; Tue 11-17 a
// completed prenatal visit at 09:30 and a no-show at 15:30; Wed 11-18 a prenatal visit at 09:00
// (45 min, confirmed) and a pediatric one at 14:00 (pending); Thu 11-19 Mathieu Côté's follow-up
// at 10:30 (confirmed); Fri 11-20 a 60-minute visit at 16:00; Mon 11-23 a cancelled one at 11:00;
// Wed 11-25 a busy morning 08:00–12:00; Mon 11-30 a training afternoon blocked 12:00–17:00.

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

async function signedInStaff(testApp: TestApp) {
  const { staffId } = await seededAccounts(testApp);
  const cookie = await createTestSession(testApp, { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
  const request = (path: string, init: RequestInit = {}) =>
    testApp.app.request(`/api/admin${path}`, { ...init, headers: { cookie, 'content-type': 'application/json', ...init.headers } });
  return {
    staffId,
    cookie,
    get: (path: string) => request(path),
    post: (path: string, body: unknown) => request(path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) }),
    patch: (path: string, body: unknown) => request(path, { method: 'PATCH', body: JSON.stringify(body) }),
    delete: (path: string) => request(path, { method: 'DELETE' }),
  };
}

async function serviceIdsByName(testApp: TestApp): Promise<Record<string, string>> {
  const rows = await testApp.db.select({ id: serviceTypes.id, name: serviceTypes.name }).from(serviceTypes);
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

async function patientIdByEmail(testApp: TestApp, email: string): Promise<string> {
  const [row] = await testApp.db.select({ id: patients.id }).from(patients).where(eq(patients.email, email));
  if (!row) throw new Error(`no demo patient ${email}`);
  return row.id;
}

/** Subjects of the messages queued for `to`, oldest first. */
async function mailTo(testApp: TestApp, to: string): Promise<string[]> {
  const rows = await outboxMails(testApp, eq(emailOutbox.to, to));
  return rows.map((row) => row.subject);
}

async function auditActions(testApp: TestApp, staffId: string, entityId: string) {
  const rows = await testApp.db
    .select({ action: auditEvents.action, details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.actorId, staffId), eq(auditEvents.entityId, entityId)));
  return rows;
}

/** Lets work queued with `afterAnswer` run: the file database answers without leaving the microtask queue. */
const afterAnswers = () => new Promise((resolve) => setImmediate(resolve));

type Slots = { date: string; slots: { time: string; available: boolean }[] }[];
type BlockedBody = { blockedTime: { id: string; startDate: string; reason: string }; overlapping: { id: string; scheduledTime: string }[] };

type AppointmentBody = {
  appointment: {
    id: string;
    patientId: string | null;
    name: string;
    email: string;
    status: string;
    scheduledDate: string | null;
    scheduledTime: string | null;
    durationMinutes: number;
    serviceName: string | null;
    bookingSource: string;
    presenceConfirmed: boolean;
    cancellationReason: string | null;
    notes: string | null;
    reason: string | null;
  };
};
type ListBody = { appointments: AppointmentBody['appointment'][]; nextCursor: string | null };

const overlapBody = { error: { code: 'BOOK_001', message: calendarMessages.overlap } };

describe('the staff calendar', () => {
  const testApp = useTestApp();
  let staff: Awaited<ReturnType<typeof signedInStaff>>;
  let services: Record<string, string>;

  beforeAll(async () => {
    staff = await signedInStaff(testApp());
    services = await serviceIdsByName(testApp());
  });

  const followUp = () => services['Suivi chiropratique'] ?? '';
  const availableTimes = (days: Slots, date: string) =>
    days
      .find((day) => day.date === date)
      ?.slots.filter((slot) => slot.available)
      .map((slot) => slot.time) ?? [];

  describe('GET /calendar', () => {
    it('answers a week: the hours, the active services, its appointments but the cancelled ones, and its blocked times', async () => {
      const response = await testApp().api.admin.calendar.$get(
        { query: { from: '2026-11-16', to: '2026-11-30' } },
        { headers: { cookie: staff.cookie } },
      );
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.from).toBe('2026-11-16');
      expect(body.hours).toHaveLength(7);
      // Each day with its breaks (lunch): booking-rules.test.ts.
      expect(body.hours).toContainEqual(expect.objectContaining({ weekday: 1, enabled: true, startTime: '08:00', endTime: '19:00' }));
      expect(body.hours).toContainEqual(expect.objectContaining({ weekday: 0, enabled: false, startTime: '08:00', endTime: '12:00' }));
      expect(body.services[0]).toEqual({
        id: services['Évaluation initiale'],
        name: 'Évaluation initiale',
        color: '#0f766e',
        durationMinutes: 60,
        priceCents: 9500,
      });
      expect(body.services).toHaveLength(6);
      const listed = body.appointments.map(
        (appointment) => `${appointment.scheduledDate} ${appointment.scheduledTime} ${appointment.status}`,
      );
      expect(listed.slice(0, 8)).toEqual([
        '2026-11-16 10:00 completed',
        // Rose Gagnon's pediatric visit, after her mother's (the demo family).
        '2026-11-16 10:45 completed',
        '2026-11-17 09:30 completed',
        '2026-11-17 15:30 no_show',
        '2026-11-18 09:00 confirmed',
        '2026-11-18 14:00 pending',
        '2026-11-19 10:30 confirmed',
        '2026-11-20 16:00 pending',
      ]);
      // The cancelled visit of Monday 11-23 is off the agenda; Wednesday's busy morning is on it.
      expect(listed.filter((entry) => entry.startsWith('2026-11-23'))).toEqual([]);
      expect(listed.filter((entry) => entry.startsWith('2026-11-25'))).toHaveLength(5);
      const mathieu = body.appointments.find((appointment) => appointment.scheduledDate === '2026-11-19');
      expect(mathieu).toMatchObject({
        name: 'Mathieu Côté',
        serviceName: 'Suivi chiropratique',
        serviceColor: '#2563eb',
        priceCents: 6500,
        statusLabel: 'Confirmé',
      });
      expect(body.blockedTimes).toEqual([
        {
          id: expect.any(String),
          startDate: '2026-11-30',
          endDate: '2026-11-30',
          startTime: '12:00',
          endTime: '17:00',
          reason: 'Formation continue',
        },
      ]);
    });

    it('refuses a range that is missing, reversed or longer than 42 days (422)', async () => {
      for (const query of [
        '',
        '?from=2026-11-16',
        '?from=2026-11-20&to=2026-11-16',
        '?from=2026-11-01&to=2026-12-13',
        '?from=2026-02-30&to=2026-03-01',
      ]) {
        const response = await staff.get(`/calendar${query}`);
        expect(response.status, query).toBe(422);
        expect(((await response.json()) as ErrorBody).error.code).toBe('VAL_001');
      }
      const longest = await staff.get('/calendar?from=2026-11-01&to=2026-12-12');
      expect(longest.status).toBe(200);
      const tooLong = (await (await staff.get('/calendar?from=2026-11-01&to=2026-12-13')).json()) as ErrorBody;
      expect(tooLong.error.fields).toEqual({ to: calendarMessages.rangeTooLong(42) });
    });
  });

  describe('GET /availability', () => {
    it('gives the grid of each day: past, overlapping and blocked slots unavailable, closed days empty', async () => {
      const response = await testApp().api.admin.availability.$get(
        { query: { serviceTypeId: followUp(), from: '2026-11-18', days: '13' } },
        { headers: { cookie: staff.cookie } },
      );
      expect(response.status).toBe(200);
      const { days } = await response.json();
      expect(days.map((day) => day.date)).toEqual(
        Array.from({ length: 13 }, (_, index) => `2026-11-${String(18 + index).padStart(2, '0')}`),
      );
      // Wednesday at 10:00: the morning is gone; 14:00 is the pediatric visit.
      const wednesday = availableTimes(days, '2026-11-18');
      expect(wednesday[0]).toBe('10:30');
      expect(wednesday).not.toContain('14:00');
      expect(wednesday).toContain('14:30');
      // Thursday: Mathieu's 10:30.
      expect(availableTimes(days, '2026-11-19')).not.toContain('10:30');
      expect(availableTimes(days, '2026-11-19')).toContain('10:00');
      // Saturday and Sunday are closed.
      expect(days.find((day) => day.date === '2026-11-21')?.slots).toEqual([]);
      expect(days.find((day) => day.date === '2026-11-22')?.slots).toEqual([]);
      // Monday 11-30: the blocked training afternoon, touching ends free.
      const monday = availableTimes(days, '2026-11-30');
      expect(monday).toContain('11:30');
      expect(monday.filter((time) => time >= '12:00' && time < '17:00')).toEqual([]);
      expect(monday).toContain('17:00');
    });

    it("counts the moved appointment's own slot as free with ignoreAppointmentId", async () => {
      const calendar = (await (await staff.get('/calendar?from=2026-11-19&to=2026-11-19')).json()) as { appointments: { id: string }[] };
      const mathieu = calendar.appointments[0]?.id ?? '';
      const ignoring = (await (
        await staff.get(`/availability?serviceTypeId=${followUp()}&from=2026-11-19&days=1&ignoreAppointmentId=${mathieu}`)
      ).json()) as {
        days: Slots;
      };
      expect(availableTimes(ignoring.days, '2026-11-19')).toContain('10:30');
      const unknown = await staff.get(`/availability?serviceTypeId=${followUp()}&from=2026-11-19&days=1&ignoreAppointmentId=inconnu`);
      expect(unknown.status).toBe(404);
    });

    it('offers a service closed to online booking, not an inactive one, and defaults to 7 days from today', async () => {
      const prenatal = services['Chiropratique prénatale'] ?? '';
      await testApp().db.update(serviceTypes).set({ allowOnlineBooking: false }).where(eq(serviceTypes.id, prenatal));
      try {
        const response = await staff.get(`/availability?serviceTypeId=${prenatal}`);
        expect(response.status).toBe(200);
        const { days } = (await response.json()) as { days: Slots };
        expect(days.map((day) => day.date)).toEqual([
          '2026-11-18',
          '2026-11-19',
          '2026-11-20',
          '2026-11-21',
          '2026-11-22',
          '2026-11-23',
          '2026-11-24',
        ]);
        // 45-minute steps from 08:00.
        expect(days[1]?.slots.slice(0, 3).map((slot) => slot.time)).toEqual(['08:00', '08:45', '09:30']);
        await testApp().db.update(serviceTypes).set({ isActive: false }).where(eq(serviceTypes.id, prenatal));
        const inactive = await staff.get(`/availability?serviceTypeId=${prenatal}`);
        expect(inactive.status).toBe(404);
        expect(((await inactive.json()) as ErrorBody).error).toEqual({ code: 'NOT_FOUND', message: calendarMessages.serviceNotFound });
      } finally {
        await testApp().db.update(serviceTypes).set({ allowOnlineBooking: true, isActive: true }).where(eq(serviceTypes.id, prenatal));
      }
    });

    it('refuses bad input (422)', async () => {
      for (const query of [
        '',
        `?serviceTypeId=${followUp()}&days=32`,
        `?serviceTypeId=${followUp()}&days=0`,
        `?serviceTypeId=${followUp()}&days=deux`,
        `?serviceTypeId=${followUp()}&from=18-11-2026`,
      ]) {
        const response = await staff.get(`/availability${query}`);
        expect(response.status, query).toBe(422);
      }
    });
  });

  describe('blocked times', () => {
    const publicAvailability = async () => {
      const response = await testApp().api.public.booking.availability.$get({ query: { serviceId: followUp() } });
      expect(response.status).toBe(200);
      return (await response.json()).days;
    };

    it('stop the public booking from offering the time at once, and offer it again once deleted', async () => {
      // Read first, so the public calendar is cached when the block is added.
      expect(availableTimes(await publicAvailability(), '2026-11-26')).toEqual(expect.arrayContaining(['13:00', '13:30', '14:30']));
      const response = await testApp().api.admin['blocked-times'].$post(
        {
          json: {
            startDate: '2026-11-26',
            endDate: '2026-11-26',
            startTime: '13:00',
            endTime: '15:00',
            reason: 'Rendez-vous chez le dentiste',
          },
        },
        { headers: { cookie: staff.cookie } },
      );
      expect(response.status).toBe(201);
      const created = await response.json();
      expect(created).toEqual({
        blockedTime: {
          id: expect.any(String),
          startDate: '2026-11-26',
          endDate: '2026-11-26',
          startTime: '13:00',
          endTime: '15:00',
          reason: 'Rendez-vous chez le dentiste',
        },
        overlapping: [],
      });
      const blocked = availableTimes(await publicAvailability(), '2026-11-26');
      expect(blocked).toContain('12:30');
      expect(blocked.filter((time) => time >= '13:00' && time < '15:00')).toEqual([]);
      expect(blocked).toContain('15:00');
      const listed = (await (await staff.get('/blocked-times?from=2026-11-26&to=2026-11-26')).json()) as { blockedTimes: unknown[] };
      expect(listed.blockedTimes).toEqual([created.blockedTime]);

      const removed = await staff.delete(`/blocked-times/${created.blockedTime.id}`);
      expect(removed.status).toBe(204);
      expect(availableTimes(await publicAvailability(), '2026-11-26')).toEqual(expect.arrayContaining(['13:00', '13:30', '14:30']));
      expect((await staff.delete(`/blocked-times/${created.blockedTime.id}`)).status).toBe(404);
      expect((await auditActions(testApp(), staff.staffId, created.blockedTime.id)).map((event) => event.action)).toEqual([
        'blocked_time.created',
        'blocked_time.deleted',
      ]);
    });

    it('answers the pending and confirmed appointments the new period overlaps, whole days included', async () => {
      const response = await staff.post('/blocked-times', {
        startDate: '2026-11-18',
        endDate: '2026-11-19',
        startTime: '14:15',
        reason: 'Congé',
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as BlockedBody;
      // From Wednesday 14:15 (the 14:00 visit runs to 14:30) to the end of Thursday.
      expect(body.overlapping.map((appointment) => appointment.scheduledTime)).toEqual(['14:00', '10:30']);
      const [row] = await testApp().db.select().from(blockedTimes).where(eq(blockedTimes.id, body.blockedTime.id));
      expect(row).toMatchObject({ startTime: '14:15', endTime: null, createdBy: staff.staffId });
      await staff.delete(`/blocked-times/${body.blockedTime.id}`);
    });

    it('lists from today by default', async () => {
      const response = await staff.get('/blocked-times');
      const body = (await response.json()) as { blockedTimes: { startDate: string }[] };
      expect(body.blockedTimes.map((period) => period.startDate)).toEqual(['2026-11-30']);
    });

    it('refuses bad input (422) and writes nothing', async () => {
      const before = await testApp().db.$count(blockedTimes);
      const cases: [Record<string, unknown>, string][] = [
        [{ startDate: '2026-11-27', endDate: '2026-11-26', reason: 'Congé' }, 'endDate'],
        [{ startDate: '2026-11-27', endDate: '2026-11-27', startTime: '15:00', endTime: '13:00', reason: 'Congé' }, 'endTime'],
        [{ startDate: '2026-11-27', endDate: '2026-11-27', startTime: '25:00', reason: 'Congé' }, 'startTime'],
        [{ startDate: '2026-11-27', endDate: '2026-11-27', reason: '   ' }, 'reason'],
        [{ startDate: '2026-11-27', endDate: '2026-11-27' }, 'reason'],
        [{ startDate: '2026-11-10', endDate: '2026-11-17', reason: 'Congé passé' }, 'endDate'],
        [{ startDate: '2026-11-27', endDate: '2028-11-27', reason: 'Congé sabbatique' }, 'endDate'],
      ];
      for (const [body, field] of cases) {
        const response = await staff.post('/blocked-times', body);
        expect(response.status, JSON.stringify(body)).toBe(422);
        expect(Object.keys(((await response.json()) as ErrorBody).error.fields ?? {}), JSON.stringify(body)).toEqual([field]);
      }
      expect(await testApp().db.$count(blockedTimes)).toBe(before);
      expect(await testApp().db.$count(auditEvents, eq(auditEvents.action, 'blocked_time.created'))).toBe(2);
    });
  });
});

describe('appointments booked, moved and cancelled by the clinic', () => {
  const testApp = useTestApp();
  let staff: Awaited<ReturnType<typeof signedInStaff>>;
  let services: Record<string, string>;
  let mathieuId: string;

  beforeAll(async () => {
    staff = await signedInStaff(testApp());
    services = await serviceIdsByName(testApp());
    mathieuId = await patientIdByEmail(testApp(), 'mathieu.cote@courriel.example');
  });

  const followUp = () => services['Suivi chiropratique'] ?? '';
  const initial = () => services['Évaluation initiale'] ?? '';

  async function create(body: Record<string, unknown>) {
    return staff.post('/appointments', { serviceTypeId: followUp(), ...body });
  }

  async function created(body: Record<string, unknown>) {
    const response = await create(body);
    expect(response.status).toBe(201);
    return ((await response.json()) as AppointmentBody).appointment;
  }

  const freedEvents = (appointmentId: string) =>
    testApp()
      .db.select({ slotDate: appointmentEvents.slotDate, slotTime: appointmentEvents.slotTime, reason: appointmentEvents.reason })
      .from(appointmentEvents)
      .where(eq(appointmentEvents.appointmentId, appointmentId));

  describe('POST /appointments', () => {
    it('books an existing patient: confirmed, source admin, the record’s contact details, the confirmation e-mailed on request', async () => {
      const response = await testApp().api.admin.appointments.$post(
        {
          json: {
            patientId: mathieuId,
            serviceTypeId: followUp(),
            date: '2026-11-26',
            time: '09:00',
            reason: 'Suivi lombalgie',
            notify: true,
          },
        },
        { headers: { cookie: staff.cookie } },
      );
      expect(response.status).toBe(201);
      const { appointment } = await response.json();
      expect(appointment).toMatchObject({
        patientId: mathieuId,
        name: 'Mathieu Côté',
        email: 'mathieu.cote@courriel.example',
        status: 'confirmed',
        statusLabel: 'Confirmé',
        scheduledDate: '2026-11-26',
        scheduledTime: '09:00',
        durationMinutes: 30,
        serviceName: 'Suivi chiropratique',
        bookingSource: 'admin',
        reason: 'Suivi lombalgie',
        notes: null,
      });
      await vi.waitFor(
        async () =>
          expect(await mailTo(testApp(), 'mathieu.cote@courriel.example')).toContain(
            'Confirmation de votre rendez-vous – Clinique chiropratique Émilie Tremblay',
          ),
        { timeout: 2000 },
      );
      // Its management link (a first visit also gets its intake form's, purpose `intake`).
      expect(
        await testApp().db.$count(
          appointmentLinks,
          and(eq(appointmentLinks.appointmentId, appointment.id), eq(appointmentLinks.purpose, 'manage')),
        ),
      ).toBe(1);
      const audit = await auditActions(testApp(), staff.staffId, appointment.id);
      expect(audit).toEqual([
        { action: 'appointment.created', details: { date: '2026-11-26', time: '09:00', serviceTypeId: followUp(), notify: true } },
      ]);
    });

    it('books a new patient, making the record in the same write, and e-mails no one without notify', async () => {
      const appointment = await created({
        newPatient: { firstName: 'Marie Ève', lastName: 'Tremblay Roy', email: 'me.tremblay@courriel.example', phone: '514 555-0177' },
        date: '2026-11-26',
        time: '09:30',
        notes: 'Première visite, référée par Camille',
      });
      expect(appointment).toMatchObject({
        name: 'Marie Ève Tremblay Roy',
        email: 'me.tremblay@courriel.example',
        notes: 'Première visite, référée par Camille',
      });
      const [record] = await testApp()
        .db.select()
        .from(patients)
        .where(eq(patients.id, appointment.patientId ?? ''));
      expect(record).toMatchObject({
        firstName: 'Marie Ève',
        lastName: 'Tremblay Roy',
        email: 'me.tremblay@courriel.example',
        phone: '514 555-0177',
        status: 'active',
      });
      await afterAnswers();
      expect(await mailTo(testApp(), 'me.tremblay@courriel.example')).toEqual([]);
      expect(await testApp().db.$count(appointmentLinks, eq(appointmentLinks.appointmentId, appointment.id))).toBe(0);
      const recordAudit = await auditActions(testApp(), staff.staffId, appointment.patientId ?? '');
      expect(recordAudit.map((event) => event.action)).toEqual(['patient_record.created']);
    });

    it('books a new patient without e-mail or phone, and a time off the online grid or on a closed day', async () => {
      const saturday = await created({
        newPatient: { firstName: 'Paul', lastName: 'Roy', email: '', phone: '' },
        date: '2026-11-21',
        time: '10:10',
        notify: true,
      });
      expect(saturday).toMatchObject({ email: '', scheduledDate: '2026-11-21', scheduledTime: '10:10' });
      await afterAnswers();
      expect(await testApp().db.$count(appointmentLinks, eq(appointmentLinks.appointmentId, saturday.id))).toBe(0);
      // Earlier today is still possible: a walk-in recorded on the day.
      expect((await create({ patientId: mathieuId, date: '2026-11-18', time: '08:00' })).status).toBe(201);
    });

    it('refuses an overlap with 409 BOOK_001 and its French message, and writes nothing (not even the new record)', async () => {
      const before = { appointments: await testApp().db.$count(appointments), patients: await testApp().db.$count(patients) };
      // Mathieu's Thursday follow-up runs 10:30–11:00.
      const overlapping = await create({ newPatient: { firstName: 'Zoé', lastName: 'Roy' }, date: '2026-11-19', time: '10:45' });
      expect(overlapping.status).toBe(409);
      expect(await overlapping.json()).toEqual(overlapBody);
      // A 60-minute visit from 10:00 reaches into it too; one ending at 10:30 does not.
      expect((await create({ patientId: mathieuId, serviceTypeId: initial(), date: '2026-11-19', time: '10:00' })).status).toBe(409);
      const blocked = await create({ patientId: mathieuId, date: '2026-11-30', time: '12:30' });
      expect(blocked.status).toBe(409);
      expect(await blocked.json()).toEqual({ error: { code: 'BOOK_001', message: calendarMessages.blocked } });
      expect(await testApp().db.$count(appointments)).toBe(before.appointments);
      expect(await testApp().db.$count(patients)).toBe(before.patients);
      expect((await create({ patientId: mathieuId, serviceTypeId: initial(), date: '2026-11-19', time: '09:30' })).status).toBe(201);
    });

    it('gives one slot to one of two simultaneous bookings', async () => {
      const answers = await Promise.all([
        create({ patientId: mathieuId, date: '2026-11-27', time: '09:00' }),
        create({ newPatient: { firstName: 'Zoé', lastName: 'Roy' }, date: '2026-11-27', time: '09:15' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const rows = await testApp().db.select().from(appointments).where(eq(appointments.scheduledDate, '2026-11-27'));
      expect(rows).toHaveLength(1);
    });

    it('refuses bad input with 422 on the field', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ date: '2026-11-26', time: '11:00' }, 'patientId'],
        [{ patientId: mathieuId, newPatient: { firstName: 'A', lastName: 'B' }, date: '2026-11-26', time: '11:00' }, 'patientId'],
        [{ patientId: 'inconnu', date: '2026-11-26', time: '11:00' }, 'patientId'],
        [{ newPatient: { firstName: '', lastName: 'Roy' }, date: '2026-11-26', time: '11:00' }, 'newPatient.firstName'],
        [
          { newPatient: { firstName: 'Zoé', lastName: 'Roy', email: 'pas-un-courriel' }, date: '2026-11-26', time: '11:00' },
          'newPatient.email',
        ],
        [{ newPatient: { firstName: 'Zoé', lastName: 'Roy', phone: '123' }, date: '2026-11-26', time: '11:00' }, 'newPatient.phone'],
        [{ patientId: mathieuId, date: '2026-11-26', time: '9h' }, 'time'],
        [{ patientId: mathieuId, date: '2026-11-31', time: '11:00' }, 'date'],
        [{ patientId: mathieuId, date: '2026-11-17', time: '11:00' }, 'date'],
        [{ patientId: mathieuId, date: '2026-11-26', time: '23:45' }, 'time'],
        [{ patientId: mathieuId, serviceTypeId: 'inconnu', date: '2026-11-26', time: '11:00' }, 'serviceTypeId'],
        [{ patientId: mathieuId, date: '2026-11-26', time: '11:00', notes: 'x'.repeat(2001) }, 'notes'],
        [{ patientId: mathieuId, date: '2026-11-26', time: '11:00', notify: 'oui' }, 'notify'],
      ];
      const before = await testApp().db.$count(appointments);
      for (const [body, field] of cases) {
        const response = await create(body);
        expect(response.status, JSON.stringify(body)).toBe(422);
        const error = ((await response.json()) as ErrorBody).error;
        expect(error.code).toBe('VAL_001');
        expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toEqual([field]);
      }
      expect((await staff.post('/appointments', '{"patientId":')).status).toBe(400);
      expect(await testApp().db.$count(appointments)).toBe(before);
    });
  });

  describe('PATCH /appointments/:id', () => {
    it('moves the appointment: the old slot freed for the waitlist and offered again online, the patient told on request', async () => {
      const appointment = await created({ patientId: mathieuId, date: '2026-12-01', time: '09:00' });
      await testApp().db.update(appointments).set({ presenceConfirmed: true }).where(eq(appointments.id, appointment.id));
      const response = await testApp().api.admin.appointments[':id'].$patch(
        { param: { id: appointment.id }, json: { date: '2026-12-02', time: '11:00', notify: true } },
        { headers: { cookie: staff.cookie } },
      );
      expect(response.status).toBe(200);
      const moved = (await response.json()).appointment;
      expect(moved).toMatchObject({ scheduledDate: '2026-12-02', scheduledTime: '11:00', status: 'confirmed', presenceConfirmed: false });
      expect(await freedEvents(appointment.id)).toEqual([{ slotDate: '2026-12-01', slotTime: '09:00', reason: 'moved' }]);
      await vi.waitFor(
        async () =>
          expect(await mailTo(testApp(), 'mathieu.cote@courriel.example')).toContain(
            'Votre rendez-vous a été reprogrammé – Clinique chiropratique Émilie Tremblay',
          ),
        { timeout: 2000 },
      );
      const online = await testApp().api.public.booking.availability.$get({ query: { serviceId: followUp() } });
      const days = (await online.json()).days;
      const free = (date: string) =>
        days
          .find((day) => day.date === date)
          ?.slots.filter((slot) => slot.available)
          .map((slot) => slot.time);
      expect(free('2026-12-01')).toContain('09:00');
      expect(free('2026-12-02')).not.toContain('11:00');
      const audit = await auditActions(testApp(), staff.staffId, appointment.id);
      expect(audit.at(-1)).toEqual({
        action: 'appointment.updated',
        details: { changed: ['scheduledDate', 'scheduledTime'], previous: { date: '2026-12-01', time: '09:00' }, notify: true },
      });
    });

    it('refuses a clash (409 BOOK_001) and leaves the appointment where it was', async () => {
      const appointment = await created({ patientId: mathieuId, date: '2026-12-03', time: '09:00' });
      await created({ patientId: mathieuId, date: '2026-12-03', time: '10:00' });
      const clash = await staff.patch(`/appointments/${appointment.id}`, { time: '09:45' });
      expect(clash.status).toBe(409);
      expect(await clash.json()).toEqual(overlapBody);
      // A longer service in place would reach the next visit too.
      expect((await staff.patch(`/appointments/${appointment.id}`, { serviceTypeId: initial(), time: '09:30' })).status).toBe(409);
      const [row] = await testApp().db.select().from(appointments).where(eq(appointments.id, appointment.id));
      expect(row).toMatchObject({ scheduledDate: '2026-12-03', scheduledTime: '09:00', durationMinutes: 30 });
      expect(await freedEvents(appointment.id)).toEqual([]);
      // Moving within its own slot, or into the time it frees, is no clash.
      const shifted = await staff.patch(`/appointments/${appointment.id}`, { time: '09:15' });
      expect(shifted.status).toBe(200);
      // Changing the service takes the new service's length, re-checked: 60 minutes from 09:00 reach 10:00 exactly.
      const longer = await staff.patch(`/appointments/${appointment.id}`, { serviceTypeId: initial(), time: '09:00' });
      expect(longer.status).toBe(200);
      expect(((await longer.json()) as AppointmentBody).appointment).toMatchObject({
        durationMinutes: 60,
        serviceName: 'Évaluation initiale',
      });
    });

    it('gives one slot to one of two simultaneous moves into it', async () => {
      const first = await created({ patientId: mathieuId, date: '2026-12-09', time: '09:00' });
      const second = await created({ patientId: mathieuId, date: '2026-12-09', time: '11:00' });
      const answers = await Promise.all([
        staff.patch(`/appointments/${first.id}`, { time: '10:00' }),
        staff.patch(`/appointments/${second.id}`, { time: '10:15' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const rows = await testApp().db.select().from(appointments).where(eq(appointments.scheduledDate, '2026-12-09'));
      expect(rows.map((row) => row.scheduledTime).sort()).toEqual(answers[0]?.status === 200 ? ['10:00', '11:00'] : ['09:00', '10:15']);
      // Only the move that happened freed a slot.
      expect((await freedEvents(first.id)).length + (await freedEvents(second.id)).length).toBe(1);
    });

    it('edits the notes of any appointment, even a completed one, without freeing anything', async () => {
      const [completed] = await testApp()
        .db.select()
        .from(appointments)
        .where(and(eq(appointments.status, 'completed'), eq(appointments.scheduledDate, '2026-11-17')));
      const response = await staff.patch(`/appointments/${completed?.id}`, { notes: 'Rappeler pour le suivi' });
      expect(response.status).toBe(200);
      expect(((await response.json()) as AppointmentBody).appointment).toMatchObject({
        notes: 'Rappeler pour le suivi',
        status: 'completed',
      });
      expect(await freedEvents(completed?.id ?? '')).toEqual([]);
      // But it cannot be moved any more (APPT_001).
      const move = await staff.patch(`/appointments/${completed?.id}`, { date: '2026-12-04' });
      expect(move.status).toBe(409);
      expect(await move.json()).toEqual({ error: { code: 'APPT_001', message: calendarMessages.notMovable } });
    });

    it('answers APPT_001 once the appointment was cancelled, 404 for an unknown one, 422 for nothing to change', async () => {
      const appointment = await created({ patientId: mathieuId, date: '2026-12-04', time: '09:00' });
      expect((await staff.post(`/appointments/${appointment.id}/cancel`, { reason: 'Annulé par téléphone' })).status).toBe(200);
      const move = await staff.patch(`/appointments/${appointment.id}`, { time: '10:00' });
      expect(move.status).toBe(409);
      expect(((await move.json()) as ErrorBody).error.code).toBe('APPT_001');
      expect((await staff.patch('/appointments/inconnu', { time: '10:00' })).status).toBe(404);
      const nothing = await staff.patch(`/appointments/${appointment.id}`, { notify: true });
      expect(nothing.status).toBe(422);
      expect(((await nothing.json()) as ErrorBody).error.fields).toEqual({ _: calendarMessages.nothingToChange });
      expect((await staff.patch(`/appointments/${appointment.id}`, { time: '10h' })).status).toBe(422);
    });
  });

  describe('POST /appointments/:id/cancel', () => {
    it('cancels with the reason, frees the slot for the waitlist, tells the patient on request, and refuses a second time', async () => {
      const appointment = await created({ patientId: mathieuId, date: '2026-12-07', time: '09:00' });
      const response = await testApp().api.admin.appointments[':id'].cancel.$post(
        { param: { id: appointment.id }, json: { reason: 'La clinique est fermée ce jour-là', notify: true } },
        { headers: { cookie: staff.cookie } },
      );
      expect(response.status).toBe(200);
      expect((await response.json()).appointment).toMatchObject({
        status: 'cancelled',
        statusLabel: 'Annulé',
        cancellationReason: 'La clinique est fermée ce jour-là',
      });
      expect(await freedEvents(appointment.id)).toEqual([{ slotDate: '2026-12-07', slotTime: '09:00', reason: 'cancelled' }]);
      // The waitlist heard of it at once, not at the offers job's next turn.
      await vi.waitFor(
        async () => {
          const [event] = await testApp()
            .db.select({ handledAt: appointmentEvents.handledAt })
            .from(appointmentEvents)
            .where(eq(appointmentEvents.appointmentId, appointment.id));
          expect(event?.handledAt).not.toBeNull();
        },
        { timeout: 2000 },
      );
      await vi.waitFor(
        async () =>
          expect(await mailTo(testApp(), 'mathieu.cote@courriel.example')).toContain(
            'Votre rendez-vous a été annulé – Clinique chiropratique Émilie Tremblay',
          ),
        { timeout: 2000 },
      );
      const again = await staff.post(`/appointments/${appointment.id}/cancel`, { reason: 'Encore' });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: { code: 'APPT_001', message: calendarMessages.notMovable } });
      expect((await auditActions(testApp(), staff.staffId, appointment.id)).map((event) => event.action)).toEqual([
        'appointment.created',
        'appointment.cancelled',
      ]);
    });

    it('requires a reason (422) and answers 404 for an unknown appointment', async () => {
      const appointment = await created({ patientId: mathieuId, date: '2026-12-08', time: '09:00' });
      const missing = await staff.post(`/appointments/${appointment.id}/cancel`, { reason: '  ' });
      expect(missing.status).toBe(422);
      expect(((await missing.json()) as ErrorBody).error.fields).toEqual({ reason: calendarMessages.cancellationReasonRequired });
      expect((await staff.post('/appointments/inconnu/cancel', { reason: 'Motif' })).status).toBe(404);
      const [row] = await testApp().db.select().from(appointments).where(eq(appointments.id, appointment.id));
      expect(row?.status).toBe('confirmed');
    });
  });
});

describe('the appointments list and its CSV', () => {
  const testApp = useTestApp();
  let staff: Awaited<ReturnType<typeof signedInStaff>>;
  let restoreLogs: () => void;

  beforeAll(async () => {
    restoreLogs = silenceLogs();
    staff = await signedInStaff(testApp());
    // Sixty visits on one January day, to page through, and one whose words a spreadsheet would misread.
    await testApp()
      .db.insert(appointments)
      .values([
        ...Array.from({ length: 60 }, (_, index) => ({
          name: `Patient ${String(index).padStart(2, '0')}`,
          email: `patient${index}@courriel.example`,
          phone: '514 555-0100',
          status: 'confirmed' as const,
          scheduledDate: '2027-01-11',
          scheduledTime: `${String(8 + Math.floor(index / 6)).padStart(2, '0')}:${String((index % 6) * 10).padStart(2, '0')}`,
          durationMinutes: 10,
          bookingSource: 'admin' as const,
          ...timestamps(testApp().clock),
        })),
        {
          name: '=HYPERLINK("http://evil.example";"Cliquez")',
          email: 'piege@courriel.example',
          phone: '+1 514 555-0199',
          reason: 'Douleur; "aiguë"\nau cou',
          status: 'pending' as const,
          scheduledDate: '2027-01-12',
          scheduledTime: '09:00',
          bookingSource: 'online' as const,
          ...timestamps(testApp().clock),
        },
      ]);
    return () => restoreLogs();
  });

  const list = async (query: string) => {
    const response = await staff.get(`/appointments${query}`);
    expect(response.status, query).toBe(200);
    return (await response.json()) as ListBody;
  };

  it('pages 50 at a time in date and time order, with a cursor to the next page', async () => {
    const first = await list('?from=2027-01-11&to=2027-01-11');
    expect(first.appointments).toHaveLength(50);
    expect(first.appointments[0]?.name).toBe('Patient 00');
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(`?from=2027-01-11&to=2027-01-11&cursor=${first.nextCursor}`);
    expect(second.appointments.map((appointment) => appointment.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Patient ${50 + index}`),
    );
    expect(second.nextCursor).toBeNull();
    const times = [...first.appointments, ...second.appointments].map((appointment) => appointment.scheduledTime ?? '');
    expect(times).toEqual([...times].sort());
  });

  it('filters by status, source, patient and words in the name, e-mail, phone or reason', async () => {
    const pending = await list('?from=2027-01-01&status=pending');
    expect(pending.appointments.map((appointment) => appointment.email)).toEqual(['piege@courriel.example']);
    expect((await list('?from=2027-01-01&source=online')).appointments).toHaveLength(1);
    expect((await list('?from=2027-01-01&q=AIGUË%20au')).appointments).toHaveLength(0);
    expect((await list('?from=2027-01-01&q=AIGUË')).appointments).toHaveLength(1);
    expect((await list('?from=2027-01-01&q=0199')).appointments).toHaveLength(1);
    expect((await list('?from=2027-01-01&q=patient%205')).appointments.map((appointment) => appointment.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Patient ${50 + index}`),
    );
    // An empty filter (a form's "all") filters nothing.
    expect((await list('?from=2027-01-12&to=&status=&source=&patientId=&q=&cursor=')).appointments).toHaveLength(1);
    // `%` and `_` are only themselves.
    expect((await list('?q=%25')).appointments).toEqual([]);
    const mathieu = await patientIdByEmail(testApp(), 'mathieu.cote@courriel.example');
    const his = await list(`?patientId=${mathieu}`);
    expect(his.appointments.map((appointment) => `${appointment.scheduledDate} ${appointment.status}`)).toEqual([
      '2026-11-17 no_show',
      '2026-11-19 confirmed',
    ]);
    // Undated requests belong to the requests inbox, not to this list.
    expect(his.appointments.every((appointment) => appointment.scheduledDate !== null)).toBe(true);
  });

  it('refuses bad filters and a forged cursor (422)', async () => {
    for (const query of [
      '?status=perdu',
      '?source=fax',
      '?from=2027-13-01',
      '?from=2027-01-12&to=2027-01-11',
      `?q=${'x'.repeat(101)}`,
      '?cursor=pas-un-curseur',
    ]) {
      const response = await staff.get(`/appointments${query}`);
      expect(response.status, query).toBe(422);
    }
  });

  it('exports the filtered list as CSV for Excel (fr-CA): BOM, semicolons, French headers, text quoted, formulas neutralised; audited', async () => {
    const response = await testApp().api.admin.appointments['export.csv'].$get(
      { query: { from: '2027-01-11', to: '2027-01-12' } },
      { headers: { cookie: staff.cookie } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="rendez-vous-2027-01-11-2027-01-12.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      `"Date";"Heure";"Durée (min)";"Patient";"Courriel";"Téléphone";"Service";"Prix ($)";"Statut";"Source";"Motif";"Notes";"Présence confirmée";"Paiement";"Raison d'annulation";"Créé le"`,
    );
    expect(lines[1]).toBe(
      '"2027-01-11";"08:00";10;"Patient 00";"patient0@courriel.example";"514 555-0100";;"";"Confirmé";"Clinique";;;"Non";"En attente";;"2026-11-18 10:00"',
    );
    expect(text).toContain(
      `"2027-01-12";"09:00";30;"'=HYPERLINK(""http://evil.example"";""Cliquez"")";"piege@courriel.example";"'+1 514 555-0199";;"";"En attente";"Réservation en ligne";"Douleur; ""aiguë""\nau cou";`,
    );
    expect(lines.filter((line) => line !== '')).toHaveLength(1 + 61);
    const [audit] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'appointments.exported'));
    expect(audit).toMatchObject({
      actorId: staff.staffId,
      details: { count: 61, from: '2027-01-11', to: '2027-01-12', status: null, source: null },
    });
  });

  it('exports a file no spreadsheet runs a formula from, whichever separator it splits on (`;` or `,`)', async () => {
    await testApp()
      .db.insert(appointments)
      .values(
        ['Quelqu un,=1+1,x', 'a;=2+2', 'b\t@SUM(A1)', 'c,"-3+3'].map((name, index) => ({
          name,
          email: `virgule${index}@courriel.example`,
          phone: '514 555-0100',
          reason: 'x, +1 514 555-0100',
          status: 'confirmed' as const,
          scheduledDate: '2027-02-01',
          scheduledTime: `${String(8 + index).padStart(2, '0')}:00`,
          bookingSource: 'admin' as const,
          ...timestamps(testApp().clock),
        })),
      );
    const response = await staff.get('/appointments/export.csv?from=2027-02-01&to=2027-02-01');
    const text = await response.text();
    for (const delimiter of [';', ',', '\t', '|']) {
      const rows = parse(text, { delimiter, bom: true, relax_quotes: true, relax_column_count: true }) as string[][];
      for (const cell of rows.flat()) expect(cell, `${JSON.stringify(delimiter)}: ${cell}`).not.toMatch(/^[\s"]*[=+\-@]/);
    }
    // Read with the separator it was written with, each name is whole, shown as text.
    const bySemicolon = parse(text, { delimiter: ';', bom: true }) as string[][];
    expect(bySemicolon.map((row) => row[3])).toEqual(['Patient', "Quelqu un,'=1+1,x", "a;'=2+2", "b\t'@SUM(A1)", `c,"'-3+3`]);
  });

  it('exports a demo visit with its service price in dollars and cents', async () => {
    const response = await staff.get('/appointments/export.csv?from=2026-11-19&to=2026-11-19');
    const text = await response.text();
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="rendez-vous-2026-11-19-2026-11-19.csv"');
    expect(text).toContain('"2026-11-19";"10:30";30;"Mathieu Côté";"mathieu.cote@courriel.example";');
    expect(text).toContain(';"Suivi chiropratique";"65,00";"Confirmé";"Clinique";"Lombalgie aiguë, deuxième visite";');
  });

  it('exports for Excel in English on request (`,` between cells, a decimal point), and refuses an unknown format in French', async () => {
    const response = await staff.get('/appointments/export.csv?from=2026-11-19&to=2026-11-19&format=excel-en');
    expect(response.status).toBe(200);
    const [header, ...rows] = parse(await response.text(), { delimiter: ',', bom: true }) as string[][];
    expect(header?.slice(0, 8)).toEqual(['Date', 'Heure', 'Durée (min)', 'Patient', 'Courriel', 'Téléphone', 'Service', 'Prix ($)']);
    const visit = rows.find((row) => row[3] === 'Mathieu Côté');
    expect(visit?.slice(6, 11)).toEqual(['Suivi chiropratique', '65.00', 'Confirmé', 'Clinique', 'Lombalgie aiguë, deuxième visite']);
    for (const row of rows) if (row[7] !== '') expect(Number.isFinite(Number(row[7])), row[7]).toBe(true);
    const french = parse(await (await staff.get('/appointments/export.csv?from=2026-11-19&to=2026-11-19&format=excel-fr')).text(), {
      delimiter: ';',
      bom: true,
    }) as string[][];
    expect(french.find((row) => row[3] === 'Mathieu Côté')?.[7]).toBe('65,00');
    const bad = await staff.get('/appointments/export.csv?from=2026-11-19&to=2026-11-19&format=excel-de');
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as ApiErrorBody).error.fields?.format).toBe(
      "Format doit être l'une des valeurs suivantes: Excel français, Excel anglais",
    );
  });
});
