import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { openDatabase, type OpenedDatabase } from './client';
import { migrateDatabase } from './migrate';
import {
  appointments,
  bookingHours,
  clinicSettings,
  patientAccounts,
  patients,
  serviceTypes,
  soapTemplates,
  staffUsers,
  user2faSettings,
} from './schema';
import { seedDemoClinic } from './seed';

// A Saturday, so the seed has to skip the weekend to place its appointments.
const today = '2026-11-21';
const passwords = { staffPassword: 'demo-staff-pass', patientPassword: 'demo-patient-pass' };

async function migratedDatabase(): Promise<{ testDb: TestDatabase; opened: OpenedDatabase }> {
  const testDb = await createTestDatabase();
  const opened = openDatabase(testDb);
  await migrateDatabase(opened.db);
  return { testDb, opened };
}

describe('seedDemoClinic', () => {
  let testDb: TestDatabase;
  let opened: OpenedDatabase;
  let first: Awaited<ReturnType<typeof seedDemoClinic>>;

  beforeAll(async () => {
    ({ testDb, opened } = await migratedDatabase());
    first = await seedDemoClinic(opened.db, { today, ...passwords });
  });

  afterAll(async () => {
    opened?.close();
    await testDb?.cleanup();
  });

  it('seeds once and leaves an existing clinic alone', async () => {
    expect(first.seeded).toBe(true);
    const countsBefore = await Promise.all([opened.db.$count(appointments), opened.db.$count(patients)]);
    const again = await seedDemoClinic(opened.db, { today: '2027-01-04', staffPassword: 'x', patientPassword: 'y' });
    expect(again).toEqual({ ...first, seeded: false });
    expect(await Promise.all([opened.db.$count(appointments), opened.db.$count(patients)])).toEqual(countsBefore);
    const [staff] = await opened.db.select().from(staffUsers);
    expect(await verifyPassword('x', staff!.passwordHash)).toBe(false);
  });

  it('writes the clinic settings row', async () => {
    const rows = await opened.db.select().from(clinicSettings);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      clinicName: 'Clinique chiropratique Émilie Tremblay',
      practitionerName: 'Dre Émilie Tremblay',
      practitionerTitle: 'Chiropraticienne',
      phone: '514 555-0142',
      city: 'Montréal',
      timeZone: 'America/Toronto',
      bookingMode: 'open',
      showAdminLink: false,
      onlineBookingEnabled: true,
      advanceBookingDays: 30,
      privacyOfficerName: 'Dre Émilie Tremblay',
      parkingInfo: 'Stationnement gratuit, accès poussette',
    });
    expect(rows[0]!.email).toMatch(/\.example$/);
  });

  it('writes six priced services', async () => {
    const services = await opened.db.select().from(serviceTypes).orderBy(asc(serviceTypes.displayOrder));
    expect(services.map((service) => service.name)).toEqual([
      'Évaluation initiale',
      'Suivi chiropratique',
      'Chiropratique pédiatrique',
      'Chiropratique prénatale',
      'Neurologie fonctionnelle',
      'Neuropédiatrie fonctionnelle',
    ]);
    for (const service of services) {
      expect(Number.isInteger(service.price) && service.price > 0).toBe(true);
      expect(service.durationMinutes).toBeGreaterThan(0);
      expect(service.taxCode).toBe('exempt');
    }
  });

  it('writes the weekly hours of the specification', async () => {
    const hours = await opened.db.select().from(bookingHours).orderBy(asc(bookingHours.weekday));
    expect(hours.map(({ weekday, enabled, startTime, endTime }) => [weekday, enabled, startTime, endTime])).toEqual([
      [0, false, expect.any(String), expect.any(String)],
      [1, true, '08:00', '19:00'],
      [2, true, '08:00', '19:00'],
      [3, true, '08:00', '19:00'],
      [4, true, '08:00', '19:00'],
      [5, true, '08:00', '17:00'],
      [6, false, expect.any(String), expect.any(String)],
    ]);
    expect(hours[6]!.note).toBe('Sur rendez-vous');
  });

  it('writes the seven SOAP templates with their follow-up delays', async () => {
    const templates = await opened.db.select().from(soapTemplates).orderBy(asc(soapTemplates.displayOrder));
    expect(templates.map((template) => [template.category, template.followUpDays])).toEqual([
      ['pediatric', 4],
      ['neurological', 14],
      ['prenatal', 6],
      ['pediatric', 3],
      ['musculoskeletal', 3],
      ['musculoskeletal', 3],
      ['neurological', 14],
    ]);
    for (const template of templates) {
      for (const section of [template.subjective, template.objective, template.assessment, template.plan]) {
        expect(section.length).toBeGreaterThan(20);
      }
    }
  });

  it('creates one admin without a second factor, whose password verifies', async () => {
    const staff = await opened.db.select().from(staffUsers);
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatchObject({ email: first.staffEmail, role: 'admin' });
    expect(await verifyPassword(passwords.staffPassword, staff[0]!.passwordHash)).toBe(true);
    expect(await opened.db.$count(user2faSettings)).toBe(0);
  });

  it('creates one patient account linked to its patient record, whose password verifies', async () => {
    const accounts = await opened.db.query.patientAccounts.findMany({ with: { patient: true } });
    expect(accounts).toHaveLength(1);
    const [account] = accounts;
    expect(account!.email).toBe(first.patientEmail);
    expect(account!.patient.email).toBe(first.patientEmail);
    expect(await verifyPassword(passwords.patientPassword, account!.passwordHash!)).toBe(true);
    expect(await opened.db.$count(patientAccounts)).toBe(1);
  });

  it('places appointments on open weekdays around today, each with its own long token', async () => {
    const rows = await opened.db.select().from(appointments);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const tokens = rows.map((row) => row.confirmationToken);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const row of rows) {
      expect(row.confirmationToken).toMatch(/^[\w-]{22,}$/);
      const weekday = new Date(`${row.scheduledDate}T00:00:00Z`).getUTCDay();
      expect([1, 2, 3, 4, 5]).toContain(weekday);
      expect(row.scheduledTime).toMatch(/^\d{2}:\d{2}$/);
    }
    expect(new Set(rows.map((row) => row.status)).size).toBeGreaterThanOrEqual(4);
    const upcoming = rows.filter((row) => row.scheduledDate! > today && ['pending', 'confirmed'].includes(row.status));
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    // Dates come from `today` only, so a seed with a pinned clock is the same on every machine.
    const cancelled = rows.filter((row) => row.status === 'cancelled');
    expect(cancelled.length).toBeGreaterThan(0);
    for (const row of cancelled) expect(row.cancelledAt).toBe(`${today}T12:00:00.000Z`);
    for (const row of rows.filter((candidate) => candidate.status !== 'cancelled')) expect(row.cancelledAt).toBeNull();
  });
});

describe('seedDemoClinic when the write fails or races', () => {
  let testDb: TestDatabase;
  let opened: OpenedDatabase;

  beforeAll(async () => {
    ({ testDb, opened } = await migratedDatabase());
  });

  afterAll(async () => {
    opened?.close();
    await testDb?.cleanup();
  });

  it('leaves nothing half-written when one insert fails', async () => {
    const [blocker] = await opened.db
      .insert(staffUsers)
      .values({ email: 'emilie.tremblay@clinique-tremblay.example', fullName: 'X', role: 'admin', passwordHash: 'x' })
      .returning();
    await expect(seedDemoClinic(opened.db, { today, ...passwords })).rejects.toThrow();
    expect(await opened.db.$count(clinicSettings)).toBe(0);
    expect(await opened.db.$count(serviceTypes)).toBe(0);
    expect(await opened.db.$count(staffUsers)).toBe(1);
    await opened.client.execute({ sql: 'DELETE FROM staff_users WHERE id = ?', args: [blocker!.id] });
  });

  it('seeds exactly once when two starts race', async () => {
    const results = await Promise.all([
      seedDemoClinic(opened.db, { today, ...passwords }),
      seedDemoClinic(opened.db, { today, ...passwords }),
    ]);
    expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
    expect(await opened.db.$count(clinicSettings)).toBe(1);
    expect(await opened.db.$count(staffUsers)).toBe(1);
  });
});
