import { and, eq, isNotNull } from 'drizzle-orm';
import { testClock } from 'shared-domain/clinic-time';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { patientCount, seedClinicAtScale } from './clinic-at-scale';
import { appointments, patients } from './schema';

describe('seedClinicAtScale', () => {
  const testApp = useTestApp();

  it('adds the patients and appointments asked for, on open days, none overlapping another (the demo’s included)', async () => {
    const before = await patientCount(testApp().db);
    const result = await seedClinicAtScale(testApp().db, {
      clock: testClock('2026-11-23T14:00:00Z'),
      patients: 200,
      appointments: 1500,
      daysAhead: 10,
    });
    expect(result).toMatchObject({ patients: 200, appointments: 1500 });
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
  });
});

function groupBy<T extends { scheduledDate: string | null }>(rows: T[]): Map<string | null, T[]> {
  const groups = new Map<string | null, T[]>();
  for (const row of rows) groups.set(row.scheduledDate, [...(groups.get(row.scheduledDate) ?? []), row]);
  return groups;
}
