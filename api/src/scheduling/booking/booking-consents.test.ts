// A consent to e-mails ticked on the public booking form is pending until the booking's e-mailed
// link is opened (anyone can type anyone's address): then it is given, dated that day and audited;
// a link never opened leaves it pending for good. While pending it counts for nothing — the record's
// answer stays as it was, so the visit's reminder goes as for any booking nobody refused, and it
// carries the link — and a withdrawal drops it. A portal booking, whose address the session proves,
// gives it at once.
import { and, eq, isNull } from 'drizzle-orm';
import type { PatientConsentsAnswer } from 'shared-domain/privacy/privacy-consents';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookSlot } from './book-appointment';
import { sendDueReminders } from '../emails/appointment-reminder-job';
import { appointments, patientConsents, patients, pendingBookingConsents, serviceTypes } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { afterAnswersSettled } from '../../platform/http/after-answer';
import { auditEventsOf } from '../../testing/audit-events';
import { plantEmailConsent } from '../../testing/email-consent';
import { mailsTo, staffMemberWithSession } from '../../testing/team-test-support';
import { createTestSession, readJson, testNow, useTestApp } from '../../testing/test-app';

type Texts = { texts: Record<string, { version: number }> };

const manageTokenIn = (text: string) => /\/appointment\/(?:manage|confirm)\/([\w-]+)/.exec(text)?.[1];

describe('a consent to e-mails ticked on the public booking form', () => {
  // Wednesday 18 November 2026, 10:00 in Montréal.
  const testApp = useTestApp({ config: { trustProxy: true, publicUrl: 'https://clinique.example' } });
  let client = 1;
  let admin: { id: string; cookie: string };
  let serviceId: string;
  let texts: Texts['texts'];

  const post = (path: string, body: unknown, cookie?: string) =>
    testApp().app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${client++ % 250}`, ...(cookie && { cookie }) },
      body: JSON.stringify(body),
    });
  /** Books on the public page with the reminders box ticked; the appointment's id once its confirmation is queued. */
  const book = async (email: string, date: string, time: string) => {
    const response = await post('/api/public/bookings', {
      serviceId,
      date,
      time,
      name: 'Julie Martin',
      email,
      phone: '514 555-0111',
      consentVersions: { online_booking: texts.online_booking!.version, email_reminders: texts.email_reminders!.version },
    });
    expect(response.status).toBe(201);
    await afterAnswersSettled();
    const [appointment] = await testApp().db.select().from(appointments).where(eq(appointments.email, email));
    return appointment!;
  };
  /** Opens the link of the newest e-mail sent to `email`, as its holder does. */
  const openLinkOf = async (email: string) => {
    const token = manageTokenIn((await mailsTo(testApp(), email)).at(-1)!.text);
    expect(token).toBeDefined();
    expect((await testApp().app.request(`/api/links/appointments/${token}`)).status).toBe(200);
  };
  const ledger = (email: string) =>
    testApp()
      .db.select()
      .from(patientConsents)
      .where(and(eq(patientConsents.email, email), eq(patientConsents.kind, 'email_reminders')));
  const pendingOf = (appointmentId: string) =>
    testApp().db.$count(pendingBookingConsents, eq(pendingBookingConsents.appointmentId, appointmentId));
  const recordOf = async (patientId: string) => (await testApp().db.select().from(patients).where(eq(patients.id, patientId)))[0]!;
  // What the desk's « Consentements » shows, read with a session opened now (the tests move the clock by days).
  const remindersState = async (patientId: string) => {
    const cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: admin.id, secondFactorVerified: true });
    const response = await testApp().app.request(`/api/admin/patients/${patientId}/consents`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const { consents } = await readJson<PatientConsentsAnswer>(response);
    return consents.find((consent) => consent.kind === 'email_reminders')!;
  };

  beforeAll(async () => {
    admin = await staffMemberWithSession(testApp(), 'admin');
    const [service] = await testApp()
      .db.select({ id: serviceTypes.id })
      .from(serviceTypes)
      .where(eq(serviceTypes.name, 'Suivi chiropratique'));
    serviceId = service!.id;
    texts = (await readJson<Texts>(await testApp().app.request('/api/public/consent-texts'))).texts;
    // The demo clinic's own visits are out of the reminder counts.
    await testApp().db.update(appointments).set({ reminderSentAt: testNow }).where(isNull(appointments.reminderSentAt));
  });

  beforeEach(() => {
    testApp().clock.set(testNow);
  });

  afterEach(async () => {
    await afterAnswersSettled();
  });

  it('is pending, not given, until the link is opened; then given that day, audited, and the e-mails turned on', async () => {
    const email = 'en.attente@courriel.example';
    const appointment = await book(email, '2026-11-24', '09:00');
    const patientId = appointment.patientId!;

    // Pending: nothing in the ledger, the record's answer untouched, the desk told it waits.
    expect(await ledger(email)).toEqual([]);
    expect(await pendingOf(appointment.id)).toBe(1);
    expect((await recordOf(patientId)).emailConsent).toBeNull();
    expect(await remindersState(patientId)).toMatchObject({
      state: 'pending',
      pendingSince: new Date(testNow).toISOString(),
      latest: null,
      history: [],
    });
    // The booking text itself is the booker's own act: given with the booking.
    expect(
      await testApp().db.$count(patientConsents, and(eq(patientConsents.patientId, patientId), eq(patientConsents.kind, 'online_booking'))),
    ).toBe(1);

    // Two hours later, the link of the confirmation is opened: the address is hers.
    testApp().clock.advance({ hours: 2 });
    const openedAt = testApp().clock.now().toISOString();
    await openLinkOf(email);
    const [given] = await ledger(email);
    expect(given).toMatchObject({
      patientId,
      version: texts.email_reminders!.version,
      channel: 'booking_form',
      givenAt: openedAt,
      withdrawnAt: null,
      recordedBy: null,
    });
    expect(await pendingOf(appointment.id)).toBe(0);
    expect((await recordOf(patientId)).emailConsent).toBe(true);
    expect(await remindersState(patientId)).toMatchObject({ state: 'given', pendingSince: null, latest: { givenAt: openedAt } });
    const [audit] = await auditEventsOf(testApp().db, 'consent.given', given!.id);
    expect(audit).toMatchObject({
      actorType: 'public',
      details: { patientId, kind: 'email_reminders', version: texts.email_reminders!.version, channel: 'booking_form' },
    });

    // Opened again: nothing more is written.
    await openLinkOf(email);
    expect(await ledger(email)).toHaveLength(1);
  });

  it('is given once when its link is opened five times at once', async () => {
    const email = 'ouvert.cinq.fois@courriel.example';
    await book(email, '2026-11-24', '11:00');
    await Promise.all(Array.from({ length: 5 }, () => openLinkOf(email)));
    const rows = await ledger(email);
    expect(rows).toHaveLength(1);
    expect(await auditEventsOf(testApp().db, 'consent.given', rows[0]!.id)).toHaveLength(1);
  });

  it('never becomes given under a mistyped address whose link is never opened', async () => {
    const email = 'adresse.mal.tapee@courriel.example';
    const appointment = await book(email, '2026-11-24', '09:30');
    // The clinic confirms the visit, its reminder goes, the visit passes: the mailbox never answered.
    const confirmed = await post(
      `/api/admin/appointments/${appointment.id}/status`,
      { from: 'pending', status: 'confirmed' },
      admin.cookie,
    );
    expect(confirmed.status).toBe(200);
    testApp().clock.set('2026-11-23T15:00:00Z');
    await sendDueReminders(testApp().deps);
    testApp().clock.set('2026-12-01T15:00:00Z');

    expect(await ledger(email)).toEqual([]);
    expect(await pendingOf(appointment.id)).toBe(1);
    expect((await recordOf(appointment.patientId!)).emailConsent).toBeNull();
    expect((await remindersState(appointment.patientId!)).state).toBe('pending');
  });

  it('files a booking under an address on file, and gives its consent to that record only once the link is opened', async () => {
    const email = 'deja.au.dossier@courriel.example';
    const [existing] = await testApp()
      .db.insert(patients)
      .values({ firstName: 'Déjà', lastName: 'Au Dossier', email, ...timestamps(testApp().clock) })
      .returning({ id: patients.id });
    await plantEmailConsent(testApp(), existing!.id, { email, withdrawn: true });
    const appointment = await book(email, '2026-11-24', '10:00');
    // Whoever typed her address: her refusal stands, nothing shows in her record.
    expect(appointment.patientId).toBeNull();
    expect(await ledger(email)).toHaveLength(1);
    expect(await remindersState(existing!.id)).toMatchObject({ state: 'withdrawn', latest: { channel: 'desk' }, pendingSince: null });

    testApp().clock.advance({ minutes: 30 });
    await openLinkOf(email);
    // Her mailbox opened the link: the booking is hers, and so is the consent ticked with it.
    const given = (await ledger(email)).find((entry) => entry.channel === 'booking_form');
    expect(given).toMatchObject({ patientId: existing!.id, givenAt: testApp().clock.now().toISOString() });
    expect((await recordOf(existing!.id)).emailConsent).toBe(true);
  });

  it('leaves the visit reminded as any booking nobody refused, and the reminder’s link gives the consent', async () => {
    const email = 'rappel.en.attente@courriel.example';
    // Thursday 19 November at 11:00: 25 hours away, so the confirmation does not count as its reminder.
    const appointment = await book(email, '2026-11-19', '11:00');
    expect(appointment.reminderSentAt).toBeNull();

    testApp().clock.advance({ hours: 2 });
    expect(await sendDueReminders(testApp().deps)).toEqual({ reminders: 1 });
    const mails = await mailsTo(testApp(), email);
    expect(mails.map((mail) => mail.subject.split(' : ')[0])).toEqual([expect.any(String), 'Rappel']);
    // Still pending after the reminder; the reminder's own link proves the address.
    expect(await pendingOf(appointment.id)).toBe(1);
    expect((await recordOf(appointment.patientId!)).emailConsent).toBeNull();
    await openLinkOf(email);
    expect(await ledger(email)).toEqual([expect.objectContaining({ givenAt: testApp().clock.now().toISOString() })]);
  });

  it('is withdrawn in the ledger, dated, by a withdrawal: a link opened after it gives nothing and the reminder stops', async () => {
    const email = 'retrait.en.attente@courriel.example';
    const appointment = await book(email, '2026-11-19', '11:30');
    const tickedAt = testApp().clock.now().toISOString();
    testApp().clock.advance({ minutes: 20 });
    const withdrawnAt = testApp().clock.now().toISOString();
    const withdrawn = await post(
      `/api/admin/patients/${appointment.patientId}/consents/email_reminders/withdraw`,
      { channel: 'desk' },
      admin.cookie,
    );
    expect(withdrawn.status).toBe(200);
    expect(await pendingOf(appointment.id)).toBe(0);
    // What was ticked on the form, and its withdrawal by whom and when: the ledger's « retiré ».
    const entry = {
      patientId: appointment.patientId,
      version: texts.email_reminders!.version,
      channel: 'booking_form',
      givenAt: tickedAt,
      withdrawnAt,
      withdrawnChannel: 'desk',
      withdrawnRecordedBy: admin.id,
    };
    expect(await ledger(email)).toEqual([expect.objectContaining(entry)]);
    expect(await remindersState(appointment.patientId!)).toMatchObject({
      state: 'withdrawn',
      pendingSince: null,
      latest: { channel: 'booking_form', withdrawnAt, withdrawnChannel: 'desk' },
    });
    expect((await recordOf(appointment.patientId!)).emailConsent).toBe(false);

    // Its link opened afterwards gives nothing: the entry stays withdrawn, alone.
    await openLinkOf(email);
    expect(await ledger(email)).toEqual([expect.objectContaining(entry)]);
    expect((await recordOf(appointment.patientId!)).emailConsent).toBe(false);
    testApp().clock.advance({ hours: 2 });
    await sendDueReminders(testApp().deps);
    expect((await mailsTo(testApp(), email)).filter((mail) => mail.subject.startsWith('Rappel'))).toEqual([]);
  });

  it('is superseded by a consent recorded at the desk, so a link opened afterwards adds nothing', async () => {
    const email = 'consigne.au.comptoir@courriel.example';
    const appointment = await book(email, '2026-11-24', '11:30');
    const given = await post(
      `/api/admin/patients/${appointment.patientId}/consents/email_reminders/give`,
      { version: texts.email_reminders!.version, channel: 'desk' },
      admin.cookie,
    );
    expect(given.status).toBe(200);
    expect(await pendingOf(appointment.id)).toBe(0);
    testApp().clock.advance({ minutes: 10 });
    await openLinkOf(email);
    expect((await ledger(email)).map((row) => row.channel)).toEqual(['desk']);
  });

  it('is given at once when booked from the portal, whose session proves the address', async () => {
    const email = 'portail.prouve@courriel.example';
    const [patient] = await testApp()
      .db.insert(patients)
      .values({ firstName: 'Portail', lastName: 'Prouvé', email, ...timestamps(testApp().clock) })
      .returning({ id: patients.id });
    const booked = await bookSlot(testApp().deps, {
      serviceId,
      date: '2026-11-24',
      time: '10:30',
      contact: { name: 'Portail Prouvé', email, phone: '514 555-0112' },
      source: 'portal',
      patientId: patient!.id,
      record: async () => ({ kind: 'one', patientId: patient!.id }),
      consentVersions: { online_booking: texts.online_booking!.version, email_reminders: texts.email_reminders!.version },
    });
    expect(await pendingOf(booked.appointmentId)).toBe(0);
    expect(await ledger(email)).toEqual([
      expect.objectContaining({ patientId: patient!.id, channel: 'booking_form', givenAt: testApp().clock.now().toISOString() }),
    ]);
    expect((await recordOf(patient!.id)).emailConsent).toBe(true);
  });
});
