// What the privacy page promises for the requests about personal information: an answered
// or refused request is kept `closedPrivacyRequestYears` (2) after its answer, as proof of the answer
// given, then erased by the `retention` job. The incident register is never erased here: it keeps each
// entry at least 5 years (the regulation), a record's requests wait while a hold keeps it, and the backups are pruned by their own job (BACKUP_KEEP).
import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { clinicDate, defaultClinicTimeZone } from 'shared-domain/platform/clinic-time';
import { personalDataRetention, yearsBefore } from 'shared-domain/privacy/privacy-retention';
import type { AppDeps } from '../../deps';
import { clinicSettings, privacyRequests, recordHolds } from '../../platform/db/schema';

export async function purgeClosedPrivacyRequests({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): Promise<{ privacyRequests: number }> {
  // Before the clinic is set up there is nothing to erase, and no time zone to read: the default's.
  const [settings] = await db.select({ timeZone: clinicSettings.timeZone }).from(clinicSettings).limit(1);
  const timeZone = settings?.timeZone ?? defaultClinicTimeZone;
  const cutoff = yearsBefore(clinicDate(clock.now(), timeZone), personalDataRetention.closedPrivacyRequestYears);
  const erased = await db
    .delete(privacyRequests)
    .where(
      and(
        inArray(privacyRequests.status, ['answered', 'refused']),
        isNotNull(privacyRequests.answeredOn),
        lt(privacyRequests.answeredOn, cutoff),
        // A record under a legal hold (or named by an incident) keeps the proof of every answer given.
        sql`not exists (select 1 from ${recordHolds} where ${recordHolds.releasedAt} is null
          and ${recordHolds.patientId} = ${privacyRequests}.${sql.identifier('patient_id')})`,
      ),
    )
    .returning({ id: privacyRequests.id });
  return { privacyRequests: erased.length };
}
