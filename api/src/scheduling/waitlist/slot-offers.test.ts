import { and, eq, inArray } from 'drizzle-orm';
import { invitationMessages } from 'shared-domain/scheduling/waitlist';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queueBookingConfirmation } from '../emails';
import {
  appointmentEvents,
  appointmentSlotOffers,
  appointments,
  clinicSettings,
  emailOutbox,
  serviceTypes,
  slotOfferInvitations,
  waitlistEntries,
} from '../../platform/db/schema';
import { openDatabase } from '../../platform/db/client';
import { timestamps } from '../../platform/db/timestamps';
import { hashToken } from '../../platform/tokens/tokens';
import { silenceLogs, testNow, type TestApp, useTestApp } from '../../testing/test-app';
import { runSlotOffers } from './slot-offers';
import { outboxMails } from '../../testing/outbox';
import { publicBooking } from '../../testing/public-booking';

vi.mock('../emails', async (importOriginal) => {
  const original = await importOriginal<typeof import('../emails')>();
  return { ...original, queueBookingConfirmation: vi.fn(async () => undefined) };
});

// testNow is Wednesday 2026-11-18, 10:00 in Montréal; Monday 2026-11-23 09:00 is a free morning slot.
const monday = { date: '2026-11-23', time: '09:00', durationMinutes: 30 };

type ErrorBody = { error: { code: string; message: string } };

let nextClient = 1;
function post(testApp: TestApp, path: string) {
  return testApp.app.request(path, { method: 'POST', headers: { 'x-forwarded-for': `198.51.100.${nextClient++ % 250}` } });
}

const tokenIn = (text: string) => /\/invitation\/([\w-]{43})\?action=accept/.exec(text)?.[1];

describe('the waitlist offers engine and the invitation links', () => {
  const testApp = useTestApp({ config: { trustProxy: true, publicUrl: 'https://clinique.example' } });

  beforeEach(async () => {
    testApp().clock.set(testNow);
    const db = testApp().db;
    await db.delete(slotOfferInvitations);
    await db.delete(appointmentSlotOffers);
    await db.delete(appointmentEvents);
    await db.delete(waitlistEntries);
    await db.delete(emailOutbox);
    await db.delete(appointments).where(eq(appointments.bookingSource, 'waitlist'));
    await db.update(clinicSettings).set({ offerBatchSize: 3, offerExpiryMinutes: 120 });
    vi.mocked(queueBookingConfirmation).mockClear();
  });

  /** A person waiting, signed up one minute after the previous one. */
  async function waiting(label: string, preferredDays: string[] = [], preferredTimes: string[] = []) {
    testApp().clock.advance({ minutes: 1 });
    const [row] = await testApp()
      .db.insert(waitlistEntries)
      .values({
        fullName: `${label} Tremblay`,
        email: `${label}@courriel.example`,
        phone: '514 555-0100',
        preferredDays,
        preferredTimes,
        contactConsentAt: testApp().clock.now().toISOString(),
        ...timestamps(testApp().clock),
      })
      .returning({ id: waitlistEntries.id });
    return row!.id;
  }

  async function freed(slot = monday) {
    const [event] = await testApp()
      .db.insert(appointmentEvents)
      .values({
        type: 'slot_freed',
        slotDate: slot.date,
        slotTime: slot.time,
        durationMinutes: slot.durationMinutes,
        reason: 'cancelled',
        createdAt: testApp().clock.now().toISOString(),
      })
      .returning({ id: appointmentEvents.id });
    return event!.id;
  }

  const mailsTo = async (label: string) => outboxMails(testApp(), eq(emailOutbox.to, `${label}@courriel.example`));
  const tokenOf = async (label: string) => {
    const mails = await mailsTo(label);
    return tokenIn(mails.at(-1)!.text)!;
  };
  const statusOf = async (id: string) => (await testApp().db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]!.status;

  it('invites no one during the clinic’s quiet hours: the first pass after them does, the time to answer starting then', async () => {
    await testApp().db.update(clinicSettings).set({ quietHoursStart: '21:00', quietHoursEnd: '07:00' });
    try {
      await waiting('nuit');
      await freed();
      // 23:00 in Montréal: the slot is offered, no one is woken.
      testApp().clock.set('2026-11-19T04:00:00Z');
      expect(await runSlotOffers(testApp().deps)).toEqual({ expired: 0, offers: 1, invitations: 0 });
      expect(await mailsTo('nuit')).toHaveLength(0);
      // 07:00: the job's next pass invites her, for the usual two hours from now.
      testApp().clock.set('2026-11-19T12:00:00Z');
      expect(await runSlotOffers(testApp().deps)).toEqual({ expired: 0, offers: 0, invitations: 1 });
      const [invitation] = await testApp().db.select().from(slotOfferInvitations);
      expect(invitation?.expiresAt).toBe('2026-11-19T14:00:00.000Z');
      expect(await mailsTo('nuit')).toHaveLength(1);
    } finally {
      await testApp().db.update(clinicSettings).set({ quietHoursStart: null, quietHoursEnd: null });
    }
  });

  it('offers a freed slot once, to the first matching people in sign-up order, up to the batch size', async () => {
    const first = await waiting('premier', ['Lundi'], ['Matin (8h-12h)']);
    await waiting('mardi', ['Mardi']);
    await waiting('soir', [], ['Soir (17h-20h)']);
    const open = await waiting('ouvert');
    const third = await waiting('troisieme', ['Lundi', 'Vendredi']);
    const fourth = await waiting('quatrieme');
    const event = await freed();

    expect(await runSlotOffers(testApp().deps)).toEqual({ expired: 0, offers: 1, invitations: 3 });
    const [offer] = await testApp().db.select().from(appointmentSlotOffers);
    expect(offer).toMatchObject({
      sourceEventId: event,
      status: 'open',
      slotDate: monday.date,
      slotTime: '09:00',
      slotDatetime: '2026-11-23T14:00:00.000Z',
    });
    const [handled] = await testApp().db.select().from(appointmentEvents);
    expect(handled!.handledAt).toBe(testApp().clock.now().toISOString());
    expect(await statusOf(first)).toBe('invited');
    expect(await statusOf(open)).toBe('invited');
    expect(await statusOf(third)).toBe('invited');
    expect(await statusOf(fourth)).toBe('waiting');
    expect((await mailsTo('mardi')).length + (await mailsTo('soir')).length + (await mailsTo('quatrieme')).length).toBe(0);

    const [mail] = await mailsTo('premier');
    expect(mail!.subject).toBe("Un créneau s'est libéré : lundi 23 novembre 2026 à 9 h – Clinique chiropratique Émilie Tremblay");
    const token = tokenIn(mail!.text)!;
    expect(mail!.text).toContain(`https://clinique.example/invitation/${token}?action=decline`);
    expect(mail!.text).toContain(`https://clinique.example/invitation/${token}?action=leave`);
    // Only the hash is stored; the offer lasts 120 minutes.
    const [invitation] = await testApp()
      .db.select()
      .from(slotOfferInvitations)
      .where(eq(slotOfferInvitations.tokenHash, hashToken(token)));
    expect(invitation).toMatchObject({
      waitlistEntryId: first,
      status: 'pending',
      expiresAt: new Date(testApp().clock.now().getTime() + 120 * 60_000).toISOString(),
    });

    // A second run (or a crash replay) changes nothing and sends nothing.
    expect(await runSlotOffers(testApp().deps)).toEqual({ expired: 0, offers: 0, invitations: 0 });
    expect(await testApp().db.$count(emailOutbox)).toBe(3);
  });

  it('expires unanswered invitations and passes the slot on to the next ones, never twice to the same person', async () => {
    const ids = [];
    for (const label of ['a', 'b', 'c', 'd', 'e']) ids.push(await waiting(label));
    await freed();
    await runSlotOffers(testApp().deps);
    testApp().clock.advance({ minutes: 119 });
    expect(await runSlotOffers(testApp().deps)).toEqual({ expired: 0, offers: 0, invitations: 0 });
    testApp().clock.advance({ minutes: 1 });
    expect(await runSlotOffers(testApp().deps)).toEqual({ expired: 3, offers: 0, invitations: 2 });
    expect(await Promise.all(ids.map(statusOf))).toEqual(['waiting', 'waiting', 'waiting', 'invited', 'invited']);
    // The expired link says so and changes nothing.
    const expiredToken = await tokenOf('a');
    const page = await testApp().app.request(`/api/links/invitations/${expiredToken}`);
    expect(await page.json()).toMatchObject({ state: 'expired' });
    const late = await post(testApp(), `/api/links/invitations/${expiredToken}/accept`);
    expect(late.status).toBe(410);
    expect(await late.json()).toEqual({ error: { code: 'OFFER_002', message: invitationMessages.expired } });
    // Past the second batch's end, no one is left who was not asked: the offer waits for new people.
    testApp().clock.advance({ minutes: 120 });
    expect(await runSlotOffers(testApp().deps)).toEqual({ expired: 2, offers: 0, invitations: 0 });
    for (const label of ['a', 'b', 'c', 'd', 'e']) expect(await mailsTo(label)).toHaveLength(1);
    const late2 = await waiting('tardif');
    expect(await runSlotOffers(testApp().deps)).toEqual({ expired: 0, offers: 0, invitations: 1 });
    expect(await statusOf(late2)).toBe('invited');
  });

  it('stops at the slot: an invitation never outlives it, and a past slot closes its offer', async () => {
    await waiting('a');
    // Today 11:00, an hour from now: the invitation ends at the slot's start, not 120 minutes later.
    await freed({ date: '2026-11-18', time: '11:00', durationMinutes: 30 });
    await runSlotOffers(testApp().deps);
    const [invitation] = await testApp().db.select().from(slotOfferInvitations);
    expect(invitation!.expiresAt).toBe('2026-11-18T16:00:00.000Z');
    await waiting('b');
    testApp().clock.set('2026-11-18T16:00:00Z');
    expect(await runSlotOffers(testApp().deps)).toEqual({ expired: 1, offers: 0, invitations: 0 });
    const [offer] = await testApp().db.select().from(appointmentSlotOffers);
    expect(offer!.status).toBe('expired');
    expect(await mailsTo('b')).toHaveLength(0);
    // A freed slot already past is marked handled without an offer.
    await freed({ date: '2026-11-17', time: '09:00', durationMinutes: 30 });
    expect(await runSlotOffers(testApp().deps)).toMatchObject({ offers: 0 });
    expect(await testApp().db.$count(appointmentEvents, eq(appointmentEvents.handledAt, testApp().clock.now().toISOString()))).toBe(1);
  });

  it('accept books the slot (pending, source waitlist), closes the others; decline and leave answer once', async () => {
    const ids = [await waiting('gagnant'), await waiting('autre'), await waiting('refus')];
    await freed();
    await runSlotOffers(testApp().deps);
    const [winner, other, decliner] = [await tokenOf('gagnant'), await tokenOf('autre'), await tokenOf('refus')];

    const page = await testApp().app.request(`/api/links/invitations/${winner}`);
    expect(page.status).toBe(200);
    expect(await page.json()).toEqual({
      state: 'pending',
      slot: { date: monday.date, time: '09:00', durationMinutes: 30, serviceName: null },
      firstName: 'gagnant',
      expiresAt: '2026-11-18T17:03:00.000Z',
    });

    const declined = await post(testApp(), `/api/links/invitations/${decliner}/decline`);
    expect(declined.status).toBe(200);
    expect(await declined.json()).toEqual({ message: invitationMessages.declined });
    expect(await statusOf(ids[2]!)).toBe('waiting');
    const again = await post(testApp(), `/api/links/invitations/${decliner}/decline`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error).toEqual({ code: 'OFFER_003', message: invitationMessages.notValid });

    const accepted = await post(testApp(), `/api/links/invitations/${winner}/accept`);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ message: invitationMessages.accepted });
    const [booked] = await testApp().db.select().from(appointments).where(eq(appointments.bookingSource, 'waitlist'));
    expect(booked).toMatchObject({
      name: 'gagnant Tremblay',
      email: 'gagnant@courriel.example',
      status: 'pending',
      scheduledDate: monday.date,
      scheduledTime: '09:00',
      durationMinutes: 30,
    });
    expect(booked!.patientId).not.toBeNull();
    await vi.waitFor(() =>
      expect(queueBookingConfirmation).toHaveBeenCalledWith(expect.anything(), {
        appointmentId: booked!.id,
        manageToken: expect.any(String),
      }),
    );
    expect(await Promise.all(ids.map(statusOf))).toEqual(['booked', 'waiting', 'waiting']);
    expect((await testApp().db.select().from(appointmentSlotOffers))[0]!.status).toBe('filled');

    const lost = await post(testApp(), `/api/links/invitations/${other}/accept`);
    expect(lost.status).toBe(409);
    expect(await lost.json()).toEqual({ error: { code: 'OFFER_001', message: invitationMessages.taken } });
    expect(await (await testApp().app.request(`/api/links/invitations/${other}`)).json()).toMatchObject({ state: 'taken' });
    const twice = await post(testApp(), `/api/links/invitations/${winner}/accept`);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ error: { code: 'OFFER_003', message: invitationMessages.alreadyAccepted } });
    expect(await testApp().db.$count(appointments, eq(appointments.bookingSource, 'waitlist'))).toBe(1);

    const left = await post(testApp(), `/api/links/invitations/${other}/leave`);
    expect(left.status).toBe(200);
    expect(await left.json()).toEqual({ message: invitationMessages.left });
    expect(await statusOf(ids[1]!)).toBe('removed');
    // The booked person stays booked whatever their link says.
    await post(testApp(), `/api/links/invitations/${winner}/leave`);
    expect(await statusOf(ids[0]!)).toBe('booked');
  });

  it('refuses forged, malformed and unknown tokens in French, changing nothing', async () => {
    const restore = silenceLogs();
    try {
      await waiting('a');
      await freed();
      await runSlotOffers(testApp().deps);
      const before = await testApp().db.select().from(slotOfferInvitations);
      for (const malformed of ['court', `${'a'.repeat(42)}!`, 'a'.repeat(44)]) {
        const response = await post(testApp(), `/api/links/invitations/${encodeURIComponent(malformed)}/accept`);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: { code: 'VAL_003', message: invitationMessages.invalidLink } });
      }
      const forged = 'A'.repeat(43);
      for (const action of ['accept', 'decline', 'leave']) {
        const response = await post(testApp(), `/api/links/invitations/${forged}/${action}`);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: invitationMessages.notFound } });
      }
      expect((await testApp().app.request(`/api/links/invitations/${forged}`)).status).toBe(404);
      expect(await testApp().db.select().from(slotOfferInvitations)).toEqual(before);
      expect(await testApp().db.$count(appointments, eq(appointments.bookingSource, 'waitlist'))).toBe(0);
    } finally {
      restore();
    }
  });

  it('closes an offer whose slot was booked by other means, and refuses its pending invitations', async () => {
    await waiting('a');
    await freed();
    await runSlotOffers(testApp().deps);
    const token = await tokenOf('a');
    await testApp()
      .db.insert(appointments)
      .values({
        name: 'Autre',
        email: 'autre@courriel.example',
        phone: '514 555-0101',
        status: 'confirmed',
        scheduledDate: monday.date,
        scheduledTime: '09:00',
        durationMinutes: 30,
        ...timestamps(testApp().clock),
      });
    const response = await post(testApp(), `/api/links/invitations/${token}/accept`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: 'OFFER_001', message: invitationMessages.taken } });
    await testApp().db.delete(appointments).where(eq(appointments.email, 'autre@courriel.example'));
  });

  it('closes the offer in the same write when its slot is booked online: invitations cancelled, places given back', async () => {
    const ids = [await waiting('a'), await waiting('b')];
    await freed();
    await runSlotOffers(testApp().deps);
    const token = await tokenOf('a');
    expect(await Promise.all(ids.map(statusOf))).toEqual(['invited', 'invited']);
    const [service] = await testApp()
      .db.select({ id: serviceTypes.id })
      .from(serviceTypes)
      .where(eq(serviceTypes.name, 'Suivi chiropratique'));
    const booked = await testApp().app.request('/api/public/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.25' },
      body: JSON.stringify(
        publicBooking({
          serviceId: service!.id,
          date: monday.date,
          time: '09:00',
          name: 'Julie Martin',
          email: 'julie@courriel.example',
          phone: '514 555-0111',
        }),
      ),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);

    const [offer] = await testApp().db.select().from(appointmentSlotOffers);
    expect(offer!.status).toBe('filled');
    const invitations = await testApp().db.select().from(slotOfferInvitations);
    expect(invitations.map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    expect(await Promise.all(ids.map(statusOf))).toEqual(['waiting', 'waiting']);
    const page = await testApp().app.request(`/api/links/invitations/${token}`);
    expect(await page.json()).toMatchObject({ state: 'taken' });
    const response = await post(testApp(), `/api/links/invitations/${token}/accept`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: 'OFFER_001', message: invitationMessages.taken } });
    await testApp().db.delete(appointments).where(eq(appointments.email, 'julie@courriel.example'));
  });

  it('leaves an offer open when a booking only touches its slot', async () => {
    await waiting('a');
    await freed();
    await runSlotOffers(testApp().deps);
    const [service] = await testApp()
      .db.select({ id: serviceTypes.id })
      .from(serviceTypes)
      .where(eq(serviceTypes.name, 'Suivi chiropratique'));
    const booked = await testApp().app.request('/api/public/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.26' },
      body: JSON.stringify(
        publicBooking({
          serviceId: service!.id,
          date: monday.date,
          time: '09:30',
          name: 'Paul Martin',
          email: 'paul@courriel.example',
          phone: '514 555-0112',
        }),
      ),
    });
    expect(booked.status).toBe(201);
    const [offer] = await testApp().db.select().from(appointmentSlotOffers);
    expect(offer!.status).toBe('open');
    expect((await testApp().db.select().from(slotOfferInvitations)).map((row) => row.status)).toEqual(['pending']);
    await testApp().db.delete(appointments).where(eq(appointments.email, 'paul@courriel.example'));
  });

  it('quality bar: 20 invitees accepting one offer at once make exactly one appointment', async () => {
    await testApp().db.update(clinicSettings).set({ offerBatchSize: 20 });
    const labels = Array.from({ length: 20 }, (_, n) => `course${n}`);
    for (const label of labels) await waiting(label);
    await freed();
    expect(await runSlotOffers(testApp().deps)).toMatchObject({ invitations: 20 });
    const tokens = await Promise.all(labels.map(tokenOf));
    const responses = await Promise.all(tokens.map((token) => post(testApp(), `/api/links/invitations/${token}/accept`)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((entry) => entry.status === 409)) {
      expect(await response.json()).toEqual({ error: { code: 'OFFER_001', message: invitationMessages.taken } });
    }
    const held = await testApp().db.$count(
      appointments,
      and(eq(appointments.scheduledDate, monday.date), eq(appointments.scheduledTime, '09:00')),
    );
    expect(held).toBe(1);
    expect(await testApp().db.$count(waitlistEntries, eq(waitlistEntries.status, 'booked'))).toBe(1);
    expect(await testApp().db.$count(waitlistEntries, eq(waitlistEntries.status, 'waiting'))).toBe(19);
    expect(await testApp().db.$count(slotOfferInvitations, eq(slotOfferInvitations.status, 'cancelled'))).toBe(19);
  });

  it('quality bar: two instances running the engine together send every invitation e-mail exactly once', async () => {
    const second = openDatabase({ url: testApp().deps.config.databaseUrl });
    try {
      const other = { ...testApp().deps, db: second.db };
      const labels = Array.from({ length: 9 }, (_, n) => `double${n}`);
      for (const label of labels) await waiting(label);
      await freed();
      await freed({ date: '2026-11-24', time: '14:00', durationMinutes: 30 });
      const together = () =>
        Promise.all([runSlotOffers(testApp().deps), runSlotOffers(other), runSlotOffers(testApp().deps), runSlotOffers(other)]);
      const first = await together();
      expect(first.reduce((total, run) => total + run.offers, 0)).toBe(2);
      expect(first.reduce((total, run) => total + run.invitations, 0)).toBe(6);
      // The cascade: every invitation ends, the next people (three left) are asked, once.
      testApp().clock.advance({ minutes: 121 });
      const cascade = await together();
      expect(cascade.reduce((total, run) => total + run.expired, 0)).toBe(6);
      expect(await testApp().db.$count(appointmentSlotOffers)).toBe(2);
      const invitations = await testApp().db.select().from(slotOfferInvitations);
      // 6 first, then per offer the three people it has not asked yet: 3 per offer, but a person
      // holds one invitation at a time, so the two offers share those three.
      const pairs = new Set(invitations.map((invitation) => `${invitation.slotOfferId}:${invitation.waitlistEntryId}`));
      expect(pairs.size).toBe(invitations.length);
      const mails = await outboxMails(
        testApp(),
        inArray(
          emailOutbox.to,
          labels.map((label) => `${label}@courriel.example`),
        ),
      );
      expect(mails).toHaveLength(invitations.length);
      const pendingNow = invitations.filter((invitation) => invitation.status === 'pending');
      expect(pendingNow.length).toBeGreaterThanOrEqual(3);
      expect(await testApp().db.$count(waitlistEntries, eq(waitlistEntries.status, 'invited'))).toBe(pendingNow.length);
    } finally {
      second.close();
    }
  });
});
