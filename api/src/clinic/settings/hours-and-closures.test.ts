import { describe, expect, it } from 'vitest';
import type { HoursSectionInput } from 'shared-domain/clinic/clinic-settings';
import { auditEvents, blockedTimes, bookingHourBreaks, bookingHours } from '../../platform/db/schema';
import { auditEventsOf } from '../../testing/audit-events';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { useTestApp } from '../../testing/test-app';

type Refusal = { error: { code: string; message: string; fields?: Record<string, string> } };
type Closure = { id: string; startDate: string; endDate: string; reason: string };

// The test clock's today is Wednesday 18 November 2026.
describe("« Heures d'ouverture »: the week, its breaks and the closures", () => {
  const testApp = useTestApp();
  const admin = async () => (await staffMemberWithSession(testApp(), 'admin')).cookie;
  const request = (cookie: string, method: string, path: string, body?: unknown) =>
    testApp().app.request(`/api/admin/settings${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const week = async (cookie: string): Promise<HoursSectionInput> =>
    ((await (await request(cookie, 'GET', '')).json()) as { hours: HoursSectionInput }).hours;
  const closures = async (cookie: string) =>
    ((await (await request(cookie, 'GET', '/closures')).json()) as { closures: Closure[] }).closures;

  it('saves the week with lunch breaks, answers the changed days, and audits each day before and after', async () => {
    const cookie = await admin();
    const before = await week(cookie);
    const lunch = [{ start: '12:00', end: '13:00' }];
    const days = before.days.map((day) =>
      day.weekday === 2 || day.weekday === 4 ? { ...day, breaks: lunch } : day.weekday === 5 ? { ...day, enabled: false } : day,
    );
    const response = await request(cookie, 'PUT', '/hours', { days });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as { values: HoursSectionInput; changed: string[] };
    expect(saved.changed).toEqual(['tuesday', 'thursday', 'friday']);
    expect(saved.values.days[2]?.breaks).toEqual(lunch);
    expect(await testApp().db.select({ weekday: bookingHourBreaks.weekday }).from(bookingHourBreaks)).toEqual([
      { weekday: 2 },
      { weekday: 4 },
    ]);
    expect((await testApp().db.select().from(bookingHours)).find((day) => day.weekday === 5)?.enabled).toBe(false);
    const [entry] = await testApp()
      .db.select()
      .from(auditEvents)
      .then((rows) => rows.filter((row) => row.action === 'settings.hours_updated'));
    expect(entry?.details).toEqual({
      changes: {
        tuesday: {
          before: { ...before.days[2], weekday: undefined, breaks: [] },
          after: { ...before.days[2], weekday: undefined, breaks: lunch },
        },
        thursday: expect.objectContaining({ after: expect.objectContaining({ breaks: lunch }) }),
        friday: { before: expect.objectContaining({ enabled: true }), after: expect.objectContaining({ enabled: false }) },
      },
    });

    // The same week again: nothing written.
    const again = await request(cookie, 'PUT', '/hours', { days: saved.values.days });
    expect(((await again.json()) as { changed: string[] }).changed).toEqual([]);
  });

  it('refuses a day closing before it opens, a break outside the hours or over another, a missing day — and keeps the week', async () => {
    const cookie = await admin();
    const before = await week(cookie);
    const withDay = (weekday: number, change: object) => ({
      days: before.days.map((day) => (day.weekday === weekday ? { ...day, ...change } : day)),
    });
    const cases: [unknown, Record<string, string>][] = [
      [withDay(1, { start: '19:00', end: '08:00' }), { 'days.1.end': "L'heure de fermeture doit être après l'heure d'ouverture" }],
      [
        withDay(2, { breaks: [{ start: '07:00', end: '08:30' }] }),
        { 'days.2.breaks.0.start': "La pause doit être comprise dans les heures d'ouverture (8 h à 19 h)" },
      ],
      [
        withDay(3, {
          breaks: [
            { start: '12:00', end: '13:00' },
            { start: '12:30', end: '14:00' },
          ],
        }),
        { 'days.3.breaks.1.start': 'Les pauses de cette journée se chevauchent' },
      ],
      [withDay(4, { start: '8 h' }), { 'days.4.start': 'Ouverture doit être une heure valide (HH:MM)' }],
      [{ days: before.days.slice(1) }, { days: 'Les sept jours de la semaine doivent être donnés une fois chacun' }],
    ];
    for (const [body, fields] of cases) {
      const response = await request(cookie, 'PUT', '/hours', body);
      expect(response.status).toBe(422);
      expect(((await response.json()) as Refusal).error.fields).toEqual(fields);
    }
    expect(await week(cookie)).toEqual(before);
    expect(await auditEventsOf(testApp().db, 'settings.hours_updated', '1')).toEqual([]);
  });

  it('adds a closure of whole days, lists the upcoming ones, removes one — each audited', async () => {
    const cookie = await admin();
    const listedBefore = await closures(cookie);
    const response = await request(cookie, 'POST', '/closures', {
      startDate: '2026-12-24',
      endDate: '2027-01-04',
      reason: ' Congé des Fêtes ',
    });
    expect(response.status).toBe(201);
    const { closure, appointmentsDuring } = (await response.json()) as { closure: Closure; appointmentsDuring: number };
    expect(closure).toEqual({ id: expect.any(String), startDate: '2026-12-24', endDate: '2027-01-04', reason: 'Congé des Fêtes' });
    expect(appointmentsDuring).toBe(0);
    const [row] = await testApp()
      .db.select()
      .from(blockedTimes)
      .then((rows) => rows.filter((r) => r.id === closure.id));
    expect(row).toMatchObject({ startTime: null, endTime: null });
    expect(await closures(cookie)).toEqual([...listedBefore, closure].sort((a, b) => a.startDate.localeCompare(b.startDate)));
    const [added] = await auditEventsOf(testApp().db, 'settings.closure_added', closure.id);
    expect(added?.details).toEqual({
      changes: {
        startDate: { before: null, after: '2026-12-24' },
        endDate: { before: null, after: '2027-01-04' },
        reason: { before: null, after: 'Congé des Fêtes' },
      },
    });

    expect((await request(cookie, 'DELETE', `/closures/${closure.id}`)).status).toBe(204);
    expect(await closures(cookie)).toEqual(listedBefore);
    expect(await auditEventsOf(testApp().db, 'settings.closure_removed', closure.id)).toHaveLength(1);
    // Gone already: a French 404, and no second entry.
    const again = await request(cookie, 'DELETE', `/closures/${closure.id}`);
    expect(again.status).toBe(404);
    expect(((await again.json()) as Refusal).error.message).toBe('Cette fermeture est introuvable : elle a peut-être déjà été retirée.');
    expect(await auditEventsOf(testApp().db, 'settings.closure_removed', closure.id)).toHaveLength(1);
  });

  it('adds a closure overlapping another with a warning naming it; one that only touches it overlaps nothing', async () => {
    const cookie = await admin();
    const add = async (startDate: string, endDate: string, reason: string) => {
      const response = await request(cookie, 'POST', '/closures', { startDate, endDate, reason });
      expect(response.status).toBe(201);
      return (await response.json()) as { closure: Closure; overlapping: Closure[] };
    };
    const vacation = await add('2027-02-01', '2027-02-05', 'Vacances');
    expect(vacation.overlapping).toEqual([]);
    const training = await add('2027-02-04', '2027-02-10', 'Formation');
    expect(training.overlapping).toEqual([vacation.closure]);
    expect(await closures(cookie)).toEqual(expect.arrayContaining([vacation.closure, training.closure]));
    const after = await add('2027-02-11', '2027-02-11', 'Journée pédagogique');
    expect(after.overlapping).toEqual([]);
    const inside = await add('2027-02-05', '2027-02-05', 'Congé');
    expect(inside.overlapping).toEqual([vacation.closure, training.closure]);
  });

  it('says how many appointments are still booked during a new closure', async () => {
    const cookie = await admin();
    const response = await request(cookie, 'POST', '/closures', { startDate: '2026-11-18', endDate: '2026-11-30', reason: 'Vacances' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { appointmentsDuring: number }).appointmentsDuring).toBeGreaterThan(0);
  });

  it('refuses a closure ending before it starts, without a reason, already over, or a blocked hour taken for one', async () => {
    const cookie = await admin();
    const before = await testApp().db.select().from(blockedTimes);
    const cases: [unknown, Record<string, string>][] = [
      [
        { startDate: '2026-12-24', endDate: '2026-12-23', reason: 'Fêtes' },
        { endDate: 'Le dernier jour doit être le même jour ou après le premier' },
      ],
      [{ startDate: '2026-12-24', endDate: '2026-12-24', reason: '  ' }, { reason: 'Veuillez remplir le champ « Motif »' }],
      [{ startDate: '2026-02-30', endDate: '2026-12-24', reason: 'Fêtes' }, { startDate: 'Premier jour doit être une date valide' }],
      [{ startDate: '2026-11-01', endDate: '2026-11-17', reason: 'Passé' }, { endDate: 'Cette période est déjà passée.' }],
    ];
    for (const [body, fields] of cases) {
      const response = await request(cookie, 'POST', '/closures', body);
      expect(response.status).toBe(422);
      expect(((await response.json()) as Refusal).error.fields).toEqual(fields);
    }
    // A blocked hour of the calendar (with times) is no closure: not removed from here.
    const partDay = before.find((row) => row.startTime !== null);
    if (!partDay) throw new Error('the demo clinic has a blocked hour');
    expect((await request(cookie, 'DELETE', `/closures/${partDay.id}`)).status).toBe(404);
    expect(await testApp().db.select().from(blockedTimes)).toEqual(before);
  });

  it('refuses the practitioner and the reception', async () => {
    const cookie = await admin();
    const created = (await (
      await request(cookie, 'POST', '/closures', { startDate: '2027-03-01', endDate: '2027-03-05', reason: 'Relâche' })
    ).json()) as {
      closure: Closure;
    };
    const hours = await week(cookie);
    for (const role of ['practitioner', 'reception'] as const) {
      const other = (await staffMemberWithSession(testApp(), role)).cookie;
      expect((await request(other, 'GET', '/closures')).status).toBe(403);
      expect((await request(other, 'POST', '/closures', { startDate: '2027-04-01', endDate: '2027-04-02', reason: 'x' })).status).toBe(403);
      expect((await request(other, 'DELETE', `/closures/${created.closure.id}`)).status).toBe(403);
      expect((await request(other, 'PUT', '/hours', hours)).status).toBe(403);
    }
    expect((await closures(cookie)).map((closure) => closure.reason)).toContain('Relâche');
  });
});
