import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../accounts/passwords/password';
import { eq } from 'drizzle-orm';
import { clinicSettings, patients, staffUsers, user2faSettings } from '../platform/db/schema';
import { totpCodeAt } from '../accounts/staff/totp';
import { postJson } from '../testing/staff-test-support';
import { sessionCookieOf } from '../testing/post-as-new-client';
import { useTestApp } from '../testing/test-app';
import { ensureDemoClinic } from './demo-accounts';

describe('ensureDemoClinic', () => {
  const testApp = useTestApp({ database: 'migrated' });

  it('seeds once, keeps the accounts in DATA_DIR for the owner only, and returns them again', async () => {
    const first = await ensureDemoClinic(testApp().db, testApp().dataDir, testApp().clock, testApp().deps.secrets);
    expect(first).toMatchObject({
      staffEmail: 'emilie.tremblay@clinique-tremblay.example',
      patientEmail: 'camille.gagnon@courriel.example',
    });
    expect(first!.staffPassword.length).toBeGreaterThanOrEqual(12);
    expect(first!.patientPassword).not.toBe(first!.staffPassword);

    const file = join(testApp().dataDir, 'demo-accounts.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
    const [staff] = await testApp().db.select().from(staffUsers).where(eq(staffUsers.email, first!.staffEmail));
    expect(await verifyPassword(first!.staffPassword, staff!.passwordHash)).toBe(true);

    const patientCount = await testApp().db.$count(patients);
    const second = await ensureDemoClinic(testApp().db, testApp().dataDir, testApp().clock, testApp().deps.secrets);
    expect(second).toEqual(first);
    expect(await testApp().db.$count(patients)).toBe(patientCount);
    expect(await testApp().db.$count(clinicSettings)).toBe(1);
    const [staffAgain] = await testApp().db.select().from(staffUsers).where(eq(staffUsers.email, first!.staffEmail));
    expect(staffAgain!.passwordHash).toBe(staff!.passwordHash);
  });

  it('gives the demo admin an enrolled authenticator: sealed secret, hashed backup codes, codes that work', async () => {
    const accounts = await ensureDemoClinic(testApp().db, testApp().dataDir, testApp().clock, testApp().deps.secrets);
    expect(accounts!.staffTotpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(accounts!.staffBackupCodes).toHaveLength(10);
    const [staff] = await testApp().db.select().from(staffUsers).where(eq(staffUsers.email, accounts!.staffEmail));
    const [factor] = await testApp().db.select().from(user2faSettings).where(eq(user2faSettings.userId, staff!.id));
    expect(factor).toMatchObject({ isEnabled: true });
    expect(JSON.stringify(factor)).not.toContain(accounts!.staffTotpSecret);
    expect(JSON.stringify(factor)).not.toContain(accounts!.staffBackupCodes![0]);

    const signIn = await postJson(testApp(), '/api/auth/staff/sign-in', { email: accounts!.staffEmail, password: accounts!.staffPassword });
    expect(await signIn.json()).toEqual({ secondFactor: 'verify' });
    const code = await totpCodeAt(accounts!.staffTotpSecret!, testApp().clock.now());
    const verified = await postJson(testApp(), '/api/auth/second-factor/verify', { code }, { cookie: sessionCookieOf(signIn) });
    expect(verified.status).toBe(200);
  });

  it('keeps a practitioner and a receptionist, each with a password and an authenticator of their own, who reach the back-office as that role', async () => {
    const accounts = await ensureDemoClinic(testApp().db, testApp().dataDir, testApp().clock, testApp().deps.secrets);
    const team = { practitioner: accounts!.practitioner!, reception: accounts!.reception! };
    expect(team.practitioner.email).toBe('antoine.gagne@clinique-tremblay.example');
    expect(team.reception.email).toBe('chantal.bergeron@clinique-tremblay.example');
    const secrets = [accounts!.staffPassword, accounts!.staffTotpSecret, team.practitioner.password, team.practitioner.totpSecret];
    expect(new Set([...secrets, team.reception.password, team.reception.totpSecret]).size).toBe(6);
    for (const [role, account] of Object.entries(team)) {
      expect(account.password.length).toBeGreaterThanOrEqual(12);
      expect(account.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
      expect(account.backupCodes).toHaveLength(10);
      const signIn = await postJson(testApp(), '/api/auth/staff/sign-in', { email: account.email, password: account.password });
      expect(await signIn.json()).toEqual({ secondFactor: 'verify' });
      const code = await totpCodeAt(account.totpSecret!, testApp().clock.now());
      const verified = await postJson(testApp(), '/api/auth/second-factor/verify', { code }, { cookie: sessionCookieOf(signIn) });
      expect(verified.status).toBe(200);
      // The session is issued again once the factor is verified.
      const me = await testApp().app.request('/api/admin/me', { headers: { cookie: sessionCookieOf(verified) } });
      expect(await me.json()).toMatchObject({ email: account.email, role });
    }
  });

  it('returns nothing when the clinic was seeded elsewhere and no accounts file exists', async () => {
    const otherDir = await mkdtemp(join(tmpdir(), 'clinic-demo-other-'));
    try {
      expect(await ensureDemoClinic(testApp().db, otherDir, testApp().clock, testApp().deps.secrets)).toBeUndefined();
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});
