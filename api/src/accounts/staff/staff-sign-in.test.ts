import { and, eq } from 'drizzle-orm';
import { staffAccountMessages as m } from 'shared-domain/accounts/staff-account';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/db/schema';
import { demoStaff } from '../../demo/demo-clinic';
import { createTestSession, seededAccounts, testPasswords, useTestApp } from '../../testing/test-app';
import { sessionCookieOf } from '../../testing/post-as-new-client';
import { postJson } from '../../testing/staff-test-support';

const password = testPasswords.staffPassword;

// Each sign-in here is a deliberate key derivation, dozens per test: the limit catches a hang, not a loaded machine.
describe('POST /api/auth/staff/sign-in', { timeout: 300_000 }, () => {
  const testApp = useTestApp();
  const signIn = (body: unknown, headers: Record<string, string> = {}) => postJson(testApp(), '/api/auth/staff/sign-in', body, headers);
  // Each test starts past the previous one's windows.
  beforeEach(() => testApp().clock.advance({ minutes: 16 }));

  it('answers an unknown address and a wrong password alike', async () => {
    const unknown = await signIn({ email: 'personne@exemple.ca', password });
    const wrong = await signIn({ email: demoStaff.email, password: 'pas-le-bon-mot-de-passe' });
    for (const response of [unknown, wrong]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'AUTH_001', message: m.invalidCredentials } });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    const failures = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'staff.sign_in_failed'));
    expect(failures.map((f) => f.details?.reason).sort()).toEqual(['unknown_email', 'wrong_password']);
    expect(JSON.stringify(failures)).not.toContain('pas-le-bon-mot-de-passe');
  });

  it('starts an unverified staff session that must set up the second factor, and audits it', async () => {
    const response = await signIn({ email: ` ${demoStaff.email.toUpperCase()} `, password });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ secondFactor: 'setup' });
    const cookie = sessionCookieOf(response);
    expect((await testApp().app.request('/api/admin/me', { headers: { cookie } })).status).toBe(403);
    const { staffId } = await seededAccounts(testApp());
    const signIns = await testApp()
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'staff.signed_in'), eq(auditEvents.entityId, staffId)));
    expect(signIns).toHaveLength(1);
  });

  it('ends a session planted in the browser before sign-in', async () => {
    const { staffId } = await seededAccounts(testApp());
    const planted = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    expect((await testApp().app.request('/api/admin/me', { headers: { cookie: planted } })).status).toBe(200);
    const response = await signIn({ email: demoStaff.email, password }, { cookie: planted });
    expect(response.status).toBe(200);
    expect(sessionCookieOf(response)).not.toBe(planted);
    expect((await testApp().app.request('/api/admin/me', { headers: { cookie: planted } })).status).toBe(401);
  });

  it('throttles 50 wrong passwords on one account, then lets the owner in once the window has passed', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await signIn({ email: demoStaff.email, password: `mauvais-${i}` })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));
    // Throttled, the right password waits too: the limit is on the account, not on wrong answers.
    const throttled = await signIn({ email: demoStaff.email, password });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    testApp().clock.advance({ minutes: 15, seconds: 1 });
    expect((await signIn({ email: demoStaff.email, password })).status).toBe(200);
  });

  it('counts failures only: twelve right passwords in a row all sign in, and the wrong ones still meet the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn({ email: demoStaff.email, password })).status);
    expect(statuses).toEqual(Array(12).fill(200));
    const wrong: number[] = [];
    for (let i = 0; i < 11; i++) wrong.push((await signIn({ email: demoStaff.email, password: `mauvais-${i}` })).status);
    expect(wrong).toEqual([...Array(10).fill(401), 429]);
  });

  it('refuses malformed input with a 4xx, never a 500', async () => {
    for (const body of [{}, { email: 'x', password: 'y' }, { email: demoStaff.email, password: 'x'.repeat(300) }, null, 'texte']) {
      const response = await signIn(body);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });
});
