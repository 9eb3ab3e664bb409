import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerAdminApi } from '../../test-support/admin-stub-api';
import { renderAdminPage } from '../../test-support/render-admin-page';
import { testStaff } from '../../test-support/staff';
import type { PatientProgress } from './api/progress';
import { ProgressPage } from './ProgressPage';

// The clock pinned (only `Date`): the page's default period is the month of today.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T15:00:00Z') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const progress: PatientProgress = {
  period: { from: '2026-11-01', to: '2026-11-30' },
  today: '2026-11-25',
  funnel: {
    newPatients: 2,
    listed: 2,
    steps: [
      { step: 1, reached: 2, share: 1, stopped: 1 },
      { step: 2, reached: 1, share: 0.5, stopped: 1 },
      { step: 3, reached: 0, share: 0, stopped: 0 },
      { step: 4, reached: 0, share: 0, stopped: 0 },
      { step: 5, reached: 0, share: 0, stopped: 0 },
      { step: 6, reached: 0, share: 0, stopped: 0 },
    ],
    patients: [
      { patientId: 'p-anne', name: 'Anne Roy', firstVisitOn: '2026-11-03', visits: 2, windowEndsOn: '2026-12-28', stillOpen: true },
      { patientId: 'p-bruno', name: 'Bruno Roy', firstVisitOn: '2026-11-04', visits: 1, windowEndsOn: '2026-12-29', stillOpen: true },
    ],
  },
  episodes: {
    started: 1,
    listed: 1,
    byStatus: { completed: 1, abandoned: 0, ongoing: 0 },
    assessed: 1,
    improved: 1,
    share: 1,
    questionnaires: [
      { questionnaire: 'pain_nrs', assessed: 1, improved: 1, share: 1, meanFirst: 7, meanLatest: 3 },
      { questionnaire: 'pgic', assessed: 0, improved: 0, share: null, meanFirst: null, meanLatest: null },
      { questionnaire: 'oswestry', assessed: 0, improved: 0, share: null, meanFirst: null, meanLatest: null },
      { questionnaire: 'ndi', assessed: 0, improved: 0, share: null, meanFirst: null, meanLatest: null },
    ],
    episodes: [
      {
        episodeId: 'e-1',
        patientId: 'p-anne',
        name: 'Anne Roy',
        startedOn: '2026-11-03',
        endedOn: '2026-11-20',
        status: 'completed',
        visits: 2,
        lastVisitOn: '2026-11-10',
        scores: [
          {
            questionnaire: 'pain_nrs',
            first: 7,
            firstOn: '2026-11-03',
            latest: 3,
            latestOn: '2026-11-10',
            measures: 2,
            change: -4,
            improved: true,
          },
        ],
        improved: true,
      },
    ],
  },
};

describe('Progrès des patients', () => {
  it('shows the funnel as a table, the episodes with their thresholds, each patient opening her outcomes', async () => {
    const api = answerAdminApi({
      'GET /api/admin/me': () => ({ ...testStaff, role: 'practitioner' }),
      'GET /api/admin/progress': () => progress,
    });
    renderAdminPage(<ProgressPage />, api, '/admin/progress');
    const funnel = await screen.findByRole('table', { name: 'Nouveaux patients venus à chaque visite dans les 8 semaines' });
    const second = within(funnel).getByRole('row', { name: /2e visite/ });
    expect(second.textContent).toContain('50');
    expect(api.requests.find((request) => request.url.pathname === '/api/admin/progress')?.url.searchParams.get('period')).toBe('month');
    screen.getByText(/Farrar et al\., Pain 2001/);
    screen.getByText(/Hurst et Bolton/);
    const episodes = screen.getByRole('region', { name: 'Épisodes de la période' });
    expect(
      within(episodes)
        .getByRole('link', { name: /Anne Roy/ })
        .getAttribute('href'),
    ).toBe('/admin/patients/p-anne#dossier-mesures');
    within(episodes).getByText('Douleur (0–10) : 7/10 → 3/10');
    const csv = screen.getAllByRole('link', { name: /Excel français/ });
    expect(csv.map((link) => link.getAttribute('href'))).toEqual([
      expect.stringContaining('list=funnel'),
      expect.stringContaining('list=episodes'),
    ]);
  });
});
