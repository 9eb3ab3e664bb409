import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { describe, expect, it } from 'vitest';
import { patientAccounts, patients } from '../../platform/db/schema';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';

describe('GET /api/portal/me', () => {
  const testApp = useTestApp();

  async function patientCookie() {
    const ids = await seededAccounts(testApp());
    const cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: ids.patientAccountId });
    const [account] = await testApp().db.select().from(patientAccounts).where(eq(patientAccounts.id, ids.patientAccountId));
    return { cookie, account: account! };
  }

  it("gives the patient's own record: names, address, phone, e-mail (what the profile tab shows)", async () => {
    const { cookie, account } = await patientCookie();
    const response = await testApp().api.portal.me.$get({}, { headers: { cookie } });
    expect(response.status).toBe(200);
    const [record] = await testApp().db.select().from(patients).where(eq(patients.id, account.patientId));
    expect(await response.json()).toEqual({
      firstName: record!.firstName,
      lastName: record!.lastName,
      email: record!.email,
      phone: record!.phone,
      phoneMobile: record!.phoneMobile,
      address: record!.address,
    });
  });

  it('answers the not-found message with the address once the clinic gave the record another e-mail', async () => {
    const { cookie, account } = await patientCookie();
    await testApp().db.update(patients).set({ email: 'nouvelle.adresse@courriel.example' }).where(eq(patients.id, account.patientId));
    const response = await testApp().api.portal.me.$get({}, { headers: { cookie } });
    expect(response.status).toBe(404);
    expect((await readJson<ApiErrorBody>(response)).error).toEqual({
      code: 'NOT_FOUND',
      message: `Aucun dossier patient trouvé pour ${account.email}. Veuillez contacter votre clinique.`,
    });
  });
});
