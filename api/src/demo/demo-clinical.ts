// The demo clinic's clinical record: notes, the record around them and outcome
// measures, each from its own file, inserted in the seed's one batch.
import type { BatchItem } from 'drizzle-orm/batch';
import type { Clock } from 'shared-domain/platform/clinic-time';
import type { Database } from '../platform/db/client';
import type { demoPatients } from './demo-clinic';
import { demoNoteStatements } from './demo-clinical-notes';
import { demoRecordStatements } from './demo-clinical-record';
import { demoOutcomeStatements } from './demo-outcomes';

export type Statement = BatchItem<'sqlite'>;

export interface ClinicalDemoContext {
  db: Database;
  clock: Clock;
  timeZone: string;
  /** The demo chiropractor, author of every note. */
  staffId: string;
  patientIds: Record<keyof typeof demoPatients, string>;
  /** The demo's completed visits, oldest first ('YYYY-MM-DD', 'HH:MM' clinic time). */
  completedVisits: readonly { appointmentId: string; patientId: string; date: string; time: string; serviceName: string }[];
}

export function demoClinicalStatements(context: ClinicalDemoContext): Statement[] {
  return [...demoRecordStatements(context), ...demoNoteStatements(context), ...demoOutcomeStatements(context)];
}
