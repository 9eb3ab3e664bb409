// The demo's retention review: « Conservation des dossiers » lists the two former patients
// last seen 6 years ago (one with her signed note) and the imported record never seen since it was
// opened in 2020 (demo-patient-import.ts), and shows the third kept, with its reason, to be reviewed
// again a year after the decision; Bernard Lafleur waits under a legal hold.
import type { RetentionReviewView } from 'shared-domain/privacy/privacy-retention';
import { describe, expect, it } from 'vitest';
import { staffMemberWithSession } from '../testing/team-test-support';
import { readJson, useTestApp } from '../testing/test-app';
import { demoHoldReason, demoKeptReason } from './demo-privacy-retention';

describe('the demo’s retention review', () => {
  const testApp = useTestApp();

  it('lists the two records past their period and the one kept for a dispute', async () => {
    const officer = await staffMemberWithSession(testApp(), 'admin');
    const response = await testApp().app.request('/api/admin/privacy/retention', { headers: { cookie: officer.cookie } });
    expect(response.status).toBe(200);
    const review = await readJson<RetentionReviewView>(response);
    expect(review.records.map((record) => [record.recordLabel, record.yearsSince, record.holds.notes, record.holds.appointments])).toEqual([
      ['Antoine Marcoux', 6, 0, 0],
      ['Bernard Lafleur', 6, 0, 1],
      ['Gisèle Archambault', 6, 1, 1],
    ]);
    expect(review.records.map((record) => [record.recordLabel, record.waits.map((wait) => wait.kind)])).toEqual([
      ['Antoine Marcoux', []],
      ['Bernard Lafleur', ['legal_hold']],
      ['Gisèle Archambault', []],
    ]);
    expect(review.records[1]?.waits[0]).toMatchObject({ kind: 'legal_hold', reason: demoHoldReason });
    expect(review.decisions.map((decision) => [decision.recordLabel, decision.decision, decision.reason])).toEqual([
      ['Jacqueline Côté', 'keep', demoKeptReason],
    ]);
    expect(review.decisions[0]?.reviewOn && review.decisions[0].reviewOn > review.today).toBe(true);
  });
});
