// Slots freed in March 2026 in Toronto (clocks moved forward on Sunday the 8th): which were taken
// again, by which channel, and how long they stayed empty, counted by hand.
import { describe, expect, it } from 'vitest';
import type { AnalysedVisit } from './clinic-figures';
import { freedSlotsSummary } from './freed-slots';

const visit = (id: string, fields: Partial<AnalysedVisit>): AnalysedVisit => ({
  id,
  patientId: id,
  date: '2026-03-09',
  time: '10:00',
  durationMinutes: 30,
  status: 'pending',
  source: 'admin',
  createdAt: '2026-03-01T15:00:00Z',
  cancelledAt: null,
  reminder: 'none',
  ...fields,
});

describe('freed slots refilled', () => {
  const summary = freedSlotsSummary(
    [
      // Monday 9 March 10:00, freed on Saturday at 09:30; the waitlist took it on Sunday at 10:30:
      // the wall clocks say 25 hours, the daylight-saving night makes it 24.
      { id: 'f1', slotDate: '2026-03-09', slotTime: '10:00', freedAt: '2026-03-07T14:30:00Z' },
      // Freed again when that booking was cancelled; a rebooking offer took it 30 minutes later.
      { id: 'f2', slotDate: '2026-03-09', slotTime: '10:00', freedAt: '2026-03-08T15:00:00Z' },
      // Never taken again.
      { id: 'f3', slotDate: '2026-03-10', slotTime: '09:00', freedAt: '2026-03-02T12:00:00Z' },
      // April: another period.
      { id: 'f4', slotDate: '2026-04-01', slotTime: '09:00', freedAt: '2026-03-30T12:00:00Z' },
    ],
    [
      visit('cancelled', { status: 'cancelled', createdAt: '2026-03-01T15:00:00Z' }),
      visit('waitlist', { source: 'waitlist', status: 'cancelled', createdAt: '2026-03-08T14:30:00Z' }),
      visit('rebooked', { source: 'rebooking', createdAt: '2026-03-08T15:30:00Z' }),
      // Booked before the slot was freed: not a refill.
      visit('earlier', { date: '2026-03-10', time: '09:00', createdAt: '2026-03-01T12:00:00Z', status: 'completed' }),
    ],
    { from: '2026-03-01', to: '2026-03-31' },
  );

  it('counts the slots freed in the period and those another booking took afterwards', () => {
    expect(summary).toMatchObject({ freed: 3, refilled: 2, byChannel: { waitlist: 1, rebooking: 1, other: 0 } });
    expect(summary.refillIds).toEqual(['waitlist', 'rebooked']);
    expect(summary.share).toBeCloseTo(2 / 3);
  });

  it('measures in real hours how long a refilled slot stayed empty', () => {
    // 24 h and 0.5 h.
    expect(summary.medianHoursEmpty).toBe(12.3);
  });
});
