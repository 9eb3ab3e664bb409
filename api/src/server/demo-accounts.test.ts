import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { clinicSettings, patients, staffUsers } from '../db/schema';
import { useTestApp } from '../testing/test-app';
import { ensureDemoClinic } from './demo-accounts';

describe('ensureDemoClinic', () => {
  const testApp = useTestApp({ database: 'migrated' });

  it('seeds once, keeps the accounts in DATA_DIR for the owner only, and returns them again', async () => {
    const first = await ensureDemoClinic(testApp().db, testApp().dataDir, testApp().clock);
    expect(first).toMatchObject({
      staffEmail: 'emilie.tremblay@clinique-tremblay.example',
      patientEmail: 'camille.gagnon@courriel.example',
    });
    expect(first!.staffPassword.length).toBeGreaterThanOrEqual(12);
    expect(first!.patientPassword).not.toBe(first!.staffPassword);

    const file = join(testApp().dataDir, 'demo-accounts.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
    const [staff] = await testApp().db.select().from(staffUsers);
    expect(await verifyPassword(first!.staffPassword, staff!.passwordHash)).toBe(true);

    const patientCount = await testApp().db.$count(patients);
    const second = await ensureDemoClinic(testApp().db, testApp().dataDir, testApp().clock);
    expect(second).toEqual(first);
    expect(await testApp().db.$count(patients)).toBe(patientCount);
    expect(await testApp().db.$count(clinicSettings)).toBe(1);
    const [staffAgain] = await testApp().db.select().from(staffUsers);
    expect(staffAgain!.passwordHash).toBe(staff!.passwordHash);
  });

  it('returns nothing when the clinic was seeded elsewhere and no accounts file exists', async () => {
    const otherDir = await mkdtemp(join(tmpdir(), 'clinic-demo-other-'));
    try {
      expect(await ensureDemoClinic(testApp().db, otherDir, testApp().clock)).toBeUndefined();
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});
