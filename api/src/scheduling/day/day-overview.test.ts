import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsMetrics, appointments, clinicSettings, serviceTypes, waitlistEntries } from '../../platform/db/schema';
import { demoAppointmentRequests } from '../../demo/demo-clinic';
import { timestamps } from '../../platform/db/timestamps';
import { createTestSession, readJson, seededAccounts, testNow, useTestApp } from '../../testing/test-app';
import { dayAppointmentsQuery, fallbackVisitPriceCents } from './day-overview';

type TestApp = ReturnType<ReturnType<typeof useTestApp>>;

async function staffCookie(testApp: TestApp): Promise<string> {
  const { staffId } = await seededAccounts(testApp);
  return createTestSession(testApp, { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
}

describe('GET /api/admin/day on the demo clinic', () => {
  const testApp = useTestApp();
  let cookie: string;
  beforeAll(async () => {
    cookie = await staffCookie(testApp());
  });
  const day = (query: { date?: string } = {}) => testApp().api.admin.day.$get({ query }, { headers: { cookie } });

  it("gives today's appointments by time, every status, with the figures beside them", async () => {
    const response = await day();
    expect(response.status).toBe(200);
    const body = await response.json();
    // testNow is Wednesday 18 November 2026, 10:00 in Montréal.
    expect(body.date).toBe('2026-11-18');
    expect(body.now).toBe(new Date(testNow).toISOString());
    expect(
      body.appointments.map(({ scheduledTime, status, statusLabel, name, serviceName, priceCents }) => ({
        scheduledTime,
        status,
        statusLabel,
        name,
        serviceName,
        priceCents,
      })),
    ).toEqual([
      {
        scheduledTime: '09:00',
        status: 'confirmed',
        statusLabel: 'Confirmé',
        name: 'Camille Gagnon',
        serviceName: 'Chiropratique prénatale',
        priceCents: 7500,
      },
      {
        scheduledTime: '14:00',
        status: 'pending',
        statusLabel: 'En attente',
        name: expect.stringContaining('Léa'),
        serviceName: 'Chiropratique pédiatrique',
        priceCents: 6000,
      },
    ]);
    // The demo's two requests from the public modal, still without a slot.
    expect(body.pendingRequests).toBe(demoAppointmentRequests.length);
    expect(body.waitlistCount).toBe(await testApp().db.$count(waitlistEntries, eq(waitlistEntries.status, 'waiting')));
    expect(body.waitlistCount).toBeGreaterThan(0);
    expect(body.revenue).toEqual({ completedCount: 0, estimatedCents: 0 });
    // Nothing is completed yet today; the demo clinic records its satisfaction score.
    expect(body.stats).toEqual({ averageVisitMinutes: null, satisfaction: 4.9 });
  });

  it('gives another day on request: yesterday, one completed prenatal visit and a no-show', async () => {
    const body = await (await day({ date: '2026-11-17' })).json();
    expect(body.date).toBe('2026-11-17');
    expect(body.appointments.map((appointment) => [appointment.scheduledTime, appointment.status])).toEqual([
      ['09:30', 'completed'],
      ['15:30', 'no_show'],
    ]);
    expect(body.revenue).toEqual({ completedCount: 1, estimatedCents: 7500 });
    expect(body.stats.averageVisitMinutes).toBe(body.appointments[0]?.durationMinutes);
  });

  it('refuses a date that is not one with 422', async () => {
    for (const date of ['2026-02-30', 'demain', '18/11/2026', '']) {
      const response = await day({ date });
      expect(response.status).toBe(422);
      const { error } = await readJson<ApiErrorBody>(response);
      expect(error).toMatchObject({ code: 'VAL_001', fields: { date: 'Date doit être une date valide' } });
    }
  });

  it("reads the day on the schedule index, which also gives the order (no sort of the clinic's history)", async () => {
    const { sql, params } = dayAppointmentsQuery(testApp().db, '2026-11-18').toSQL();
    const plan = await testApp().client.execute({ sql: `explain query plan ${sql}`, args: params as never[] });
    const details = plan.rows.map((row) => String(row.detail));
    expect(details.some((detail) => /SEARCH appointments USING INDEX appointments_schedule_idx \(scheduled_date=\?/.test(detail))).toBe(
      true,
    );
    expect(details.some((detail) => /SCAN appointments\b/.test(detail))).toBe(false);
  });
});

describe('GET /api/admin/day with a pinned clock', () => {
  // Sunday 14 June 2026, 12:00 in Montréal: the clinic is closed, so the demo placed nothing on it.
  const testApp = useTestApp({ now: '2026-06-14T16:00:00Z' });
  let cookie: string;
  beforeAll(async () => {
    cookie = await staffCookie(testApp());
  });
  const day = (query: { date?: string } = {}) => testApp().api.admin.day.$get({ query }, { headers: { cookie } });

  async function addVisit(fields: Partial<typeof appointments.$inferInsert>) {
    await testApp()
      .db.insert(appointments)
      .values({
        id: randomUUID(),
        name: 'Visite test',
        email: 'visite@courriel.example',
        phone: '514 555-0100',
        scheduledDate: '2026-06-14',
        status: 'completed',
        ...timestamps(testApp().clock),
        ...fields,
      });
  }

  it('counts completed visits at their service price, 85 $ without a service, and nothing else', async () => {
    const [service] = await testApp().db.select().from(serviceTypes).where(eq(serviceTypes.name, 'Neurologie fonctionnelle'));
    if (!service) throw new Error('the demo services were not seeded');
    await addVisit({ scheduledTime: '11:00', serviceTypeId: service.id });
    await addVisit({ scheduledTime: '08:00', serviceTypeId: null });
    await addVisit({ scheduledTime: '09:00', serviceTypeId: service.id, status: 'no_show' });
    await addVisit({ scheduledTime: '13:00', serviceTypeId: service.id, status: 'confirmed' });
    await addVisit({ scheduledTime: '10:00', serviceTypeId: null, status: 'cancelled' });
    // Another day's completed visit is not this day's revenue.
    await addVisit({ scheduledTime: '11:00', serviceTypeId: service.id, scheduledDate: '2026-06-13' });

    const body = await (await day()).json();
    expect(body.date).toBe('2026-06-14');
    expect(body.appointments.map((appointment) => [appointment.scheduledTime, appointment.status, appointment.priceCents])).toEqual([
      ['08:00', 'completed', null],
      ['09:00', 'no_show', 12000],
      ['10:00', 'cancelled', null],
      ['11:00', 'completed', 12000],
      ['13:00', 'confirmed', 12000],
    ]);
    expect(body.revenue).toEqual({ completedCount: 2, estimatedCents: 12000 + fallbackVisitPriceCents });
    expect(fallbackVisitPriceCents).toBe(8500);
  });

  it('counts the undated requests waiting in the inbox, not the dated pending appointments', async () => {
    const before = (await (await day()).json()).pendingRequests;
    await addVisit({ scheduledTime: '15:00', status: 'pending' });
    await addVisit({ scheduledTime: null, scheduledDate: null, status: 'pending' });
    await addVisit({ scheduledTime: null, scheduledDate: null, status: 'cancelled' });
    expect((await (await day()).json()).pendingRequests).toBe(before + 1);
  });

  it("computes the average length from the day's completed visits only, and gives none without one", async () => {
    // A Sunday of its own: the tests above fill the pinned day.
    const date = '2026-06-21';
    const average = async () => (await (await day({ date })).json()).stats.averageVisitMinutes;
    expect(await average()).toBeNull();
    // An unfinished, cancelled or missed visit, or another day's, is not a measured length.
    await addVisit({ scheduledDate: date, scheduledTime: '09:00', status: 'confirmed', durationMinutes: 90 });
    await addVisit({ scheduledDate: date, scheduledTime: '09:30', status: 'no_show', durationMinutes: 90 });
    await addVisit({ scheduledDate: date, scheduledTime: '10:00', status: 'cancelled', durationMinutes: 90 });
    await addVisit({ scheduledDate: '2026-06-20', scheduledTime: '10:00', durationMinutes: 90 });
    expect(await average()).toBeNull();
    await addVisit({ scheduledDate: date, scheduledTime: '11:00', durationMinutes: 30 });
    await addVisit({ scheduledDate: date, scheduledTime: '11:30', durationMinutes: 45 });
    await addVisit({ scheduledDate: date, scheduledTime: '12:30', durationMinutes: 60 });
    expect(await average()).toBe(45);
    await addVisit({ scheduledDate: date, scheduledTime: '13:30', durationMinutes: 20 });
    // (30 + 45 + 60 + 20) / 4 = 38,75: whole minutes.
    expect(await average()).toBe(39);
  });

  it('gives the satisfaction score only when the clinic records one, never a default', async () => {
    await testApp().db.update(analyticsMetrics).set({ metricValue: 4.7 }).where(eq(analyticsMetrics.metricName, 'patient_satisfaction'));
    expect((await (await day()).json()).stats.satisfaction).toBe(4.7);
    await testApp().db.delete(analyticsMetrics);
    expect((await (await day()).json()).stats.satisfaction).toBeNull();
  });

  it("gives the clinic's time zone, and today is the clinic's today in it", async () => {
    const before = await (await day()).json();
    expect(before).toMatchObject({ date: '2026-06-14', timeZone: 'America/Toronto' });
    // 16:00 UTC is already 06:00 the next morning on Kiritimati (UTC+14).
    await testApp().db.update(clinicSettings).set({ timeZone: 'Pacific/Kiritimati' });
    try {
      const body = await (await day()).json();
      expect(body).toMatchObject({ date: '2026-06-15', timeZone: 'Pacific/Kiritimati', now: '2026-06-14T16:00:00.000Z' });
    } finally {
      await testApp().db.update(clinicSettings).set({ timeZone: 'America/Toronto' });
    }
  });
});
