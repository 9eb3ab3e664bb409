// Clinical notes (health data: reads and changes are audited by the API) and their templates.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { appointments } from './appointments';
import { createdAt, flag, id, updatedAt } from './columns';
import { patients } from './patients';
import { staffUsers } from './staff';
import { soapCategories } from 'shared-domain/soap-category';

// Records must be kept, so neither the patient nor the author can be deleted from under a note.
export const soapNotes = sqliteTable(
  'soap_notes',
  {
    id: id(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    appointmentId: text('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    visitDate: text('visit_date').notNull(),
    subjective: text('subjective'),
    objective: text('objective'),
    assessment: text('assessment'),
    plan: text('plan'),
    createdBy: text('created_by')
      .notNull()
      .references(() => staffUsers.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('soap_notes_patient_visit_idx').on(t.patientId, t.visitDate)],
);

export const soapTemplates = sqliteTable('soap_templates', {
  id: id(),
  name: text('name').notNull().unique(),
  category: text('category', { enum: soapCategories }).notNull(),
  subjective: text('subjective').notNull(),
  objective: text('objective').notNull(),
  assessment: text('assessment').notNull(),
  plan: text('plan').notNull(),
  followUpDays: integer('follow_up_days').notNull(),
  isActive: flag('is_active').default(true),
  displayOrder: integer('display_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
