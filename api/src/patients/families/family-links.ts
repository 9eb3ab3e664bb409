// Families on the patient file: who is linked to whom, who may open whose record in the portal
// today, and the clinic's changes (a link made, a link ended, a teen's agreement recorded), each
// with its audit row in the same batch. A link is never deleted: it is ended, and one guardian's
// link is hers alone (ending it leaves another guardian's link as it was).
import { randomUUID } from 'node:crypto';
import { aliasedTable, and, eq, isNull, or, sql } from 'drizzle-orm';
import {
  ageOn,
  type FamilyAccess,
  familyAccessOn,
  type FamilyLinkSource,
  type familyLinkSchema,
  familyMessages,
  type FamilyRelationship,
  ownConsentAge,
  ownConsentDate,
} from 'shared-domain/patients/family';
import { patientMessages } from 'shared-domain/patients/patient';
import { errorCodes } from 'shared-domain/platform/errors';
import type { z } from 'zod';
import { clinicToday } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { staffAuditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import { familyLinks, patientAccounts, patients, staffUsers } from '../../platform/db/schema';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { findDuplicatePatients } from '../find-duplicate-patients';

type StaffContext = Parameters<typeof staffAuditEventInsertWhere>[0];
type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** One link as the file's « Famille » shows it, seen from the patient whose file is open. */
export interface FamilyMember {
  linkId: string;
  /** `guardian`: the other person is responsible for this patient; `dependant`: this patient is responsible for her. */
  role: 'guardian' | 'dependant';
  patientId: string;
  firstName: string;
  lastName: string;
  relationship: FamilyRelationship;
  /** Whether the guardian of this link signs in to the portal (her access is real only then). */
  guardianHasAccount: boolean;
  access: FamilyAccess;
  /** The day the dependant turns (or turned) 14, when her birth date is known. */
  ownConsentOn: string | null;
  /** Who made the link: the clinic from the file, or the guardian adding her child while booking. */
  source: FamilyLinkSource;
  /** The staff member who linked them, or the guardian who added her child. */
  createdByName: string | null;
  /**
   * A child a guardian added: the records on file she looks like (same names and birth date), for
   * staff to merge before confirming her; none for a link the clinic made.
   */
  likelyDuplicates: { patientId: string; firstName: string; lastName: string }[];
  createdAt: string;
  endedAt: string | null;
}

/** Every link of a patient, live ones first, with what each gives today. */
export async function familyOf(deps: Deps, patientId: string): Promise<FamilyMember[]> {
  const today = await clinicToday(deps);
  const guardian = aliasedTable(patients, 'guardian');
  const dependant = aliasedTable(patients, 'dependant');
  const rows = await deps.db
    .select({
      link: familyLinks,
      guardian: { id: guardian.id, firstName: guardian.firstName, lastName: guardian.lastName },
      dependant: { id: dependant.id, firstName: dependant.firstName, lastName: dependant.lastName, dateOfBirth: dependant.dateOfBirth },
      guardianAccount: patientAccounts.id,
      staffName: staffUsers.fullName,
    })
    .from(familyLinks)
    .innerJoin(guardian, eq(guardian.id, familyLinks.guardianPatientId))
    .innerJoin(dependant, eq(dependant.id, familyLinks.dependantPatientId))
    .leftJoin(patientAccounts, eq(patientAccounts.patientId, familyLinks.guardianPatientId))
    .leftJoin(staffUsers, eq(staffUsers.id, familyLinks.createdBy))
    .where(or(eq(familyLinks.guardianPatientId, patientId), eq(familyLinks.dependantPatientId, patientId)))
    .orderBy(sql`${familyLinks.endedAt} is not null`, familyLinks.createdAt);
  const lookAlikes = async (row: (typeof rows)[number]) => {
    if (row.link.source !== 'guardian') return [];
    const found = await findDuplicatePatients(deps.db, row.dependant, { excludeId: row.dependant.id });
    return found.map(({ id, firstName, lastName }) => ({ patientId: id, firstName, lastName }));
  };
  const duplicates = await Promise.all(rows.map(lookAlikes));
  return rows.map((row, index) => {
    const role = row.link.dependantPatientId === patientId ? 'guardian' : 'dependant';
    const other = role === 'guardian' ? row.guardian : row.dependant;
    const dateOfBirth = row.dependant.dateOfBirth;
    return {
      linkId: row.link.id,
      role,
      patientId: other.id,
      firstName: other.firstName,
      lastName: other.lastName,
      relationship: row.link.relationship,
      guardianHasAccount: row.guardianAccount !== null,
      access: familyAccessOn(row.link, dateOfBirth, today),
      ownConsentOn: dateOfBirth ? ownConsentDate(dateOfBirth) : null,
      source: row.link.source,
      createdByName: row.link.source === 'guardian' ? `${row.guardian.firstName} ${row.guardian.lastName}` : row.staffName,
      likelyDuplicates: duplicates[index] ?? [],
      createdAt: row.link.createdAt,
      endedAt: row.link.endedAt,
    };
  });
}

const liveLink = (guardianPatientId: string, dependantPatientId: string) =>
  sql`exists (select 1 from ${familyLinks} where ${familyLinks.guardianPatientId} = ${guardianPatientId} and ${familyLinks.dependantPatientId} = ${dependantPatientId} and ${familyLinks.endedAt} is null)`;

/** Staff link a guardian to a dependant; refused beside its field when the rules say no. */
export async function linkFamilyMember(c: StaffContext, deps: Deps, input: z.output<typeof familyLinkSchema>): Promise<{ linkId: string }> {
  const { guardianPatientId, dependantPatientId, relationship, dependantAgreed } = input;
  if (guardianPatientId === dependantPatientId) throw fieldRefusal('guardianPatientId', familyMessages.linkToSelf);
  const found = await deps.db
    .select({ id: patients.id, dateOfBirth: patients.dateOfBirth })
    .from(patients)
    .where(or(eq(patients.id, guardianPatientId), eq(patients.id, dependantPatientId)));
  const dependant = found.find((row) => row.id === dependantPatientId);
  if (!dependant || !found.some((row) => row.id === guardianPatientId)) throw notFound(patientMessages.notFound);
  if (!dependant.dateOfBirth) throw fieldRefusal('dependantPatientId', familyMessages.birthDateNeeded);
  const today = await clinicToday(deps);
  if (ageOn(dependant.dateOfBirth, today) >= ownConsentAge && !dependantAgreed) {
    throw fieldRefusal('dependantAgreed', familyMessages.agreementNeeded);
  }
  const linkId = randomUUID();
  const stamp = deps.clock.now().toISOString();
  const written = sql`exists (select 1 from ${familyLinks} where ${familyLinks.id} = ${linkId})`;
  const [inserted] = await deps.db.batch([
    deps.db.run(
      insertWhere(
        familyLinks,
        {
          id: linkId,
          guardianPatientId,
          dependantPatientId,
          relationship,
          source: 'staff',
          createdBy: c.get('staff').staffId,
          dependantAgreedAt: dependantAgreed ? stamp : null,
          createdAt: stamp,
          updatedAt: stamp,
        },
        sql`not ${liveLink(guardianPatientId, dependantPatientId)}`,
      ),
    ),
    staffAuditEventInsertWhere(
      c,
      deps,
      {
        action: 'family_link.created',
        entity: 'family_links',
        entityId: linkId,
        details: { patientId: dependantPatientId, guardianPatientId, relationship, agreed: dependantAgreed },
      },
      written,
    ),
  ]);
  if (inserted.rowsAffected !== 1) throw new AppError(errorCodes.familyLinkExists, familyMessages.alreadyLinked);
  return { linkId };
}

async function liveLinkRow(deps: Deps, linkId: string) {
  const [link] = await deps.db
    .select()
    .from(familyLinks)
    .where(and(eq(familyLinks.id, linkId), isNull(familyLinks.endedAt)));
  if (!link) throw notFound(familyMessages.linkNotFound);
  return link;
}

/** Staff end one guardian's link: only that one (another guardian's link to the same child stays). */
export async function endFamilyLink(c: StaffContext, deps: Deps, linkId: string): Promise<void> {
  const link = await liveLinkRow(deps, linkId);
  const stamp = deps.clock.now().toISOString();
  const stillLive = and(eq(familyLinks.id, linkId), isNull(familyLinks.endedAt));
  const [, ended] = await deps.db.batch([
    staffAuditEventInsertWhere(
      c,
      deps,
      {
        action: 'family_link.ended',
        entity: 'family_links',
        entityId: linkId,
        details: { patientId: link.dependantPatientId, guardianPatientId: link.guardianPatientId },
      },
      sql`exists (select 1 from ${familyLinks} where ${stillLive})`,
    ),
    deps.db
      .update(familyLinks)
      .set({ endedAt: stamp, endedReason: 'unlinked', endedBy: c.get('staff').staffId, updatedAt: stamp })
      .where(stillLive),
  ]);
  if (ended.rowsAffected !== 1) throw notFound(familyMessages.linkNotFound);
}

/** The dependant, 14 or older, agreed in person that this guardian keeps her access. */
export async function recordDependantAgreement(c: StaffContext, deps: Deps, linkId: string): Promise<void> {
  const link = await liveLinkRow(deps, linkId);
  const stamp = deps.clock.now().toISOString();
  const open = and(eq(familyLinks.id, linkId), isNull(familyLinks.endedAt), isNull(familyLinks.dependantAgreedAt));
  await deps.db.batch([
    staffAuditEventInsertWhere(
      c,
      deps,
      {
        action: 'family_link.agreement_recorded',
        entity: 'family_links',
        entityId: linkId,
        details: { patientId: link.dependantPatientId, guardianPatientId: link.guardianPatientId },
      },
      sql`exists (select 1 from ${familyLinks} where ${open})`,
    ),
    deps.db.update(familyLinks).set({ dependantAgreedAt: stamp, updatedAt: stamp }).where(open),
  ]);
}
