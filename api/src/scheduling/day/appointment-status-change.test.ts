import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { visitTimingMessages } from 'shared-domain/scheduling/visit-timing';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditEvents, emailOutbox, invoices, patients } from '../../platform/db/schema';
import { afterAnswersSettled } from '../../platform/http/after-answer';
import { outboxMails } from '../../testing/outbox';
import { timestamps } from '../../platform/db/timestamps';
import { createTestSession, readJson, seededAccounts, testNow, useTestApp } from '../../testing/test-app';

describe('POST /api/admin/appointments/:id/status', () => {
  const testApp = useTestApp();
  let cookie: string;
  let staffId: string;
  const signIn = async () => {
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
  };
  beforeAll(async () => {
    staffId = (await seededAccounts(testApp())).staffId;
    await signIn();
  });
  // Some tests move the clock hours on (and sign in again there: the session would have gone idle);
  // the next starts at 10:00 again.
  afterEach(async () => {
    testApp().clock.set(testNow);
    await signIn();
  });
  /** `instant`, with a session of that moment. */
  const at = async (instant: string) => {
    testApp().clock.set(instant);
    await signIn();
  };
  /** 14:00 in Montréal on the demo's day: the afternoon visit's start. */
  const atAfternoonVisit = () => at('2026-11-18T19:00:00Z');

  const setStatus = (id: string, json: { status: string; from: string }) =>
    testApp().app.request(`/api/admin/appointments/${id}/status`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
  const typed = (
    id: string,
    json: { status: 'completed' | 'no_show' | 'confirmed' | 'pending'; from: 'confirmed' | 'completed' | 'pending' | 'no_show' },
  ) => testApp().api.admin.appointments[':id'].status.$post({ param: { id }, json }, { headers: { cookie } });
  const day = async () => (await testApp().api.admin.day.$get({ query: {} }, { headers: { cookie } })).json();

  /** Today's 09:00 visit (Camille, prenatal, confirmed) and today's 14:00 one (Léa, pending). */
  async function todays() {
    const { appointments: list } = await day();
    const [morning, afternoon] = list;
    if (!morning?.patientId || !afternoon) throw new Error("the demo day's visits were not seeded");
    return { morning: { ...morning, patientId: morning.patientId }, afternoon };
  }
  const patientTotals = async (id: string) => {
    const [row] = await testApp()
      .db.select({ totalVisits: patients.totalVisits, lastVisit: patients.lastVisit })
      .from(patients)
      .where(eq(patients.id, id));
    return row;
  };
  const statusOf = async (id: string) =>
    (await testApp().db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id)))[0]?.status;
  const audited = (id: string) =>
    testApp()
      .db.select({ action: auditEvents.action, actorId: auditEvents.actorId, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'appointments'), eq(auditEvents.entityId, id)));

  it("marks today's visit completed: the revenue moves, the patient's record counts it, the change is audited", async () => {
    const { morning } = await todays();
    const before = await patientTotals(morning.patientId);
    const response = await typed(morning.id, { status: 'completed', from: 'confirmed' });
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    const { appointment } = await response.json();
    expect(appointment).toMatchObject({ id: morning.id, status: 'completed', statusLabel: 'Terminé', scheduledTime: '09:00' });
    expect((await day()).revenue).toEqual({ completedCount: 1, estimatedCents: 7500 });
    expect(await patientTotals(morning.patientId)).toEqual({ totalVisits: (before?.totalVisits ?? 0) + 1, lastVisit: '2026-11-18' });
    expect(await audited(morning.id)).toEqual([
      { action: 'appointment.status_changed', actorId: staffId, details: { from: 'confirmed', to: 'completed' } },
    ]);
  });

  it('refuses a change from a status the appointment no longer has with 409 APPT_001, changing nothing', async () => {
    const { morning } = await todays();
    const totals = await patientTotals(morning.patientId);
    const response = await setStatus(morning.id, { status: 'no_show', from: 'confirmed' });
    expect(response.status).toBe(409);
    expect((await readJson<ApiErrorBody>(response)).error).toMatchObject({
      code: 'APPT_001',
      message: 'Ce rendez-vous a été modifié entre-temps. Vérifiez son statut, puis réessayez.',
    });
    expect(await statusOf(morning.id)).toBe('completed');
    expect(await patientTotals(morning.patientId)).toEqual(totals);
  });

  it("undoes the completion with the same call back: the patient's totals and last visit return", async () => {
    const { morning } = await todays();
    const completed = await patientTotals(morning.patientId);
    const response = await typed(morning.id, { status: 'confirmed', from: 'completed' });
    expect(response.status).toBe(200);
    expect(await statusOf(morning.id)).toBe('confirmed');
    const [previous] = await testApp()
      .db.select({ date: appointments.scheduledDate })
      .from(appointments)
      .where(and(eq(appointments.patientId, morning.patientId), eq(appointments.status, 'completed')))
      .orderBy(appointments.scheduledDate)
      .then((rows) => rows.slice(-1));
    expect(await patientTotals(morning.patientId)).toEqual({
      totalVisits: (completed?.totalVisits ?? 1) - 1,
      lastVisit: previous?.date ?? null,
    });
    expect((await day()).revenue).toEqual({ completedCount: 0, estimatedCents: 0 });
    expect((await audited(morning.id)).map((event) => event.details)).toEqual([
      { from: 'confirmed', to: 'completed' },
      { from: 'completed', to: 'confirmed' },
    ]);
  });

  it('refuses « Absent » before the visit’s start with 409 APPT_002 in French, changing nothing', async () => {
    const { afternoon } = await todays();
    // 13:59 at the clinic: the 14:00 patient may still come.
    await at('2026-11-18T18:59:00Z');
    const response = await setStatus(afternoon.id, { status: 'no_show', from: 'pending' });
    expect(response.status).toBe(409);
    expect((await readJson<ApiErrorBody>(response)).error).toMatchObject({ code: 'APPT_002', message: visitTimingMessages.noShowTooEarly });
    expect(await statusOf(afternoon.id)).toBe('pending');
    expect(await testApp().db.select().from(invoices).where(eq(invoices.appointmentId, afternoon.id))).toEqual([]);
    expect(await audited(afternoon.id)).toEqual([]);
  });

  it('marks a no-show and undoes it, without touching the visit count', async () => {
    const { afternoon } = await todays();
    await atAfternoonVisit();
    const owner = afternoon.patientId;
    const totals = owner ? await patientTotals(owner) : undefined;
    expect((await typed(afternoon.id, { status: 'no_show', from: 'pending' })).status).toBe(200);
    expect(await statusOf(afternoon.id)).toBe('no_show');
    expect((await typed(afternoon.id, { status: 'pending', from: 'no_show' })).status).toBe(200);
    expect(await statusOf(afternoon.id)).toBe('pending');
    if (owner) expect(await patientTotals(owner)).toEqual(totals);
  });

  it('refuses the undo with 409 BOOK_001 once the freed slot was booked by someone else', async () => {
    const { afternoon } = await todays();
    await atAfternoonVisit();
    expect((await typed(afternoon.id, { status: 'no_show', from: 'pending' })).status).toBe(200);
    await testApp()
      .db.insert(appointments)
      .values({
        id: randomUUID(),
        name: 'Arrivée de dernière minute',
        email: 'derniere.minute@courriel.example',
        phone: '514 555-0199',
        status: 'confirmed',
        scheduledDate: '2026-11-18',
        scheduledTime: '14:15',
        durationMinutes: 30,
        ...timestamps(testApp().clock),
      });
    const response = await setStatus(afternoon.id, { status: 'pending', from: 'no_show' });
    expect(response.status).toBe(409);
    expect((await readJson<ApiErrorBody>(response)).error.code).toBe('BOOK_001');
    expect(await statusOf(afternoon.id)).toBe('no_show');
  });

  it('answers the same status as shown with 200 and changes nothing (a double click)', async () => {
    const { morning } = await todays();
    const events = (await audited(morning.id)).length;
    const response = await setStatus(morning.id, { status: 'confirmed', from: 'confirmed' });
    expect(response.status).toBe(200);
    expect(await audited(morning.id)).toHaveLength(events);
  });

  it('refuses to reopen a cancelled appointment (422), an unknown one or an undated request (404)', async () => {
    const [cancelled] = await testApp().db.select({ id: appointments.id }).from(appointments).where(eq(appointments.status, 'cancelled'));
    if (!cancelled) throw new Error('the demo clinic has no cancelled appointment');
    const reopened = await setStatus(cancelled.id, { status: 'confirmed', from: 'cancelled' });
    expect(reopened.status).toBe(422);
    expect((await readJson<ApiErrorBody>(reopened)).error.fields).toEqual({
      from: 'Un rendez-vous annulé ne peut pas changer de statut ici.',
    });
    expect(await statusOf(cancelled.id)).toBe('cancelled');

    expect((await setStatus(randomUUID(), { status: 'completed', from: 'confirmed' })).status).toBe(404);
    const requestId = randomUUID();
    await testApp()
      .db.insert(appointments)
      .values({
        id: requestId,
        name: 'Demande sans date',
        email: 'demande@courriel.example',
        phone: '514 555-0111',
        status: 'pending',
        ...timestamps(testApp().clock),
      });
    expect((await setStatus(requestId, { status: 'completed', from: 'pending' })).status).toBe(404);
    expect(await statusOf(requestId)).toBe('pending');
  });

  it('files an online booking under the record its address matches once staff confirm it', async () => {
    const [record] = await testApp()
      .db.insert(patients)
      .values({ firstName: 'Léa', lastName: 'Fortin', email: 'lea.fortin@courriel.example', ...timestamps(testApp().clock) })
      .returning({ id: patients.id });
    const id = randomUUID();
    await testApp()
      .db.insert(appointments)
      .values({
        id,
        name: 'Léa Fortin',
        email: 'Lea.Fortin@courriel.example',
        phone: '514 555-0100',
        status: 'pending',
        scheduledDate: '2026-11-18',
        scheduledTime: '17:00',
        bookingSource: 'online',
        ...timestamps(testApp().clock),
      });
    expect((await typed(id, { status: 'confirmed', from: 'pending' })).status).toBe(200);
    const [row] = await testApp().db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ status: 'confirmed', patientId: record!.id });
  });

  it('refuses bad input with 422 and the field in French', async () => {
    const { morning } = await todays();
    const cases: [unknown, Record<string, string>][] = [
      [
        { status: 'cancelled', from: 'confirmed' },
        { status: "Statut doit être l'une des valeurs suivantes: completed, no_show, confirmed, pending" },
      ],
      [{ status: 'completed', from: 'terminé' }, { from: expect.stringContaining('Statut affiché doit être') }],
      [{ status: 'completed' }, { from: expect.stringContaining('Statut affiché doit être') }],
    ];
    for (const [body, fields] of cases) {
      const response = await testApp().app.request(`/api/admin/appointments/${morning.id}/status`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error).toMatchObject({ code: 'VAL_001', fields });
    }
    expect(await statusOf(morning.id)).toBe('confirmed');
  });

  it('queues the clinic’s confirmation, with the updated calendar file, when staff confirm a pending booking', async () => {
    const id = randomUUID();
    await testApp()
      .db.insert(appointments)
      .values({
        id,
        name: 'Élodie Fréchette',
        email: 'elodie.frechette@courriel.example',
        phone: '514 555-0177',
        status: 'pending',
        bookingSource: 'online',
        scheduledDate: '2026-11-26',
        scheduledTime: '15:30',
        durationMinutes: 30,
        ...timestamps(testApp().clock),
      });
    testApp().clock.advance({ minutes: 5 });
    expect((await typed(id, { status: 'confirmed', from: 'pending' })).status).toBe(200);
    await afterAnswersSettled();
    const [mail] = await outboxMails(testApp(), eq(emailOutbox.to, 'elodie.frechette@courriel.example'));
    expect(mail?.subject).toMatch(/^Rendez-vous confirmé par la clinique/);
    const ics = mail!.attachments![0]!.content.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain(`UID:rendez-vous-${id}@`);
    expect(ics).toContain('SEQUENCE:300');
  });
});
