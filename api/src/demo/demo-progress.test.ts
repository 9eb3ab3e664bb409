// The demo clinic as `npm start` seeds it: « Progrès des patients » over its practice's last two
// months shows new patients in the funnel, episodes closed and open, improved and not, with the
// scores of each questionnaire.
import { addDays } from 'shared-domain/platform/clinic-time';
import { describe, expect, it } from 'vitest';
import { patientProgressView } from '../analytics/progress/patient-progress-view';
import { clinicToday } from '../clinic/public';
import { useTestApp } from '../testing/test-app';
import { ensureDemoClinic } from './demo-accounts';

describe('the demo practice’s progress', () => {
  const testApp = useTestApp({ database: 'migrated' });

  it('gives the funnel and the episodes of its last two months something to show', async () => {
    const app = testApp();
    await ensureDemoClinic(app.db, app.dataDir, app.clock, app.deps.secrets);
    const today = await clinicToday(app.deps);
    const view = await patientProgressView(app.deps, { from: addDays(today, -62), to: today });
    expect(view.funnel.newPatients).toBeGreaterThanOrEqual(10);
    expect(view.funnel.steps[1]?.reached).toBeGreaterThan(0);
    const { episodes } = view;
    expect(episodes.started).toBeGreaterThanOrEqual(10);
    expect(episodes.byStatus.completed).toBeGreaterThan(0);
    expect(episodes.byStatus.ongoing).toBeGreaterThan(0);
    expect(episodes.improved).toBeGreaterThan(0);
    expect(episodes.improved).toBeLessThan(episodes.assessed);
    for (const questionnaire of episodes.questionnaires) expect(questionnaire.assessed, questionnaire.questionnaire).toBeGreaterThan(0);
    expect(episodes.episodes.every((episode) => episode.name !== '')).toBe(true);
  });
});
