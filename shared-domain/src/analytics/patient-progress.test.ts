// A small clinic's spring 2026 (clocks moved forward on Sunday 8 March), read on 15 May: every
// answer of the funnel and of the episodes counted by hand below.
import { describe, expect, it } from 'vitest';
import { episodeStatus, episodesSummary, type ProgressFacts, type ProgressOutcome, visitDropFunnel } from './patient-progress';

const march = { from: '2026-03-01', to: '2026-03-31' };
const visit = (patientId: string, date: string) => ({ patientId, date });
const measure = (
  patientId: string,
  questionnaire: ProgressOutcome['questionnaire'],
  score: number,
  recordedOn: string,
  episodeId: string | null = null,
): ProgressOutcome => ({ patientId, questionnaire, score, recordedOn, episodeId });

const facts: ProgressFacts = {
  today: '2026-05-15',
  visits: [
    // Anne: new on 2 March, then weekly: six visits in her 8 weeks, a 7th after them.
    ...['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30', '2026-04-06', '2026-04-30'].map((d) => visit('anne', d)),
    // Bruno: new on the daylight-saving Sunday, came back once.
    visit('bruno', '2026-03-08'),
    visit('bruno', '2026-03-15'),
    // Chloé: her 2nd visit was cancelled then rebooked: only the visit that took place is read, once.
    visit('chloe', '2026-03-10'),
    visit('chloe', '2026-03-20'),
    visit('chloe', '2026-04-03'),
    // Denis: two records merged; the duplicate's January visit is his first: not new in March.
    visit('denis', '2026-03-04'),
    // Émile: new on 31 March; his 3rd visit is day 57, past his 8 weeks.
    visit('emile', '2026-03-31'),
    visit('emile', '2026-04-14'),
    visit('emile', '2026-05-26'),
    // Fanny: new on 25 March, came once; her 8 weeks end on 19 May, after today.
    visit('fanny', '2026-03-25'),
  ],
  firstVisitOn: new Map([
    ['anne', '2026-03-02'],
    ['bruno', '2026-03-08'],
    ['chloe', '2026-03-10'],
    ['denis', '2026-01-20'],
    ['emile', '2026-03-31'],
    ['fanny', '2026-03-25'],
    ['gilles', '2026-04-02'],
  ]),
  booked: new Set(['chloe']),
  episodes: [
    // Anne: closed; pain 8 → 5 (−3), Oswestry 40 → 34 (−6, not enough): improved by her pain.
    { id: 'ep-anne', patientId: 'anne', startedOn: '2026-03-02', endedOn: '2026-04-30' },
    // Bruno: open, last seen 15 March, nothing booked: abandoned; pain 5 → 4 (−1, 20 %): not improved.
    { id: 'ep-bruno', patientId: 'bruno', startedOn: '2026-03-08', endedOn: null },
    // Chloé: open, last seen 3 April but booked: ongoing; a single NDI (cannot be judged), PGIC 6.
    { id: 'ep-chloe', patientId: 'chloe', startedOn: '2026-03-10', endedOn: null },
    // Denis: open on 4 March, one visit, no measure: abandoned, not assessed.
    { id: 'ep-denis', patientId: 'denis', startedOn: '2026-03-04', endedOn: null },
    // Émile: started in April: not in March's episodes.
    { id: 'ep-emile', patientId: 'emile', startedOn: '2026-04-01', endedOn: null },
  ],
  outcomes: [
    measure('anne', 'pain_nrs', 8, '2026-03-02', 'ep-anne'),
    measure('anne', 'oswestry', 40, '2026-03-02', 'ep-anne'),
    // Recorded without its episode, dated within it: the episode's.
    measure('anne', 'pain_nrs', 5, '2026-04-06'),
    measure('anne', 'oswestry', 34, '2026-04-30', 'ep-anne'),
    // After her episode closed, unattached: not the episode's.
    measure('anne', 'pain_nrs', 9, '2026-05-10'),
    measure('bruno', 'pain_nrs', 5, '2026-03-08', 'ep-bruno'),
    measure('bruno', 'pain_nrs', 4, '2026-03-15', 'ep-bruno'),
    measure('chloe', 'ndi', 30, '2026-03-10', 'ep-chloe'),
    measure('chloe', 'pgic', 6, '2026-04-03', 'ep-chloe'),
  ],
};

describe('visit-drop funnel', () => {
  const funnel = visitDropFunnel(facts, march);

  it('follows the new patients of the period, a merged record by its earliest visit', () => {
    expect(funnel.patients.map((p) => p.patientId)).toEqual(['anne', 'bruno', 'chloe', 'fanny', 'emile']);
  });

  it('counts the visits that took place within 8 weeks of the first, the daylight-saving day as any other', () => {
    const visits = Object.fromEntries(funnel.patients.map((p) => [p.patientId, p.visits]));
    expect(visits).toEqual({ anne: 6, bruno: 2, chloe: 3, fanny: 1, emile: 2 });
    expect(funnel.patients.find((p) => p.patientId === 'emile')?.windowEndsOn).toBe('2026-05-25');
  });

  it('says whose 8 weeks are not over on the clinic’s today', () => {
    expect(funnel.patients.filter((p) => p.stillOpen).map((p) => p.patientId)).toEqual(['fanny', 'emile']);
  });

  it('counts who reached each visit and where each stopped', () => {
    expect(funnel.steps.map((s) => [s.step, s.reached, s.stopped])).toEqual([
      [1, 5, 1],
      [2, 4, 2],
      [3, 2, 1],
      [4, 1, 0],
      [5, 1, 0],
      [6, 1, 1],
    ]);
    expect(funnel.steps[1]?.share).toBe(0.8);
  });

  it('has no shares without new patients', () => {
    const empty = visitDropFunnel(facts, { from: '2026-06-01', to: '2026-06-30' });
    expect(empty.newPatients).toBe(0);
    expect(empty.steps.every((s) => s.share === null && s.reached === 0)).toBe(true);
  });
});

describe('episodes of care', () => {
  const summary = episodesSummary(facts, march);
  const episode = (id: string) => summary.episodes.find((e) => e.episodeId === id);

  it('reads the episodes started in the period and where each stands', () => {
    expect(summary.episodes.map((e) => [e.episodeId, e.status])).toEqual([
      ['ep-anne', 'completed'],
      ['ep-denis', 'abandoned'],
      ['ep-bruno', 'abandoned'],
      ['ep-chloe', 'ongoing'],
    ]);
    expect(summary.byStatus).toEqual({ completed: 1, abandoned: 2, ongoing: 1 });
    expect(episode('ep-anne')).toMatchObject({ visits: 7, lastVisitOn: '2026-04-30' });
  });

  it('takes each score’s first and latest within the episode and judges the change by its threshold', () => {
    expect(episode('ep-anne')?.scores).toEqual([
      expect.objectContaining({ questionnaire: 'pain_nrs', first: 8, latest: 5, change: -3, measures: 2, improved: true }),
      expect.objectContaining({ questionnaire: 'oswestry', first: 40, latest: 34, change: -6, improved: false }),
    ]);
    expect(episode('ep-anne')?.improved).toBe(true);
    expect(episode('ep-bruno')?.improved).toBe(false);
    expect(episode('ep-chloe')?.scores).toEqual([
      expect.objectContaining({ questionnaire: 'pgic', latest: 6, change: null, improved: true }),
      expect.objectContaining({ questionnaire: 'ndi', measures: 1, change: null, improved: null }),
    ]);
    expect(episode('ep-denis')?.improved).toBeNull();
  });

  it('shares the episodes improved among those that can be judged', () => {
    expect(summary).toMatchObject({ started: 4, assessed: 3, improved: 2 });
    expect(summary.share).toBeCloseTo(2 / 3);
    expect(summary.questionnaires.find((q) => q.questionnaire === 'pain_nrs')).toEqual({
      questionnaire: 'pain_nrs',
      assessed: 2,
      improved: 1,
      share: 0.5,
      meanFirst: 6.5,
      meanLatest: 4.5,
    });
  });

  it('a 30 % fall of pain is meaningful below 2 points', () => {
    const small = episodesSummary(
      {
        ...facts,
        episodes: [{ id: 'e', patientId: 'p', startedOn: '2026-03-01', endedOn: null }],
        outcomes: [measure('p', 'pain_nrs', 3, '2026-03-01', 'e'), measure('p', 'pain_nrs', 2, '2026-03-05', 'e')],
      },
      march,
    );
    expect(small.episodes[0]?.improved).toBe(true);
  });

  it('an open episode is abandoned after 6 weeks without a visit, and not while one is booked', () => {
    const open = { startedOn: '2026-03-01', endedOn: null };
    expect(episodeStatus(open, '2026-04-03', false, '2026-05-15')).toBe('ongoing');
    expect(episodeStatus(open, '2026-04-02', false, '2026-05-15')).toBe('abandoned');
    expect(episodeStatus(open, '2026-04-02', true, '2026-05-15')).toBe('ongoing');
    expect(episodeStatus({ ...open, endedOn: '2026-03-20' }, null, false, '2026-05-15')).toBe('completed');
  });
});
