// A slot taken by staff (a new appointment, a move) closes the waitlist's open
// offers for it in the same write. The online, portal and invitation paths share
// `guardedAppointmentStatements` (online booking tested in slot-offers.test.ts; the rebooking here).
import { eq } from 'drizzle-orm';
import { invitationMessages } from 'shared-domain/scheduling/waitlist';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appointmentSlotOffers,
  appointments,
  emailOutbox,
  patients,
  serviceTypes,
  slotOfferInvitations,
  waitlistEntries,
} from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { afterAnswersSettled } from '../../platform/http/after-answer';
import { hashToken, mintToken } from '../../platform/tokens/tokens';
import { outboxMails } from '../../testing/outbox';
import { createTestSession, seededAccounts, testNow, useTestApp } from '../../testing/test-app';

// testNow is Wednesday 2026-11-18, 10:00 in Montréal; Tuesday 2026-12-08 is free all day.
const day = '2026-12-08';

describe('a slot taken by staff closes its waitlist offer', () => {
  const testApp = useTestApp();
  let cookie: string;
  let followUp: string;
  let patientId: string;

  beforeEach(async () => {
    testApp().clock.set(testNow);
    const db = testApp().db;
    await db.delete(slotOfferInvitations);
    await db.delete(appointmentSlotOffers);
    await db.delete(waitlistEntries);
    const { staffId } = await seededAccounts(testApp());
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    const [service] = await db.select({ id: serviceTypes.id }).from(serviceTypes).where(eq(serviceTypes.name, 'Suivi chiropratique'));
    followUp = service!.id;
    const [patient] = await db.select({ id: patients.id }).from(patients).where(eq(patients.email, 'mathieu.cote@courriel.example'));
    patientId = patient!.id;
  });

  /** An open offer for `time` on `day`, with one person invited; returns the invitation's token. */
  async function offered(time: string) {
    const db = testApp().db;
    const [entry] = await db
      .insert(waitlistEntries)
      .values({
        fullName: 'Marc-André Roy',
        email: 'marc-andre@courriel.example',
        phone: '514 555-0100',
        status: 'invited',
        contactConsentAt: testApp().clock.now().toISOString(),
        ...timestamps(testApp().clock),
      })
      .returning({ id: waitlistEntries.id });
    const [offer] = await db
      .insert(appointmentSlotOffers)
      .values({
        serviceTypeId: followUp,
        slotDatetime: new Date(`${day}T${time}:00-05:00`).toISOString(),
        slotDate: day,
        slotTime: time,
        durationMinutes: 30,
        status: 'open',
        ...timestamps(testApp().clock),
      })
      .returning({ id: appointmentSlotOffers.id });
    const token = mintToken('secret');
    await db.insert(slotOfferInvitations).values({
      slotOfferId: offer!.id,
      waitlistEntryId: entry!.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(testApp().clock.now().getTime() + 120 * 60_000).toISOString(),
      createdAt: testApp().clock.now().toISOString(),
    });
    return { token, entryId: entry!.id };
  }

  async function expectClosed(token: string, entryId: string) {
    const db = testApp().db;
    const [offer] = await db.select().from(appointmentSlotOffers);
    expect(offer!.status).toBe('filled');
    const [invitation] = await db.select().from(slotOfferInvitations);
    expect(invitation!.status).toBe('cancelled');
    const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    expect(entry!.status).toBe('waiting');
    const page = await testApp().app.request(`/api/links/invitations/${token}`);
    expect(await page.json()).toMatchObject({ state: 'taken' });
    const accept = await testApp().app.request(`/api/links/invitations/${token}/accept`, { method: 'POST' });
    expect(accept.status).toBe(409);
    expect(await accept.json()).toEqual({ error: { code: 'OFFER_001', message: invitationMessages.taken } });
  }

  const admin = (path: string, method: string, body: unknown) =>
    testApp().app.request(`/api/admin${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('a staff appointment on the slot', async () => {
    const { token, entryId } = await offered('09:00');
    const response = await admin('/appointments', 'POST', {
      patientId,
      serviceTypeId: followUp,
      date: day,
      time: '09:00',
      reason: 'Suivi lombalgie',
      notes: 'Rien à signaler',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    await expectClosed(token, entryId);
    await testApp().db.delete(appointments).where(eq(appointments.scheduledDate, day));
  });

  it('a staff move into the slot', async () => {
    const created = await admin('/appointments', 'POST', {
      patientId,
      serviceTypeId: followUp,
      date: day,
      time: '14:00',
      reason: 'Suivi lombalgie',
      notes: 'Rien à signaler',
    });
    const { appointment } = (await created.json()) as { appointment: { id: string } };
    const { token, entryId } = await offered('10:00');
    // Created before the offer: the offer is still open.
    expect((await testApp().db.select().from(appointmentSlotOffers))[0]!.status).toBe('open');
    const moved = await admin(`/appointments/${appointment.id}`, 'PATCH', { date: day, time: '10:00' });
    expect(moved.status, await moved.clone().text()).toBe(200);
    await expectClosed(token, entryId);
    await testApp().db.delete(appointments).where(eq(appointments.scheduledDate, day));
  });

  it('a rebooking accepted on the slot', async () => {
    const { token, entryId } = await offered('11:00');
    const email = 'reprise-offre@courriel.example';
    const created = await admin('/rebooking-requests', 'POST', {
      patientName: 'Camille Gagnon',
      patientEmail: email,
      reason: 'Praticien absent',
      slots: [{ date: day, time: '11:00', durationMinutes: 30 }],
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { slots } = (await created.json()) as { slots: { id: string }[] };
    const mail = (await outboxMails(testApp(), eq(emailOutbox.to, email))).at(-1);
    const rebookToken = /\/rebook\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const accepted = await testApp().app.request(`/api/links/rebooking/${rebookToken}/respond`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'accept', slotId: slots[0]!.id }),
    });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    await expectClosed(token, entryId);
    // The confirmation and the freed slot's offers run once the answer has left: let them finish before the cleanup.
    await afterAnswersSettled();
    await testApp().db.delete(appointments).where(eq(appointments.scheduledDate, day));
  });
});
