// The demo's incident register: both entries on « Registre des incidents de
// confidentialité », each valid as the form would send it, none dated after the seed's day; the
// minor one needs no notice, the serious one has both notices.
import { type PrivacyIncidentListView, privacyIncidentSchema, incidentFutureIssues } from 'shared-domain/privacy/privacy-incidents';
import { describe, expect, it } from 'vitest';
import { staffMemberWithSession } from '../testing/team-test-support';
import { readJson, useTestApp } from '../testing/test-app';

describe('the demo’s incident register', () => {
  const testApp = useTestApp();

  it('shows a minor incident and a serious one with its notices, each a valid entry', async () => {
    const officer = await staffMemberWithSession(testApp(), 'admin');
    const response = await testApp().app.request('/api/admin/privacy/incidents', { headers: { cookie: officer.cookie } });
    const { incidents, today } = await readJson<PrivacyIncidentListView>(response);
    expect(incidents.map((incident) => [incident.peopleCount, incident.seriousInjuryRisk, incident.status])).toEqual([
      [14, true, 'notified'],
      [1, false, 'no_notice_required'],
    ]);
    expect(incidents.every((incident) => /^INC-\d{4}-00[12]$/.test(incident.reference))).toBe(true);
    for (const incident of incidents) {
      expect(privacyIncidentSchema.safeParse(incident).success, incident.reference).toBe(true);
      expect(incidentFutureIssues(incident, today)).toEqual([]);
    }
  });
});
