// What « Analyses » counts that no other table holds: the online booking funnel's steps, one row
// per visit of the booking page and step reached (a random id the tab made; no personal data),
// read summed by day.
import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bookingFunnelSteps } from 'shared-domain/analytics/booking-funnel';

export const bookingFunnelVisits = sqliteTable(
  'booking_funnel_steps',
  {
    visitId: text('visit_id').notNull(),
    step: text('step', { enum: bookingFunnelSteps }).notNull(),
    /** The clinic's day the step was reached. */
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.visitId, t.step] }), index('booking_funnel_steps_day_idx').on(t.day, t.step)],
);
