// Offers to a patient to pick a new slot from a short list, answered through a link.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { appointments } from './appointments';
import { createdAt, flag, id, updatedAt } from './columns';
import { patients } from './patients';
import { rebookingResponseTypes, rebookingStatuses } from 'shared-domain/scheduling/rebooking-status';

export const rebookingRequests = sqliteTable(
  'rebooking_requests',
  {
    id: id(),
    appointmentId: text('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    patientId: text('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    patientName: text('patient_name').notNull(),
    patientEmail: text('patient_email').notNull(),
    reason: text('reason'),
    status: text('status', { enum: rebookingStatuses }).notNull().default('pending'),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('rebooking_requests_status_expires_idx').on(t.status, t.expiresAt)],
);

export const rebookingTimeSlots = sqliteTable(
  'rebooking_time_slots',
  {
    id: id(),
    rebookingRequestId: text('rebooking_request_id')
      .notNull()
      .references(() => rebookingRequests.id, { onDelete: 'cascade' }),
    slotDatetime: text('slot_datetime').notNull(),
    slotDate: text('slot_date').notNull(),
    slotTime: text('slot_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    isAvailable: flag('is_available').default(true),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [index('rebooking_time_slots_request_idx').on(t.rebookingRequestId, t.displayOrder)],
);

export const rebookingResponses = sqliteTable(
  'rebooking_responses',
  {
    id: id(),
    rebookingRequestId: text('rebooking_request_id')
      .notNull()
      .references(() => rebookingRequests.id, { onDelete: 'cascade' }),
    // SHA-256 (hex) of the token in the e-mailed link.
    tokenHash: text('token_hash').notNull().unique(),
    // Null until the patient answers.
    responseType: text('response_type', { enum: rebookingResponseTypes }),
    selectedSlotId: text('selected_slot_id').references(() => rebookingTimeSlots.id, {
      onDelete: 'set null',
    }),
    patientNotes: text('patient_notes'),
    respondedAt: text('responded_at'),
    createdAt: createdAt(),
  },
  (t) => [index('rebooking_responses_request_idx').on(t.rebookingRequestId)],
);
