import ICAL from 'ical.js';
import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointments, auditEvents, serviceTypes, staffCalendarFeeds, staffUsers } from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';
import { createTestSession, seededAccounts, testNow, useTestApp } from '../../testing/test-app';
import { feedEventUid } from './feed-calendar';

/** Every event of a feed, as an independent iCalendar parser reads it. */
function parsedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: String(component.getFirstPropertyValue('status')),
    };
  });
}

describe('a staff member’s calendar feed', () => {
  const testApp = useTestApp();
  let staffId: string;
  let cookie: string;
  let serviceId: string;
  let serviceName: string;

  beforeAll(async () => {
    staffId = (await seededAccounts(testApp())).staffId;
    const [service] = await testApp().db.select({ id: serviceTypes.id, name: serviceTypes.name }).from(serviceTypes).limit(1);
    serviceId = service!.id;
    serviceName = service!.name;
  });
  beforeEach(async () => {
    testApp().clock.set(testNow);
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
  });

  const admin = (method: string, body?: unknown, as = cookie) =>
    testApp().app.request('/api/admin/calendar-feed', {
      method,
      headers: { cookie: as, 'content-type': 'application/json', origin: testApp().deps.config.publicUrl },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const read = (url: string) => testApp().app.request(new URL(url).pathname);
  const newFeedUrl = async () => {
    const response = await admin('POST');
    expect(response.status).toBe(201);
    return ((await response.json()) as { url: string }).url;
  };

  async function visit(values: {
    name: string;
    date: string;
    time: string;
    status?: 'pending' | 'confirmed' | 'cancelled';
    reason?: string;
  }) {
    const [row] = await testApp()
      .db.insert(appointments)
      .values({
        email: 'patiente@example.com',
        phone: '514 555-0100',
        status: 'confirmed',
        durationMinutes: 45,
        serviceTypeId: serviceId,
        scheduledDate: values.date,
        scheduledTime: values.time,
        ...values,
        ...timestamps(testApp().clock),
      })
      .returning({ id: appointments.id });
    return row!.id;
  }

  it('lists each visit of its window once, by initials, never the reason, at the right hour across a time change', async () => {
    const kept = await visit({
      name: 'Zoé Tremblay-Lavoie',
      date: '2026-11-25',
      time: '10:30',
      reason: 'Douleur lombaire depuis la grossesse',
    });
    const afterTimeChange = await visit({ name: 'Élodie Fortin', date: '2027-03-14', time: '10:00', status: 'pending' });
    const cancelled = await visit({ name: 'Mathis Roy', date: '2026-11-26', time: '09:00', status: 'cancelled' });
    const tooFar = await visit({ name: 'Léa Roy', date: '2027-07-01', time: '09:00' });
    const url = await newFeedUrl();
    expect(url).toMatch(/\/api\/links\/calendar-feeds\/[A-Za-z0-9_-]{43}\/agenda\.ics$/);

    const response = await read(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text).not.toContain('Douleur');
    const events = parsedEvents(text);

    // Once each: as many events as the database has visits in the window, every UID apart.
    const [{ count }] = (await testApp()
      .db.select({ count: sql<number>`count(*)` })
      .from(appointments)
      .where(
        and(
          inArray(appointments.status, ['pending', 'confirmed', 'completed', 'no_show']),
          isNotNull(appointments.scheduledTime),
          gte(appointments.scheduledDate, '2026-10-19'),
          lte(appointments.scheduledDate, '2027-05-17'),
        ),
      )) as [{ count: number }];
    expect(events).toHaveLength(count);
    expect(new Set(events.map((event) => event.uid)).size).toBe(count);

    const publicUrl = testApp().deps.config.publicUrl;
    const byUid = (id: string) => events.find((event) => event.uid === feedEventUid(id, publicUrl));
    expect(byUid(kept)).toMatchObject({
      summary: `${serviceName} – Z. T.`,
      start: '2026-11-25T15:30:00.000Z',
      end: '2026-11-25T16:15:00.000Z',
      status: 'CONFIRMED',
    });
    expect(byUid(kept)!.description).toContain('/admin/calendar?vue=jour&date=2026-11-25');
    // 10:00 in Montréal on the day clocks move forward is 14:00 UTC (EDT), not 15:00.
    expect(byUid(afterTimeChange)).toMatchObject({
      summary: `${serviceName} – É. F. (À confirmer)`,
      start: '2027-03-14T14:00:00.000Z',
      status: 'TENTATIVE',
    });
    expect(byUid(cancelled)).toBeUndefined();
    expect(byUid(tooFar)).toBeUndefined();
    expect(text).not.toContain('Zoé');
  });

  it('follows a move in place (same event, new time) and drops a cancelled visit at the next read', async () => {
    const id = await visit({ name: 'Noah Bélanger', date: '2026-11-27', time: '13:00' });
    const url = await newFeedUrl();
    const uid = feedEventUid(id, testApp().deps.config.publicUrl);
    const before = parsedEvents(await (await read(url)).text()).filter((event) => event.uid === uid);
    expect(before.map((event) => event.start)).toEqual(['2026-11-27T18:00:00.000Z']);

    await testApp().db.update(appointments).set({ scheduledDate: '2026-11-30', scheduledTime: '08:30' }).where(eq(appointments.id, id));
    const moved = parsedEvents(await (await read(url)).text()).filter((event) => event.uid === uid);
    expect(moved.map((event) => event.start)).toEqual(['2026-11-30T13:30:00.000Z']);

    await testApp().db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, id));
    expect(parsedEvents(await (await read(url)).text()).filter((event) => event.uid === uid)).toEqual([]);
  });

  it('shows full names when she chooses, and refuses a malformed choice without changing it', async () => {
    const id = await visit({ name: 'Florence Gagnon', date: '2026-11-24', time: '11:00' });
    const url = await newFeedUrl();
    const uid = feedEventUid(id, testApp().deps.config.publicUrl);
    const refused = await admin('PATCH', { fullNames: 'oui' });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain('Indiquez si le nom complet des patients doit paraître.');
    expect(parsedEvents(await (await read(url)).text()).find((event) => event.uid === uid)!.summary).toBe(`${serviceName} – F. G.`);

    const changed = await admin('PATCH', { fullNames: true });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { feed: { fullNames: boolean } }).feed.fullNames).toBe(true);
    expect(parsedEvents(await (await read(url)).text()).find((event) => event.uid === uid)!.summary).toBe(
      `${serviceName} – Florence Gagnon`,
    );
  });

  it('keeps only the hash of the secret; a reset or removal ends the old address at once', async () => {
    const first = await newFeedUrl();
    const secret = new URL(first).pathname.split('/')[4]!;
    expect(secret).toHaveLength(43);
    const stored = await testApp().db.select().from(staffCalendarFeeds).where(eq(staffCalendarFeeds.staffId, staffId));
    expect(JSON.stringify(stored)).not.toContain(secret);
    const status = await admin('GET');
    expect(JSON.stringify(await status.json())).not.toContain(secret);

    const second = await newFeedUrl();
    expect(second).not.toBe(first);
    expect((await read(first)).status).toBe(404);
    expect((await read(second)).status).toBe(200);

    expect((await admin('DELETE')).status).toBe(200);
    expect((await read(second)).status).toBe(404);
    expect((await admin('DELETE')).status).toBe(404);
    expect((await admin('PATCH', { fullNames: true })).status).toBe(404);
    expect(((await (await admin('GET')).json()) as { feed: unknown }).feed).toBeNull();

    const actions = await testApp()
      .db.select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, staffId));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['calendar_feed.created', 'calendar_feed.fetched', 'calendar_feed.removed']),
    );
    expect(JSON.stringify(actions)).not.toContain(secret);
  });

  it('answers 404 for a deactivated member’s feed, and 422 for a malformed secret', async () => {
    const [member] = await testApp()
      .db.insert(staffUsers)
      .values({
        email: 'reception.agenda@clinique.example',
        fullName: 'Réception Agenda',
        role: 'reception',
        passwordHash: 'x',
        ...createdTimestamp(testApp().clock),
      })
      .returning({ id: staffUsers.id });
    const memberCookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: member!.id, secondFactorVerified: true });
    const created = await admin('POST', undefined, memberCookie);
    const { url } = (await created.json()) as { url: string };
    expect((await read(url)).status).toBe(200);
    await testApp().db.update(staffUsers).set({ deactivatedAt: testApp().clock.now().toISOString() }).where(eq(staffUsers.id, member!.id));
    expect((await read(url)).status).toBe(404);
    expect((await testApp().app.request('/api/links/calendar-feeds/pas-un-secret/agenda.ics')).status).toBe(422);
  });
});
