// A claim's status set by hand (« Soumise », « En attente », « Refusée », back to « À soumettre ») and
// « Relancer »: each a guarded update that re-checks the status it was read in, with its audit entry
// in the same batch. « Payée » and « Partiellement payée » come only from a payer's payment; a
// settled claim's status no longer changes. Submitting dates the claim (its follow-up counts from
// there); a follow-up is dated with the clinic's day and shown on the claim.
import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import { type ClaimStatusChange, claimMessages, followUpDueOn } from 'shared-domain/billing/insurance-claim';
import { errorCodes } from 'shared-domain/platform/errors';
import { clinicToday } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insuranceClaims } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/http/app-error';

const settled = new Set(['paid', 'partially_paid']);

/** The audit entry's condition: the claim now holds what the update wrote. */
function written(deps: Pick<AppDeps, 'db'>, claimId: string, holds: SQL): SQL {
  return exists(
    deps.db
      .select({ one: sql`1` })
      .from(insuranceClaims)
      .where(and(eq(insuranceClaims.id, claimId), holds)),
  );
}

async function claimOf(deps: Pick<AppDeps, 'db'>, claimId: string) {
  const [claim] = await deps.db
    .select({
      id: insuranceClaims.id,
      patientId: insuranceClaims.patientId,
      status: insuranceClaims.status,
      submittedOn: insuranceClaims.submittedOn,
      lastFollowUpOn: insuranceClaims.lastFollowUpOn,
      updatedAt: insuranceClaims.updatedAt,
    })
    .from(insuranceClaims)
    .where(eq(insuranceClaims.id, claimId));
  if (!claim) throw notFound(claimMessages.notFound);
  return claim;
}

export async function changeClaimStatus(deps: Pick<AppDeps, 'db' | 'clock'>, staffId: string, claimId: string, wanted: ClaimStatusChange) {
  const claim = await claimOf(deps, claimId);
  if (settled.has(claim.status)) throw new AppError(errorCodes.claimState, claimMessages.statusClosed);
  const today = await clinicToday(deps);
  const unchanged = and(
    eq(insuranceClaims.id, claimId),
    eq(insuranceClaims.status, claim.status),
    eq(insuranceClaims.updatedAt, claim.updatedAt),
  );
  const updatedAt = deps.clock.now().toISOString();
  const [updated] = await deps.db.batch([
    deps.db
      .update(insuranceClaims)
      .set({
        status: wanted.status,
        statusOn: today,
        submittedOn: wanted.status === 'submitted' ? (claim.submittedOn ?? today) : claim.submittedOn,
        ...(wanted.payerReference === null ? {} : { payerReference: wanted.payerReference }),
        updatedAt,
      })
      .where(unchanged),
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'staff', id: staffId },
        action: 'insurance_claim.status_changed',
        entity: 'insurance_claims',
        entityId: claimId,
        details: { patientId: claim.patientId, claimId, fromStatus: claim.status, toStatus: wanted.status },
      },
      written(deps, claimId, sql`${insuranceClaims.status} = ${wanted.status} and ${insuranceClaims.updatedAt} = ${updatedAt}`),
    ),
  ]);
  if (updated.rowsAffected !== 1) throw new AppError(errorCodes.claimState, claimMessages.changed);
  return { id: claimId, status: wanted.status };
}

/** « Relancer »: the payer was reminded today; the claim leaves the follow-ups for another 30 days. */
export async function followUpClaim(deps: Pick<AppDeps, 'db' | 'clock'>, staffId: string, claimId: string) {
  const claim = await claimOf(deps, claimId);
  if (followUpDueOn(claim) === null) throw new AppError(errorCodes.claimState, claimMessages.notAwaiting);
  const today = await clinicToday(deps);
  const updatedAt = deps.clock.now().toISOString();
  const [updated] = await deps.db.batch([
    deps.db
      .update(insuranceClaims)
      .set({ lastFollowUpOn: today, updatedAt })
      .where(
        and(eq(insuranceClaims.id, claimId), eq(insuranceClaims.status, claim.status), eq(insuranceClaims.updatedAt, claim.updatedAt)),
      ),
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'staff', id: staffId },
        action: 'insurance_claim.followed_up',
        entity: 'insurance_claims',
        entityId: claimId,
        details: { patientId: claim.patientId, claimId, followedUpOn: today },
      },
      written(deps, claimId, sql`${insuranceClaims.lastFollowUpOn} = ${today} and ${insuranceClaims.updatedAt} = ${updatedAt}`),
    ),
  ]);
  if (updated.rowsAffected !== 1) throw new AppError(errorCodes.claimState, claimMessages.changed);
  return { id: claimId, lastFollowUpOn: today };
}
