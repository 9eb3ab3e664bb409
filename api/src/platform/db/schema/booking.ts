// Online booking: the times the clinic blocked, and the events other parts of the
// clinic react to (a freed slot, for the waitlist).
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { appointmentEventTypes, slotFreedReasons } from 'shared-domain/scheduling/appointment-event';
import { appointments } from './appointments';
import { createdAt, id, updatedAt } from './columns';
import { staffUsers } from './staff';

/**
 * A holiday or a training day: no booking overlaps it. Clinic-local dates; null times mean from
 * the start of the first day / to the end of the last one (see shared-domain/scheduling/availability).
 */
export const blockedTimes = sqliteTable(
  'blocked_times',
  {
    id: id(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
    reason: text('reason').notNull().default(''),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blocked_times_dates_idx').on(t.startDate, t.endDate)],
);

/** Something that happened to an appointment, kept until a listener has handled it. */
export const appointmentEvents = sqliteTable(
  'appointment_events',
  {
    id: id(),
    type: text('type', { enum: appointmentEventTypes }).notNull(),
    appointmentId: text('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    // The slot as it was (the appointment may have moved since): clinic-local date, time, length.
    slotDate: text('slot_date').notNull(),
    slotTime: text('slot_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    reason: text('reason', { enum: slotFreedReasons }).notNull(),
    createdAt: createdAt(),
    // Set by the listener once handled (the waitlist's offers); null until then.
    handledAt: text('handled_at'),
  },
  (t) => [index('appointment_events_pending_idx').on(t.handledAt, t.createdAt)],
);
