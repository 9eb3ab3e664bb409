// The booking funnel's beacon on a real database: each visit's step counted once on the clinic's
// day, nothing personal kept, bad input refused in French, one client held back by the rate limit;
// « Analyses » shows the period's funnel against the previous one.
import { randomUUID } from 'node:crypto';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentEvents, appointments, bookingFunnelVisits } from '../../platform/db/schema';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, useTestApp } from '../../testing/test-app';

// A Sunday evening in Toronto (already Monday in UTC): the step is counted on the clinic's day.
const now = '2025-03-09T23:30:00.000Z';

describe('POST /api/public/booking-funnel', () => {
  const testApp = useTestApp({ now, config: { trustProxy: true } });
  const post = (body: unknown, address = '203.0.113.20') =>
    testApp().app.request('/api/public/booking-funnel', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });

  it('counts a visit’s step once, on the clinic’s day, and keeps only the step and the random id', async () => {
    const visit = randomUUID();
    expect((await post({ visit, step: 'opened' })).status).toBe(202);
    expect((await post({ visit, step: 'opened' })).status).toBe(202);
    expect((await post({ visit, step: 'service' })).status).toBe(202);
    const rows = await testApp().db.select().from(bookingFunnelVisits);
    expect(rows.filter((row) => row.visitId === visit)).toEqual([
      { visitId: visit, step: 'opened', day: '2025-03-09' },
      { visitId: visit, step: 'service', day: '2025-03-09' },
    ]);
  });

  it('refuses a step or a visit id that means nothing, in French, and counts nothing', async () => {
    const before = await testApp().db.$count(bookingFunnelVisits);
    const unknown = await post({ visit: randomUUID(), step: 'paid' }, '203.0.113.21');
    expect(unknown.status).toBe(422);
    expect((await readJson<ApiErrorBody>(unknown)).error.fields?.step).toBe('Étape de réservation inconnue.');
    const named = await post({ visit: 'marie@courriel.example', step: 'opened' }, '203.0.113.21');
    expect((await readJson<ApiErrorBody>(named)).error.fields?.visit).toBe('Identifiant de visite invalide.');
    expect(await testApp().db.$count(bookingFunnelVisits)).toBe(before);
  });

  it('counts no more than 30 beacons an hour from one client, without an error the visitor would see', async () => {
    const before = await testApp().db.$count(bookingFunnelVisits);
    for (let index = 0; index < 30; index += 1)
      expect((await post({ visit: randomUUID(), step: 'opened' }, '203.0.113.22')).status).toBe(202);
    const over = await post({ visit: randomUUID(), step: 'opened' }, '203.0.113.22');
    expect(over.status).toBe(202);
    expect(await readJson(over)).toEqual({ counted: false });
    expect(await testApp().db.$count(bookingFunnelVisits)).toBe(before + 30);
    expect(await readJson(await post({ visit: randomUUID(), step: 'opened' }, '203.0.113.23'))).toEqual({ counted: true });
  });
});

describe('« Analyses »: the online booking funnel and the freed slots refilled', () => {
  const testApp = useTestApp({ now });
  let practitioner: { cookie: string };

  beforeAll(async () => {
    practitioner = await staffMemberWithSession(testApp(), 'practitioner');
    const rows = (day: string, step: 'opened' | 'service' | 'slot' | 'booked', visits: number) =>
      Array.from({ length: visits }, () => ({ visitId: randomUUID(), step, day }));
    await testApp()
      .db.insert(bookingFunnelVisits)
      .values([
        ...rows('2025-01-20', 'opened', 7),
        ...rows('2025-02-03', 'opened', 4),
        ...rows('2025-02-03', 'service', 3),
        ...rows('2025-02-28', 'booked', 1),
        ...rows('2025-03-02', 'opened', 10),
      ]);
    // Two slots freed in February: one taken by a waitlist offer two hours later, one left empty.
    const appointment = (time: string, source: 'admin' | 'waitlist', createdAt: string) => ({
      id: randomUUID(),
      name: 'Créneau repris',
      email: 'creneau@courriel.example',
      phone: '514 555-0101',
      status: 'pending' as const,
      scheduledDate: '2025-02-12',
      scheduledTime: time,
      bookingSource: source,
      createdAt,
      updatedAt: createdAt,
    });
    await testApp()
      .db.insert(appointments)
      .values(appointment('10:00', 'waitlist', '2025-02-05T17:00:00.000Z'));
    await testApp()
      .db.insert(appointmentEvents)
      .values(
        ['10:00', '11:00'].map((slotTime) => ({
          type: 'slot_freed' as const,
          slotDate: '2025-02-12',
          slotTime,
          durationMinutes: 30,
          reason: 'cancelled' as const,
          createdAt: '2025-02-05T15:00:00.000Z',
        })),
      );
  });

  it('gives each step of the period, its share of the pages opened and the previous period’s', async () => {
    const response = await testApp().app.request('/api/admin/analyses?period=month&date=2025-02-10', {
      headers: { cookie: practitioner.cookie },
    });
    const body = await readJson<{ bookingFunnel: { step: string; visits: number; share: number | null; previous: number }[] }>(response);
    expect(body.bookingFunnel).toEqual([
      { step: 'opened', visits: 4, share: 1, previous: 7 },
      { step: 'service', visits: 3, share: 0.75, previous: 0 },
      { step: 'slot', visits: 0, share: 0, previous: 0 },
      { step: 'booked', visits: 1, share: 0.25, previous: 0 },
    ]);
    const { freedSlots } = await readJson<{ freedSlots: unknown }>(
      await testApp().app.request('/api/admin/analyses?period=month&date=2025-02-10', { headers: { cookie: practitioner.cookie } }),
    );
    expect(freedSlots).toEqual({
      freed: 2,
      refilled: 1,
      share: 0.5,
      byChannel: { waitlist: 1, rebooking: 0, other: 0 },
      medianHoursEmpty: 2,
      previousShare: null,
    });
  });
});
