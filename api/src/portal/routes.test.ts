import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/errors';
import { describe, expect, it } from 'vitest';
import { patientAccounts, patients } from '../db/schema';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../testing/test-app';
import { createdTimestamp } from '../db/timestamps';

describe('GET /api/portal/me', () => {
  const testApp = useTestApp();

  it("returns the signed-in patient's own record and nobody else's", async () => {
    const { patientAccountId } = await seededAccounts(testApp());
    const cookie = await createTestSession(testApp(), {
      subjectType: 'patient',
      subjectId: patientAccountId,
    });
    const response = await testApp().app.request('/api/portal/me', { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      firstName: 'Camille',
      lastName: 'Gagnon',
      email: 'camille.gagnon@courriel.example',
    });
  });

  it('scopes the record to the account of the session', async () => {
    const [lea] = await testApp().db.select({ id: patients.id }).from(patients).where(eq(patients.firstName, 'Léa'));
    const [account] = await testApp()
      .db.insert(patientAccounts)
      .values({ patientId: lea!.id, email: 'famille.bouchard@courriel.example', ...createdTimestamp(testApp().clock) })
      .returning({ id: patientAccounts.id });
    const cookie = await createTestSession(testApp(), {
      subjectType: 'patient',
      subjectId: account!.id,
    });
    const response = await testApp().app.request('/api/portal/me', { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ firstName: 'Léa', lastName: 'Bouchard' });
  });

  it('answers 404 in French when the account has no patient record behind it', async () => {
    const cookie = await createTestSession(testApp(), {
      subjectType: 'patient',
      subjectId: 'no-such-account',
    });
    const response = await testApp().app.request('/api/portal/me', { headers: { cookie } });
    expect(response.status).toBe(404);
    expect((await readJson<ApiErrorBody>(response)).error.message).toBe('Aucun dossier patient trouvé. Veuillez contacter votre clinique.');
  });
});
