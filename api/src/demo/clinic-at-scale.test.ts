import { and, eq, isNotNull } from 'drizzle-orm';
import { clinicDate, testClock } from 'shared-domain/platform/clinic-time';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { patientCount, seedClinicAtScale } from './clinic-at-scale';
import {
  appointments,
  cashClosings,
  clinicSettings,
  invoices,
  patients,
  paymentTransactions,
  soapNoteAddenda,
  soapNotes,
} from '../platform/db/schema';
import { noteStructureSchema } from 'shared-domain/clinical/clinical-note';

describe('seedClinicAtScale', () => {
  const testApp = useTestApp();

  it('adds the patients and appointments asked for, on open days, none overlapping another (the demo’s included)', async () => {
    const before = await patientCount(testApp().db);
    const demoNoteIds = new Set((await testApp().db.select({ id: soapNotes.id }).from(soapNotes)).map((note) => note.id));
    const demoPatientIds = new Set((await testApp().db.select({ id: patients.id }).from(patients)).map((person) => person.id));
    const demoVisitIds = new Set((await testApp().db.select({ id: appointments.id }).from(appointments)).map((visit) => visit.id));
    const result = await seedClinicAtScale(testApp().db, {
      clock: testClock('2026-11-23T14:00:00Z'),
      patients: 200,
      appointments: 1500,
      daysAhead: 10,
      notes: 1500,
    });
    expect(result).toMatchObject({ patients: 200, appointments: 1500, notes: 1500 });
    expect(await patientCount(testApp().db)).toBe(before + 200);
    const dated = await testApp()
      .db.select()
      .from(appointments)
      .where(and(isNotNull(appointments.scheduledDate), isNotNull(appointments.scheduledTime)));
    const held = dated.filter((row) => row.status !== 'cancelled');
    const byDay = groupBy(held);
    for (const rows of byDay.values()) {
      const spans = rows
        .map((row) => {
          const start = Number(row.scheduledTime!.slice(0, 2)) * 60 + Number(row.scheduledTime!.slice(3));
          return [start, start + row.durationMinutes] as const;
        })
        .sort((a, b) => a[0] - b[0]);
      for (let index = 1; index < spans.length; index++) expect(spans[index]![0]).toBeGreaterThanOrEqual(spans[index - 1]![1]);
    }
    // No visit on a weekend (the demo's hours close Sunday; Saturday is by appointment only).
    expect(dated.filter((row) => new Date(`${row.scheduledDate}T12:00:00Z`).getUTCDay() === 0)).toEqual([]);
    // Past visits mostly completed, future ones pending or confirmed, and the patients' counts follow.
    const future = dated.filter((row) => row.scheduledDate! > '2026-11-23');
    expect(future.every((row) => row.status === 'pending' || row.status === 'confirmed')).toBe(true);
    const [someone] = await testApp()
      .db.select()
      .from(patients)
      .where(eq(patients.email, dated.at(-1)!.email));
    expect(someone?.totalVisits).toBe(dated.filter((row) => row.patientId === someone?.id && row.status === 'completed').length);
    // Each record is opened by its first visit (today for someone only booked
    // ahead), and not created after that day.
    const added = (await testApp().db.select().from(patients)).filter((person) => !demoPatientIds.has(person.id));
    expect(added).toHaveLength(200);
    // Seven in eight take e-mail reminders, through the consent ledger the sending rule reads.
    expect(added.filter((person) => person.emailConsent === true)).toHaveLength(175);
    expect(added.filter((person) => person.emailConsent === null)).toHaveLength(25);
    for (const person of added) {
      const firstVisit = dated
        .filter((row) => row.patientId === person.id)
        .map((row) => row.scheduledDate!)
        .sort()[0];
      expect(person.recordOpenedOn, person.email ?? '').not.toBeNull();
      if (firstVisit && firstVisit < '2026-11-23') expect(person.recordOpenedOn! <= firstVisit, person.email ?? '').toBe(true);
      expect(clinicDate(new Date(person.createdAt), 'America/Toronto') <= person.recordOpenedOn!, person.email ?? '').toBe(true);
    }

    // The notes, over past completed visits of their own patient, mostly signed.
    const notes = await testApp().db.select().from(soapNotes);
    const scaled = notes.filter((note) => !demoNoteIds.has(note.id));
    expect(scaled).toHaveLength(1500);
    const visitsById = new Map(dated.map((row) => [row.id, row]));
    const completedCount = dated.filter((row) => row.status === 'completed' && !demoVisitIds.has(row.id)).length;
    const withVisit = scaled.filter((note) => note.appointmentId);
    expect(withVisit.length).toBe(Math.min(1500, completedCount));
    for (const note of withVisit) {
      const visit = visitsById.get(note.appointmentId!);
      expect(visit).toMatchObject({ status: 'completed', patientId: note.patientId, scheduledDate: note.visitDate });
    }
    // One note a visit before any follow-up call.
    expect(new Set(withVisit.map((note) => note.appointmentId)).size).toBe(withVisit.length);
    const drafts = scaled.filter((note) => note.status === 'draft');
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.length).toBeLessThan(scaled.length * 0.1);
    expect(drafts.every((note) => note.visitDate >= '2026-11-01' && note.signedAt === null)).toBe(true);
    expect(scaled.filter((note) => note.status === 'signed').every((note) => note.signedBy && note.signedAt)).toBe(true);
    // Structured parts that the schema reads back as stored.
    for (const note of scaled.slice(0, 50))
      expect(noteStructureSchema.parse(JSON.parse(note.structured!))).toEqual(JSON.parse(note.structured!));
    const addenda = await testApp().db.select().from(soapNoteAddenda);
    const signedIds = new Set(scaled.filter((note) => note.status === 'signed').map((note) => note.id));
    const scaledAddenda = addenda.filter((addendum) => signedIds.has(addendum.noteId));
    expect(result.addenda).toBe(scaledAddenda.length);
    expect(scaledAddenda.length).toBeGreaterThan(1500 * 0.02);
    expect(scaledAddenda.length).toBeLessThan(1500 * 0.1);
    expect(scaledAddenda.every((addendum) => addendum.createdAt <= '2026-11-23T14:00:00.000Z')).toBe(true);

    // An invoice per completed visit, numbered from the sequence, most paid on the day in
    // the desk's tenders, some owed or credited; the past days closed but the last three.
    const scaledVisits = dated.filter((row) => !demoVisitIds.has(row.id) && row.status === 'completed');
    const billed = (await testApp().db.select().from(invoices)).filter((row) =>
      scaledVisits.some((visit) => visit.id === row.appointmentId),
    );
    expect(billed).toHaveLength(scaledVisits.length);
    expect(result).toMatchObject({ invoices: scaledVisits.length });
    expect(new Set(billed.map((row) => row.number)).size).toBe(billed.length);
    const statuses = new Set(billed.map((row) => row.paymentStatus));
    for (const status of ['paid', 'partial', 'overdue', 'credited']) expect(statuses, status).toContain(status);
    expect(billed.filter((row) => row.paymentStatus === 'paid').length).toBeGreaterThan(billed.length * 0.8);
    const [settings] = await testApp().db.select().from(clinicSettings);
    const highest = Math.max(...billed.map((row) => Number(row.number?.slice(2))));
    expect(settings?.invoiceNextNumber).toBe(highest + 1);
    const payments = (await testApp().db.select().from(paymentTransactions)).filter((row) =>
      billed.some((invoice) => invoice.patientId === row.patientId && row.checkoutId === null && row.tender !== null),
    );
    expect(new Set(payments.map((row) => row.tender)).size).toBeGreaterThanOrEqual(5);
    const closings = await testApp().db.select().from(cashClosings);
    expect(closings.length).toBeGreaterThanOrEqual(result.closings);
    expect(closings.every((closing) => closing.businessDate <= '2026-11-19')).toBe(true);
    expect(closings.filter((closing) => closing.differenceCents !== 0).every((closing) => closing.note !== '')).toBe(true);
  });
});

function groupBy<T extends { scheduledDate: string | null }>(rows: T[]): Map<string | null, T[]> {
  const groups = new Map<string | null, T[]>();
  for (const row of rows) groups.set(row.scheduledDate, [...(groups.get(row.scheduledDate) ?? []), row]);
  return groups;
}
