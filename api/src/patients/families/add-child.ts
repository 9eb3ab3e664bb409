// « Ajouter un enfant »: a guardian adds her child while booking in the portal. The child gets a
// record as any new patient booking online does (active, reached at her guardian's address and
// phone), which the clinic confirms when it confirms her first visit, and a live link from the
// guardian, both in one batch with its audit row. A record that looks like one on file (the same
// names and birth date: `findDuplicatePatients`) is not refused to the guardian, who would then
// learn who the clinic treats: it is counted in the audit row and shown on the file (« Famille »),
// where staff merge the two.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  type ChildAdd,
  childBirthDateRefusal,
  type FamilyAccess,
  familyAccessOn,
  type FamilyRelationship,
} from 'shared-domain/patients/family';
import { nameKey } from 'shared-domain/patients/patient';
import { errorCodes } from 'shared-domain/platform/errors';
import { onlineBookingMessages } from 'shared-domain/scheduling/online-booking';
import { clinicToday, loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import { familyLinks, patients } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { AppError, fieldRefusal } from '../../platform/http/app-error';
import { consumeRateLimit, rateLimitedError } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import { findDuplicatePatients } from '../find-duplicate-patients';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export interface ChildAdded {
  patientId: string;
  firstName: string;
  lastName: string;
  relationship: FamilyRelationship;
  /** What the link gives the guardian today: `child` (under 14) lets her book for her at once. */
  access: FamilyAccess;
}

/** The guardian: her record (`guardianPatientId`) and her portal account (the audit row's actor). */
export interface Guardian {
  patientId: string;
  accountId: string;
}

/** Her own child already linked with these names and birth date (a second submit): that record. */
async function alreadyHers(deps: Deps, guardianPatientId: string, child: ChildAdd) {
  const rows = await deps.db
    .select({
      patientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      relationship: familyLinks.relationship,
    })
    .from(familyLinks)
    .innerJoin(patients, eq(patients.id, familyLinks.dependantPatientId))
    .where(
      and(eq(familyLinks.guardianPatientId, guardianPatientId), isNull(familyLinks.endedAt), eq(patients.dateOfBirth, child.dateOfBirth)),
    );
  return rows.find((row) => nameKey(row.firstName) === nameKey(child.firstName) && nameKey(row.lastName) === nameKey(child.lastName));
}

/** Adds `child` to `guardian`'s family; refused beside its field in French, nothing written then. */
export async function addChildFromPortal(deps: Deps, guardian: Guardian, child: ChildAdd): Promise<ChildAdded> {
  const settings = await loadClinicSettings(deps.db);
  // A clinic that books new patients by request only takes a new child that way too.
  if (!settings.newPatientsBookOnline) throw new AppError(errorCodes.newPatientsByRequest, onlineBookingMessages.newPatientsByRequest);
  const today = await clinicToday(deps);
  const refusal = childBirthDateRefusal(child.dateOfBirth, today);
  if (refusal) throw fieldRefusal('dateOfBirth', refusal);
  const access = familyAccessOn({ endedAt: null, dependantAgreedAt: null }, child.dateOfBirth, today);

  const known = await alreadyHers(deps, guardian.patientId, child);
  if (known) return { ...known, access };

  // Each addition opens a record: an allowance per account, counted once the input is a child's.
  const verdict = await consumeRateLimit(deps, rateLimitPolicy.familyChildAdd, guardian.patientId);
  if (!verdict.allowed) throw rateLimitedError(verdict);

  const likelyDuplicates = await findDuplicatePatients(deps.db, child);
  const patientId = randomUUID();
  const linkId = randomUUID();
  const stamp = timestamps(deps.clock);
  const recordWritten = sql`exists (select 1 from ${patients} where ${patients.id} = ${patientId})`;
  await deps.db.batch([
    deps.db.insert(patients).values({
      id: patientId,
      firstName: child.firstName,
      lastName: child.lastName,
      dateOfBirth: child.dateOfBirth,
      status: 'active',
      recordOpenedOn: today,
      ...stamp,
    }),
    deps.db.run(
      insertWhere(
        familyLinks,
        {
          id: linkId,
          guardianPatientId: guardian.patientId,
          dependantPatientId: patientId,
          relationship: child.relationship,
          // Made by the guardian herself (her record is the link's guardian): no staff member.
          source: 'guardian',
          createdBy: null,
          dependantAgreedAt: null,
          ...stamp,
        },
        recordWritten,
      ),
    ),
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'patient', id: guardian.accountId },
        action: 'family_link.added_by_guardian',
        entity: 'family_links',
        entityId: linkId,
        details: {
          patientId,
          guardianPatientId: guardian.patientId,
          relationship: child.relationship,
          duplicates: likelyDuplicates.length,
        },
      },
      recordWritten,
    ),
  ]);
  return { patientId, firstName: child.firstName, lastName: child.lastName, relationship: child.relationship, access };
}
