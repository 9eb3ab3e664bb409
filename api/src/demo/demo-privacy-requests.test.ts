// The demo's queue of requests: « Demandes d'accès et de rectification » shows one request
// of each kind, Mathieu's correction overdue, Camille's portability request answered with its letter,
// and a visitor's de-indexation request without a record; none received after the seed's day.
import { privacyRequestKinds } from 'shared-domain/privacy/privacy';
import { describe, expect, it } from 'vitest';
import { staffMemberWithSession } from '../testing/team-test-support';
import { readJson, useTestApp } from '../testing/test-app';

type Queue = {
  today: string;
  counts: { overdue: number };
  requests: {
    kind: string;
    status: string;
    patientId: string | null;
    requesterName: string;
    receivedOn: string;
    letterSentAt: string | null;
    countdown: { overdue: boolean; text: string };
  }[];
};

describe('the demo’s requests', () => {
  const testApp = useTestApp();

  it('holds one of each kind, an overdue one, one answered with its letter, and a visitor without a record', async () => {
    const chiro = await staffMemberWithSession(testApp(), 'practitioner');
    const response = await testApp().app.request('/api/admin/privacy/requests', { headers: { cookie: chiro.cookie } });
    expect(response.status).toBe(200);
    const { requests, today, counts } = await readJson<Queue>(response);
    expect(new Set(requests.map((request) => request.kind))).toEqual(new Set(privacyRequestKinds));
    expect(requests.every((request) => request.receivedOn <= today)).toBe(true);

    const overdue = requests.filter((request) => request.countdown.overdue);
    expect(overdue).toEqual([
      expect.objectContaining({
        kind: 'correction',
        requesterName: 'Mathieu Côté',
        countdown: { daysLeft: -5, overdue: true, text: 'En retard de 5 jours' },
      }),
    ]);
    expect(counts.overdue).toBe(1);
    expect(requests.filter((request) => request.letterSentAt !== null)).toEqual([
      expect.objectContaining({ kind: 'portability', status: 'answered', requesterName: 'Camille Gagnon' }),
    ]);
    expect(requests.find((request) => request.kind === 'deindexation')).toMatchObject({
      patientId: null,
      requesterName: 'Julien Moreau',
      status: 'open',
      countdown: { overdue: false, text: '22 jours restants' },
    });
    // Camille's access request from the record's demo: 5 of its 20 days left.
    expect(requests.find((request) => request.kind === 'access')).toMatchObject({ countdown: { text: '5 jours restants' } });
  });
});
