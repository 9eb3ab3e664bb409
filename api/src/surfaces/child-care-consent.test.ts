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

  const admin = async (path: string, body: unknown, method = 'POST') =>
    testApp().app.request(`/api/admin${path}`, {
      method,
      headers: {
        cookie: await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true }),
        'content-type': 'application/json',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
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

  it('recorded after the episode was opened, is given by one of her guardians: never a guardian of another child', async () => {
    const mother = await person({ firstName: 'Camille', dateOfBirth: '1992-06-14' });
    const child = await person({ firstName: 'Rose', dateOfBirth: '2026-03-01' });
    const otherParent = await person({ firstName: 'Autre', lastName: 'Parent', dateOfBirth: '1988-01-01' });
    const otherChild = await person({ firstName: 'Noé', lastName: 'Parent', dateOfBirth: '2021-01-01' });
    expect((await admin('/family-links', { guardianPatientId: mother, dependantPatientId: child, relationship: 'mere' })).status).toBe(201);
    expect(
      (await admin('/family-links', { guardianPatientId: otherParent, dependantPatientId: otherChild, relationship: 'pere' })).status,
    ).toBe(201);
    const opened = await admin(`/patients/${child}/episodes`, { reason: 'Torticolis', startedOn: '2026-11-18' });
    expect(opened.status).toBe(201);
    const { episode } = (await opened.json()) as { episode: { id: string } };

    const unnamed = await admin(`/episodes/${episode.id}`, { recordConsent: true }, 'PATCH');
    expect(unnamed.status).toBe(422);
    expect(await unnamed.json()).toMatchObject({ error: { fields: { signedBy: careConsentMessages.guardianSigns } } });
    const anotherChildsParent = await admin(`/episodes/${episode.id}`, { recordConsent: true, signedBy: otherParent }, 'PATCH');
    expect(anotherChildsParent.status).toBe(422);
    expect(await anotherChildsParent.json()).toMatchObject({ error: { fields: { signedBy: careConsentMessages.notHisGuardian } } });
    expect(await testApp().db.select().from(patientConsents).where(eq(patientConsents.patientId, child))).toEqual([]);

    expect((await admin(`/episodes/${episode.id}`, { recordConsent: true, signedBy: mother }, 'PATCH')).status).toBe(200);
    const [ledger] = await testApp().db.select().from(patientConsents).where(eq(patientConsents.patientId, child));
    expect(ledger).toMatchObject({ kind: 'care', signerPatientId: mother, signerName: 'Camille Gagnon', signerRelationship: 'mere' });
    // The record says who gave it.
    const record = (await (await admin(`/patients/${child}/record`, undefined, 'GET')).json()) as { episodes: unknown[] };
    expect(record.episodes).toEqual([
      expect.objectContaining({ consentGiven: true, consentSignedBy: { name: 'Camille Gagnon', relationship: 'mere' } }),
    ]);
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
