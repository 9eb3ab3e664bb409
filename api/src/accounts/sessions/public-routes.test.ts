import { describe, expect, it } from 'vitest';
import { sessions } from '../../platform/db/schema';
import { createTestSession, seededAccounts, useTestApp } from '../../testing/test-app';

describe('POST /api/auth/sign-out', () => {
  const testApp = useTestApp();

  it('deletes the session row, so the same cookie no longer works, and clears the cookie', async () => {
    const { patientAccountId } = await seededAccounts(testApp());
    const cookie = await createTestSession(testApp(), {
      subjectType: 'patient',
      subjectId: patientAccountId,
    });
    const other = await createTestSession(testApp(), {
      subjectType: 'patient',
      subjectId: patientAccountId,
    });
    expect((await testApp().app.request('/api/portal/me', { headers: { cookie } })).status).toBe(200);

    const response = await testApp().app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedOut: true });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^clinic_session=;/);
    expect(setCookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(setCookie).toMatch(/HttpOnly/i);

    expect((await testApp().app.request('/api/portal/me', { headers: { cookie } })).status).toBe(401);
    expect(await testApp().db.$count(sessions)).toBe(1);
    // Only the session that signed out ends; another device stays signed in.
    expect((await testApp().app.request('/api/portal/me', { headers: { cookie: other } })).status).toBe(200);
  });

  it('answers 200 and clears the cookie even without a session', async () => {
    const response = await testApp().app.request('/api/auth/sign-out', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^clinic_session=;/);
  });
});
