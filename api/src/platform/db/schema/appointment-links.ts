// Tokens of the links e-mailed for an appointment (DESIGN §4). Only the SHA-256 of a token is
// kept, so a copy of the database opens no appointment; each token has an end, and the retention
// job deletes it once past.
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { appointments } from './appointments';
import { createdAt, id } from './columns';

/** What a link lets its holder do; `manage`: see, confirm, move or cancel the appointment; `intake`: fill and sign the intake form before a first visit. */
export const appointmentLinkPurposes = ['manage', 'intake'] as const;
export type AppointmentLinkPurpose = (typeof appointmentLinkPurposes)[number];

export const appointmentLinks = sqliteTable(
  'appointment_links',
  {
    id: id(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: appointmentLinkPurposes }).notNull(),
    // SHA-256 (hex) of the token in the link.
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('appointment_links_appointment_idx').on(t.appointmentId), index('appointment_links_expires_idx').on(t.expiresAt)],
);
