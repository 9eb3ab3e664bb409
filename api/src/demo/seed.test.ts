import { asc, eq, isNull } from 'drizzle-orm';
import { clinicDate, testClock } from 'shared-domain/platform/clinic-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../accounts/passwords/password';
import { useTestApp } from '../testing/test-app';
import {
  appointmentEvents,
  appointments,
  bookingHours,
  clinicSettings,
  invoiceLines,
  invoicePayments,
  invoices,
  patientAccounts,
  paymentMethods,
  paymentTransactions,
  patients,
  serviceTypes,
  soapTemplates,
  staffUsers,
  user2faSettings,
  waitlistEntries,
} from '../platform/db/schema';
import { busyMorningAppointments } from './demo-clinic';
import { seedDemoClinic } from './seed';

// A Saturday, so the seed has to skip the weekend to place its appointments.
const today = '2026-11-21';
const clock = testClock(`${today}T15:00:00Z`);
const passwords = { staffPassword: 'demo-staff-pass', patientPassword: 'demo-patient-pass' };

describe('seedDemoClinic', () => {
  const testApp = useTestApp({ database: 'migrated' });
  let first: Awaited<ReturnType<typeof seedDemoClinic>>;

  beforeAll(async () => {
    first = await seedDemoClinic(testApp().db, { clock, ...passwords });
  });

  it('seeds once and leaves an existing clinic alone', async () => {
    expect(first.seeded).toBe(true);
    const countsBefore = await Promise.all([testApp().db.$count(appointments), testApp().db.$count(patients)]);
    const again = await seedDemoClinic(testApp().db, {
      clock: testClock('2027-01-04T15:00:00Z'),
      staffPassword: 'x',
      patientPassword: 'y',
    });
    expect(again).toEqual({ ...first, seeded: false });
    expect(await Promise.all([testApp().db.$count(appointments), testApp().db.$count(patients)])).toEqual(countsBefore);
    const [staff] = await testApp().db.select().from(staffUsers).where(eq(staffUsers.role, 'admin'));
    expect(await verifyPassword('x', staff!.passwordHash)).toBe(false);
  });

  it('stamps the rows with its clock, not the machine’s', async () => {
    const stamped = clock.now().toISOString();
    const [appointment] = await testApp().db.select().from(appointments).limit(1);
    expect(appointment).toMatchObject({ createdAt: stamped, updatedAt: stamped });
    const staff = await testApp().db.select().from(staffUsers).where(isNull(staffUsers.deactivatedAt));
    expect(staff.map((member) => member.createdAt)).toEqual([stamped, stamped, stamped]);
  });

  it('writes the clinic settings row', async () => {
    const rows = await testApp().db.select().from(clinicSettings);
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
    const services = await testApp().db.select().from(serviceTypes).orderBy(asc(serviceTypes.displayOrder));
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
    const hours = await testApp().db.select().from(bookingHours).orderBy(asc(bookingHours.weekday));
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
    const templates = await testApp().db.select().from(soapTemplates).orderBy(asc(soapTemplates.displayOrder));
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

  it('creates one admin, one practitioner and one receptionist without a second factor, whose passwords verify', async () => {
    // The active accounts: the team's demo may add a former, deactivated member (demo-team.ts).
    const staff = await testApp().db.select().from(staffUsers).where(isNull(staffUsers.deactivatedAt)).orderBy(asc(staffUsers.role));
    expect(staff.map(({ email, fullName, role }) => ({ email, fullName, role }))).toEqual([
      { email: first.staffEmail, fullName: 'Dre Émilie Tremblay', role: 'admin' },
      { email: 'antoine.gagne@clinique-tremblay.example', fullName: 'Dr Antoine Gagné', role: 'practitioner' },
      { email: 'chantal.bergeron@clinique-tremblay.example', fullName: 'Chantal Bergeron', role: 'reception' },
    ]);
    expect(first.team).toEqual({
      practitioner: { email: 'antoine.gagne@clinique-tremblay.example' },
      reception: { email: 'chantal.bergeron@clinique-tremblay.example' },
    });
    // Without team passwords, the API tests' staff password opens all three.
    for (const member of staff) expect(await verifyPassword(passwords.staffPassword, member.passwordHash)).toBe(true);
    expect(await testApp().db.$count(user2faSettings)).toBe(0);
  });

  it('creates one patient account linked to its patient record, whose password verifies', async () => {
    const accounts = await testApp().db.query.patientAccounts.findMany({ with: { patient: true } });
    expect(accounts).toHaveLength(1);
    const [account] = accounts;
    expect(account!.email).toBe(first.patientEmail);
    expect(account!.patient.email).toBe(first.patientEmail);
    expect(await verifyPassword(passwords.patientPassword, account!.passwordHash!)).toBe(true);
    expect(await testApp().db.$count(patientAccounts)).toBe(1);
  });

  it('puts two people on the waitlist in sign-up order, and records the slot the cancelled visit freed for them', async () => {
    const entries = await testApp().db.select().from(waitlistEntries).orderBy(asc(waitlistEntries.createdAt));
    expect(entries.map((entry) => [entry.fullName, entry.preferredDays.length])).toEqual([
      ['Sophie Lavoie', 2],
      ['Marc-André Dubé', 0],
    ]);
    const [cancelled] = await testApp().db.select().from(appointments).where(eq(appointments.status, 'cancelled'));
    const events = await testApp().db.select().from(appointmentEvents);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'slot_freed',
        appointmentId: cancelled!.id,
        slotDate: cancelled!.scheduledDate,
        slotTime: cancelled!.scheduledTime,
        reason: 'cancelled',
        handledAt: null,
      }),
    ]);
  });

  it("bills the portal patient's care: every state of the portal's payments and documents tabs", async () => {
    const [camille] = await testApp().db.select().from(patients).where(eq(patients.email, 'camille.gagnon@courriel.example'));
    const own = <T extends { patientId: string }>(rows: T[]) => rows.filter((row) => row.patientId === camille!.id);
    const transactions = own(await testApp().db.select().from(paymentTransactions));
    expect(transactions).toHaveLength(11);
    expect(transactions.filter((row) => row.status === 'failed')).toHaveLength(1);
    const bills = own(await testApp().db.select().from(invoices));
    const lines = await testApp().db.select().from(invoiceLines);
    const payments = await testApp().db.select().from(invoicePayments);
    for (const bill of bills) {
      const billed = lines.filter((line) => line.invoiceId === bill.id);
      // An invoice's total is the sum of its lines, and a paid one is settled by exactly that much.
      expect(billed.reduce((sum, line) => sum + line.amount, 0)).toBe(bill.totalAmount);
      const settled = payments.filter((payment) => payment.invoiceId === bill.id).reduce((sum, payment) => sum + payment.amount, 0);
      expect(settled).toBe(bill.paymentStatus === 'paid' ? bill.totalAmount : 0);
      expect(bill.dueOn > bill.issuedOn).toBe(true);
    }
    // Owed: one past its due date (overdue) and yesterday's (unpaid, due later).
    const owed = bills.filter((bill) => bill.paymentStatus !== 'paid');
    expect(owed.map((bill) => bill.paymentStatus).sort()).toEqual(['overdue', 'unpaid']);
    expect(owed.find((bill) => bill.paymentStatus === 'overdue')!.dueOn < today).toBe(true);
    expect(owed.find((bill) => bill.paymentStatus === 'unpaid')!.dueOn >= today).toBe(true);
    expect(lines.filter((line) => line.taxCode === 'gst_qst').map((line) => line.description)).toEqual(['Coussin de grossesse']);
    // Two sandbox cards; nothing but a token, the brand and the last four digits.
    const cards = own(await testApp().db.select().from(paymentMethods));
    expect(cards.map((card) => [card.cardBrand, card.lastFourDigits, card.isPrimary])).toEqual([
      ['Visa', '4242', true],
      ['Mastercard', '4444', false],
    ]);
    expect(cards.every((card) => card.cardToken.startsWith('tok_sandbox_'))).toBe(true);
    // The Mastercard expires next month (from the seed's Saturday 21 November 2026): 'expires soon'.
    expect(cards[1]).toMatchObject({ expiryMonth: 12, expiryYear: 2026 });
  });

  it('places appointments on open weekdays around today', async () => {
    // The requests from the public modal have no date yet (next test); every other one is placed.
    const rows = (await testApp().db.select().from(appointments)).filter((row) => row.scheduledDate !== null);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
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

  it("gives the busy morning's five people a record opened today, linked to their appointments (they show in Patients)", async () => {
    const booked = (await testApp().db.select().from(appointments)).filter((row) =>
      busyMorningAppointments.some((visit) => typeof visit.patient !== 'string' && visit.patient.email === row.email),
    );
    expect(booked).toHaveLength(5);
    const records = await testApp().db.select().from(patients);
    for (const appointment of booked) {
      const record = records.find((candidate) => candidate.id === appointment.patientId);
      expect(record, appointment.name).toBeDefined();
      expect(`${record!.firstName} ${record!.lastName}`).toBe(appointment.name);
      expect(record).toMatchObject({ email: appointment.email, phone: appointment.phone, recordOpenedOn: today, status: 'active' });
    }
  });

  it('never says a record was created after the day it was opened', async () => {
    const records = await testApp().db.select().from(patients);
    for (const record of records) {
      expect(record.recordOpenedOn, record.firstName).not.toBeNull();
      // An imported record was opened at its first visit, in the software it came from.
      if (record.importId)
        expect(record.recordOpenedOn! < clinicDate(new Date(record.createdAt), 'America/Toronto'), record.firstName).toBe(true);
      else expect(clinicDate(new Date(record.createdAt), 'America/Toronto') <= record.recordOpenedOn!, record.firstName).toBe(true);
    }
    expect(records.length).toBeGreaterThan(5);
    const [camille] = records.filter((record) => record.email === 'camille.gagnon@courriel.example');
    expect(camille!.recordOpenedOn! < today).toBe(true);
  });

  it('leaves two requests from the public modal waiting in the inbox: no date, no patient file, pending', async () => {
    const undated = (await testApp().db.select().from(appointments).orderBy(asc(appointments.createdAt))).filter(
      (row) => row.scheduledDate === null,
    );
    expect(
      undated.map(({ name, status, bookingSource, scheduledTime, patientId, serviceTypeId, patientAge, preferredTime }) => ({
        name,
        status,
        bookingSource,
        scheduledTime,
        patientId,
        serviceTypeId,
        patientAge,
        preferredTime,
      })),
    ).toEqual([
      {
        name: 'Geneviève Bouchard',
        status: 'pending',
        bookingSource: 'site',
        scheduledTime: null,
        patientId: null,
        serviceTypeId: null,
        patientAge: '42 ans',
        preferredTime: 'Matin',
      },
      {
        name: 'Isabelle Morin',
        status: 'pending',
        bookingSource: 'site',
        scheduledTime: null,
        patientId: null,
        serviceTypeId: null,
        patientAge: '3 mois',
        preferredTime: 'Après-midi',
      },
    ]);
    for (const row of undated) expect(row.reason?.length).toBeGreaterThan(20);
    // Sent 20 and 3 hours before the seed's clock (15:00 UTC on `today`), so the inbox lists them oldest first.
    expect(undated.map((row) => row.createdAt)).toEqual(['2026-11-20T19:00:00.000Z', '2026-11-21T12:00:00.000Z']);
  });
});

describe('seedDemoClinic when the write fails or races', () => {
  const testApp = useTestApp({ database: 'migrated' });

  it('leaves nothing half-written when one insert fails', async () => {
    const [blocker] = await testApp()
      .db.insert(staffUsers)
      .values({
        email: 'emilie.tremblay@clinique-tremblay.example',
        fullName: 'X',
        role: 'admin',
        passwordHash: 'x',
        createdAt: clock.now().toISOString(),
      })
      .returning();
    await expect(seedDemoClinic(testApp().db, { clock, ...passwords })).rejects.toThrow();
    expect(await testApp().db.$count(clinicSettings)).toBe(0);
    expect(await testApp().db.$count(serviceTypes)).toBe(0);
    expect(await testApp().db.$count(staffUsers)).toBe(1);
    await testApp().client.execute({
      sql: 'DELETE FROM staff_users WHERE id = ?',
      args: [blocker!.id],
    });
  });

  it('seeds exactly once when two starts race', async () => {
    const results = await Promise.all([
      seedDemoClinic(testApp().db, { clock, ...passwords }),
      seedDemoClinic(testApp().db, { clock, ...passwords }),
    ]);
    expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
    expect(await testApp().db.$count(clinicSettings)).toBe(1);
    expect(await testApp().db.$count(staffUsers, isNull(staffUsers.deactivatedAt))).toBe(3);
  });
});
