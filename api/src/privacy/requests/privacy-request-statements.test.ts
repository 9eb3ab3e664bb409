import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { privacyRequests } from '../../platform/db/schema';
import { useTestApp } from '../../testing/test-app';
import { recordPrivacyRequestStatements } from '../public';

describe('recordPrivacyRequestStatements', () => {
  const testApp = useTestApp();

  it('numbers references per year of receipt in the statement, with the deadline of each kind', async () => {
    const deps = testApp();
    const base = {
      patientId: null,
      requesterName: 'Visiteur',
      requesterEmail: 'visiteur@example.com',
      channel: 'desk',
      details: null,
      createdBy: null,
    } as const;
    const first = recordPrivacyRequestStatements(deps, { ...base, kind: 'access', receivedOn: '2031-03-02' });
    const second = recordPrivacyRequestStatements(deps, { ...base, kind: 'deindexation', receivedOn: '2031-03-02' });
    const otherYear = recordPrivacyRequestStatements(deps, { ...base, kind: 'portability', receivedOn: '2032-01-05' });
    await deps.db.batch([...first.statements, ...second.statements, ...otherYear.statements]);
    const read = async (id: string) => (await deps.db.select().from(privacyRequests).where(eq(privacyRequests.id, id)))[0];
    expect(await read(first.id)).toMatchObject({ reference: 'DEM-2031-0001', dueOn: '2031-03-22', status: 'open', kind: 'access' });
    expect(await read(second.id)).toMatchObject({ reference: 'DEM-2031-0002', dueOn: '2031-04-01', status: 'open' });
    expect(await read(otherYear.id)).toMatchObject({ reference: 'DEM-2032-0001', dueOn: '2032-02-04' });
  });

  it('records a request already answered (a portability export the patient took herself)', async () => {
    const deps = testApp();
    const { id, statements } = recordPrivacyRequestStatements(deps, {
      patientId: null,
      requesterName: 'Visiteur',
      requesterEmail: null,
      kind: 'portability',
      channel: 'portal',
      details: null,
      receivedOn: '2033-06-01',
      createdBy: null,
      answered: { status: 'answered', answer: 'Export téléchargé', answeredOn: '2033-06-01', answeredBy: null },
    });
    await deps.db.batch(statements);
    const [row] = await deps.db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
    expect(row).toMatchObject({ status: 'answered', answer: 'Export téléchargé', answeredOn: '2033-06-01', reference: 'DEM-2033-0001' });
  });
});
