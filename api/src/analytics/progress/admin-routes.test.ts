// « Progrès des patients » on a real database: a small March 2025 (no demo visit that far back):
// the funnel of its new patients, an episode with its outcome measures, the CSV read back by an
// independent parser, the reads audited, the reception refused, a period or a list that means
// nothing refused in French.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { episodeListColumns, funnelListColumns } from 'shared-domain/analytics/progress-text';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditEvents, episodesOfCare, outcomeMeasures, patients } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, type TestApp, useTestApp } from '../../testing/test-app';

interface Progress {
  period: { from: string; to: string };
  funnel: {
    newPatients: number;
    steps: { step: number; reached: number; stopped: number }[];
    patients: { patientId: string; name: string; visits: number; stillOpen: boolean }[];
  };
  episodes: {
    started: number;
    byStatus: Record<string, number>;
    assessed: number;
    improved: number;
    episodes: { patientId: string; name: string; status: string; visits: number; improved: boolean | null; scores: unknown[] }[];
  };
}

async function visit(app: TestApp, patientId: string, date: string, status: 'completed' | 'cancelled' = 'completed') {
  await app.db.insert(appointments).values({
    id: randomUUID(),
    patientId,
    name: 'Visite suivie',
    email: 'progres@courriel.example',
    phone: '514 555-0100',
    status,
    scheduledDate: date,
    scheduledTime: '10:00',
    bookingSource: 'admin',
    ...timestamps(app.clock),
  });
}

async function newPatient(app: TestApp, firstName: string) {
  const id = randomUUID();
  await app.db.insert(patients).values({ id, firstName, lastName: 'Progrès', ...timestamps(app.clock) });
  return id;
}

describe('« Progrès des patients »', () => {
  const testApp = useTestApp();
  let practitioner: { id: string; cookie: string };
  let reception: { cookie: string };
  const ids = { anne: '', bruno: '' };
  const get = (path: string, cookie = practitioner.cookie) => testApp().app.request(`/api/admin/progress${path}`, { headers: { cookie } });

  beforeAll(async () => {
    const app = testApp();
    practitioner = await staffMemberWithSession(app, 'practitioner');
    reception = await staffMemberWithSession(app, 'reception');
    ids.anne = await newPatient(app, 'Anne');
    ids.bruno = await newPatient(app, 'Bruno');
    // Anne: new on 3 March, back three times within her 8 weeks (one visit cancelled, then rebooked).
    for (const date of ['2025-03-03', '2025-03-10', '2025-03-24', '2025-04-07']) await visit(app, ids.anne, date);
    await visit(app, ids.anne, '2025-03-17', 'cancelled');
    // Bruno: new on 5 March, never came back.
    await visit(app, ids.bruno, '2025-03-05');
    const episodeId = randomUUID();
    await app.db.insert(episodesOfCare).values({
      id: episodeId,
      patientId: ids.anne,
      reason: 'Lombalgie',
      startedOn: '2025-03-03',
      endedOn: '2025-04-07',
      endNote: 'Objectifs atteints',
      createdBy: practitioner.id,
      ...timestamps(app.clock),
    });
    const outcome = (score: number, recordedOn: string) => ({
      id: randomUUID(),
      patientId: ids.anne,
      episodeId,
      questionnaire: 'oswestry' as const,
      answers: '{}',
      score,
      recordedOn,
      source: 'staff' as const,
      recordedBy: practitioner.id,
      createdAt: `${recordedOn}T15:00:00.000Z`,
    });
    await app.db.insert(outcomeMeasures).values([outcome(44, '2025-03-03'), outcome(24, '2025-04-07')]);
  });

  it('follows the month’s new patients over 8 weeks and its episodes’ outcomes, and audits the read', async () => {
    const response = await get('?period=month&date=2025-03-10');
    expect(response.status).toBe(200);
    const body = await readJson<Progress>(response);
    expect(body.period).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    expect(body.funnel.patients.map((p) => [p.name, p.visits, p.stillOpen])).toEqual([
      ['Anne Progrès', 4, false],
      ['Bruno Progrès', 1, false],
    ]);
    expect(body.funnel.steps.map((s) => s.reached)).toEqual([2, 1, 1, 1, 0, 0]);
    expect(body.episodes).toMatchObject({ started: 1, byStatus: { completed: 1, abandoned: 0, ongoing: 0 }, assessed: 1, improved: 1 });
    expect(body.episodes.episodes[0]).toMatchObject({ patientId: ids.anne, name: 'Anne Progrès', visits: 4, improved: true });
    const [audited] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'progress.viewed'));
    expect(audited?.details).toEqual({ startDate: '2025-03-01', endDate: '2025-03-31' });
  });

  it('exports either list as CSV', async () => {
    const funnel = await get('/list.csv?period=month&date=2025-03-10&list=funnel');
    expect(funnel.headers.get('content-disposition')).toContain('progres-nouveaux-patients-2025-03-01-2025-03-31.csv');
    const [header, ...rows] = parse((await funnel.text()).replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(header).toEqual([...funnelListColumns]);
    expect(rows).toEqual([
      ['Anne Progrès', '2025-03-03', '4', '2025-04-27', 'Terminé'],
      ['Bruno Progrès', '2025-03-05', '1', '2025-04-29', 'Terminé'],
    ]);
    const episodes = await get('/list.csv?period=month&date=2025-03-10&list=episodes&format=excel-en');
    const [episodeHeader, ...episodeRows] = parse((await episodes.text()).replace(/^\uFEFF/, '')) as string[][];
    expect(episodeHeader).toEqual([...episodeListColumns]);
    expect(episodeRows).toEqual([
      ['Anne Progrès', '2025-03-03', '2025-04-07', 'Terminé', '4', '2025-04-07', 'Oswestry (lombaire) : 44\u00a0% → 24\u00a0%', 'Oui'],
    ]);
    const [exported] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'progress.list_exported'));
    expect(exported?.details).toMatchObject({ list: 'funnel', count: 2 });
  });

  it('refuses the reception: outcomes are not hers', async () => {
    expect((await get('?period=month', reception.cookie)).status).toBe(403);
    expect((await get('/list.csv?list=funnel', reception.cookie)).status).toBe(403);
  });

  it('refuses a period or a list that means nothing, in French, beside its field', async () => {
    const response = await get('?period=custom&from=2025-03-10');
    expect(response.status).toBe(422);
    expect((await readJson<ApiErrorBody>(response)).error.fields?.to).toBe('Choisissez le premier et le dernier jour de la période.');
    const unknown = await get('/list.csv?list=bonheur');
    expect(unknown.status).toBe(422);
    expect((await readJson<ApiErrorBody>(unknown)).error.fields?.list).toBe(
      'Choisissez la liste des nouveaux patients ou celle des épisodes de soins.',
    );
  });
});
