import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../platform/db/schema';
import { createTestSession, seededAccounts, sessionCookie, testNow, useTestApp } from '../../testing/test-app';
import { hashToken, mintToken } from '../../platform/tokens/tokens';

const now = new Date(testNow);
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const authenticationRequired = {
  error: { code: 'AUTH_001', message: 'Veuillez vous connecter pour continuer.' },
};

describe('sessions on the portal and the back-office', () => {
  const testApp = useTestApp();
  let ids: Awaited<ReturnType<typeof seededAccounts>>;

  const get = (path: string, cookie?: string) => testApp().app.request(path, cookie ? { headers: { cookie } } : undefined);
  const patientSession = (options: { expiresAt?: Date; lastSeenAt?: Date } = {}) =>
    createTestSession(testApp(), {
      subjectType: 'patient',
      subjectId: ids.patientAccountId,
      ...options,
    });

  beforeAll(async () => {
    ids = await seededAccounts(testApp());
  });

  it('answers 401 AUTH_001 without a cookie', async () => {
    const response = await get('/api/portal/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(authenticationRequired);
  });

  it('answers 401 for a forged cookie', async () => {
    const response = await get('/api/portal/me', sessionCookie(mintToken('secret')));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(authenticationRequired);
  });

  it('does not accept the stored hash in place of the secret', async () => {
    const secret = mintToken('secret');
    await testApp()
      .db.insert(sessions)
      .values({
        id: hashToken(secret),
        subjectType: 'patient',
        subjectId: ids.patientAccountId,
        createdAt: now.toISOString(),
        lastSeenAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + 3600_000).toISOString(),
      });
    expect((await get('/api/portal/me', sessionCookie(hashToken(secret)))).status).toBe(401);
    expect((await get('/api/portal/me', sessionCookie(secret))).status).toBe(200);
  });

  it('lets a live patient session in', async () => {
    expect((await get('/api/portal/me', await patientSession())).status).toBe(200);
  });

  it('refuses a staff session on the patient portal', async () => {
    const cookie = await createTestSession(testApp(), {
      subjectType: 'staff',
      subjectId: ids.staffId,
      secondFactorVerified: true,
    });
    expect((await get('/api/portal/me', cookie)).status).toBe(401);
  });

  it('refuses an expired session', async () => {
    const response = await get('/api/portal/me', await patientSession({ expiresAt: minutesAgo(1) }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(authenticationRequired);
  });

  it('refuses a session idle for more than 30 minutes and keeps one used 29 minutes ago', async () => {
    expect((await get('/api/portal/me', await patientSession({ lastSeenAt: minutesAgo(31) }))).status).toBe(401);
    expect((await get('/api/portal/me', await patientSession({ lastSeenAt: minutesAgo(29) }))).status).toBe(200);
  });

  it('records the activity so the idle timer starts again', async () => {
    const cookie = await patientSession({ lastSeenAt: minutesAgo(20) });
    await get('/api/portal/me', cookie);
    const id = hashToken(cookie.split('=')[1]!);
    const [row] = await testApp().db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, id));
    expect(row?.lastSeenAt).toBe(now.toISOString());
  });

  it('answers 403 AUTH_003 on the back-office for staff whose second factor is not verified', async () => {
    const cookie = await createTestSession(testApp(), {
      subjectType: 'staff',
      subjectId: ids.staffId,
    });
    const response = await get('/api/admin/me', cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: {
        code: 'AUTH_003',
        message: "Veuillez d'abord configurer l'authentification à deux facteurs.",
      },
    });
  });

  it('lets staff with a verified second factor into the back-office', async () => {
    const cookie = await createTestSession(testApp(), {
      subjectType: 'staff',
      subjectId: ids.staffId,
      secondFactorVerified: true,
    });
    const response = await get('/api/admin/me', cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      // The id lets the screens tell the staff member's own drafts from a colleague's.
      id: ids.staffId,
      fullName: 'Dre Émilie Tremblay',
      email: 'emilie.tremblay@clinique-tremblay.example',
      role: 'admin',
    });
  });

  it('refuses a patient session on the back-office', async () => {
    const response = await get('/api/admin/me', await patientSession());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(authenticationRequired);
  });
});
