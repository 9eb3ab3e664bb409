// Patient records and the portal accounts that sign in to see them.
import { index, sqliteTable, text, integer } from 'drizzle-orm/sqlite-core';
import { createdAt, id, updatedAt } from './columns';
import { patientSexes } from 'shared-domain/clinical-lists';
import { patientStatuses } from 'shared-domain/patient-status';
import { correctionRequestStatuses } from 'shared-domain/correction-request';

export const patients = sqliteTable(
  'patients',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    // Not unique: a parent often books for several children under the same address.
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    dateOfBirth: text('date_of_birth'),
    // What a chiropractor's record must hold besides (Regulation C-16, r. 14, s. 2, issue 14).
    nameAtBirth: text('name_at_birth'),
    sex: text('sex', { enum: patientSexes }),
    // The clinic date the record was opened (filled from created_at for records that predate it).
    recordOpenedOn: text('record_opened_on'),
    consultationReason: text('consultation_reason'),
    status: text('status', { enum: patientStatuses }).notNull().default('active'),
    totalVisits: integer('total_visits').notNull().default(0),
    lastVisit: text('last_visit'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('patients_email_idx').on(t.email), index('patients_name_idx').on(t.lastName, t.firstName)],
);

export const patientAccounts = sqliteTable('patient_accounts', {
  id: id(),
  patientId: text('patient_id')
    .notNull()
    .unique()
    .references(() => patients.id, { onDelete: 'cascade' }),
  // Stored lower-cased by the callers so uniqueness is case-insensitive.
  email: text('email').notNull().unique(),
  // Null for accounts that only ever sign in with a magic link.
  passwordHash: text('password_hash'),
  createdAt: createdAt(),
  lastSignInAt: text('last_sign_in_at'),
});

// A patient's request to correct their record (Law 25, right of rectification), sent from the portal.
export const recordCorrectionRequests = sqliteTable(
  'record_correction_requests',
  {
    id: id(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: text('status', { enum: correctionRequestStatuses }).notNull().default('open'),
    createdAt: createdAt(),
    answeredAt: text('answered_at'),
  },
  (t) => [index('record_correction_requests_patient_idx').on(t.patientId, t.createdAt)],
);
