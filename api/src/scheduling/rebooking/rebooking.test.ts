import { and, eq } from 'drizzle-orm';
import { rebookingMessages } from 'shared-domain/scheduling/rebooking';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appointmentEvents,
  appointmentLinks,
  appointments,
  auditEvents,
  emailOutbox,
  patients,
  rebookingRequests,
  rebookingResponses,
} from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { hashToken } from '../../platform/tokens/tokens';
import { createTestSession, seededAccounts, testNow, useTestApp } from '../../testing/test-app';
import { expireRebookingRequests } from './rebooking-expiry-job';
import { outboxMails } from '../../testing/outbox';

interface RequestView {
  id: string;
  status: string;
  patientId?: string;
  expiresAt: string;
  slots: { id: string; date: string; time: string; durationMinutes: number; displayOrder: number }[];
  response: { responseType: string | null; selectedSlotId: string | null; patientNotes: string | null; respondedAt: string | null } | null;
}

// Far from the seeded visits (which sit on the open days around `testNow`).
const day = '2026-12-16';
const threeSlots = [
  { date: day, time: '09:00', durationMinutes: 30 },
  { date: day, time: '10:00', durationMinutes: 30 },
  { date: day, time: '11:00', durationMinutes: 45 },
];

describe('rebooking requests and their link', () => {
  const testApp = useTestApp({ config: { publicUrl: 'https://clinique.example', trustProxy: true } });
  let staffCookie = '';
  let staffId = '';
  let nextClient = 1;
  let nextPatient = 1;

  beforeAll(async () => {
    staffId = (await seededAccounts(testApp())).staffId;
    staffCookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
  });
  beforeEach(() => testApp().clock.set(testNow));

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    testApp().app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${nextClient++ % 250}`, ...headers },
      body: JSON.stringify(body),
    });
  const createRaw = (body: unknown) => post('/api/admin/rebooking-requests', body, { cookie: staffCookie });
  const open = (token: string) => testApp().app.request(`/api/links/rebooking/${token}`);
  const respond = (token: string, body: unknown) => post(`/api/links/rebooking/${token}/respond`, body);

  /** A new request for a new person; its view, and the token read from the e-mail they were sent. */
  async function createRequest(overrides: Record<string, unknown> = {}) {
    const patientEmail = `reprise-${nextPatient++}@courriel.example`;
    const response = await createRaw({
      patientName: 'Camille Gagnon',
      patientEmail,
      reason: 'Praticien absent',
      slots: threeSlots,
      ...overrides,
    });
    expect(response.status).toBe(201);
    const view = (await response.json()) as RequestView;
    const email = (overrides.patientEmail as string | undefined) ?? patientEmail;
    const mail = (await outboxMails(testApp(), eq(emailOutbox.to, email))).at(-1);
    const token = /\/rebook\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error('no rebooking link in the e-mail');
    return { view, token, mail: mail!, email };
  }

  async function hold(date: string, time: string, durationMinutes = 30) {
    const [row] = await testApp()
      .db.insert(appointments)
      .values({
        name: 'Autre Patient',
        email: 'autre@courriel.example',
        phone: '514 555-0100',
        status: 'confirmed',
        scheduledDate: date,
        scheduledTime: time,
        durationMinutes,
        ...timestamps(testApp().clock),
      })
      .returning();
    return row!;
  }

  describe('staff side', () => {
    it('creates a request: slots in order, an empty response holding only the hash, the e-mail with its links, an audit row', async () => {
      const { view, token, mail } = await createRequest();
      expect(view).toMatchObject({
        patientName: 'Camille Gagnon',
        reason: 'Praticien absent',
        status: 'pending',
        appointmentId: null,
        // 72 hours by default.
        expiresAt: new Date(Date.parse(testNow) + 72 * 3600_000).toISOString(),
        response: { responseType: null, selectedSlotId: null, patientNotes: null, patientNotesOnFile: false, respondedAt: null },
      });
      expect(view.slots.map(({ time, displayOrder }) => [time, displayOrder])).toEqual([
        ['09:00', 0],
        ['10:00', 1],
        ['11:00', 2],
      ]);
      expect(JSON.stringify(view)).not.toContain(token);
      const [stored] = await testApp().db.select().from(rebookingResponses).where(eq(rebookingResponses.rebookingRequestId, view.id));
      expect(stored?.tokenHash).toBe(hashToken(token));
      for (const slot of view.slots) {
        expect(mail.text).toContain(`https://clinique.example/rebook/${token}?action=accept&slot=${slot.id}`);
      }
      expect(mail.text).toContain(`/rebook/${token}?action=decline`);
      expect(mail.text).toContain(`/rebook/${token}?action=callback`);
      expect(mail.html).toContain('Praticien absent');
      const audits = await testApp().db.select().from(auditEvents).where(eq(auditEvents.entityId, view.id));
      expect(audits).toEqual([expect.objectContaining({ action: 'rebooking_request.created', actorType: 'staff', actorId: staffId })]);
    });

    it('links the request to the patient record of that e-mail, or of the appointment it replaces', async () => {
      const [patient] = await testApp()
        .db.insert(patients)
        .values({
          firstName: 'Léa',
          lastName: 'Roy',
          email: 'lea.roy@courriel.example',
          phone: '438 555-0101',
          status: 'active',
          ...timestamps(testApp().clock),
        })
        .returning({ id: patients.id });
      const { view } = await createRequest({ patientEmail: 'lea.roy@courriel.example' });
      const [row] = await testApp().db.select().from(rebookingRequests).where(eq(rebookingRequests.id, view.id));
      expect(row?.patientId).toBe(patient!.id);
    });

    it('refuses bad input, a past slot and an unknown appointment with 422, writing nothing', async () => {
      const before = await testApp().db.$count(rebookingRequests);
      const empty = await createRaw({ patientName: 'Camille Gagnon', patientEmail: 'c@courriel.example', slots: [] });
      expect(empty.status).toBe(422);
      expect(((await empty.json()) as { error: { fields: unknown } }).error.fields).toEqual({
        slots: 'Veuillez remplir le champ « Créneaux »',
      });
      const past = await createRaw({
        patientName: 'Camille Gagnon',
        patientEmail: 'c@courriel.example',
        appointmentId: 'pas-un-rendez-vous',
        slots: [threeSlots[0], { date: '2026-11-18', time: '09:30', durationMinutes: 30 }],
      });
      expect(past.status).toBe(422);
      expect(((await past.json()) as { error: { fields: unknown } }).error.fields).toEqual({
        'slots.1.time': rebookingMessages.pastSlot,
        appointmentId: 'Rendez-vous introuvable',
      });
      expect(await testApp().db.$count(rebookingRequests)).toBe(before);
    });

    it('lists the requests newest first with their slots and response, and audits the read', async () => {
      const first = await createRequest();
      testApp().clock.advance({ minutes: 1 });
      const second = await createRequest();
      const response = await testApp().app.request('/api/admin/rebooking-requests', { headers: { cookie: staffCookie } });
      expect(response.status).toBe(200);
      const { requests } = (await response.json()) as { requests: RequestView[] };
      const ids = requests.map((request) => request.id);
      expect(ids.indexOf(second.view.id)).toBeLessThan(ids.indexOf(first.view.id));
      expect(requests.find((request) => request.id === first.view.id)).toEqual(first.view);
      const [audit] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'rebooking_requests.viewed'));
      expect(audit).toMatchObject({ actorType: 'staff', actorId: staffId });
    });
  });

  describe('the link', () => {
    it('answers 400 « Ce lien n’est pas valide… » to a malformed token and 404 to a forged one', async () => {
      const malformed = await open('court');
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ error: { code: 'VAL_003', message: rebookingMessages.invalidToken } });
      expect(rebookingMessages.invalidToken).not.toMatch(/token/i);
      const forged = await open('A'.repeat(32));
      expect(forged.status).toBe(404);
      expect(await forged.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Demande de reprise introuvable' } });
      expect((await respond('court', { action: 'decline' })).status).toBe(400);
      expect((await respond('A'.repeat(32), { action: 'decline' })).status).toBe(404);
    });

    it('shows the request and its slots in order, a slot overlapping another appointment unavailable', async () => {
      await hold('2026-12-17', '10:15');
      const { token, view } = await createRequest({ slots: [threeSlots[0], { date: '2026-12-17', time: '10:00', durationMinutes: 30 }] });
      const response = await open(token);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-store');
      expect(await response.json()).toEqual({
        state: 'pending',
        patientName: 'Camille Gagnon',
        reason: 'Praticien absent',
        slots: [
          { id: view.slots[0]!.id, date: day, time: '09:00', durationMinutes: 30, available: true },
          { id: view.slots[1]!.id, date: '2026-12-17', time: '10:00', durationMinutes: 30, available: false },
        ],
      });
    });

    it('accepts a slot: a confirmed rebooking appointment, the answer recorded, the old appointment cancelled, a confirmation e-mailed', async () => {
      const old = await hold('2026-12-18', '14:00');
      const [patient] = await testApp()
        .db.insert(patients)
        .values({
          firstName: 'Noé',
          lastName: 'Côté',
          email: 'noe@courriel.example',
          phone: '514 555-0142',
          status: 'active',
          ...timestamps(testApp().clock),
        })
        .returning({ id: patients.id });
      await testApp().db.update(appointments).set({ patientId: patient!.id }).where(eq(appointments.id, old.id));
      // The offered slot overlaps the old appointment: it is free once that one is replaced.
      const { token, view, email } = await createRequest({
        appointmentId: old.id,
        patientEmail: 'noe@courriel.example',
        slots: [{ date: '2026-12-18', time: '14:15', durationMinutes: 30 }],
      });
      expect(((await (await open(token)).json()) as { slots: { available: boolean }[] }).slots[0]?.available).toBe(true);
      const outboxBefore = await testApp().db.$count(emailOutbox, eq(emailOutbox.to, email));
      const slotId = view.slots[0]!.id;

      const response = await respond(token, { action: 'accept', slotId, notes: 'Merci' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ state: 'accepted', message: 'Votre rendez-vous a été confirmé avec succès!' });

      const [booked] = await testApp()
        .db.select()
        .from(appointments)
        .where(and(eq(appointments.bookingSource, 'rebooking'), eq(appointments.email, 'noe@courriel.example')));
      expect(booked).toMatchObject({
        status: 'confirmed',
        scheduledDate: '2026-12-18',
        scheduledTime: '14:15',
        durationMinutes: 30,
        patientId: patient!.id,
        phone: '514 555-0100',
        notes: 'Merci',
      });
      expect(await testApp().db.$count(appointmentLinks, eq(appointmentLinks.appointmentId, booked!.id))).toBe(1);
      const [cancelled] = await testApp().db.select().from(appointments).where(eq(appointments.id, old.id));
      expect(cancelled).toMatchObject({ status: 'cancelled', cancellationReason: 'Reprise de rendez-vous' });
      const events = await testApp().db.select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, old.id));
      expect(events).toEqual([
        expect.objectContaining({ type: 'slot_freed', slotDate: '2026-12-18', slotTime: '14:00', reason: 'cancelled' }),
      ]);
      const [stored] = await testApp().db.select().from(rebookingResponses).where(eq(rebookingResponses.rebookingRequestId, view.id));
      expect(stored).toMatchObject({
        responseType: 'accept',
        selectedSlotId: slotId,
        patientNotes: 'Merci',
        respondedAt: testNow.replace('Z', '.000Z'),
      });
      await vi.waitFor(async () => {
        expect(await testApp().db.$count(emailOutbox, eq(emailOutbox.to, email))).toBe(outboxBefore + 1);
      });
      const confirmation = (await outboxMails(testApp(), eq(emailOutbox.to, email))).at(-1);
      expect(confirmation?.text).toMatch(/\/appointment\/manage\/[\w-]+/);

      expect(((await (await open(token)).json()) as { state: string }).state).toBe('accepted');
      const again = await respond(token, { action: 'accept', slotId });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: { code: 'REBOOK_002', message: rebookingMessages.alreadyAccepted } });
      const decline = await respond(token, { action: 'decline' });
      expect(decline.status).toBe(409);
    });

    it('asks for a slot, and refuses one from another request, with 422', async () => {
      const { token } = await createRequest();
      const other = await createRequest();
      const missing = await respond(token, { action: 'accept' });
      expect(missing.status).toBe(422);
      expect(((await missing.json()) as { error: { fields: unknown } }).error.fields).toEqual({
        slotId: 'Veuillez sélectionner un créneau',
      });
      const foreign = await respond(token, { action: 'accept', slotId: other.view.slots[0]!.id });
      expect(foreign.status).toBe(422);
      expect(((await foreign.json()) as { error: { fields: unknown } }).error.fields).toEqual({ slotId: rebookingMessages.slotNotOffered });
      const unknownAction = await respond(token, { action: 'cancel' });
      expect(unknownAction.status).toBe(422);
      expect(((await unknownAction.json()) as { error: { fields: unknown } }).error.fields).toEqual({ action: 'Action invalide' });
      expect(((await (await open(token)).json()) as { state: string }).state).toBe('pending');
    });

    it('refuses a slot taken meanwhile with 409 BOOK_001 and leaves the request open', async () => {
      const { token, view } = await createRequest({ slots: [{ date: '2026-12-21', time: '09:00', durationMinutes: 30 }] });
      await hold('2026-12-21', '08:45');
      const response = await respond(token, { action: 'accept', slotId: view.slots[0]!.id });
      expect(response.status).toBe(409);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('BOOK_001');
      expect(((await (await open(token)).json()) as { state: string }).state).toBe('pending');
      expect((await respond(token, { action: 'decline' })).status).toBe(200);
    });

    it('gives one appointment to two accepts racing, and refuses the other', async () => {
      const { token, view, email } = await createRequest({
        slots: [
          { date: '2026-12-22', time: '09:00', durationMinutes: 30 },
          { date: '2026-12-22', time: '13:00', durationMinutes: 30 },
        ],
      });
      const answers = await Promise.all([
        respond(token, { action: 'accept', slotId: view.slots[0]!.id }),
        respond(token, { action: 'accept', slotId: view.slots[1]!.id }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      // The winner's confirmation, queued after its answer.
      await vi.waitFor(async () => expect(await testApp().db.$count(emailOutbox, eq(emailOutbox.to, email))).toBe(2));
      expect(
        await testApp().db.$count(
          appointments,
          and(eq(appointments.bookingSource, 'rebooking'), eq(appointments.scheduledDate, '2026-12-22')),
        ),
      ).toBe(1);
    });

    it('records a decline, and a callback request with its notes', async () => {
      const declined = await createRequest();
      const response = await respond(declined.token, { action: 'decline' });
      expect(await response.json()).toEqual({ state: 'declined', message: "Votre demande d'annulation a été enregistrée" });
      expect(((await (await open(declined.token)).json()) as { state: string }).state).toBe('declined');
      const again = await respond(declined.token, { action: 'request_callback' });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: { code: 'REBOOK_002', message: rebookingMessages.alreadyDeclined } });

      const callback = await createRequest();
      const called = await respond(callback.token, { action: 'request_callback', notes: 'Après 17 h' });
      expect(await called.json()).toEqual({
        state: 'callback_requested',
        message: 'Nous vous contacterons sous peu pour fixer un rendez-vous',
      });
      const [stored] = await testApp()
        .db.select()
        .from(rebookingResponses)
        .where(eq(rebookingResponses.rebookingRequestId, callback.view.id));
      expect(stored).toMatchObject({ responseType: 'request_callback', patientNotes: 'Après 17 h', selectedSlotId: null });
    });

    it('expires: the page says so at once, an answer is 410, and the job marks the request (once)', async () => {
      const { token, view } = await createRequest({ expiresInHours: 2 });
      testApp().clock.advance({ hours: 2 });
      expect(((await (await open(token)).json()) as { state: string }).state).toBe('expired');
      const late = await respond(token, { action: 'accept', slotId: view.slots[0]!.id });
      expect(late.status).toBe(410);
      expect(await late.json()).toEqual({ error: { code: 'REBOOK_001', message: 'Cette invitation a expiré' } });
      expect((await respond(token, { action: 'decline' })).status).toBe(410);

      const { expired } = await expireRebookingRequests(testApp().deps);
      expect(expired).toBeGreaterThanOrEqual(1);
      const [row] = await testApp().db.select().from(rebookingRequests).where(eq(rebookingRequests.id, view.id));
      expect(row?.status).toBe('expired');
      expect(await expireRebookingRequests(testApp().deps)).toEqual({ expired: 0 });
      expect(((await (await open(token)).json()) as { state: string }).state).toBe('expired');
    });
  });
});
