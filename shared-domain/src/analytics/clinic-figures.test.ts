// A small clinic in Toronto over March 2026 (clocks moved forward on Sunday the 8th), compared with
// February: every figure's answer is counted by hand below.
import { describe, expect, it } from 'vitest';
import {
  type AnalysedVisit,
  type ClinicFacts,
  changeOf,
  firstVisitDates,
  isLateCancellation,
  periodFigures,
  reminderOutcomeOf,
} from './clinic-figures';

const timeZone = 'America/Toronto';
const march = { from: '2026-03-01', to: '2026-03-31' };
const february = { from: '2026-02-01', to: '2026-02-28' };
const january = { from: '2026-01-01', to: '2026-01-31' };

const visit = (
  id: string,
  fields: Partial<AnalysedVisit> & Pick<AnalysedVisit, 'patientId' | 'date' | 'time' | 'createdAt'>,
): AnalysedVisit => ({
  id,
  durationMinutes: 30,
  status: 'completed',
  source: 'admin',
  cancelledAt: null,
  reminder: 'confirmed',
  ...fields,
});

const visits: AnalysedVisit[] = [
  // Denis: two records merged into one; the duplicate's visit in January is his first.
  visit('denis-jan', { patientId: 'denis', date: '2026-01-15', time: '10:00', createdAt: '2026-01-10T15:00:00Z' }),
  // Gilles: seen in February only (not retained).
  visit('gilles-feb', { patientId: 'gilles', date: '2026-02-05', time: '10:00', createdAt: '2026-01-20T15:00:00Z' }),
  // Anne: first seen in February, booked her next visit at each one.
  visit('anne-feb', { patientId: 'anne', date: '2026-02-10', time: '10:00', createdAt: '2026-02-01T15:00:00Z' }),
  visit('anne-mar-3', { patientId: 'anne', date: '2026-03-03', time: '10:00', createdAt: '2026-02-10T16:00:00Z' }),
  visit('anne-mar-17', { patientId: 'anne', date: '2026-03-17', time: '11:00', createdAt: '2026-03-03T16:00:00Z' }),
  // Bruno: new in March, booked online at 22:30 in February.
  visit('bruno', { patientId: 'bruno', date: '2026-03-02', time: '09:00', source: 'online', createdAt: '2026-02-21T03:30:00Z' }),
  // Chloé: booked online on Sunday at 08:00 (before opening) for the daylight-saving Sunday at 10:00,
  // cancelled the day before at 09:30 (23.5 hours before: the wall clocks say 24.5), then rebooked.
  visit('chloe-dst', {
    patientId: 'chloe',
    date: '2026-03-08',
    time: '10:00',
    source: 'online',
    status: 'cancelled',
    createdAt: '2026-03-01T13:00:00Z',
    cancelledAt: '2026-03-07T14:30:00Z',
    reminder: 'none',
  }),
  visit('chloe-rebooked', { patientId: 'chloe', date: '2026-03-10', time: '10:00', source: 'online', createdAt: '2026-03-07T14:31:00Z' }),
  // Denis again, on the daylight-saving Sunday at 09:00.
  visit('denis-dst', { patientId: 'denis', date: '2026-03-08', time: '09:00', createdAt: '2026-03-02T15:00:00Z' }),
  // Émile: did not come; his reminder bounced.
  visit('emile', {
    patientId: 'emile',
    date: '2026-03-12',
    time: '09:00',
    source: 'online',
    status: 'no_show',
    createdAt: '2026-03-11T18:00:00Z',
    reminder: 'delivery_failed',
  }),
  // Fanny: cancelled three weeks ahead.
  visit('fanny', {
    patientId: 'fanny',
    date: '2026-03-20',
    time: '14:00',
    status: 'cancelled',
    createdAt: '2026-02-25T15:00:00Z',
    cancelledAt: '2026-03-01T15:00:00Z',
    reminder: 'none',
  }),
];

const weekdays = [1, 2, 3, 4, 5];
const facts: ClinicFacts = {
  timeZone,
  lateCancellationHours: 24,
  visits,
  firstVisitOn: firstVisitDates(visits),
  hours: {
    open: [...weekdays.map((weekday) => ({ weekday, start: '09:00', end: '17:00' })), { weekday: 0, start: '09:00', end: '12:00' }],
    breaks: weekdays.map((weekday) => ({ weekday, start: '12:00', end: '13:00' })),
    blocked: [{ startDate: '2026-03-13', endDate: '2026-03-13', startTime: '13:00', endTime: null }],
  },
  collected: [
    { date: '2026-02-10', cents: 9000 },
    { date: '2026-03-03', cents: 8000 },
    { date: '2026-03-10', cents: 8000 },
    { date: '2026-03-11', cents: -2000 },
  ],
  invoiced: [
    { date: '2026-03-03', cents: 8000 },
    { date: '2026-03-17', cents: 8000 },
    { date: '2026-03-18', cents: -1000 },
  ],
  waitlist: [
    { id: 'w-feb', createdAt: '2026-02-20T15:00:00Z', preferredDays: ['Lundi'], preferredTimes: [] },
    { id: 'w-1', createdAt: '2026-03-04T15:00:00Z', preferredDays: ['Lundi', 'Mardi'], preferredTimes: ['Matin (8h-12h)'] },
    { id: 'w-2', createdAt: '2026-03-05T15:00:00Z', preferredDays: [], preferredTimes: [] },
  ],
};

describe('periodFigures', () => {
  const result = periodFigures(facts, march, february);
  const { figures } = result;

  it('counts as new the patients whose first visit that took place is in the period, a merged record by its earliest visit', () => {
    expect([...figures.newPatients.ids].sort()).toEqual(['bruno', 'chloe']);
    expect(figures.newPatients.value).toBe(2);
  });

  it('counts the visits completed and divides them by the new patients', () => {
    expect([...figures.visitsCompleted.ids].sort()).toEqual(['anne-mar-17', 'anne-mar-3', 'bruno', 'chloe-rebooked', 'denis-dst']);
    expect(figures.visitAverage.value).toBe(2.5);
  });

  it('rebooking: a later appointment existed at the end of the visit’s day', () => {
    expect(figures.rebookingRate.ids).toEqual(['anne-mar-3']);
    expect(figures.rebookingRate.value).toBe(0.2);
  });

  it('retention: patients seen in the previous period and again in this one', () => {
    expect(figures.retention.ids).toEqual(['anne']);
    expect(figures.retention.value).toBe(0.5);
  });

  it('no-shows, late and other cancellations among the visits due, a cancelled then rebooked visit counted once each way', () => {
    expect(figures.noShowRate).toMatchObject({ value: 1 / 8, ids: ['emile'] });
    expect(figures.lateCancellationRate).toMatchObject({ value: 1 / 8, ids: ['chloe-dst'] });
    expect(figures.otherCancellationRate).toMatchObject({ value: 1 / 8, ids: ['fanny'] });
  });

  it('revenue collected (payments less refunds, by the day counted) and invoiced (less credit notes), and per visit', () => {
    expect(figures.revenueCollected.value).toBe(14000);
    expect(figures.revenueInvoiced.value).toBe(15000);
    expect(figures.revenuePerVisit.value).toBe(3000);
  });

  it('utilisation: minutes booked over open minutes, breaks and the blocked afternoon taken out', () => {
    // 22 weekdays of 7 hours, 5 Sundays of 3 hours, less Friday the 13th's afternoon (4 hours).
    expect(figures.utilisation.value).toBe((6 * 30) / (22 * 420 + 5 * 180 - 240));
  });

  it('bookings by channel and the share of online bookings made outside opening hours', () => {
    expect(result.bookingsByChannel.online.value).toBe(3);
    expect(result.bookingsByChannel.staff.value).toBe(2);
    expect(result.bookingsByChannel.request.value).toBe(0);
    expect([...figures.onlineOutsideHours.ids].sort()).toEqual(['chloe-dst', 'chloe-rebooked']);
    expect(figures.onlineOutsideHours.value).toBe(2 / 3);
  });

  it('no-show rate by booking channel and by reminder outcome', () => {
    expect(result.noShowByChannel.online).toMatchObject({ rate: 0.25, count: 1, of: 4 });
    expect(result.noShowByChannel.staff).toMatchObject({ rate: 0, count: 0, of: 4 });
    expect(result.noShowByChannel.waitlist.rate).toBeNull();
    expect(result.noShowByReminder.delivery_failed).toMatchObject({ rate: 1, ids: ['emile'] });
    expect(result.noShowByReminder.confirmed).toMatchObject({ rate: 0, of: 5 });
  });

  it('busiest days and hours: the visit of the daylight-saving Sunday at 09:00 is Sunday 9 h', () => {
    expect(result.busyHours[0]?.[9]).toBe(1);
    expect(result.busyHours[2]?.[10]).toBe(2);
    expect(result.busyHours.flat().reduce((a, b) => a + b, 0)).toBe(5);
  });

  it('waitlist demand by day and time, an entry without preference under « Sans préférence »', () => {
    expect(figures.waitlistDemand.value).toBe(2);
    expect(result.waitlistByDay).toEqual({ Lundi: 1, Mardi: 1, 'Sans préférence': 1 });
    expect(result.waitlistByTime).toEqual({ 'Matin (8h-12h)': 1, 'Sans préférence': 1 });
  });

  it('reads the patients seen before the visits read from the facts, when given', () => {
    const earlier = { range: february, patientIds: new Set(['anne', 'bruno', 'zoe', 'yann']) };
    expect(periodFigures({ ...facts, seenEarlier: earlier }, march, february).figures.retention.value).toBe(0.5);
  });

  it('the previous period reads its own previous one', () => {
    const before = periodFigures(facts, february, january);
    expect(before.figures.newPatients.ids).toEqual(['gilles', 'anne']);
    expect(before.figures.retention.value).toBe(0);
    expect(before.figures.revenueCollected.value).toBe(9000);
  });
});

describe('isLateCancellation', () => {
  const dstVisit = visits.find((v) => v.id === 'chloe-dst') as AnalysedVisit;
  it('counts real hours across the daylight-saving change, not the wall clocks', () => {
    expect(isLateCancellation(dstVisit, 24, timeZone)).toBe(true);
    expect(isLateCancellation(dstVisit, 23, timeZone)).toBe(false);
  });
  it('is never late when cancelled after the start (the visit was missed, not cancelled)', () => {
    expect(isLateCancellation({ ...dstVisit, cancelledAt: '2026-03-08T15:00:00Z' }, 24, timeZone)).toBe(false);
  });
});

describe('reminderOutcomeOf and changeOf', () => {
  it('reads a reminder: confirmed first, then none sent, bounced or unanswered', () => {
    expect(reminderOutcomeOf({ presenceConfirmed: true, reminderSent: true, reminderFailed: true })).toBe('confirmed');
    expect(reminderOutcomeOf({ presenceConfirmed: false, reminderSent: false, reminderFailed: false })).toBe('none');
    expect(reminderOutcomeOf({ presenceConfirmed: false, reminderSent: true, reminderFailed: true })).toBe('delivery_failed');
    expect(reminderOutcomeOf({ presenceConfirmed: false, reminderSent: true, reminderFailed: false })).toBe('no_answer');
  });
  it('says the change as a share of the previous value, none from zero', () => {
    expect(changeOf(112, 100)).toBeCloseTo(0.12);
    expect(changeOf(5, 0)).toBeNull();
    expect(changeOf(null, 3)).toBeNull();
  });
});
