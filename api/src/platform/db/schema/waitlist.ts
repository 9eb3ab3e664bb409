// The waitlist and the time-limited offers of freed slots made to the people on it.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { appointments } from './appointments';
import { serviceTypes } from './clinic';
import { createdAt, id, updatedAt } from './columns';
import { appointmentEvents } from './booking';
import { invitationStatuses, slotOfferStatuses } from 'shared-domain/scheduling/slot-offer-status';
import { waitlistStatuses } from 'shared-domain/scheduling/waitlist-status';

export const waitlistEntries = sqliteTable(
  'waitlist_entries',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    // French day and period labels of the form (Lundi…, Matin (8h-12h)…), as JSON arrays.
    preferredDays: text('preferred_days', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .$defaultFn(() => []),
    preferredTimes: text('preferred_times', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .$defaultFn(() => []),
    notes: text('notes'),
    // When the person agreed to be contacted about freed slots (the form's consent box); null for
    // entries that came from the appointment-request modal, whose sending is itself the request.
    contactConsentAt: text('contact_consent_at'),
    status: text('status', { enum: waitlistStatuses }).notNull().default('waiting'),
    source: text('source').notNull().default('site'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The queue position is the rank by created_at among waiting entries.
    index('waitlist_entries_status_created_idx').on(t.status, t.createdAt),
    index('waitlist_entries_email_idx').on(t.email),
  ],
);

export const appointmentSlotOffers = sqliteTable(
  'appointment_slot_offers',
  {
    id: id(),
    // The cancelled appointment whose slot is being offered, when there was one.
    appointmentId: text('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    serviceTypeId: text('service_type_id').references(() => serviceTypes.id, {
      onDelete: 'set null',
    }),
    slotDatetime: text('slot_datetime').notNull(),
    slotDate: text('slot_date').notNull(),
    slotTime: text('slot_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: text('status', { enum: slotOfferStatuses }).notNull().default('open'),
    // The freed-slot event this offer answers (appointment_events): one offer per event, so the
    // listener can run again after a crash without offering a slot twice. Null for a staff offer.
    sourceEventId: text('source_event_id')
      .unique()
      .references(() => appointmentEvents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('appointment_slot_offers_slot_idx').on(t.slotDate, t.slotTime)],
);

export const slotOfferInvitations = sqliteTable(
  'slot_offer_invitations',
  {
    id: id(),
    slotOfferId: text('slot_offer_id')
      .notNull()
      .references(() => appointmentSlotOffers.id, { onDelete: 'cascade' }),
    waitlistEntryId: text('waitlist_entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    // SHA-256 (hex) of the token in the e-mailed link: a copy of the database opens no invitation.
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: invitationStatuses }).notNull().default('pending'),
    expiresAt: text('expires_at').notNull(),
    respondedAt: text('responded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('slot_offer_invitations_offer_idx').on(t.slotOfferId),
    index('slot_offer_invitations_entry_idx').on(t.waitlistEntryId),
    // The expiry job scans pending invitations by deadline.
    index('slot_offer_invitations_status_expires_idx').on(t.status, t.expiresAt),
  ],
);
