// Scheduled work in the API process (DESIGN.md §6). Each job runs at start and then every
// `everyMs`, on whichever instance holds its lease; the lease lasts one period, so across all
// instances a job runs at most once per period, and another instance takes over within a period
// when the holder disappears. A failing run is logged and retried at the next tick; it never
// stops the server or the other jobs.
//
// Each run this instance made is kept for « Santé de l'automatisation »: the job's last
// run in `job_states` (start, duration, outcome, holder, error code, figures), and in `job_runs`
// every run that did something or failed, for 14 days. An error is kept by its code or name only:
// its message may quote data.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import { lt } from 'drizzle-orm';
import type { JobOutcome } from 'shared-domain/automation/automation';
import type { AppDeps } from '../../deps';
import { logger } from '../../logger';
import { jobRuns, jobStates } from '../db/schema';
import { acquireLease, releaseLease } from './lease';

export type JobDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>;

export interface Job {
  /** Also the lease's name: one per kind of work. */
  name: string;
  everyMs: number;
  /** Idempotent: a run repeated after a crash does no harm. Returns figures for the log. */
  run(deps: JobDeps): Promise<Record<string, number>>;
}

/** A job's work, given its period in the list of scheduled jobs (`api/src/jobs.ts`). */
export type JobWork = Omit<Job, 'everyMs'>;

/**
 * This process's name as a lease holder, unless `startJobs` is given another: the machine, the
 * process and a random part (two containers may both run as process 1).
 */
export const processHolder = `${hostname()}-${process.pid}-${randomUUID().slice(0, 6)}`;

/** How long the runs that did something are kept, and how often the old ones are deleted. */
export const jobRunRetention = { keepMs: 14 * 24 * 60 * 60 * 1000, pruneEveryMs: 60 * 60 * 1000 } as const;

export interface RunningJobs {
  /** The holder name this instance takes leases under. */
  holder: string;
  /** Runs one job now if this instance can take its lease; resolves to whether it ran. */
  tick(name: string): Promise<boolean>;
  /** Stops the timers, waits for runs in progress and gives the leases back. */
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  holder?: string;
  /** Leave timers off to drive the jobs from a test with `tick`. */
  timers?: boolean;
}

export function startJobs(deps: JobDeps, jobs: Job[], options: SchedulerOptions = {}): RunningJobs {
  const holder = options.holder ?? processHolder;
  const inProgress = new Set<Promise<unknown>>();
  const timers: NodeJS.Timeout[] = [];
  let prunedAt: number | undefined;

  /** Keeps the run (never failing the tick for it) and, once an hour, forgets runs past their retention. */
  async function recordRun(run: RecordedRun): Promise<void> {
    try {
      await recordJobRun(deps, run);
      const now = deps.clock.now().getTime();
      if (prunedAt === undefined || now - prunedAt >= jobRunRetention.pruneEveryMs) {
        prunedAt = now;
        await deps.db.delete(jobRuns).where(lt(jobRuns.startedAt, new Date(now - jobRunRetention.keepMs).toISOString()));
      }
    } catch (error) {
      logger.warn('job run not recorded', { job: run.name, error: errorCode(error) });
    }
  }

  async function tick(name: string): Promise<boolean> {
    const job = jobs.find((candidate) => candidate.name === name);
    if (!job) throw new Error(`Unknown job ${name}`);
    const run = (async () => {
      if (!(await acquireLease(deps.db, { name, holder, now: deps.clock.now(), ttlMs: job.everyMs }))) return false;
      const startedAt = deps.clock.now();
      const began = performance.now();
      let figures: Record<string, number>;
      try {
        figures = await job.run(deps);
      } catch (error) {
        const durationMs = Math.round(performance.now() - began);
        await recordRun({ name, holder, startedAt, durationMs, outcome: 'failed', figures: {}, errorCode: errorCode(error) });
        throw error;
      }
      const durationMs = Math.round(performance.now() - began);
      await recordRun({ name, holder, startedAt, durationMs, outcome: 'ok', figures, errorCode: null });
      // Frequent jobs (the outbox sweep every few seconds) mostly find nothing: that is not news.
      const didWork = Object.values(figures).some((figure) => figure !== 0);
      (didWork ? logger.info : logger.debug)('job done', { job: name, ...figures });
      return true;
    })();
    inProgress.add(run);
    try {
      return await run;
    } finally {
      inProgress.delete(run);
    }
  }

  const safeTick = (name: string) =>
    tick(name).catch((error: unknown) => logger.error('job failed', { job: name, error: (error as Error)?.message }));

  if (options.timers !== false) {
    for (const job of jobs) {
      void safeTick(job.name);
      const timer = setInterval(() => void safeTick(job.name), job.everyMs);
      // Timers alone never keep the process alive.
      timer.unref();
      timers.push(timer);
    }
  }

  return {
    holder,
    tick,
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...inProgress]);
      await Promise.allSettled(jobs.map((job) => releaseLease(deps.db, job.name, holder)));
    },
  };
}

interface RecordedRun {
  name: string;
  holder: string;
  startedAt: Date;
  durationMs: number;
  outcome: JobOutcome;
  figures: Record<string, number>;
  errorCode: string | null;
}

/** An error as kept for staff: its `code` (« SQLITE_BUSY », « ECONNREFUSED ») or its name, never its message. */
export function errorCode(error: unknown): string {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  const named = typeof code === 'string' || typeof code === 'number' ? String(code) : typeof name === 'string' ? name : 'Error';
  return named.slice(0, 60);
}

/**
 * The job's last run, upserted, and the run itself when it did something (a non-zero figure) or
 * failed: a sweep that found nothing leaves no row, so the runs kept are the ones worth reading.
 */
async function recordJobRun(deps: JobDeps, run: RecordedRun): Promise<void> {
  const startedAt = run.startedAt.toISOString();
  const state = {
    lastStartedAt: startedAt,
    lastDurationMs: run.durationMs,
    lastOutcome: run.outcome,
    lastHolder: run.holder,
    lastErrorCode: run.errorCode,
    lastFigures: run.figures,
  };
  const upsert = deps.db
    .insert(jobStates)
    .values({ name: run.name, ...state })
    .onConflictDoUpdate({ target: jobStates.name, set: state });
  const worthKeeping = run.outcome === 'failed' || Object.values(run.figures).some((figure) => figure !== 0);
  if (!worthKeeping) {
    await upsert;
    return;
  }
  await deps.db.batch([
    upsert,
    deps.db.insert(jobRuns).values({
      job: run.name,
      holder: run.holder,
      startedAt,
      durationMs: run.durationMs,
      outcome: run.outcome,
      figures: run.figures,
      errorCode: run.errorCode,
    }),
  ]);
}
