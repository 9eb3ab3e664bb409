import { sql } from 'drizzle-orm';
import { overlapsTaken, takenIntervals } from 'shared-domain/scheduling/availability';
import { describe, expect, it } from 'vitest';
import { appointments, blockedTimes } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { useTestApp } from '../../testing/test-app';
import { insertWhere } from '../../platform/db/insert-where';
import { slotIsFree } from './slot-guard';

const day = '2026-12-01';

const held = [
  { scheduledDate: day, scheduledTime: '09:00', durationMinutes: 30, status: 'pending' },
  { scheduledDate: day, scheduledTime: '10:15', durationMinutes: 45, status: 'confirmed' },
  // Free again, or on other days: they hold nothing on `day`.
  { scheduledDate: day, scheduledTime: '13:00', durationMinutes: 60, status: 'cancelled' },
  { scheduledDate: day, scheduledTime: '14:00', durationMinutes: 60, status: 'completed' },
  { scheduledDate: '2026-12-02', scheduledTime: '08:00', durationMinutes: 600, status: 'confirmed' },
  { scheduledDate: day, scheduledTime: null, durationMinutes: 30, status: 'pending' },
] as const;

const blocked = [
  { startDate: day, endDate: day, startTime: '12:00', endTime: '12:30' },
  // From the evening before to 08:30 on `day`.
  { startDate: '2026-11-30', endDate: day, startTime: '18:00', endTime: '08:30' },
  // From 17:45 on `day` to the end of the next day.
  { startDate: day, endDate: '2026-12-02', startTime: '17:45', endTime: null },
  // Inverted: blocks nothing.
  { startDate: day, endDate: day, startTime: '16:00', endTime: '15:00' },
] as const;

describe('slotIsFree', () => {
  const testApp = useTestApp({ database: 'migrated' });

  it('agrees with the pure overlap rule of shared-domain/scheduling/availability on every start and length', async () => {
    const { db, clock } = testApp();
    await db
      .insert(appointments)
      .values(held.map((row) => ({ ...row, name: 'Test', email: 't@courriel.example', phone: '514 555-0100', ...timestamps(clock) })));
    await db.insert(blockedTimes).values(blocked.map((row) => ({ ...row, reason: 'Test', ...timestamps(clock) })));
    const taken = takenIntervals(day, held, blocked);
    const cases: { time: string; durationMinutes: number; expected: boolean }[] = [];
    for (let minutes = 7 * 60; minutes < 19 * 60; minutes += 15) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      for (const durationMinutes of [15, 30, 45, 60])
        cases.push({ time, durationMinutes, expected: !overlapsTaken(time, durationMinutes, taken) });
    }
    const answers = await Promise.all(
      cases.map(async ({ time, durationMinutes }) => {
        const [row] = await db.all<{ free: number }>(sql`select (${slotIsFree(db, { date: day, time, durationMinutes })}) as free`);
        return row?.free === 1;
      }),
    );
    expect(answers).toEqual(cases.map((entry) => entry.expected));
    // Both outcomes occur; touching ends do not overlap (08:30 after the night's block, 09:30
    // after 09:00–09:30, before 10:15, 11:45 before the 12:00 block, 17:30 before 17:45).
    expect(answers).toContain(true);
    expect(answers).toContain(false);
    const at = (time: string, durationMinutes: number) =>
      answers[cases.findIndex((entry) => entry.time === time && entry.durationMinutes === durationMinutes)];
    expect([
      at('08:15', 15),
      at('08:30', 30),
      at('09:30', 45),
      at('09:30', 60),
      at('11:45', 15),
      at('11:45', 30),
      at('17:30', 15),
      at('17:30', 30),
    ]).toEqual([false, true, true, false, true, false, true, false]);
  });

  it('leaves the appointment being moved out of the check', async () => {
    const { db, clock } = testApp();
    const [own] = await db
      .insert(appointments)
      .values({
        name: 'Soi',
        email: 'soi@courriel.example',
        phone: '514 555-0100',
        scheduledDate: '2026-12-03',
        scheduledTime: '09:00',
        durationMinutes: 60,
        ...timestamps(clock),
      })
      .returning({ id: appointments.id });
    const slot = { date: '2026-12-03', time: '09:30', durationMinutes: 60 };
    const free = async (except?: string) =>
      (await db.all<{ free: number }>(sql`select (${slotIsFree(db, slot, except)}) as free`))[0]?.free;
    expect(await free()).toBe(0);
    expect(await free(own!.id)).toBe(1);
  });
});

describe('insertWhere', () => {
  const testApp = useTestApp({ database: 'migrated' });

  it('writes the row, booleans and nulls encoded as by .values(), only when the condition holds', async () => {
    const { db, clock } = testApp();
    const row = {
      id: 'a1',
      name: 'Test',
      email: 't@courriel.example',
      phone: '514 555-0100',
      presenceConfirmed: true,
      notes: null,
      ...timestamps(clock),
    };
    expect((await db.run(insertWhere(appointments, row, sql`1 = 0`))).rowsAffected).toBe(0);
    expect((await db.run(insertWhere(appointments, row, undefined))).rowsAffected).toBe(1);
    const [stored] = await db.select().from(appointments);
    expect(stored).toMatchObject({ id: 'a1', presenceConfirmed: true, notes: null, status: 'pending', durationMinutes: 30 });
  });
});
