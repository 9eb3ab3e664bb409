// The confidentiality incident register: an entry recorded with its number and its audit
// row in one batch, corrected (never deleted: kept at least 5 years) with the names of the fields
// that changed, and read back for the screen, the exports and the notice to the people concerned.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { errorCodes } from 'shared-domain/platform/errors';
import {
  type IncidentPeriod,
  incidentFormFields,
  incidentFutureIssues,
  incidentMessages,
  incidentReference,
  incidentStatus,
  type PrivacyIncident,
  type PrivacyIncidentView,
} from 'shared-domain/privacy/privacy-incidents';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import { privacyIncidents, staffUsers } from '../../platform/db/schema';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { timestamps } from '../../platform/db/timestamps';

type RegisterDeps = Pick<AppDeps, 'db' | 'clock'>;

/** The clinic's calendar day: no date of the register may come after it. */
export async function registerToday(deps: RegisterDeps): Promise<string> {
  const { timeZone } = await loadClinicSettings(deps.db);
  return clinicDate(deps.clock.now(), timeZone);
}

/** Refuses, beside its field, a date after the clinic's today. */
async function refuseFutureDates(deps: RegisterDeps, incident: PrivacyIncident): Promise<void> {
  const issues = incidentFutureIssues(incident, await registerToday(deps));
  if (issues.length > 0) throw fieldRefusal(Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message])));
}

const columns = {
  id: privacyIncidents.id,
  reference: privacyIncidents.reference,
  informationInvolved: privacyIncidents.informationInvolved,
  circumstances: privacyIncidents.circumstances,
  occurredFrom: privacyIncidents.occurredFrom,
  occurredTo: privacyIncidents.occurredTo,
  discoveredOn: privacyIncidents.discoveredOn,
  peopleCount: privacyIncidents.peopleCount,
  riskAssessment: privacyIncidents.riskAssessment,
  seriousInjuryRisk: privacyIncidents.seriousInjuryRisk,
  commissionNotifiedOn: privacyIncidents.commissionNotifiedOn,
  peopleNotifiedOn: privacyIncidents.peopleNotifiedOn,
  measures: privacyIncidents.measures,
  recordedByName: staffUsers.fullName,
  createdAt: privacyIncidents.createdAt,
  updatedAt: privacyIncidents.updatedAt,
};

function selectIncidents(deps: RegisterDeps, where: SQL | undefined) {
  return deps.db
    .select(columns)
    .from(privacyIncidents)
    .leftJoin(staffUsers, eq(staffUsers.id, privacyIncidents.recordedBy))
    .where(where)
    .orderBy(desc(privacyIncidents.discoveredOn), desc(privacyIncidents.reference));
}

type IncidentRow = Awaited<ReturnType<typeof selectIncidents>>[number];

const viewOf = (row: IncidentRow): PrivacyIncidentView => ({ ...row, status: incidentStatus(row) });

/** The register, newest discovery first; within a period of discovery when one is given. */
export async function listIncidents(deps: RegisterDeps, period: IncidentPeriod = { from: null, to: null }): Promise<PrivacyIncidentView[]> {
  const where = and(
    period.from ? gte(privacyIncidents.discoveredOn, period.from) : undefined,
    period.to ? lte(privacyIncidents.discoveredOn, period.to) : undefined,
  );
  return (await selectIncidents(deps, where)).map(viewOf);
}

/** The register in its own order (oldest number first), as the Commission reads it. */
export async function registerForExport(deps: RegisterDeps, period: IncidentPeriod): Promise<PrivacyIncidentView[]> {
  return (await listIncidents(deps, period)).sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.reference.localeCompare(b.reference),
  );
}

export async function loadIncident(deps: RegisterDeps, id: string): Promise<PrivacyIncidentView> {
  const [row] = await selectIncidents(deps, eq(privacyIncidents.id, id));
  if (!row) throw notFound(incidentMessages.notFound);
  return viewOf(row);
}

/** The next number of the year: one more than the highest given that year (entries are never deleted). */
async function nextReference(deps: RegisterDeps, year: number): Promise<string> {
  const prefix = `INC-${year}-`;
  const [row] = await deps.db
    .select({ highest: sql<number | null>`max(cast(substr(${privacyIncidents.reference}, ${prefix.length + 1}) as integer))` })
    .from(privacyIncidents)
    .where(sql`${privacyIncidents.reference} like ${`${prefix}%`}`);
  return incidentReference(year, (row?.highest ?? 0) + 1);
}

const attempts = 5;

/**
 * « Consigner un incident »: the entry under the year's next number and its audit row, in one batch.
 * The number is checked free by the insert itself: when another entry took it meanwhile, nothing is
 * written and the next one is tried.
 */
export async function recordIncident(deps: RegisterDeps, staffId: string, incident: PrivacyIncident): Promise<PrivacyIncidentView> {
  await refuseFutureDates(deps, incident);
  const year = Number((await registerToday(deps)).slice(0, 4));
  for (let attempt = 1; ; attempt += 1) {
    const id = randomUUID();
    const reference = await nextReference(deps, year);
    const [inserted] = await deps.db.batch([
      deps.db.run(
        insertWhere(
          privacyIncidents,
          { id, reference, ...incident, recordedBy: staffId, ...timestamps(deps.clock) },
          sql`not exists (select 1 from ${privacyIncidents} where ${privacyIncidents.reference} = ${reference})`,
        ),
      ),
      auditEventInsertWhere(
        deps,
        {
          actor: { type: 'staff', id: staffId },
          action: 'privacy_incident.recorded',
          entity: 'privacy_incidents',
          entityId: id,
          details: { reference },
        },
        sql`exists (select 1 from ${privacyIncidents} where ${privacyIncidents.id} = ${id})`,
      ),
    ]);
    if (inserted.rowsAffected === 1) return loadIncident(deps, id);
    if (attempt >= attempts) throw new Error('incident reference kept being taken');
  }
}

/** The fields whose value `incident` changes, in the form's order. */
function changedFields(before: PrivacyIncidentView, incident: PrivacyIncident): string[] {
  return incidentFormFields.filter((field) => before[field] !== incident[field]);
}

/**
 * A correction: nothing written when nothing changed; else the entry and its audit row (the names
 * of the fields changed, never their text) in one batch, both only if the entry is still the
 * version the form started from — a save over someone else's change is refused (PRIV_030).
 */
export async function updateIncident(
  deps: RegisterDeps,
  staffId: string,
  id: string,
  { version, ...incident }: PrivacyIncident & { version: string },
): Promise<{ incident: PrivacyIncidentView; changed: string[] }> {
  const before = await loadIncident(deps, id);
  const changedMeanwhile = () => new AppError(errorCodes.incidentChanged, incidentMessages.changedMeanwhile);
  if (before.updatedAt !== version) throw changedMeanwhile();
  await refuseFutureDates(deps, incident);
  const changed = changedFields(before, incident);
  if (changed.length === 0) return { incident: before, changed };
  const guard = sql`exists (select 1 from ${privacyIncidents} where ${privacyIncidents.id} = ${id} and ${privacyIncidents.updatedAt} = ${version})`;
  const [audited] = await deps.db.batch([
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'staff', id: staffId },
        action: 'privacy_incident.updated',
        entity: 'privacy_incidents',
        entityId: id,
        details: { reference: before.reference, fields: changed },
      },
      guard,
    ),
    deps.db
      .update(privacyIncidents)
      .set({ ...incident, updatedAt: deps.clock.now().toISOString() })
      .where(and(eq(privacyIncidents.id, id), guard)),
  ]);
  if (audited.rowsAffected !== 1) throw changedMeanwhile();
  return { incident: await loadIncident(deps, id), changed };
}
