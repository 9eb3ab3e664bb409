// A child under 14's care consent comes from a guardian (Civil Code of Québec, art. 14): the
// practitioner names which of her linked guardians gave it, and the ledger keeps who signed; from 14
// the patient consents herself and no signer is kept.
import { eq } from 'drizzle-orm';
import { careConsentMessages } from 'shared-domain/patients/family';
import { beforeAll, describe, expect, it } from 'vitest';
import { patientConsents, patients } from '../platform/db/schema';
import { timestamps } from '../platform/db/timestamps';
import { createTestSession, seededAccounts, useTestApp } from '../testing/test-app';

describe('a child’s care consent', () => {
  const testApp = useTestApp();
  let staffId: string;
  beforeAll(async () => {
    staffId = (await seededAccounts(testApp())).staffId;
  });

  const admin = async (path: string, body: unknown) =>
    testApp().app.request(`/api/admin${path}`, {
      method: 'POST',
      headers: {
        cookie: await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true }),
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });

  async function person(fields: Partial<typeof patients.$inferInsert>) {
    const [row] = await testApp()
      .db.insert(patients)
      .values({ firstName: 'Personne', lastName: 'Gagnon', ...timestamps(testApp().clock), ...fields })
      .returning({ id: patients.id });
    return row!.id;
  }

  it('is given by a linked guardian, whom the ledger names', async () => {
    const mother = await person({ firstName: 'Camille', dateOfBirth: '1992-06-14' });
    const stranger = await person({ firstName: 'Inconnue', dateOfBirth: '1990-01-01' });
    const child = await person({ firstName: 'Félix', dateOfBirth: '2022-05-17' });
    expect((await admin('/family-links', { guardianPatientId: mother, dependantPatientId: child, relationship: 'mere' })).status).toBe(201);
    const episode = { reason: 'Bilan de croissance', startedOn: '2026-11-18', consentGiven: true };

    const unnamed = await admin(`/patients/${child}/episodes`, episode);
    expect(unnamed.status).toBe(422);
    expect(await unnamed.json()).toMatchObject({ error: { fields: { signedBy: careConsentMessages.guardianSigns } } });
    const notHers = await admin(`/patients/${child}/episodes`, { ...episode, signedBy: stranger });
    expect(await notHers.json()).toMatchObject({ error: { fields: { signedBy: careConsentMessages.notHisGuardian } } });
    expect(await testApp().db.select().from(patientConsents).where(eq(patientConsents.patientId, child))).toEqual([]);

    expect((await admin(`/patients/${child}/episodes`, { ...episode, signedBy: mother })).status).toBe(201);
    const [ledger] = await testApp().db.select().from(patientConsents).where(eq(patientConsents.patientId, child));
    expect(ledger).toMatchObject({ kind: 'care', signerPatientId: mother, signerName: 'Camille Gagnon', signerRelationship: 'mere' });
  });

  it('is the patient’s own from 14: no signer kept', async () => {
    const teen = await person({ firstName: 'Chloé', dateOfBirth: '2012-11-18' });
    expect(
      (await admin(`/patients/${teen}/episodes`, { reason: 'Douleur au dos', startedOn: '2026-11-18', consentGiven: true })).status,
    ).toBe(201);
    const [ledger] = await testApp().db.select().from(patientConsents).where(eq(patientConsents.patientId, teen));
    expect(ledger).toMatchObject({ kind: 'care', signerPatientId: null, signerName: null });
  });
});
