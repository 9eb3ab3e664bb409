import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from 'shared-domain/clinic-time';
import { verifyPassword } from '../auth/password';
import { openDatabase, type OpenedDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { clinicSettings, patients, staffUsers } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { ensureDemoClinic } from './demo-accounts';

describe('ensureDemoClinic', () => {
  let testDb: TestDatabase;
  let opened: OpenedDatabase;
  let dataDir: string;
  const clock = fixedClock('2026-11-18T15:00:00Z');

  beforeAll(async () => {
    testDb = await createTestDatabase();
    opened = openDatabase(testDb);
    await migrateDatabase(opened.db);
    dataDir = await mkdtemp(join(tmpdir(), 'clinic-demo-'));
  });

  afterAll(async () => {
    opened?.close();
    await testDb?.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds once, keeps the accounts in DATA_DIR for the owner only, and returns them again', async () => {
    const first = await ensureDemoClinic(opened.db, dataDir, clock);
    expect(first).toMatchObject({
      staffEmail: 'emilie.tremblay@clinique-tremblay.example',
      patientEmail: 'camille.gagnon@courriel.example',
    });
    expect(first!.staffPassword.length).toBeGreaterThanOrEqual(12);
    expect(first!.patientPassword).not.toBe(first!.staffPassword);

    const file = join(dataDir, 'demo-accounts.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
    const [staff] = await opened.db.select().from(staffUsers);
    expect(await verifyPassword(first!.staffPassword, staff!.passwordHash)).toBe(true);

    const patientCount = await opened.db.$count(patients);
    const second = await ensureDemoClinic(opened.db, dataDir, clock);
    expect(second).toEqual(first);
    expect(await opened.db.$count(patients)).toBe(patientCount);
    expect(await opened.db.$count(clinicSettings)).toBe(1);
    const [staffAgain] = await opened.db.select().from(staffUsers);
    expect(staffAgain!.passwordHash).toBe(staff!.passwordHash);
  });

  it('returns nothing when the clinic was seeded elsewhere and no accounts file exists', async () => {
    const otherDir = await mkdtemp(join(tmpdir(), 'clinic-demo-other-'));
    try {
      expect(await ensureDemoClinic(opened.db, otherDir, clock)).toBeUndefined();
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});
