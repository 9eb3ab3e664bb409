// The rule every text follows: it goes only to a patient whose text reminders are given in the
// consent ledger (a row of that kind not withdrawn), read in the very statement that queues or
// claims it, so a « STOP » recorded a moment before stops a text already queued. « STOP » itself is
// a withdrawal written in the ledger at once, by the patient, through the channel « Par texto ».
import { and, eq, exists, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import { patientConsents } from '../../platform/db/schema';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** True for a patient (her id, a column of the query) whose text reminders are given in the ledger. */
export const consentedToTexts = (db: AppDeps['db'], patientId: SQL | { getSQL(): SQL }): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(patientConsents)
      .where(
        and(
          eq(patientConsents.patientId, patientId as never),
          eq(patientConsents.kind, 'text_reminders'),
          isNull(patientConsents.withdrawnAt),
        ),
      ),
  );

/** Withdraws her text reminders as of now, with its audit event; nothing when none is given. */
export async function stopTexts(deps: Deps, patientId: string): Promise<boolean> {
  const now = deps.clock.now().toISOString();
  const given = and(
    eq(patientConsents.patientId, patientId),
    eq(patientConsents.kind, 'text_reminders'),
    isNull(patientConsents.withdrawnAt),
  );
  const [row] = await deps.db.select({ id: patientConsents.id }).from(patientConsents).where(given).limit(1);
  if (!row) return false;
  await deps.db.batch([
    auditEventInsert(deps, {
      actor: { type: 'patient', id: patientId },
      action: 'consent.withdrawn',
      entity: 'patients',
      entityId: patientId,
      details: { patientId, kind: 'text_reminders', channel: 'text', waitlistEntriesEnded: 0 },
    }),
    deps.db.update(patientConsents).set({ withdrawnAt: now, withdrawnChannel: 'text' }).where(given),
  ]);
  return true;
}
