// The one way a consent enters the ledger: every source — the desk (with the staff member), the
// portal, a booking's proven address, a patient import (with its file and date, `importId`), the
// demo — writes its row through here, with its channel. Nothing writes `patients.email_consent`:
// the database copies the newest e-mail reminders entry into it (migration 0027).
import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { ConsentChannel, ConsentKind } from 'shared-domain/privacy/privacy';
import type { AppDeps } from '../../deps';
import { insertWhere } from '../../platform/db/insert-where';
import { patientConsents } from '../../platform/db/schema';

export interface NewConsentEntry {
  id?: string;
  patientId: string | null;
  email: string | null;
  kind: ConsentKind;
  version: number;
  channel: ConsentChannel;
  /** When it was given (an ISO instant). */
  at: string;
  /** The staff member who recorded it; none for a form, the portal, an import's file or the demo. */
  recordedBy?: string | null;
  /** The patient import it came with. */
  importId?: string | null;
  /** Entered already withdrawn: a consent ticked on a booking form and withdrawn before its link was opened. */
  withdrawn?: { at: string; channel: ConsentChannel; recordedBy: string | null };
}

export function consentEntryRow(entry: NewConsentEntry): typeof patientConsents.$inferInsert {
  return {
    id: entry.id ?? randomUUID(),
    patientId: entry.patientId,
    email: entry.email,
    kind: entry.kind,
    version: entry.version,
    channel: entry.channel,
    givenAt: entry.at,
    recordedBy: entry.recordedBy ?? null,
    importId: entry.importId ?? null,
    ...(entry.withdrawn && {
      withdrawnAt: entry.withdrawn.at,
      withdrawnChannel: entry.withdrawn.channel,
      withdrawnRecordedBy: entry.withdrawn.recordedBy,
    }),
    createdAt: entry.withdrawn?.at ?? entry.at,
  };
}

/** The entry's insert, for its source's batch; written only while `condition` holds. */
export function consentEntryStatement(deps: Pick<AppDeps, 'db'>, entry: NewConsentEntry, condition?: SQL): BatchItem<'sqlite'> {
  return deps.db.run(insertWhere(patientConsents, consentEntryRow(entry), condition));
}
