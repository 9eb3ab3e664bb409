// Scheduled work in the API process (DESIGN.md §6). Each job runs at start and then every
// `everyMs`, on whichever instance holds its lease; the lease lasts one period, so across all
// instances a job runs at most once per period, and another instance takes over within a period
// when the holder disappears. A failing run is logged and retried at the next tick; it never
// stops the server or the other jobs.
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps';
import { logger } from '../../logger';
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

export interface RunningJobs {
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
  const holder = options.holder ?? randomUUID();
  const inProgress = new Set<Promise<unknown>>();
  const timers: NodeJS.Timeout[] = [];

  async function tick(name: string): Promise<boolean> {
    const job = jobs.find((candidate) => candidate.name === name);
    if (!job) throw new Error(`Unknown job ${name}`);
    const run = (async () => {
      if (!(await acquireLease(deps.db, { name, holder, now: deps.clock.now(), ttlMs: job.everyMs }))) return false;
      const figures = await job.run(deps);
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
    tick(name).catch((error: unknown) => logger.error('job failed', { job: name, error: (error as Error).message }));

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
    tick,
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...inProgress]);
      await Promise.allSettled(jobs.map((job) => releaseLease(deps.db, job.name, holder)));
    },
  };
}
