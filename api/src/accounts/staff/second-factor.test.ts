import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { staffAccountMessages as m } from 'shared-domain/accounts/staff-account';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditEvents, user2faAttempts, user2faSettings } from '../../platform/db/schema';
import { demoStaff } from '../../demo/demo-clinic';
import { createTestSession, seededAccounts, testPasswords, useTestApp } from '../../testing/test-app';
import { codeNow, postJson, signIn } from '../../testing/staff-test-support';
import { sessionCookieOf } from '../../testing/post-as-new-client';

const password = testPasswords.staffPassword;

// Each sign-in here is a deliberate key derivation, dozens per test: the limit catches a hang, not a loaded machine.
describe('the staff second factor', { timeout: 300_000 }, () => {
  const testApp = useTestApp();
  const post = (path: string, body: unknown, cookie: string) => postJson(testApp(), path, body, { cookie });
  const logged: string[] = [];
  const answers: string[] = [];
  /** The factor the first test enrols; the later ones sign in with it. */
  const enrolled = { secret: '', backupCodes: [] as string[] };
  // Every step well past the last one's rate-limit windows and TOTP steps.
  beforeEach(() => {
    testApp().clock.advance({ minutes: 16 });
    // Whatever the API logs is kept (and not printed) to be searched for secrets below.
    for (const stream of [process.stdout, process.stderr]) {
      vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        logged.push(String(chunk));
        return true;
      });
    }
  });
  afterEach(() => vi.restoreAllMocks());

  it('enrols an authenticator: the secret is sealed, codes come once, and the session is re-issued verified', async () => {
    const { cookie, secondFactor } = await signIn(testApp(), demoStaff.email, password);
    expect(secondFactor).toBe('setup');
    const state = async (c: string) => (await testApp().app.request('/api/auth/second-factor', { headers: { cookie: c } })).json();
    expect(await state(cookie)).toEqual({ enabled: false, enabledAt: null });
    const setup = await post('/api/auth/second-factor/setup', {}, cookie);
    expect(setup.status).toBe(200);
    const { secret, otpauthUri } = (await setup.json()) as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(otpauthUri).toContain(`secret=${secret}`);

    const malformed = await post('/api/auth/second-factor/setup/verify', { code: '12345' }, cookie);
    expect(malformed.status).toBe(422);
    expect(((await malformed.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      code: 'Veuillez entrer un code valide à 6 chiffres',
    });
    const wrongCode = String((Number(await codeNow(testApp(), secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await post('/api/auth/second-factor/setup/verify', { code: wrongCode }, cookie);
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { error: { fields: unknown } }).error.fields).toEqual({ code: m.wrongCode });

    const verified = await post('/api/auth/second-factor/setup/verify', { code: await codeNow(testApp(), secret) }, cookie);
    expect(verified.status).toBe(200);
    const { backupCodes } = (await verified.json()) as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^[0-9a-f]{8}$/);
    const verifiedCookie = sessionCookieOf(verified);
    expect(await state(verifiedCookie)).toEqual({ enabled: true, enabledAt: testApp().clock.now().toISOString() });
    expect((await testApp().app.request('/api/admin/me', { headers: { cookie: verifiedCookie } })).status).toBe(200);
    // The unverified session it replaced is gone.
    expect((await post('/api/auth/second-factor/setup', {}, cookie)).status).toBe(401);
    // Once enabled, nobody can read a secret again.
    const again = await post('/api/auth/second-factor/setup', {}, verifiedCookie);
    expect(again.status).toBe(403);
    answers.push(await again.text());

    const { staffId } = await seededAccounts(testApp());
    const [row] = await testApp().db.select().from(user2faSettings).where(eq(user2faSettings.userId, staffId));
    expect(row?.isEnabled).toBe(true);
    expect(row?.verifiedAt).toBe(testApp().clock.now().toISOString());
    expect(row?.totpSecretEncrypted).not.toContain(secret);
    expect(JSON.stringify(row)).not.toMatch(new RegExp(backupCodes.join('|')));
    const attempts = await testApp().db.select().from(user2faAttempts).where(eq(user2faAttempts.userId, staffId));
    expect(attempts.map((a) => [a.attemptType, a.success, a.failureReason])).toEqual([
      ['setup', false, 'invalid_code'],
      ['setup', true, null],
    ]);

    // Later tests in this block sign in with this factor.
    Object.assign(enrolled, { secret, backupCodes });
  });

  it("refuses a code used once already, and takes the next step's code", async () => {
    const { cookie, secondFactor } = await signIn(testApp(), demoStaff.email, password);
    expect(secondFactor).toBe('verify');
    const code = await codeNow(testApp(), enrolled.secret);
    const first = await post('/api/auth/second-factor/verify', { code }, cookie);
    expect(first.status).toBe(200);
    const verifiedCookie = sessionCookieOf(first);
    expect((await testApp().app.request('/api/admin/me', { headers: { cookie: verifiedCookie } })).status).toBe(200);

    const second = await signIn(testApp(), demoStaff.email, password);
    const replay = await post('/api/auth/second-factor/verify', { code }, second.cookie);
    expect(replay.status).toBe(422);
    expect((await testApp().app.request('/api/admin/me', { headers: { cookie: second.cookie } })).status).toBe(403);
    testApp().clock.advance({ seconds: 30 });
    expect((await post('/api/auth/second-factor/verify', { code: await codeNow(testApp(), enrolled.secret) }, second.cookie)).status).toBe(
      200,
    );
    const { staffId } = await seededAccounts(testApp());
    const reasons = await testApp()
      .db.select({ reason: user2faAttempts.failureReason })
      .from(user2faAttempts)
      .where(eq(user2faAttempts.userId, staffId));
    expect(reasons.map((r) => r.reason)).toContain('replayed_code');
  });

  it('takes a backup code once', async () => {
    const [backupCode] = enrolled.backupCodes;
    const first = await signIn(testApp(), demoStaff.email, password);
    const used = await post('/api/auth/second-factor/verify', { backupCode: backupCode?.toUpperCase() }, first.cookie);
    expect(used.status).toBe(200);
    const second = await signIn(testApp(), demoStaff.email, password);
    const reused = await post('/api/auth/second-factor/verify', { backupCode }, second.cookie);
    expect(reused.status).toBe(422);
    expect(((await reused.json()) as { error: { fields: unknown } }).error.fields).toEqual({ backupCode: m.wrongCode });
    const audits = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'staff.backup_code_used'));
    expect(audits).toHaveLength(1);
  });

  it('limits code attempts per account: the lock after 5 wrong codes, and the rate limit still counts', async () => {
    // The reused backup code of the test above, in a session that never gave a right code, counts already.
    const [before] = await testApp().db.select({ count: user2faSettings.failedCodeCount }).from(user2faSettings);
    expect(before?.count).toBe(1);
    await testApp().db.update(user2faSettings).set({ failedCodeCount: 0 });
    const statuses: number[] = [];
    let { cookie } = await signIn(testApp(), demoStaff.email, password);
    for (let i = 0; i < 12; i++) {
      const answer = await post('/api/auth/second-factor/verify', { code: '000000' }, cookie);
      statuses.push(answer.status);
      // The lock ends the session that guessed: each later try signs in again.
      if (answer.status === 423) ({ cookie } = await signIn(testApp(), demoStaff.email, password));
    }
    expect(statuses.slice(0, 4)).toEqual(Array(4).fill(422));
    expect(statuses.slice(4, 10)).toEqual(Array(6).fill(423));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Opened again as the e-mailed link would (second-factor-lock.test.ts), for the next tests.
    await testApp().db.update(user2faSettings).set({ lockedAt: null, failedCodeCount: 0 });
  });

  it('regenerates backup codes after a fresh code (the old ones die), and resets the factor', async () => {
    const { cookie } = await signIn(testApp(), demoStaff.email, password);
    const verified = await post('/api/auth/second-factor/verify', { code: await codeNow(testApp(), enrolled.secret) }, cookie);
    const adminCookie = sessionCookieOf(verified);
    // A second browser, verified too: new codes end it (it may have been opened with a leaked one).
    testApp().clock.advance({ seconds: 30 });
    const elsewhere = await signIn(testApp(), demoStaff.email, password);
    const elsewhereVerified = await post(
      '/api/auth/second-factor/verify',
      { code: await codeNow(testApp(), enrolled.secret) },
      elsewhere.cookie,
    );
    const elsewhereCookie = sessionCookieOf(elsewhereVerified);
    const me = async (cookie: string) => (await testApp().app.request('/api/admin/me', { headers: { cookie } })).status;
    expect(await me(elsewhereCookie)).toBe(200);
    expect((await post('/api/admin/second-factor/backup-codes', { code: '000000' }, adminCookie)).status).toBe(422);
    expect((await post('/api/admin/second-factor/backup-codes', { code: 'abc' }, adminCookie)).status).toBe(422);
    testApp().clock.advance({ seconds: 30 });
    const regenerated = await post(
      '/api/admin/second-factor/backup-codes',
      { code: await codeNow(testApp(), enrolled.secret) },
      adminCookie,
    );
    expect(regenerated.status).toBe(200);
    const fresh = ((await regenerated.json()) as { backupCodes: string[] }).backupCodes;
    expect(fresh).toHaveLength(10);
    expect(await me(elsewhereCookie)).toBe(401);
    expect(await me(adminCookie)).toBe(200);

    const other = await signIn(testApp(), demoStaff.email, password);
    expect((await post('/api/auth/second-factor/verify', { backupCode: enrolled.backupCodes[1] }, other.cookie)).status).toBe(422);
    expect((await post('/api/auth/second-factor/verify', { backupCode: fresh[0] }, other.cookie)).status).toBe(200);

    testApp().clock.advance({ seconds: 30 });
    const reset = await post('/api/admin/second-factor/reset', { code: await codeNow(testApp(), enrolled.secret) }, adminCookie);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ reset: true });
    expect((await testApp().app.request('/api/admin/me', { headers: { cookie: sessionCookieOf(reset) } })).status).toBe(403);
    expect((await signIn(testApp(), demoStaff.email, password)).secondFactor).toBe('setup');
    const actions = (await testApp().db.select({ action: auditEvents.action }).from(auditEvents)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.backup_codes_regenerated', 'staff.second_factor_reset']));
  });

  it('keeps the secret out of the database file, and secrets, passwords and backup codes out of answers and logs', async () => {
    const dbUrl = testApp().deps.config.databaseUrl;
    if (dbUrl.startsWith('file:')) {
      // The database file and its journal, read as bytes: the secret must not be there in clear.
      const dir = dirname(fileURLToPath(dbUrl));
      for (const name of await readdir(dir)) {
        const bytes = await readFile(join(dir, name));
        expect(bytes.includes(Buffer.from(enrolled.secret)), name).toBe(false);
      }
    }
    const stored = JSON.stringify([await testApp().db.select().from(auditEvents), await testApp().db.select().from(user2faAttempts)]);
    const text = [...logged, ...answers, stored].join('\n');
    for (const secret of [enrolled.secret, password, ...enrolled.backupCodes]) expect(text).not.toContain(secret);
  });

  it('refuses a patient session and no session on the second-factor routes', async () => {
    const { patientAccountId } = await seededAccounts(testApp());
    const patient = await createTestSession(testApp(), { subjectType: 'patient', subjectId: patientAccountId });
    for (const path of ['/api/auth/second-factor/setup', '/api/auth/second-factor/setup/verify', '/api/auth/second-factor/verify']) {
      expect((await post(path, { code: '123456' }, patient)).status).toBe(401);
      expect((await postJson(testApp(), path, { code: '123456' })).status).toBe(401);
    }
  });
});
