import { eq } from 'drizzle-orm';
import { waitlistMessages } from 'shared-domain/scheduling/waitlist';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointmentSlotOffers, auditEvents, emailOutbox, slotOfferInvitations, waitlistEntries } from '../../platform/db/schema';
import { createTestSession, seededAccounts, type TestApp, testNow, useTestApp } from '../../testing/test-app';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let nextClient = 1;
function join(testApp: TestApp, body: unknown, client = `198.51.100.${nextClient++ % 250}`) {
  return testApp.app.request('/api/public/waitlist', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
}

const entry = (fields: Record<string, unknown> = {}) => ({
  fullName: 'Julie Gagnon',
  email: 'julie@courriel.example',
  phone: '514 555-0142',
  preferredDays: ['Lundi', 'Mercredi'],
  preferredTimes: ['Matin (8h-12h)'],
  notes: 'Pour mon fils',
  consent: true,
  ...fields,
});

describe('POST /api/public/waitlist', () => {
  const testApp = useTestApp({ config: { trustProxy: true } });

  beforeEach(async () => {
    testApp().clock.set(testNow);
    await testApp().db.delete(slotOfferInvitations);
    await testApp().db.delete(waitlistEntries);
  });

  it('adds the person as waiting and answers their position by sign-up', async () => {
    const first = await join(testApp(), entry());
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ position: 1 });
    testApp().clock.advance({ minutes: 1 });
    const second = await join(
      testApp(),
      entry({ email: 'marc@courriel.example', preferredDays: [], preferredTimes: [], notes: undefined }),
    );
    expect(await second.json()).toEqual({ position: 2 });
    const [row] = await testApp().db.select().from(waitlistEntries).where(eq(waitlistEntries.email, 'julie@courriel.example'));
    expect(row).toMatchObject({
      fullName: 'Julie Gagnon',
      preferredDays: ['Lundi', 'Mercredi'],
      preferredTimes: ['Matin (8h-12h)'],
      notes: 'Pour mon fils',
      status: 'waiting',
      contactConsentAt: testNow.replace('Z', '.000Z'),
    });
  });

  it('refuses a second sign-up while waiting (WAIT_001) or invited (WAIT_002), whatever the address case', async () => {
    await join(testApp(), entry());
    const again = await join(testApp(), entry({ email: 'JULIE@Courriel.Example' }));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: 'WAIT_001', message: waitlistMessages.alreadyRegistered } });
    await testApp().db.update(waitlistEntries).set({ status: 'invited' });
    const invited = await join(testApp(), entry());
    expect(invited.status).toBe(409);
    expect(await invited.json()).toEqual({ error: { code: 'WAIT_002', message: waitlistMessages.alreadyInvited } });
    // Once booked, the person may join again.
    await testApp().db.update(waitlistEntries).set({ status: 'booked' });
    expect((await join(testApp(), entry())).status).toBe(201);
    expect(await testApp().db.$count(waitlistEntries)).toBe(2);
  });

  it('two identical submissions at once make one entry', async () => {
    const same = entry({ email: 'deux-fois@courriel.example' });
    const answers = await Promise.all([join(testApp(), same), join(testApp(), same)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await testApp().db.$count(waitlistEntries)).toBe(1);
  });

  it('refuses bad input with French field messages and writes nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ consent: false }, { consent: waitlistMessages.consentRequired }],
      [{ consent: undefined }, { consent: waitlistMessages.consentRequired }],
      [{ fullName: '  ' }, { fullName: 'Veuillez remplir le champ « Nom complet »' }],
      [{ email: 'pas-une-adresse' }, { email: 'Courriel doit être une adresse courriel valide' }],
      [{ phone: '123' }, { phone: 'Téléphone doit être un numéro de téléphone valide' }],
      [{ preferredDays: ['Funday'] }, { preferredDays: expect.stringContaining('Jours préférés doit être l') }],
      [{ preferredTimes: 'Matin' }, { preferredTimes: expect.stringContaining('Moments préférés doit être l') }],
    ];
    for (const [fields, expected] of cases) {
      const response = await join(testApp(), entry(fields));
      expect(response.status).toBe(422);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.code).toBe('VAL_001');
      expect(body.error.fields).toEqual(expected);
    }
    // Markup is stripped server-side: a name made only of a tag is empty.
    const tag = await join(testApp(), entry({ fullName: '<script>alert(1)</script>' }));
    expect(tag.status).toBe(422);
    expect(await testApp().db.$count(waitlistEntries)).toBe(0);
  });

  it('limits sign-ups per mailbox', async () => {
    const statuses = [];
    for (let n = 0; n < 6; n += 1) {
      statuses.push((await join(testApp(), entry({ email: 'limite@courriel.example' }))).status);
      await testApp().db.delete(waitlistEntries);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('the staff waitlist API', () => {
  const testApp = useTestApp({ config: { trustProxy: true } });
  let cookie: string;
  let staffId: string;

  beforeEach(async () => {
    testApp().clock.set(testNow);
    await testApp().db.delete(slotOfferInvitations);
    await testApp().db.delete(appointmentSlotOffers);
    await testApp().db.delete(waitlistEntries);
    await testApp().db.delete(emailOutbox);
    staffId = (await seededAccounts(testApp())).staffId;
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
  });

  const staff = (path: string, init: RequestInit = {}) =>
    testApp().app.request(`/api/admin${path}`, { ...init, headers: { cookie, 'content-type': 'application/json', ...init.headers } });

  it('lists entries with their position, removes one, and audits both', async () => {
    await join(testApp(), entry());
    testApp().clock.advance({ minutes: 1 });
    await join(testApp(), entry({ email: 'marc@courriel.example', fullName: 'Marc Roy' }));
    const listed = await staff('/waitlist');
    expect(listed.status).toBe(200);
    const { entries } = (await listed.json()) as { entries: { id: string; fullName: string; position: number | null; status: string }[] };
    expect(entries.map(({ fullName, position, status }) => ({ fullName, position, status }))).toEqual([
      { fullName: 'Julie Gagnon', position: 1, status: 'waiting' },
      { fullName: 'Marc Roy', position: 2, status: 'waiting' },
    ]);
    const removed = await staff(`/waitlist/${entries[0]!.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await staff(`/waitlist/${entries[0]!.id}`, { method: 'DELETE' })).status).toBe(404);
    const after = (await (await staff('/waitlist')).json()) as { entries: { fullName: string; position: number }[] };
    expect(after.entries).toEqual([expect.objectContaining({ fullName: 'Marc Roy', position: 1 })]);
    const audit = await testApp().db.select().from(auditEvents).where(eq(auditEvents.actorId, staffId));
    expect(audit.map((event) => event.action)).toEqual(expect.arrayContaining(['waitlist.viewed', 'waitlist_entry.removed']));
  });

  it('offers a slot by hand to the first batch, and lists offers with their invitations', async () => {
    for (const [name, email] of [
      ['Ana', 'ana'],
      ['Béa', 'bea'],
      ['Céline', 'celine'],
      ['Dora', 'dora'],
    ] as const) {
      testApp().clock.advance({ minutes: 1 });
      await join(
        testApp(),
        entry({
          email: `${email}@courriel.example`,
          fullName: `${name} Roy`,
          preferredDays: [],
          preferredTimes: [],
        }),
      );
    }
    const past = await staff('/slot-offers', {
      method: 'POST',
      body: JSON.stringify({ date: '2026-11-17', time: '09:00', durationMinutes: 30 }),
    });
    expect(past.status).toBe(422);
    const bad = await staff('/slot-offers', {
      method: 'POST',
      body: JSON.stringify({ date: '2026-02-30', time: '9h', durationMinutes: 0 }),
    });
    expect(((await bad.json()) as ErrorBody).error.fields).toEqual({
      date: 'Date doit être une date valide',
      time: 'Format de temps invalide (HH:MM)',
      durationMinutes: 'Durée doit être supérieur ou égal à 5',
    });
    // Wednesday 14:00 holds a demo appointment: taken.
    const taken = await staff('/slot-offers', {
      method: 'POST',
      body: JSON.stringify({ date: '2026-11-18', time: '14:00', durationMinutes: 30 }),
    });
    expect(taken.status).toBe(409);
    const made = await staff('/slot-offers', {
      method: 'POST',
      body: JSON.stringify({ date: '2026-11-23', time: '10:00', durationMinutes: 45 }),
    });
    expect(made.status).toBe(201);
    expect(await made.json()).toEqual({ offer: { id: expect.any(String), invited: 3 } });
    expect(await testApp().db.$count(emailOutbox)).toBe(3);
    const listed = await staff('/slot-offers');
    const { offers } = (await listed.json()) as {
      offers: { date: string; status: string; invitations: { fullName: string; status: string }[] }[];
    };
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ date: '2026-11-23', time: '10:00', durationMinutes: 45, status: 'open', serviceName: null });
    expect(offers[0]!.invitations.map(({ fullName, status }) => ({ fullName, status }))).toEqual([
      { fullName: 'Ana Roy', status: 'pending' },
      { fullName: 'Béa Roy', status: 'pending' },
      { fullName: 'Céline Roy', status: 'pending' },
    ]);
    const audit = await testApp().db.select().from(auditEvents).where(eq(auditEvents.actorId, staffId));
    expect(audit.map((event) => event.action)).toEqual(expect.arrayContaining(['slot_offer.created', 'slot_offers.viewed']));
  });
});
