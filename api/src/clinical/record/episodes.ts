// Episodes of care: opened with their reason and start, consent to treatment recorded
// by the staff member who obtained it (stamped by the server), closed once with an end date and a
// note. A closed episode is kept as it is: no route reopens or changes it.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { type EpisodeCreate, type EpisodeUpdate, recordMessages } from 'shared-domain/clinical/clinical-record';
import { errorCodes } from 'shared-domain/platform/errors';
import type { AppDeps } from '../../deps';
import { episodesOfCare } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { careConsentSigner } from '../../patients/public';
import { careConsentStatement } from '../../privacy/public';
import { readRecordIdentity } from './read-record';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export async function openEpisode(deps: Deps, patientId: string, staffId: string, input: EpisodeCreate) {
  await readRecordIdentity(deps.db, patientId);
  const now = deps.clock.now().toISOString();
  const id = randomUUID();
  // A child under 14's consent is her guardian's: who gave it goes to the ledger with it.
  const signer = input.consentGiven ? await careConsentSigner(deps, patientId, input.signedBy) : undefined;
  const consent = input.consentGiven ? [careConsentStatement(deps, { episodeId: id, staffId, recordedAt: now, signer })] : [];
  const [[episode]] = await deps.db.batch([
    deps.db
      .insert(episodesOfCare)
      .values({
        id,
        patientId,
        reason: input.reason,
        startedOn: input.startedOn,
        consentRecordedAt: input.consentGiven ? now : null,
        consentRecordedBy: input.consentGiven ? staffId : null,
        createdBy: staffId,
        ...timestamps(deps.clock),
      })
      .returning({ id: episodesOfCare.id, patientId: episodesOfCare.patientId }),
    // The ledger's `care` row, in the same batch.
    ...consent,
  ]);
  if (!episode) throw new Error('the episode insert returned no row');
  return episode;
}

export type EpisodeChange = 'updated' | 'consent_recorded' | 'closed';

/** Applies the update to an open episode; what it did, for the audit trail. */
export async function updateEpisode(deps: Deps, episodeId: string, staffId: string, input: EpisodeUpdate) {
  const [episode] = await deps.db.select().from(episodesOfCare).where(eq(episodesOfCare.id, episodeId));
  if (!episode) throw notFound(recordMessages.episodeNotFound);
  if (episode.endedOn !== null) throw new AppError(errorCodes.validationFailed, recordMessages.episodeClosedAlready);
  if (input.recordConsent && episode.consentRecordedAt !== null) throw fieldRefusal('recordConsent', recordMessages.consentAlready);
  if (input.endedOn && input.endedOn < episode.startedOn) throw fieldRefusal('endedOn', recordMessages.endBeforeStart);

  const now = deps.clock.now().toISOString();
  const changes: Partial<typeof episodesOfCare.$inferInsert> = {};
  const done: EpisodeChange[] = [];
  if (input.reason !== undefined && input.reason !== episode.reason) {
    changes.reason = input.reason;
    done.push('updated');
  }
  if (input.recordConsent) {
    Object.assign(changes, { consentRecordedAt: now, consentRecordedBy: staffId });
    done.push('consent_recorded');
  }
  if (input.endedOn && input.endNote) {
    Object.assign(changes, { endedOn: input.endedOn, endNote: input.endNote });
    done.push('closed');
  }
  if (done.length > 0) {
    // Guarded: an episode closed meanwhile is not changed. A consent recorded goes to the ledger too.
    const signer = input.recordConsent ? await careConsentSigner(deps, episode.patientId, input.signedBy) : undefined;
    const consent = input.recordConsent ? [careConsentStatement(deps, { episodeId, staffId, recordedAt: now, signer })] : [];
    const [written] = await deps.db.batch([
      deps.db
        .update(episodesOfCare)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(episodesOfCare.id, episodeId), isNull(episodesOfCare.endedOn)))
        .returning({ id: episodesOfCare.id }),
      ...consent,
    ]);
    if (written.length === 0) throw new AppError(errorCodes.validationFailed, recordMessages.episodeClosedAlready);
  }
  return { patientId: episode.patientId, done };
}
