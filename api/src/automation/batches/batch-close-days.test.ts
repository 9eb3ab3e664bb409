// « Journée maladie » stays closed: the cancellation batch closes its day to booking (the clinic's
// own closure, shown in its dry run, reopened by its undo), each notice carries the patient's own
// rebooking link with slots offered to her on other days, delivered over SMTP, and a cancellation
// undone leaves no trace in « Annulations automatisées ».
import { eq, inArray } from 'drizzle-orm';
import { automationMessages } from 'shared-domain/automation/automation';
import type { CancellationAutomationView } from 'shared-domain/automation/automation-views';
import { beforeEach, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../jobs';
import { batchOperations, blockedTimes, emailOutbox, rebookingRequests } from '../../platform/db/schema';
import { outboxSenderIdle, sendDueEmails } from '../../platform/mail/outbox-sender';
import { decodeQuotedPrintable, startSmtpListener } from '../../testing/smtp-listener';
import { useSuiteResource } from '../../testing/suite-resource';
import { readJson, testNow, useTestApp } from '../../testing/test-app';
import { batchKit } from './batch-test-support';

// The test clock is Wednesday 18 November 2026; these days are on the booking page's first 14.
const sickDay = '2026-11-24';
const mailedDay = '2026-11-25';
const undoneDay = '2026-11-26';

describe('« Journée maladie » : la journée reste fermée', () => {
  const listener = useSuiteResource(startSmtpListener, (started) => started.close());
  const testApp = useTestApp({ config: () => ({ smtpUrl: listener().url, mailFrom: 'Clinique <rdv@clinique.example>' }) });
  const { book, post, get } = batchKit(testApp);

  beforeEach(() => {
    testApp().clock.set(testNow);
  });

  /** The times the public booking page offers on `date` for its first service. */
  async function bookableTimes(date: string): Promise<string[]> {
    const services = await readJson<{ services: { id: string }[] }>(await testApp().app.request('/api/public/booking/services'));
    const serviceId = services.services[0]?.id ?? '';
    const response = await testApp().app.request(`/api/public/booking/availability?serviceId=${serviceId}`);
    expect(response.status).toBe(200);
    const { days } = await readJson<{ days: { date: string; slots: { time: string; available: boolean }[] }[] }>(response);
    return (
      days
        .find((day) => day.date === date)
        ?.slots.filter((slot) => slot.available)
        .map((slot) => slot.time) ?? []
    );
  }

  const sickDayRequest = (date: string, extra: Record<string, unknown> = {}) => ({
    kind: 'cancel',
    selection: { type: 'day', date },
    reason: 'Journée maladie',
    closeDays: true,
    ...extra,
  });

  it('says in its dry run that the day will close, closes it to booking with the batch, and reopens it with the undo', async () => {
    const ids = [await book(sickDay, '09:00'), await book(sickDay, '10:00')];
    const openBefore = await bookableTimes(sickDay);
    expect(openBefore.length).toBeGreaterThan(0);

    const preview = await post('admin', '/batches/cancel', sickDayRequest(sickDay));
    expect(preview.status).toBe(200);
    expect(preview.body.closure).toEqual({ startDate: sickDay, endDate: sickDay });
    // A dry run changes nothing: the day is still offered.
    expect(await bookableTimes(sickDay)).toEqual(openBefore);

    const run = await post('admin', '/batches/cancel', sickDayRequest(sickDay, { dryRun: false, sendDelayMinutes: 15 }));
    expect(run.status).toBe(201);
    expect(run.body.closure).toEqual({ startDate: sickDay, endDate: sickDay });
    // Every slot of the day gone from the booking page, the freed ones too; the clinic's closures list it.
    expect(await bookableTimes(sickDay)).toEqual([]);
    const [closure] = await testApp().db.select().from(blockedTimes).where(eq(blockedTimes.id, run.body.id));
    expect(closure).toMatchObject({ startDate: sickDay, endDate: sickDay, startTime: null, endTime: null, reason: 'Journée maladie' });
    expect((await testApp().db.select().from(rebookingRequests).where(inArray(rebookingRequests.appointmentId, ids))).length).toBe(2);

    testApp().clock.advance({ minutes: 5 });
    const undo = await post('admin', `/batches/${run.body.id}/undo`, {});
    expect(undo.status).toBe(200);
    expect(undo.body).toMatchObject({ status: 'undone', closure: null });
    // Open again, but for the two visits restored in their slots.
    const reopened = await bookableTimes(sickDay);
    expect(reopened).toEqual(openBefore.filter((time) => time !== '09:00' && time !== '10:00'));
    expect(await testApp().db.select().from(blockedTimes).where(eq(blockedTimes.id, run.body.id))).toEqual([]);
    // The notices never left: the links they carried are withdrawn.
    expect(await testApp().db.select().from(rebookingRequests).where(inArray(rebookingRequests.appointmentId, ids))).toEqual([]);
  });

  it('refuses to close days for chosen appointments, in French beside the box, writing nothing', async () => {
    const id = await book('2026-11-27', '09:00');
    const batchesBefore = await testApp().db.$count(batchOperations);
    const refused = await post('admin', '/batches/cancel', {
      kind: 'cancel',
      selection: { type: 'appointments', appointmentIds: [id] },
      reason: 'Journée maladie',
      closeDays: true,
      dryRun: false,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ closeDays: automationMessages.closeDaysNeedsDays });
    expect(await testApp().db.$count(batchOperations)).toBe(batchesBefore);
  });

  it('e-mails each patient her own rebooking link, which opens on slots of other days and books one', async () => {
    const id = await book(mailedDay, '10:00', { name: 'Léa Malade', email: 'lea.malade@courriel.example' });
    const run = await post('admin', '/batches/cancel', sickDayRequest(mailedDay, { dryRun: false, sendDelayMinutes: 0 }));
    expect(run.status).toBe(201);
    // The demo's visits of that day are notified first, one every 2 s: past them, the sender delivers hers.
    await outboxSenderIdle(testApp().db);
    testApp().clock.advance({ minutes: 1 });
    await sendDueEmails(testApp().deps);
    const message = listener().received.find((mail) => mail.to.includes('lea.malade@courriel.example'));
    if (!message) throw new Error(`not delivered: ${JSON.stringify(listener().received.map((mail) => mail.to))}`);
    const text = decodeQuotedPrintable(message.raw);
    const { publicUrl } = testApp().deps.config;
    const token = new RegExp(`${publicUrl}/rebook/([\\w-]{22,})`).exec(text)?.[1];
    expect(token).toBeDefined();
    expect(text).not.toContain(`${publicUrl}/booking`);
    expect(text).toContain('Choisissez votre nouveau rendez-vous parmi les créneaux que nous vous proposons');
    // The link's token is in the e-mail only.
    const [row] = await testApp().db.select().from(emailOutbox).where(eq(emailOutbox.appointmentId, id));
    expect(JSON.stringify(row)).not.toContain(token);

    const opened = await testApp().app.request(`/api/links/rebooking/${token}`);
    expect(opened.status).toBe(200);
    const request = await readJson<{
      state: string;
      patientName: string;
      reason: string;
      slots: { id: string; date: string; time: string; available: boolean }[];
    }>(opened);
    expect(request).toMatchObject({ state: 'pending', patientName: 'Léa Malade', reason: 'Journée maladie' });
    expect(request.slots).toHaveLength(3);
    for (const slot of request.slots) {
      expect(slot.available).toBe(true);
      // From today on (the booking page's rules), never on the cancelled day.
      expect(slot.date >= testNow.slice(0, 10) && slot.date !== mailedDay, slot.date).toBe(true);
    }
    const chosen = request.slots[0]!;
    const answer = await testApp().app.request(`/api/links/rebooking/${token}/respond`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'accept', slotId: chosen.id }),
    });
    expect(answer.status).toBe(200);
    expect(await bookableTimes(chosen.date)).not.toContain(chosen.time);
  });

  it('leaves a cancellation undone out of « Annulations automatisées », though the waitlist had offered its slot', async () => {
    const cancellations = async () => {
      const response = await get('admin', '/cancellations');
      expect(response.status).toBe(200);
      return response.body as CancellationAutomationView;
    };
    const offers = scheduledJobs(testApp().deps).find((job) => job.name === 'waitlist-slot-offers');
    // The demo's own freed slots offered first: what follows is this batch's only.
    await offers?.run(testApp().deps);
    const before = await cancellations();
    const id = await book(undoneDay, '11:00');
    const run = await post('admin', '/batches/cancel', {
      kind: 'cancel',
      selection: { type: 'appointments', appointmentIds: [id] },
      reason: 'Tempête annoncée',
      offerToWaitlist: true,
      sendDelayMinutes: 15,
      dryRun: false,
    });
    expect(run.status).toBe(201);
    // The waitlist's job comes by before the undo: the freed slot is offered.
    await offers?.run(testApp().deps);
    expect((await cancellations()).paths.some((path) => path.appointmentId === id)).toBe(true);

    testApp().clock.advance({ minutes: 2 });
    expect((await post('admin', `/batches/${run.body.id}/undo`, {})).status).toBe(200);
    const after = await cancellations();
    expect(after.paths.some((path) => path.appointmentId === id)).toBe(false);
    expect(after.totals).toEqual(before.totals);
  });
});
