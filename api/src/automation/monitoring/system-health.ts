// « Surveillance du système »: the health of the API process, its database, the e-mail
// server and the scheduled jobs, each part with a state by the simple rules below, so the clinic
// sees at a glance what to look at.
//
// The rules (`ok` unless said otherwise):
// - API: it answers, so it is up; 'warning' when the process holds more than `memoryWarningMb` of memory.
//   Its event loop's delay over the last hour is reported, not stated (event-loop-delay.ts).
// - Database: 'down' when `select 1` fails; 'warning' when it takes more than `slowDatabaseMs`, or
//   when the last backup is older than `backupOverdueDays`.
// - E-mail: 'unknown' without SMTP_URL (nothing is sent, the outbox is the development mailbox);
//   'down' when messages failed in the last 24 h and none was sent in that time; 'warning' when
//   one failed or was given up in the last 24 h, or a message waits more than `overdueQueueMs` past its time.
// - Jobs: counted, not stated (a job late or failed is flagged on « Santé de l'automatisation »).
// - Backup key: 'warning' until a copy of the key in use is confirmed kept off the server.
// - Texts: counted by clinic month, not stated (their costs; their failures are on « Santé de l'automatisation »).
import { and, gt, gte, isNotNull, isNull, lt, lte, max, or, sql } from 'drizzle-orm';
import type { HealthState, MonitoringView } from 'shared-domain/automation/automation-views';
import { jobLatePeriods } from 'shared-domain/automation/automation';
import { backupOverdue } from 'shared-domain/privacy/privacy-backups';
import type { AppDeps } from '../../deps';
import { emailOutbox, jobStates } from '../../platform/db/schema';
import type { Job } from '../../platform/jobs/scheduler';
import { backupKeyStatus, lastBackupAt } from '../../privacy/public';
import { outboxDelivery, outboxMaxAttempts } from '../../platform/mail/outbox-sender';
import { textsSentByMonth } from './text-costs';
import { type EventLoopDelayHistory, processEventLoopDelay } from './event-loop-delay';

/** The scheduled jobs and their periods (api/src/jobs.ts), given by the surface that mounts the route. */
export type JobPeriods = readonly Pick<Job, 'name' | 'everyMs'>[];

export const healthThresholds = {
  memoryWarningMb: 1024,
  slowDatabaseMs: 1000,
  overdueQueueMs: 15 * 60 * 1000,
} as const;

const day = 24 * 60 * 60 * 1000;

type HealthDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'pingDatabase'>;

export async function systemHealth(
  deps: HealthDeps,
  jobs: JobPeriods,
  loopDelay: Pick<EventLoopDelayHistory, 'overLastHour'> = processEventLoopDelay(),
): Promise<MonitoringView> {
  const now = deps.clock.now();
  const [database, email, jobFigures, backupKey, byMonth] = await Promise.all([
    databaseHealth(deps),
    emailHealth(deps, now),
    jobHealth(deps, jobs, now),
    backupKeyStatus(deps),
    textsSentByMonth(deps),
  ]);
  const texts = { configured: deps.config.textMessages !== undefined, byMonth };
  return { checkedAt: now.toISOString(), api: apiHealth(deps, loopDelay), database, email, jobs: jobFigures, texts, backupKey };
}

/** This process: its own start and memory, not the clinic's clock. */
function apiHealth(deps: Pick<AppDeps, 'config'>, loopDelay: Pick<EventLoopDelayHistory, 'overLastHour'>): MonitoringView['api'] {
  const memoryMb = Math.round(process.memoryUsage().rss / (1024 * 1024));
  return {
    state: memoryMb > healthThresholds.memoryWarningMb ? 'warning' : 'ok',
    version: deps.config.version,
    startedAt: new Date(performance.timeOrigin).toISOString(),
    uptimeSeconds: Math.floor(process.uptime()),
    memoryMb,
    nodeVersion: process.version,
    eventLoopDelay: loopDelay.overLastHour(),
  };
}

async function databaseHealth(deps: HealthDeps): Promise<MonitoringView['database']> {
  const kind = deps.config.databaseUrl.startsWith('file:') ? 'sqlite' : 'libsql';
  const started = performance.now();
  let state: HealthState;
  try {
    await deps.pingDatabase();
    const latency = performance.now() - started;
    state = latency > healthThresholds.slowDatabaseMs ? 'warning' : 'ok';
  } catch {
    state = 'down';
  }
  const latencyMs = Math.round(performance.now() - started);
  if (state === 'down') return { state, kind, sizeBytes: null, lastBackupAt: null, latencyMs };
  const lastBackup = await lastBackupAt(deps.db);
  if (state === 'ok' && backupOverdue(lastBackup, deps.clock.now())) state = 'warning';
  return { state, kind, sizeBytes: await databaseSize(deps), lastBackupAt: lastBackup, latencyMs };
}

/** Pages × page size: a file's size, and a libSQL server's database alike; null if the server refuses the pragmas. */
async function databaseSize(deps: Pick<AppDeps, 'db'>): Promise<number | null> {
  try {
    const pages = await deps.db.get<{ page_count: number }>(sql`pragma page_count`);
    const size = await deps.db.get<{ page_size: number }>(sql`pragma page_size`);
    const bytes = Number(pages?.page_count) * Number(size?.page_size);
    return Number.isFinite(bytes) ? bytes : null;
  } catch {
    return null;
  }
}

async function emailHealth(deps: HealthDeps, now: Date): Promise<MonitoringView['email']> {
  const configured = deps.config.smtpUrl !== undefined;
  const since = new Date(now.getTime() - day).toISOString();
  // Past a day a message is never sent (outboxDelivery.maxAgeMs): it no longer counts as queued.
  const youngEnough = gt(emailOutbox.createdAt, new Date(now.getTime() - outboxDelivery.maxAgeMs).toISOString());
  const unsent = and(isNull(emailOutbox.sentAt), lt(emailOutbox.attempts, outboxMaxAttempts));
  const overdueBefore = new Date(now.getTime() - healthThresholds.overdueQueueMs).toISOString();
  const [figures] = await deps.db
    .select({
      lastSentAt: max(emailOutbox.sentAt),
      sentLastDay: sql<number>`coalesce(sum(case when ${emailOutbox.sentAt} >= ${since} then 1 else 0 end), 0)`,
      // Failed (to retry) or given up, among the messages of the last 24 h.
      failed: sql<number>`coalesce(sum(case when ${and(isNull(emailOutbox.sentAt), isNotNull(emailOutbox.error), gte(emailOutbox.createdAt, since))} then 1 else 0 end), 0)`,
      queued: sql<number>`coalesce(sum(case when ${and(unsent, youngEnough, or(isNull(emailOutbox.error), isNotNull(emailOutbox.nextAttemptAt)))} then 1 else 0 end), 0)`,
      overdue: sql<number>`coalesce(sum(case when ${and(
        unsent,
        youngEnough,
        isNull(emailOutbox.error),
        lte(sql`coalesce(${emailOutbox.nextAttemptAt}, ${emailOutbox.createdAt})`, overdueBefore),
      )} then 1 else 0 end), 0)`,
    })
    .from(emailOutbox);
  const failedLast24Hours = Number(figures?.failed ?? 0);
  const sentLastDay = Number(figures?.sentLastDay ?? 0);
  const overdue = Number(figures?.overdue ?? 0);
  return {
    state: emailState({ configured, failedLast24Hours, sentLastDay, overdue }),
    configured,
    lastSentAt: figures?.lastSentAt ?? null,
    failedLast24Hours,
    queued: Number(figures?.queued ?? 0),
  };
}

export function emailState(figures: { configured: boolean; failedLast24Hours: number; sentLastDay: number; overdue: number }): HealthState {
  if (!figures.configured) return 'unknown';
  if (figures.failedLast24Hours > 0 && figures.sentLastDay === 0) return 'down';
  if (figures.failedLast24Hours > 0 || figures.overdue > 0) return 'warning';
  return 'ok';
}

/** A job with no recorded run counts as late: it should have run at the API's start. */
async function jobHealth(deps: Pick<AppDeps, 'db'>, jobs: JobPeriods, now: Date): Promise<MonitoringView['jobs']> {
  const states = await deps.db
    .select({ name: jobStates.name, lastStartedAt: jobStates.lastStartedAt, lastOutcome: jobStates.lastOutcome })
    .from(jobStates);
  const byName = new Map(states.map((state) => [state.name, state]));
  let late = 0;
  let failedLastRun = 0;
  for (const job of jobs) {
    const state = byName.get(job.name);
    if (!state || new Date(state.lastStartedAt).getTime() + jobLatePeriods * job.everyMs < now.getTime()) late += 1;
    if (state?.lastOutcome === 'failed') failedLastRun += 1;
  }
  return { total: jobs.length, late, failedLastRun };
}
