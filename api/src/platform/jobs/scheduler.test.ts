import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { jobRuns, jobStates } from '../db/schema';
import { useTestApp } from '../../testing/test-app';
import { jobRunRetention, processHolder, startJobs, type Job } from './scheduler';

const minute = 60 * 1000;

function countingJob(name: string, everyMs: number, outcome: () => void = () => {}) {
  const job: Job & { runs: number } = {
    name,
    everyMs,
    runs: 0,
    async run() {
      job.runs += 1;
      outcome();
      return { runs: job.runs };
    },
  };
  return job;
}

describe('scheduled jobs', () => {
  const testApp = useTestApp();

  it('run on one instance per period, and on another once the holder has stopped', async () => {
    const job = countingJob('essai-instances', 10 * minute);
    const first = startJobs(testApp().deps, [job], {
      holder: 'instance-1',
      timers: false,
    });
    const second = startJobs(testApp().deps, [job], {
      holder: 'instance-2',
      timers: false,
    });

    expect(await first.tick(job.name)).toBe(true);
    expect(await second.tick(job.name)).toBe(false);
    testApp().clock.advance({ minutes: 5 });
    expect(await second.tick(job.name)).toBe(false);
    expect(job.runs).toBe(1);

    testApp().clock.advance({ minutes: 5 });
    expect(await first.tick(job.name)).toBe(true);
    expect(job.runs).toBe(2);

    await first.stop();
    expect(await second.tick(job.name)).toBe(true);
    expect(job.runs).toBe(3);
    await second.stop();
  });

  it('run again at the next tick after a failed run', async () => {
    let fail = true;
    const job = countingJob('essai-echec', 10 * minute, () => {
      if (fail) throw new Error('base momentanément indisponible');
    });
    const jobs = startJobs(testApp().deps, [job], {
      holder: 'instance-1',
      timers: false,
    });
    await expect(jobs.tick(job.name)).rejects.toThrow('base momentanément indisponible');
    fail = false;
    expect(await jobs.tick(job.name)).toBe(true);
    expect(job.runs).toBe(2);
    await jobs.stop();
  });

  it('run at start and then every period on their own, until stopped', async () => {
    const job = countingJob('essai-minuterie', minute);
    // Only the scheduler's timers are faked (the database keeps its own); the lease's time, the test
    // clock, moves with them.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const jobs = startJobs(testApp().deps, [job], { holder: 'instance-1' });
      await expect.poll(() => job.runs).toBe(1);
      for (const runs of [2, 3]) {
        testApp().clock.advance({ minutes: 1 });
        vi.advanceTimersByTime(minute);
        await expect.poll(() => job.runs).toBe(runs);
      }
      await jobs.stop();
      expect(vi.getTimerCount()).toBe(0);
      testApp().clock.advance({ minutes: 10 });
      vi.advanceTimersByTime(10 * minute);
      expect(job.runs).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuse a job they do not know', async () => {
    const jobs = startJobs(testApp().deps, [], { timers: false });
    await expect(jobs.tick('inconnu')).rejects.toThrow('Unknown job inconnu');
  });

  it('keep each run they made: the last in the job’s state, and those that did something or failed', async () => {
    const { db, clock } = testApp();
    let sent = 0;
    const job: Job = { name: 'essai-releve', everyMs: minute, run: async () => ({ sent, failed: 0 }) };
    const jobs = startJobs(testApp().deps, [job], { holder: 'instance-a', timers: false });

    const firstStart = clock.now().toISOString();
    expect(await jobs.tick(job.name)).toBe(true);
    const [state] = await db.select().from(jobStates).where(eq(jobStates.name, job.name));
    expect(state).toMatchObject({
      lastStartedAt: firstStart,
      lastOutcome: 'ok',
      lastHolder: 'instance-a',
      lastErrorCode: null,
      lastFigures: { sent: 0, failed: 0 },
    });
    expect(state?.lastDurationMs).toBeGreaterThanOrEqual(0);
    // A run that found nothing leaves no run behind.
    expect(await db.$count(jobRuns, eq(jobRuns.job, job.name))).toBe(0);

    sent = 3;
    clock.advance({ minutes: 1 });
    expect(await jobs.tick(job.name)).toBe(true);
    const runs = await db.select().from(jobRuns).where(eq(jobRuns.job, job.name));
    expect(runs).toMatchObject([
      { holder: 'instance-a', startedAt: clock.now().toISOString(), outcome: 'ok', figures: { sent: 3, failed: 0 }, errorCode: null },
    ]);
    const [after] = await db.select().from(jobStates).where(eq(jobStates.name, job.name));
    expect(after).toMatchObject({ lastStartedAt: clock.now().toISOString(), lastFigures: { sent: 3, failed: 0 } });
    await jobs.stop();
  });

  it('keep a failed run by its error’s code, never its message, and run again at the next tick', async () => {
    const { db, clock } = testApp();
    let fail = true;
    const job: Job = {
      name: 'essai-code',
      everyMs: minute,
      run: async () => {
        if (fail) throw Object.assign(new Error('marie@exemple.ca refusée'), { code: 'SQLITE_BUSY' });
        return { done: 1 };
      },
    };
    const jobs = startJobs(testApp().deps, [job], { holder: 'instance-b', timers: false });
    await expect(jobs.tick(job.name)).rejects.toThrow('refusée');
    const [state] = await db.select().from(jobStates).where(eq(jobStates.name, job.name));
    expect(state).toMatchObject({ lastOutcome: 'failed', lastErrorCode: 'SQLITE_BUSY', lastHolder: 'instance-b' });
    const [failed] = await db.select().from(jobRuns).where(eq(jobRuns.job, job.name));
    expect(failed).toMatchObject({ outcome: 'failed', errorCode: 'SQLITE_BUSY' });
    expect(JSON.stringify([state, failed])).not.toContain('exemple.ca');

    fail = false;
    clock.advance({ minutes: 1 });
    expect(await jobs.tick(job.name)).toBe(true);
    const [recovered] = await db.select().from(jobStates).where(eq(jobStates.name, job.name));
    expect(recovered).toMatchObject({ lastOutcome: 'ok', lastErrorCode: null, lastFigures: { done: 1 } });
    expect(await db.$count(jobRuns, eq(jobRuns.job, job.name))).toBe(2);
    await jobs.stop();
  });

  it('forget the runs older than 14 days, looking at most once an hour', async () => {
    const { db, clock } = testApp();
    const at = (ms: number) => new Date(clock.now().getTime() - ms).toISOString();
    const day = 24 * 60 * minute;
    const old = { job: 'essai-ancien', holder: 'x', durationMs: 1, outcome: 'ok' as const, figures: { sent: 1 } };
    await db.insert(jobRuns).values([
      { ...old, startedAt: at(15 * day) },
      { ...old, startedAt: at(13 * day) },
    ]);
    const job: Job = { name: 'essai-menage', everyMs: minute, run: async () => ({}) };
    const jobs = startJobs(testApp().deps, [job], { holder: 'instance-c', timers: false });
    await jobs.tick(job.name);
    expect((await db.select().from(jobRuns).where(eq(jobRuns.job, 'essai-ancien'))).map((run) => run.startedAt)).toEqual([at(13 * day)]);

    // Within the hour, a run past its retention stays until the next look.
    await db.insert(jobRuns).values({ ...old, startedAt: at(20 * day) });
    clock.advance({ minutes: 30 });
    await jobs.tick(job.name);
    expect(await db.$count(jobRuns, eq(jobRuns.job, 'essai-ancien'))).toBe(2);
    clock.advance({ seconds: jobRunRetention.pruneEveryMs / 1000 });
    await jobs.tick(job.name);
    expect(await db.$count(jobRuns, eq(jobRuns.job, 'essai-ancien'))).toBe(1);
    await jobs.stop();
  });

  it('take leases under this process’s name unless given another', async () => {
    const jobs = startJobs(testApp().deps, [], { timers: false });
    expect(jobs.holder).toBe(processHolder);
    expect(processHolder).toContain(String(process.pid));
    await jobs.stop();
  });
});
