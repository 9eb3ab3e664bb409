import { describe, expect, it, vi } from 'vitest';
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
});
