import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, patientAccounts } from '../../platform/db/schema';
import { readJson, testPasswords, useTestApp } from '../../testing/test-app';
import { postAsNewClient, sessionCookieOf } from '../../testing/post-as-new-client';

const camille = 'camille.gagnon@courriel.example';
const invalidCredentials = { code: 'AUTH_001', message: 'Courriel ou mot de passe invalide.' };

// Each sign-in here is a deliberate key derivation, dozens per test: the limit catches a hang, not a loaded machine.
describe('POST /api/auth/patient/sign-in', { timeout: 300_000 }, () => {
  const testApp = useTestApp({ config: { trustProxy: true } });
  const post = postAsNewClient(testApp);
  const signIn = (email: string, password: string, headers?: Record<string, string>) => post('/sign-in', { email, password }, headers);
  // Each test starts past the previous one's limit windows.
  beforeEach(() => testApp().clock.advance({ hours: 1 }));

  it('signs the patient in with the right password: session, last sign-in and audit', async () => {
    const response = await signIn('Camille.Gagnon@Courriel.example', testPasswords.patientPassword);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedIn: true });
    const me = await testApp().app.request('/api/portal/me', { headers: { cookie: sessionCookieOf(response) } });
    expect(me.status).toBe(200);
    const [account] = await testApp().db.select().from(patientAccounts).where(eq(patientAccounts.email, camille));
    expect(account!.lastSignInAt).toBe(testApp().clock.now().toISOString());
    const [event] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'patient.signed_in'));
    expect(event).toMatchObject({ actorType: 'patient', actorId: account!.id, details: { method: 'password' } });
  });

  it('answers an unknown address and a wrong password with the same French 401', async () => {
    const wrong = await signIn(camille, 'pas le bon mot de passe');
    const unknown = await signIn('personne@courriel.example', 'pas le bon mot de passe');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await readJson<ApiErrorBody>(wrong)).error).toEqual(invalidCredentials);
    expect((await readJson<ApiErrorBody>(unknown)).error).toEqual(invalidCredentials);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const failures = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'patient.sign_in_failed'));
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(failures)).not.toMatch(/personne@|pas le bon/);
  });

  it('refuses an account that has no password yet as if the password were wrong', async () => {
    await testApp().db.update(patientAccounts).set({ passwordHash: null }).where(eq(patientAccounts.email, camille));
    const response = await signIn(camille, '');
    expect(response.status).toBe(422);
    const none = await signIn(camille, 'nimporte quoi du tout');
    expect((await readJson<ApiErrorBody>(none)).error).toEqual(invalidCredentials);
  });

  it('throttles 50 wrong passwords on one account from many clients, and lets the owner back in later', async () => {
    const { hashPassword } = await import('../passwords/password');
    await testApp()
      .db.update(patientAccounts)
      .set({ passwordHash: await hashPassword(testPasswords.patientPassword) })
      .where(eq(patientAccounts.email, camille));
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await signIn(camille, `essai-${i}`)).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    // Throttled means throttled for the owner too, but only until the window slides past.
    expect((await signIn(camille, testPasswords.patientPassword)).status).toBe(429);
    testApp().clock.advance({ minutes: 16 });
    expect((await signIn(camille, testPasswords.patientPassword)).status).toBe(200);
  });

  it('counts failures only: twelve right passwords from one client all sign in, the wrong ones still meet the limit', async () => {
    const fromOneClient = { 'x-forwarded-for': '198.51.100.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await signIn(camille, testPasswords.patientPassword, fromOneClient)).status);
    expect(statuses).toEqual(Array(25).fill(200));
    const wrong: number[] = [];
    for (let i = 0; i < 11; i++) wrong.push((await signIn(camille, `essai-${i}`, fromOneClient)).status);
    expect(wrong).toEqual([...Array(10).fill(401), 429]);
  });

  it('limits one client address across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      statuses.push((await signIn(`personne${i}@courriel.example`, 'mauvais', { 'x-forwarded-for': '198.51.100.7' })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('refuses malformed input with a 4xx and French messages, never a 500', async () => {
    for (const body of ['{', 'null', '[]', JSON.stringify({ email: camille }), JSON.stringify({ email: 1, password: {} })]) {
      const response = await post('/sign-in', body);
      expect(response.status, body).toBeGreaterThanOrEqual(400);
      expect(response.status, body).toBeLessThan(500);
    }
    const missing = await post('/sign-in', { email: camille });
    expect((await readJson<ApiErrorBody>(missing)).error.fields).toEqual({ password: 'Veuillez remplir le champ « Mot de passe »' });
  });
});
