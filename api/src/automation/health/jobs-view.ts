// « Santé de l'automatisation › Tâches »: every scheduled job with its last run (kept by
// the scheduler in `job_states`), its next, whether it is late, the instance holding its lease now,
// and its last runs that did something or failed (`job_runs`).
import { desc, eq, inArray } from 'drizzle-orm';
import { jobLabels, jobLatePeriods } from 'shared-domain/automation/automation';
import { jobResultText } from 'shared-domain/automation/job-results';
import type { JobRunView, JobsView, JobView } from 'shared-domain/automation/automation-views';
import type { AppDeps } from '../../deps';
import { jobLeases, jobRuns, jobStates } from '../../platform/db/schema';
import type { Job } from '../../platform/jobs/scheduler';

/** The scheduled jobs and their periods (api/src/jobs.ts, the composition root), given by the surface. */
export type JobCatalogue = () => readonly Pick<Job, 'name' | 'everyMs'>[];

export const recentRunsShown = 10;

/**
 * How long past its expiry a lease may wait for its holder's renewal (each run renews it as the
 * period ends, a timer's moment late) before the holder counts as gone: a period, a minute at most.
 */
const renewalGraceMs = (everyMs: number) => Math.min(everyMs, 60_000);

export async function jobsView(deps: Pick<AppDeps, 'db' | 'clock'>, catalogue: JobCatalogue, thisInstance: string): Promise<JobsView> {
  const jobs = catalogue();
  const names = jobs.map((job) => job.name);
  const now = deps.clock.now().getTime();
  const [states, leases, runs] = await Promise.all([
    names.length ? deps.db.select().from(jobStates).where(inArray(jobStates.name, names)) : [],
    names.length ? deps.db.select().from(jobLeases).where(inArray(jobLeases.name, names)) : [],
    // A few jobs, each its last runs by the (job, started_at) index.
    Promise.all(
      names.map((name) =>
        deps.db.select().from(jobRuns).where(eq(jobRuns.job, name)).orderBy(desc(jobRuns.startedAt)).limit(recentRunsShown),
      ),
    ),
  ]);
  const stateOf = new Map(states.map((state) => [state.name, state]));
  const leaseOf = new Map(leases.map((lease) => [lease.name, lease]));
  return {
    thisInstance,
    jobs: jobs.map((job, index): JobView => {
      const state = stateOf.get(job.name);
      const lease = leaseOf.get(job.name);
      const lastRun: JobRunView | null = state
        ? {
            startedAt: state.lastStartedAt,
            durationMs: state.lastDurationMs,
            outcome: state.lastOutcome,
            figures: state.lastFigures ?? {},
            summary: jobResultText(job.name, state.lastOutcome, state.lastFigures ?? {}),
            errorCode: state.lastErrorCode,
            holder: state.lastHolder,
          }
        : null;
      const lastStart = state ? Date.parse(state.lastStartedAt) : undefined;
      // A lease past its expiry is held by no one: the next instance to tick takes it.
      const held = lease && Date.parse(lease.expiresAt) > now ? lease : undefined;
      // Past it and not renewed: its holder stopped without giving it back (a crash, a lost machine).
      const lost = lease && Date.parse(lease.expiresAt) + renewalGraceMs(job.everyMs) < now ? lease : undefined;
      return {
        name: job.name,
        label: jobLabels[job.name] ?? job.name,
        everyMs: job.everyMs,
        lastRun,
        nextRunAt: lastStart === undefined ? null : new Date(lastStart + job.everyMs).toISOString(),
        // Never run counts as late too: every job runs at the API's start.
        late: lastStart === undefined || lastStart + jobLatePeriods * job.everyMs < now,
        leaseHolder: held?.holder ?? null,
        leaseExpiresAt: held?.expiresAt ?? null,
        // Last seen when it took the lease, one period before its expiry.
        leaseLost: lost ? { holder: lost.holder, since: new Date(Date.parse(lost.expiresAt) - job.everyMs).toISOString() } : null,
        recentRuns: (runs[index] ?? []).map((run) => ({
          startedAt: run.startedAt,
          durationMs: run.durationMs,
          outcome: run.outcome,
          figures: run.figures ?? {},
          summary: jobResultText(job.name, run.outcome, run.figures ?? {}),
          errorCode: run.errorCode,
          holder: run.holder,
        })),
      };
    }),
  };
}
