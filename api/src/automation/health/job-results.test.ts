// « Tâches » reads each run's figures in French: every figure a scheduled job counts has its words
// (shared-domain/automation/job-results), so the view never falls back to a key or a vague count.
import { jobFigureWords, jobResultText } from 'shared-domain/automation/job-results';
import { describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../jobs';
import { sendDueEmails } from '../../platform/mail/outbox-sender';
import { queueDueFollowUps, sendDueTexts } from '../../scheduling/public';
import { useTestApp } from '../../testing/test-app';

describe('the scheduled jobs’ results in French', () => {
  const testApp = useTestApp();

  it('names every figure each job counts, on the demo clinic', async () => {
    const { deps } = testApp();
    const runs = [
      ...scheduledJobs(deps).map((job) => ({ name: job.name, run: () => job.run(deps) })),
      // Without an SMTP server the sender is not scheduled; its figures are the same.
      { name: 'outbox-sender', run: () => sendDueEmails(deps) },
      // Nor the texts' without Twilio.
      { name: 'text-sender', run: () => sendDueTexts(deps) },
      { name: 'text-follow-ups', run: () => queueDueFollowUps(deps) },
    ];
    expect(runs.map((job) => job.name).sort()).toEqual(Object.keys(jobFigureWords).sort());
    for (const job of runs) {
      const figures = await job.run();
      expect(
        Object.keys(figures).filter((key) => !(key in (jobFigureWords[job.name] ?? {}))),
        job.name,
      ).toEqual([]);
      expect(jobResultText(job.name, 'ok', figures), job.name).not.toMatch(/[a-z][A-Z]|:/);
    }
  });

  it('says what a run did in a sentence, or that it had nothing to do, or that it failed', () => {
    expect(jobResultText('retention', 'ok', { unfulfilledRequests: 0, sessions: 3, outboxMessages: 1 })).toBe(
      '3 sessions expirées effacées, 1 ancien courriel effacé.',
    );
    expect(jobResultText('retention', 'ok', { unfulfilledRequests: 0 })).toBe('Rien à effacer.');
    expect(jobResultText('appointment-reminders', 'ok', { reminders: 1 })).toBe('1 rappel envoyé.');
    expect(jobResultText('backup', 'ok', { written: 1, sizeBytes: 3 * 1024 * 1024, deleted: 2 })).toBe(
      '1 sauvegarde écrite, 3 Mo, 2 anciennes sauvegardes supprimées.',
    );
    expect(jobResultText('outbox-sender', 'failed', {})).toBe('Interrompue par une erreur ; elle reprendra à sa prochaine exécution.');
  });
});
