// Booked, requested and past visits. The tokens of the links e-mailed for one are hashed in
// `appointment_links` (./appointment-links.ts), not kept here.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { cents, createdAt, flag, id, updatedAt } from './columns';
import { serviceTypes } from './clinic';
import { patients } from './patients';
import { appointmentStatuses } from 'shared-domain/scheduling/appointment-status';
import { bookingSources } from 'shared-domain/scheduling/booking-source';
import { appointmentPaymentStatuses } from 'shared-domain/billing/payment-status';

export const appointments = sqliteTable(
  'appointments',
  {
    id: id(),
    // Null for a request from someone not (yet) matched to a patient record.
    patientId: text('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    reason: text('reason'),
    patientAge: text('patient_age'),
    preferredTime: text('preferred_time'),
    status: text('status', { enum: appointmentStatuses }).notNull().default('pending'),
    // Clinic-local YYYY-MM-DD and HH:MM; null while a public request awaits a slot.
    scheduledDate: text('scheduled_date'),
    scheduledTime: text('scheduled_time'),
    durationMinutes: integer('duration_minutes').notNull().default(30),
    notes: text('notes'),
    presenceConfirmed: flag('presence_confirmed').default(false),
    cancellationReason: text('cancellation_reason'),
    cancelledAt: text('cancelled_at'),
    // « Arrivé »: when the desk checked the patient in; the visit's draft invoice is made then.
    arrivedAt: text('arrived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    serviceTypeId: text('service_type_id').references(() => serviceTypes.id, {
      onDelete: 'set null',
    }),
    bookingSource: text('booking_source', { enum: bookingSources }).notNull().default('site'),
    paymentStatus: text('payment_status', { enum: appointmentPaymentStatuses }).notNull().default('pending'),
    paymentAmount: cents('payment_amount').default(0),
    depositAmount: cents('deposit_amount').default(0),
    // When the day-before reminder was queued: once per appointment (reset when it is moved).
    reminderSentAt: text('reminder_sent_at'),
    // The e-mailed reminder (its `reminder_sent_at`) a text followed up, claimed by one sender: a
    // new reminder after a move gets its own follow-up.
    textFollowUpOf: text('text_follow_up_of'),
  },
  (t) => [
    index('appointments_schedule_idx').on(t.scheduledDate, t.scheduledTime),
    index('appointments_patient_idx').on(t.patientId),
    index('appointments_email_idx').on(t.email),
    // « Analyses »: a period's appointments read from the index alone (every column the figures
    // read), and each patient's first visit that took place.
    index('appointments_analytics_idx').on(
      t.scheduledDate,
      t.status,
      t.patientId,
      t.scheduledTime,
      t.durationMinutes,
      t.bookingSource,
      t.createdAt,
      t.cancelledAt,
      t.presenceConfirmed,
      t.reminderSentAt,
      t.id,
    ),
    index('appointments_first_visit_idx').on(t.status, t.patientId, t.scheduledDate),
  ],
);
