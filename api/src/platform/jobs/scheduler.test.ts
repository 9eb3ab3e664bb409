import { systemClock } from 'shared-domain/clinic-time';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { startJobs, type Job } from './scheduler';

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
    const job = countingJob('essai-minuterie', 25);
    // The lease lasts one period of the clock the jobs are given: a real clock here.
    const jobs = startJobs({ ...testApp().deps, clock: systemClock }, [job], {
      holder: 'instance-1',
    });
    await expect.poll(() => job.runs, { timeout: 2000 }).toBeGreaterThanOrEqual(3);
    await jobs.stop();
    const runsAtStop = job.runs;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(job.runs).toBe(runsAtStop);
  });

  it('refuse a job they do not know', async () => {
    const jobs = startJobs(testApp().deps, [], { timers: false });
    await expect(jobs.tick('inconnu')).rejects.toThrow('Unknown job inconnu');
  });
});
