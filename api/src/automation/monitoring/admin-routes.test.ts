// « Surveillance du système »: the API's, the database's, the e-mail server's and the
// jobs' health with their states, the e-mail server's check (its code only), and the client error
// log found by the id a person read on the error screen. The administration's only; reads audited.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { ClientErrorsView, EmailCheckView, MonitoringView } from 'shared-domain/automation/automation-views';
import { toErrorLogEntry } from 'shared-domain/platform/client-error';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents, backups, clientErrorLogs, emailOutbox, jobStates } from '../../platform/db/schema';
import { startSmtpListener } from '../../testing/smtp-listener';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';
import { checkEmailServer, emailCheckMessages } from './email-check';
import { emailState, systemHealth } from './system-health';

const minute = 60_000;
const hour = 60 * minute;

describe('« Surveillance du système »', () => {
  const testApp = useTestApp();
  const cookies = { admin: '', practitioner: '', reception: '' };
  let adminId = '';

  const request = (path: string, cookie = cookies.admin, init: RequestInit = {}) =>
    testApp().app.request(`/api/admin/monitoring${path}`, { ...init, headers: { cookie, ...init.headers } });

  beforeAll(async () => {
    adminId = (await seededAccounts(testApp())).staffId;
    cookies.admin = await createTestSession(testApp(), { subjectType: 'staff', subjectId: adminId, secondFactorVerified: true });
    cookies.practitioner = (await staffMemberWithSession(testApp(), 'practitioner')).cookie;
    cookies.reception = (await staffMemberWithSession(testApp(), 'reception')).cookie;
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is refused to the practitioner and the reception, whatever the route', async () => {
    for (const cookie of [cookies.practitioner, cookies.reception]) {
      for (const [path, method] of [
        ['', 'GET'],
        ['/client-errors', 'GET'],
        ['/email-check', 'POST'],
      ] as const) {
        const response = await request(path, cookie, { method });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect((await readJson<ApiErrorBody>(response)).error.code).toBe('AUTH_002');
      }
    }
  });

  it('shows the API, the database, the e-mail (not configured here) and the jobs, and audits the read', async () => {
    const response = await request('');
    expect(response.status).toBe(200);
    const view = await readJson<MonitoringView>(response);
    const { config } = testApp().deps;
    expect(view.checkedAt).toBe(testApp().clock.now().toISOString());
    expect(view.api).toMatchObject({ state: 'ok', version: config.version, nodeVersion: process.version });
    expect(new Date(view.api.startedAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(view.api.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(view.api.memoryMb).toBeGreaterThan(0);
    expect(Object.keys(view.api.eventLoopDelay)).toEqual(['p99Ms', 'maxMs']);
    // A file here, a libSQL server when the suite runs on sqld: the size is read over both.
    expect(view.database).toMatchObject({
      state: 'ok',
      kind: config.databaseUrl.startsWith('file:') ? 'sqlite' : 'libsql',
      lastBackupAt: null,
    });
    expect(view.database.sizeBytes).toBeGreaterThan(4096);
    expect(view.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(view.email).toMatchObject({ state: 'unknown', configured: false });
    // The test app starts no job: none has a recorded run, so each counts as late.
    expect(view.jobs.total).toBeGreaterThanOrEqual(6);
    expect(view.jobs).toMatchObject({ late: view.jobs.total, failedLastRun: 0 });

    const audited = await testApp()
      .db.select({ actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'monitoring.viewed'));
    expect(audited).toEqual([{ actorId: adminId }]);
  });

  it('flags a job not run for three of its periods, or whose last run failed', async () => {
    const { db, clock } = testApp();
    const now = clock.now().getTime();
    const state = (name: string, startedMsAgo: number, outcome: 'ok' | 'failed') => ({
      name,
      lastStartedAt: new Date(now - startedMsAgo).toISOString(),
      lastDurationMs: 12,
      lastOutcome: outcome,
      lastHolder: 'instance-a',
      lastErrorCode: outcome === 'failed' ? 'SQLITE_BUSY' : null,
    });
    await db
      .insert(jobStates)
      .values([
        state('test-fresh', 1 * minute, 'ok'),
        state('test-two-periods', 2 * minute, 'ok'),
        state('test-stale', 3 * minute + 1, 'ok'),
        state('test-failed', 30_000, 'failed'),
      ]);
    const jobs = ['test-fresh', 'test-two-periods', 'test-stale', 'test-failed', 'test-never'].map((name) => ({ name, everyMs: minute }));
    expect((await systemHealth(testApp().deps, jobs)).jobs).toEqual({ total: 5, late: 2, failedLastRun: 1 });
  });

  it('counts the e-mail of the last 24 hours and states it by the rules', async () => {
    const { db, clock, deps } = testApp();
    const now = clock.now().getTime();
    const at = (msAgo: number) => new Date(now - msAgo).toISOString();
    const row = (fields: Partial<typeof emailOutbox.$inferInsert>) => ({
      id: randomUUID(),
      to: 'patient@courriel.example',
      subject: 'scellé',
      text: '',
      kind: 'rappel',
      createdAt: at(0),
      ...fields,
    });
    await db.insert(emailOutbox).values([
      row({ createdAt: at(3 * hour), sentAt: at(3 * hour - minute), attempts: 1 }),
      row({ createdAt: at(2 * hour), sentAt: at(2 * hour - minute), attempts: 1 }),
      // Failed, to be retried.
      row({ createdAt: at(hour), attempts: 2, error: 'EENVELOPE 550', nextAttemptAt: at(-5 * minute) }),
      // Given up.
      row({ createdAt: at(5 * hour), attempts: 6, error: 'ECONNECTION' }),
      // Planned, due a moment ago.
      row({ createdAt: at(minute) }),
      // Older than a day: neither failed lately nor queued.
      row({ createdAt: at(30 * hour), attempts: 6, error: 'ECONNECTION' }),
      row({ createdAt: at(26 * hour) }),
    ]);
    const configured = { ...deps, config: { ...deps.config, smtpUrl: 'smtp://127.0.0.1:2525' } };
    expect((await systemHealth(configured, [])).email).toEqual({
      state: 'warning',
      configured: true,
      lastSentAt: at(2 * hour - minute),
      failedLast24Hours: 2,
      queued: 2,
    });
    // Without SMTP_URL the same outbox says nothing of a server.
    expect((await systemHealth(deps, [])).email).toMatchObject({ state: 'unknown', configured: false, failedLast24Hours: 2 });
  });

  it('states the e-mail down when messages fail and none went out for a day, warning on a message waiting past its time', () => {
    const base = { configured: true, failedLast24Hours: 0, sentLastDay: 0, overdue: 0 };
    expect(emailState(base)).toBe('ok');
    expect(emailState({ ...base, configured: false, failedLast24Hours: 3 })).toBe('unknown');
    expect(emailState({ ...base, failedLast24Hours: 1 })).toBe('down');
    expect(emailState({ ...base, failedLast24Hours: 1, sentLastDay: 4 })).toBe('warning');
    expect(emailState({ ...base, sentLastDay: 4, overdue: 1 })).toBe('warning');
  });

  it('shows the last backup, and states the database « attention » once it is more than 2 days old', async () => {
    const { deps, db, clock } = testApp();
    const takenAt = clock.now().toISOString();
    await db.insert(backups).values([
      {
        fileName: 'clinique-20261116-150000.sqlite.enc',
        sizeBytes: 1000,
        sha256: 'a'.repeat(64),
        trigger: 'scheduled',
        durationMs: 80,
        createdAt: new Date(clock.now().getTime() - 48 * hour).toISOString(),
      },
      {
        fileName: 'clinique-20261118-150000.sqlite.enc',
        sizeBytes: 1000,
        sha256: 'b'.repeat(64),
        trigger: 'manual',
        durationMs: 80,
        createdAt: takenAt,
      },
    ]);
    try {
      expect((await systemHealth(deps, [])).database).toMatchObject({ state: 'ok', lastBackupAt: takenAt });
      clock.advance({ hours: 48 });
      expect((await systemHealth(deps, [])).database).toMatchObject({ state: 'ok', lastBackupAt: takenAt });
      clock.advance({ minutes: 1 });
      expect((await systemHealth(deps, [])).database).toMatchObject({ state: 'warning', lastBackupAt: takenAt });
    } finally {
      clock.set(takenAt);
      await db.delete(backups);
    }
  });

  it('states the database down when it does not answer, the API warning when it holds too much memory', async () => {
    const { deps } = testApp();
    const unreachable = {
      ...deps,
      pingDatabase: () => Promise.reject(new Error('unreachable')),
    };
    expect((await systemHealth(unreachable, [])).database).toMatchObject({ state: 'down', sizeBytes: null });
    vi.spyOn(process, 'memoryUsage').mockReturnValue({ rss: 2048 * 1024 * 1024, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 });
    expect((await systemHealth(deps, [])).api).toMatchObject({ state: 'warning', memoryMb: 2048 });
  });

  it('reports the event loop’s delay over the last hour, which states nothing on its own', async () => {
    const slowHour = { overLastHour: () => ({ p99Ms: 480.5, maxMs: 2300 }) };
    expect((await systemHealth(testApp().deps, [], slowHour)).api).toMatchObject({
      state: 'ok',
      eventLoopDelay: { p99Ms: 480.5, maxMs: 2300 },
    });
  });

  describe('the e-mail server’s check', () => {
    it('says in French that no server is configured', async () => {
      const response = await request('/email-check', cookies.admin, { method: 'POST' });
      expect(response.status).toBe(200);
      expect(await readJson<EmailCheckView>(response)).toEqual({
        state: 'unknown',
        errorCode: null,
        message: emailCheckMessages.notConfigured,
      });
    });

    it('answers ok when the server greets, down with the code alone when it refuses or is gone', async () => {
      const listener = await startSmtpListener();
      try {
        expect(await checkEmailServer({ config: { smtpUrl: listener.url } })).toMatchObject({ state: 'ok', errorCode: null });
      } finally {
        await listener.close();
      }
      // Closed now: nobody listens there.
      expect(await checkEmailServer({ config: { smtpUrl: listener.url } })).toMatchObject({ state: 'down', errorCode: 'ESOCKET' });

      const refusing = new SMTPServer({
        disabledCommands: ['STARTTLS'],
        logger: false,
        onConnect: (_session, callback) => callback(new Error('Refusé : jean.secret@courriel.example est bloqué')),
      });
      await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = refusing.server.address() as AddressInfo;
        const answer = await checkEmailServer({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
        expect(answer.state).toBe('down');
        expect(answer.errorCode).toMatch(/^[A-Z]+ \d{3}$/);
        expect(JSON.stringify(answer)).not.toContain('secret');
      } finally {
        await new Promise<void>((resolve) => refusing.close(resolve));
      }
    });
  });

  describe('the client error log', () => {
    const ids: string[] = [];

    beforeAll(async () => {
      const { db, clock } = testApp();
      const start = clock.now().getTime();
      // Twelve older entries, a minute apart, written as the telemetry route stores them.
      await db.insert(clientErrorLogs).values(
        Array.from({ length: 12 }, (_, index) => ({
          errorId: `ERR-OLD${String(index).padStart(2, '0')}-0000ABCD`,
          errorCode: index % 2 === 0 ? 'NET_001' : 'GLOBAL_ERROR',
          message: index === 3 ? 'Impossible de charger le calendrier (100% des essais)' : `Erreur ${index}`,
          severity: 'medium' as const,
          context: index === 0 ? { route: '/calendrier' } : null,
          createdAt: new Date(start - (20 - index) * minute).toISOString(),
        })),
      );
      for (const index of [1, 2]) {
        // What the error screen logs, sent to the public telemetry route as the browser does.
        const entry = toErrorLogEntry(new Error(`Le tableau de bord a planté ${index}`), { context: { view: 'ma-journee' } });
        ids.push(entry.id);
        testApp().clock.set(new Date(start + index * minute));
        const response = await testApp().app.request('/api/telemetry/errors', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${index}` },
          body: JSON.stringify({ ...entry, page: '/admin/dashboard?jour=2026-11-18' }),
        });
        expect(response.status).toBe(202);
      }
      testApp().clock.set(new Date(start));
    });

    const search = async (query: string) => {
      const response = await request(`/client-errors${query}`);
      expect(response.status, query).toBe(200);
      return readJson<ClientErrorsView>(response);
    };

    it('lists the 10 newest by default, each as the specification’s entry, and audits the read', async () => {
      const before = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'client_errors.viewed'));
      const view = await search('');
      expect(view.total).toBe(14);
      expect(view.errors).toHaveLength(10);
      expect(view.errors.slice(0, 2).map((entry) => entry.errorId)).toEqual([ids[1], ids[0]]);
      expect(view.errors[0]).toMatchObject({
        code: 'UNKNOWN_ERROR',
        message: 'Le tableau de bord a planté 2',
        severity: 'medium',
        context: { view: 'ma-journee' },
        page: '/admin/dashboard',
        role: null,
      });
      expect(view.errors.at(-1)?.errorId).toBe('ERR-OLD04-0000ABCD');
      expect((await search('?limit=3')).errors.map((entry) => entry.errorId)).toEqual([ids[1], ids[0], 'ERR-OLD11-0000ABCD']);
      const after = await testApp()
        .db.select({ details: auditEvents.details })
        .from(auditEvents)
        .where(eq(auditEvents.action, 'client_errors.viewed'));
      expect(after.length - before.length).toBe(2);
      expect(after.at(-1)?.details).toEqual({ count: 3 });
    });

    it('finds an entry by the id read on the error screen, whole, by its start, in lower case or without « ERR- »', async () => {
      const id = ids[0] ?? '';
      const bare = id.slice('ERR-'.length);
      for (const q of [id, id.slice(0, -4), id.toLowerCase(), ` ${id} `, bare, bare.toLowerCase(), bare.slice(0, -4)]) {
        const view = await search(`?q=${encodeURIComponent(q)}`);
        expect(
          view.errors.map((entry) => entry.errorId),
          q,
        ).toEqual([id]);
      }
    });

    it('finds nothing for an unknown id, and by code or message text otherwise', async () => {
      expect(await search('?q=ERR-ZZZZ-00000000')).toEqual({ errors: [], total: 0 });
      expect((await search('?q=net_001&limit=100')).errors.every((entry) => entry.code === 'NET_001')).toBe(true);
      expect((await search('?q=net_001&limit=100')).total).toBe(6);
      // A % typed is a character, not a wildcard.
      expect((await search(`?q=${encodeURIComponent('100%')}`)).errors.map((entry) => entry.errorId)).toEqual(['ERR-OLD03-0000ABCD']);
      expect((await search('?q=planté')).total).toBe(2);
    });

    it('refuses a bad query with 422 in French, and records no read', async () => {
      const audited = () => testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'client_errors.viewed'));
      const before = (await audited()).length;
      for (const query of ['?limit=0', '?limit=101', '?limit=dix', `?q=${'x'.repeat(101)}`, '?page=2']) {
        const response = await request(`/client-errors${query}`);
        expect(response.status, query).toBe(422);
        const body = await readJson<ApiErrorBody>(response);
        expect(body.error.code, query).toBe('VAL_001');
        expect(Object.keys(body.error.fields ?? {}).length, query).toBeGreaterThan(0);
      }
      expect(await audited()).toHaveLength(before);
    });
  });
});
