// « Santé de l'automatisation »: every e-mail with its state, whom it concerns and its
// error code (never its words), « Réessayer » on a failure within its cap, every job with its runs.
// The administration's only; reads and retries audited.
import type { AddressInfo, Socket } from 'node:net';
import { createServer } from 'node:net';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { manualRetryCap } from 'shared-domain/automation/automation';
import type { JobsView, OutboxMessagePage, OutboxMessageView } from 'shared-domain/automation/automation-views';
import { clinicInstant } from 'shared-domain/platform/clinic-time';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointments, auditEvents, emailOutbox, jobLeases, jobRuns, jobStates, patients } from '../../platform/db/schema';
import { processHolder } from '../../platform/jobs/scheduler';
import { outboxMaxAttempts, outboxSenderIdle, sendDueEmails } from '../../platform/mail/outbox-sender';
import { queueEmail } from '../../platform/mail/queue-email';
import { sealedOutboxRow } from '../../testing/outbox';
import { startSmtpListener } from '../../testing/smtp-listener';
import { useSuiteResource } from '../../testing/suite-resource';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { createTestSession, readJson, seededAccounts, testNow, useTestApp } from '../../testing/test-app';
import { messageListText } from './outbox-messages';

const minute = 60_000;
const hour = 60 * minute;

describe('« Santé de l’automatisation »', () => {
  const listener = useSuiteResource(startSmtpListener, (started) => started.close());
  const testApp = useTestApp({ config: () => ({ smtpUrl: listener().url, mailFrom: 'Clinique <rdv@clinique.example>' }) });
  const cookies = { admin: '', reception: '', practitioner: '' };
  let adminId = '';
  let visit: { id: string; patientId: string; name: string; startsAt: string };

  const request = (path: string, init: RequestInit & { cookie?: string } = {}) =>
    testApp().app.request(`/api/admin/automation${path}`, { ...init, headers: { cookie: init.cookie ?? cookies.admin, ...init.headers } });
  const list = async (query = '') => {
    const response = await request(`/messages${query}`);
    expect(response.status).toBe(200);
    return readJson<OutboxMessagePage>(response);
  };

  beforeAll(async () => {
    adminId = (await seededAccounts(testApp())).staffId;
    cookies.admin = await createTestSession(testApp(), { subjectType: 'staff', subjectId: adminId, secondFactorVerified: true });
    cookies.reception = (await staffMemberWithSession(testApp(), 'reception')).cookie;
    cookies.practitioner = (await staffMemberWithSession(testApp(), 'practitioner')).cookie;
    const [row] = await testApp()
      .db.select({
        id: appointments.id,
        patientId: appointments.patientId,
        date: appointments.scheduledDate,
        time: appointments.scheduledTime,
        firstName: patients.firstName,
        lastName: patients.lastName,
      })
      .from(appointments)
      .innerJoin(patients, eq(patients.id, appointments.patientId))
      .where(isNotNull(appointments.scheduledTime))
      .limit(1);
    if (!row?.patientId || !row.date || !row.time) throw new Error('the demo has no scheduled appointment');
    visit = {
      id: row.id,
      patientId: row.patientId,
      name: `${row.firstName} ${row.lastName}`,
      startsAt: clinicInstant(row.date, row.time, 'America/Toronto').toISOString(),
    };
  });

  beforeEach(async () => {
    testApp().clock.set(testNow);
    listener().received.length = 0;
    listener().refused.clear();
    await testApp().db.delete(emailOutbox);
  });
  afterEach(async () => {
    await outboxSenderIdle(testApp().db);
  });

  /** A row as the outbox would hold it, queued `minutesAgo` minutes ago. */
  const outboxRow = (fields: Partial<typeof emailOutbox.$inferInsert> & { minutesAgo?: number } = {}) => {
    const { minutesAgo = 0, ...rest } = fields;
    return {
      ...sealedOutboxRow(testApp(), { to: 'julie@exemple.ca', subject: 'Sujet secret', text: 'Corps secret https://lien/jeton' }),
      createdAt: new Date(testApp().clock.now().getTime() - minutesAgo * minute).toISOString(),
      ...rest,
    };
  };

  it('is refused to the reception and the practitioner', async () => {
    for (const cookie of [cookies.reception, cookies.practitioner]) {
      for (const [path, method] of [
        ['/messages', 'GET'],
        ['/messages/x/retry', 'POST'],
        ['/jobs', 'GET'],
      ] as const) {
        const response = await request(path, { cookie, method });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect((await readJson<ApiErrorBody>(response)).error.code).toBe('AUTH_002');
      }
    }
  });

  it('shows a reminder the server refused as failed with its code, and « Réessayer » sends it once the server accepts', async () => {
    listener().refused.add('refuse@example.com');
    await queueEmail(testApp().deps, {
      to: 'refuse@example.com',
      subject: 'Rappel : votre rendez-vous',
      text: 'À demain https://clinique.example/appointment/manage/jeton-secret',
      kind: 'rappel',
      patientId: visit.patientId,
      appointmentId: visit.id,
    });
    await outboxSenderIdle(testApp().db);
    expect(listener().received).toHaveLength(0);

    const page = await list();
    expect(page.counts).toEqual({ planned: 0, sent: 0, failed: 1, given_up: 0 });
    const [failed] = page.messages;
    expect(failed).toMatchObject({
      kind: 'rappel',
      kindLabel: 'Rappel de rendez-vous',
      state: 'failed',
      stateLabel: 'Échec',
      to: 'refuse@example.com',
      patientId: visit.patientId,
      patientName: visit.name,
      appointmentId: visit.id,
      appointmentStartsAt: visit.startsAt,
      attempts: 1,
      manualRetries: 0,
      errorCode: 'EENVELOPE 550',
      canRetry: true,
      sentAt: null,
    });
    // Never the subject, the body or its link.
    expect(JSON.stringify(page)).not.toMatch(/Rappel :|jeton-secret|Mailbox unavailable/);

    listener().refused.clear();
    const response = await request(`/messages/${failed?.id}/retry`, { method: 'POST' });
    expect(response.status).toBe(200);
    const { message } = await readJson<{ message: OutboxMessageView }>(response);
    expect(message).toMatchObject({ id: failed?.id, manualRetries: 1, nextAttemptAt: testApp().clock.now().toISOString() });
    await outboxSenderIdle(testApp().db);
    expect(listener().received.map((mail) => mail.to)).toEqual([['refuse@example.com']]);
    expect((await list('?state=sent')).messages).toMatchObject([{ id: failed?.id, state: 'sent', attempts: 2, errorCode: null }]);

    const [audit] = await testApp()
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'automation.message_retried'), eq(auditEvents.entityId, failed?.id ?? '')));
    expect(audit).toMatchObject({ actorId: adminId, details: { messageId: failed?.id, patientId: visit.patientId } });

    // Sent, it is not retried again.
    const again = await request(`/messages/${failed?.id}/retry`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await readJson<ApiErrorBody>(again)).error).toMatchObject({
      code: 'AUTO_003',
      message: 'Seul un courriel en échec peut être réessayé.',
    });
    expect(listener().received).toHaveLength(1);
  });

  it('refuses to retry a planned, a given-up or a capped message, and an unknown one, changing nothing', async () => {
    const planned = outboxRow();
    const givenUp = outboxRow({ attempts: outboxMaxAttempts, error: 'EENVELOPE 550', text: '' });
    const capped = outboxRow({
      attempts: 2,
      error: 'ETIMEDOUT',
      nextAttemptAt: new Date(Date.parse(testNow) + hour).toISOString(),
      manualRetries: manualRetryCap,
    });
    // Older than a day, a message is never sent: given up, whatever its row says.
    const tooOld = outboxRow({ attempts: 1, error: 'ECONNREFUSED', nextAttemptAt: testNow, minutesAgo: 25 * 60 });
    await testApp().db.insert(emailOutbox).values([planned, givenUp, capped, tooOld]);
    const before = await testApp().db.select().from(emailOutbox);
    const retriesAudited = () => testApp().db.$count(auditEvents, eq(auditEvents.action, 'automation.message_retried'));
    const auditedBefore = await retriesAudited();
    for (const [row, message] of [
      [planned, 'Seul un courriel en échec peut être réessayé.'],
      [givenUp, 'Ce courriel a été abandonné : son contenu n’est plus conservé. Renvoyez-le depuis le rendez-vous ou la fiche du patient.'],
      [tooOld, 'Ce courriel a été abandonné : son contenu n’est plus conservé. Renvoyez-le depuis le rendez-vous ou la fiche du patient.'],
      [capped, 'Ce courriel a déjà été réessayé le nombre maximal de fois.'],
    ] as const) {
      const response = await request(`/messages/${row.id}/retry`, { method: 'POST' });
      expect(response.status).toBe(409);
      expect((await readJson<ApiErrorBody>(response)).error).toMatchObject({ code: 'AUTO_003', message });
    }
    const unknown = await request('/messages/inconnu/retry', { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect((await readJson<ApiErrorBody>(unknown)).error.message).toBe('Ce courriel est introuvable.');
    expect(await testApp().db.select().from(emailOutbox)).toEqual(before);
    expect(await retriesAudited()).toBe(auditedBefore);

    const page = await list();
    const canRetry = Object.fromEntries(page.messages.map((message) => [message.id, [message.state, message.canRetry]]));
    expect(canRetry).toEqual({
      [planned.id]: ['planned', false],
      [givenUp.id]: ['given_up', false],
      [tooOld.id]: ['given_up', false],
      [capped.id]: ['failed', false],
    });
  });

  it('does not retry a message while a sender holds it: its claim clears the last failure until the try ends', async () => {
    // An SMTP server that accepts the connection and never answers: the try stays in flight.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentDeps = {
      ...testApp().deps,
      config: { ...testApp().deps.config, smtpUrl: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}` },
    };
    const row = outboxRow({ attempts: 1, error: 'ETIMEDOUT', nextAttemptAt: new Date(testNow).toISOString() });
    await testApp().db.insert(emailOutbox).values(row);
    const current = async () => (await testApp().db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id)))[0];

    const sending = sendDueEmails(silentDeps);
    await expect.poll(async () => (await current())?.attempts).toBe(2);
    expect(await current()).toMatchObject({ error: null, sentAt: null });
    const refused = await request(`/messages/${row.id}/retry`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect((await readJson<ApiErrorBody>(refused)).error.message).toBe('Seul un courriel en échec peut être réessayé.');
    expect(await current()).toMatchObject({ manualRetries: 0 });

    // The server hangs up: the try fails, and the message may be retried again.
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    expect(await sending).toMatchObject({ sent: 0, failed: 1 });
    expect((await current())?.error).not.toBeNull();
    expect((await request(`/messages/${row.id}/retry`, { method: 'POST' })).status).toBe(200);
  });

  it('lists newest first, 50 a page, filtered by state, kind, patient and clinic day, with the counts by state; audited', async () => {
    const rows = Array.from({ length: 55 }, (_, index) =>
      outboxRow({ minutesAgo: index, kind: index % 5 === 0 ? 'confirmation' : 'rappel', patientId: index < 3 ? visit.patientId : null }),
    );
    // Sent, failed and given up among them.
    Object.assign(rows[1] ?? {}, { sentAt: testNow, text: '' });
    Object.assign(rows[2] ?? {}, { error: 'ETIMEDOUT', attempts: 1, nextAttemptAt: testNow });
    Object.assign(rows[3] ?? {}, { error: 'EENVELOPE 550', attempts: outboxMaxAttempts, text: '' });
    await testApp().db.insert(emailOutbox).values(rows);

    const first = await list();
    expect(first).toMatchObject({ total: 55, page: 1, pageSize: 50, counts: { planned: 52, sent: 1, failed: 1, given_up: 1 } });
    expect(first.messages.map((message) => message.id)).toEqual(rows.slice(0, 50).map((row) => row.id));
    expect((await list('?page=2')).messages.map((message) => message.id)).toEqual(rows.slice(50).map((row) => row.id));

    const failed = await list('?state=failed');
    expect(failed.messages.map((message) => message.id)).toEqual([rows[2]?.id]);
    // The counts ignore the state filter, the total does not.
    expect(failed).toMatchObject({ total: 1, counts: { planned: 52, sent: 1, failed: 1, given_up: 1 } });

    const confirmations = await list('?kind=confirmation');
    expect(confirmations.total).toBe(11);
    expect(confirmations.messages.every((message) => message.kindLabel === 'Confirmation de réservation')).toBe(true);
    const hers = await list(`?patientId=${visit.patientId}`);
    expect(hers.messages.map((message) => [message.id, message.patientName])).toEqual(rows.slice(0, 3).map((row) => [row.id, visit.name]));

    // A clinic day: 2026-11-18 in Montréal; nothing was queued the day before.
    expect((await list('?from=2026-11-18&to=2026-11-18')).total).toBe(55);
    expect((await list('?from=2026-11-17&to=2026-11-17')).total).toBe(0);

    // Each read audited with how many messages it showed, in order.
    const audits = await testApp()
      .db.select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'automation.messages_viewed'))
      .orderBy(sql`rowid`);
    expect(audits.slice(-7).map((audit) => [audit.actorId, audit.entity, audit.details])).toEqual(
      [50, 5, 1, 11, 3, 55, 0].map((count) => [adminId, 'email_outbox', { count: Math.min(count, 50) }]),
    );
  });

  it('refuses a bad query in French, changing nothing', async () => {
    for (const [query, field, message] of [
      ['?state=perdu', 'state', 'État de courriel inconnu.'],
      ['?from=18-11-2026', 'from', 'Date invalide (AAAA-MM-JJ).'],
      ['?page=0', 'page', 'Page invalide.'],
      ['?from=2026-11-18&to=2026-11-17', 'to', messageListText.toBeforeFrom],
    ] as const) {
      const response = await request(`/messages${query}`);
      expect(response.status, query).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error.fields).toMatchObject({ [field]: message });
    }
  });

  it('shows every scheduled job with its last run, next run, lateness, lease and last runs', async () => {
    const { db } = testApp();
    const now = Date.parse(testNow);
    const at = (ms: number) => new Date(now + ms).toISOString();
    await db.delete(jobStates);
    await db.delete(jobRuns);
    await db.delete(jobLeases);
    await db.insert(jobStates).values([
      {
        name: 'retention',
        lastStartedAt: at(-30 * minute),
        lastDurationMs: 12,
        lastOutcome: 'ok',
        lastHolder: 'hote-1',
        lastFigures: { sessions: 2, unfulfilledRequests: 0, outboxMessages: 1 },
      },
      {
        name: 'overdue-invoices',
        lastStartedAt: at(-4 * hour),
        lastDurationMs: 40,
        lastOutcome: 'failed',
        lastHolder: 'hote-2',
        lastErrorCode: 'SQLITE_BUSY',
        lastFigures: {},
      },
    ]);
    await db.insert(jobLeases).values([
      { name: 'retention', holder: 'hote-1', expiresAt: at(30 * minute) },
      // Expired three hours ago, never renewed: its holder is gone.
      { name: 'overdue-invoices', holder: 'hote-2', expiresAt: at(-3 * hour) },
      // Expired a moment ago: its holder's timer is about to renew it.
      { name: 'stale-payments', holder: 'hote-1', expiresAt: at(-2000) },
    ]);
    await db.insert(jobRuns).values(
      Array.from({ length: 12 }, (_, index) => ({
        job: 'retention',
        holder: 'hote-1',
        startedAt: at(-(index + 1) * hour),
        durationMs: 5,
        outcome: 'ok' as const,
        figures: { erased: index + 1 },
      })),
    );

    const response = await request('/jobs');
    expect(response.status).toBe(200);
    const view = await readJson<JobsView>(response);
    expect(view.thisInstance).toBe(processHolder);
    const byName = new Map(view.jobs.map((job) => [job.name, job]));
    expect([...byName.keys()]).toEqual(expect.arrayContaining(['retention', 'appointment-reminders', 'overdue-invoices', 'outbox-sender']));
    const retention = byName.get('retention');
    expect(retention).toMatchObject({
      label: 'Effacement selon la politique de confidentialité',
      everyMs: hour,
      lastRun: {
        startedAt: at(-30 * minute),
        durationMs: 12,
        outcome: 'ok',
        holder: 'hote-1',
        figures: { sessions: 2, unfulfilledRequests: 0, outboxMessages: 1 },
        summary: '2 sessions expirées effacées, 1 ancien courriel effacé.',
        errorCode: null,
      },
      nextRunAt: at(30 * minute),
      late: false,
      leaseHolder: 'hote-1',
      leaseExpiresAt: at(30 * minute),
      leaseLost: null,
    });
    expect(retention?.recentRuns.map((run) => run.figures.erased)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Not run for three of its hourly periods: late.
    expect(byName.get('overdue-invoices')).toMatchObject({
      late: true,
      leaseHolder: null,
      // Last seen taking it an hour (its period) before it ran out.
      leaseLost: { holder: 'hote-2', since: at(-4 * hour) },
      lastRun: {
        outcome: 'failed',
        errorCode: 'SQLITE_BUSY',
        summary: 'Interrompue par une erreur ; elle reprendra à sa prochaine exécution.',
      },
      recentRuns: [],
    });
    expect(byName.get('stale-payments')).toMatchObject({ leaseHolder: null, leaseLost: null });
    // Never run: late too, no next run known.
    expect(byName.get('appointment-reminders')).toMatchObject({ lastRun: null, nextRunAt: null, late: true });
  });
});
