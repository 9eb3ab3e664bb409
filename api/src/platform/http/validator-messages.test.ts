// A refusal for a missing or malformed field reads in French from the catalogue, never in zod's
// own words (« chaîne de caractères attendu, indéfini reçu »), whichever route refuses it.
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { validatorMessages } from 'shared-domain/platform/validator-messages';
import { describe, expect, it } from 'vitest';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';

/** Words of zod's French locale and English defaults: none may reach a person. */
const rawValidatorText =
  /Trop grand|Trop petit|attendu|reçu|indéfini|Entrée invalide|chaîne de caractères|Invalid input|expected|received|Required/i;

describe('the validator’s messages', () => {
  const testApp = useTestApp();
  const post = (path: string, body: unknown) =>
    testApp().app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 1}` },
      body: JSON.stringify(body),
    });

  async function refusalOf(response: Response, what: string) {
    expect(response.status, what).toBe(422);
    const { error } = await readJson<ApiErrorBody>(response);
    const said = [error.message, ...Object.values(error.fields ?? {})];
    expect(Object.keys(error.fields ?? {}).length, what).toBeGreaterThan(0);
    for (const text of said) expect(text, `${what}: ${text}`).not.toMatch(rawValidatorText);
    return error;
  }

  it('refuses public bodies with a field missing in French, without zod’s words', async () => {
    for (const [path, body] of [
      ['/api/public/manage-link-requests', {}],
      ['/api/auth/patient/magic-links', {}],
      ['/api/auth/patient/sign-in', { email: 'camille@courriel.example' }],
      ['/api/auth/staff/password-reset', { password: 'un mot de passe assez long' }],
    ] as const) {
      await refusalOf(await post(path, body), path);
    }
  });

  it('refuses an address part a schema left without a message in the catalogue’s words', async () => {
    const { staffId, patientAccountId } = await seededAccounts(testApp());
    const staff = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    const patient = await createTestSession(testApp(), { subjectType: 'patient', subjectId: patientAccountId });
    const long = 'x'.repeat(200);
    const file = await refusalOf(
      await testApp().app.request(`/api/admin/patients/${long}`, { headers: { cookie: staff } }),
      'GET /api/admin/patients/:id',
    );
    expect(file.fields).toEqual({ id: validatorMessages.tooLong(64) });
    const rule = await refusalOf(
      await testApp().app.request(`/api/admin/automation/rules/${long}/test`, { method: 'POST', headers: { cookie: staff } }),
      'POST /api/admin/automation/rules/:key/test',
    );
    expect(rule.fields).toEqual({ key: validatorMessages.tooLong(64) });
    await refusalOf(
      await testApp().app.request(`/api/portal/consents/${long}/withdraw`, { method: 'POST', headers: { cookie: patient } }),
      'POST /api/portal/consents/:kind/withdraw',
    );
  });
});
