// The care consent of an episode: when the staff member records it on an episode (opened
// with it, or « Consigner le consentement » later), the ledger gets its `care` row — the current
// text's version, at the desk, by her — in the episode's own batch, so the record and the ledger
// never disagree. A child under 14's consent names the guardian who gave it (`signer`).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { FamilyRelationship } from 'shared-domain/patients/family';
import type { AppDeps } from '../../deps';
import { consentTexts, episodesOfCare, patientConsents } from '../../platform/db/schema';

/** Who gave a child's care consent (under 14: a guardian), as the ledger keeps it. */
export interface CareConsentSigner {
  patientId: string;
  name: string;
  relationship: FamilyRelationship;
}

/**
 * The ledger row of the care consent recorded on `episodeId` at `recordedAt` by `staffId`: written
 * only if the episode's row carries that very consent (the batch's own episode write succeeded).
 */
export function careConsentStatement(
  deps: Pick<AppDeps, 'db'>,
  consent: { episodeId: string; staffId: string; recordedAt: string; signer?: CareConsentSigner | undefined },
): BatchItem<'sqlite'> {
  const { episodeId, staffId, recordedAt, signer } = consent;
  return deps.db.run(
    sql`insert into ${patientConsents} (id, patient_id, kind, version, channel, given_at, recorded_by, signer_patient_id, signer_name, signer_relationship, created_at)
        select ${randomUUID()}, ${episodesOfCare.patientId}, 'care',
               coalesce((select max(${consentTexts.version}) from ${consentTexts} where ${consentTexts.kind} = 'care'), 1),
               'desk', ${recordedAt}, ${staffId}, ${signer?.patientId ?? null}, ${signer?.name ?? null}, ${signer?.relationship ?? null}, ${recordedAt}
        from ${episodesOfCare}
        where ${episodesOfCare.id} = ${episodeId} and ${episodesOfCare.consentRecordedAt} = ${recordedAt}`,
  );
}
