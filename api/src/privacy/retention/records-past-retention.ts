// Which records are past their retention period on the clinic's today: the last service
// (the latest of a completed or attended visit, a clinical note, and the last visit an import
// brought) more than 5 years back, else the day the record was opened; not anonymised nor
// destroyed already; no visit still to come; not kept by a decision less than a year old.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import {
  type LastServiceSource,
  type RetentionDecisionView,
  type RetentionRecordView,
  isPastRetention,
  keptRecordReviewYears,
  retentionCutoff,
  wholeYearsBetween,
  yearsBefore,
} from 'shared-domain/privacy/privacy-retention';
import type { AppDeps } from '../../deps';
import { waitsOfRecords } from './retention-waits';
import {
  appointments,
  invoices,
  patients,
  recordAttachments,
  retentionDecisionsLog,
  soapNotes,
  staffUsers,
} from '../../platform/db/schema';

type Db = AppDeps['db'];

/**
 * The listed patient's id, qualified: a select from one table writes its columns bare, and inside a
 * subquery a bare `id` would be the subquery's own row.
 */
const listedPatientId = sql`${patients}.${sql.identifier('id')}`;

/** A visit that counts as a service given: finished, or the patient checked in. */
const servedVisit = sql`(${appointments.status} = 'completed' or ${appointments.arrivedAt} is not null)`;
/** A visit still ahead (or a request not yet given a date): the person is coming back. */
const visitAhead = (today: string) =>
  sql`${appointments.status} in ('pending', 'confirmed') and (${appointments.scheduledDate} is null or ${appointments.scheduledDate} >= ${today})`;

/** The instant a « Conserver » decision made before no longer holds the record back. */
export function keptSince(now: Date): string {
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - keptRecordReviewYears);
  return since.toISOString();
}

/**
 * The SQL condition that `patientId`'s record is still due on `today` (`now` the instant): the
 * decision's batch writes nothing unless it still holds when the batch runs, so a visit recorded or
 * a decision taken meanwhile is never overtaken.
 */
export function stillDue(patientId: string, today: string, now: Date) {
  const cutoff = retentionCutoff(today);
  // The same reading as `lastServiceOf`: the latest service of any kind, else the record's opening.
  const lastService = sql`coalesce(nullif(max(
      coalesce((select max(${appointments.scheduledDate}) from ${appointments} where ${appointments.patientId} = ${patientId} and ${servedVisit}), ''),
      coalesce((select max(${soapNotes.visitDate}) from ${soapNotes} where ${soapNotes.patientId} = ${patientId}), ''),
      coalesce(substr(${patients.lastVisit}, 1, 10), '')), ''),
    coalesce(${patients.recordOpenedOn}, substr(${patients.createdAt}, 1, 10)))`;
  return sql`exists (select 1 from ${patients} where ${patients.id} = ${patientId}
    and ${patients.anonymisedAt} is null and ${patients.recordDestroyedAt} is null and ${lastService} < ${cutoff})
    and not exists (select 1 from ${appointments} where ${appointments.patientId} = ${patientId} and ${visitAhead(today)})
    and not exists (select 1 from ${retentionDecisionsLog} where ${retentionDecisionsLog.patientId} = ${patientId}
      and ${retentionDecisionsLog.decision} = 'keep' and ${retentionDecisionsLog.decidedAt} > ${keptSince(now)})`;
}

interface Candidate {
  id: string;
  firstName: string;
  lastName: string;
  recordOpenedOn: string | null;
  createdAt: string;
  importedLastVisit: string | null;
  lastVisit: string | null;
  lastNote: string | null;
}

/** The last service and where it was read: the latest of visit and note, else the record's opening. */
export function lastServiceOf(candidate: Candidate): { on: string; source: LastServiceSource } {
  const visit = [candidate.lastVisit, candidate.importedLastVisit?.slice(0, 10) ?? null]
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);
  const note = candidate.lastNote;
  if (visit && (!note || visit >= note)) return { on: visit, source: 'visit' };
  if (note) return { on: note, source: 'note' };
  return { on: candidate.recordOpenedOn ?? candidate.createdAt.slice(0, 10), source: 'opened' };
}

export const recordLabelOf = (patient: { firstName: string; lastName: string }) => `${patient.firstName} ${patient.lastName}`.trim();

/** The records past their period on `today`, the longest past first. */
export async function recordsPastRetention(db: Db, today: string, now: Date): Promise<RetentionRecordView[]> {
  const candidates = await db
    .select({
      id: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      recordOpenedOn: patients.recordOpenedOn,
      createdAt: patients.createdAt,
      importedLastVisit: patients.lastVisit,
      lastVisit: sql<string | null>`(select max(${appointments.scheduledDate}) from ${appointments}
        where ${appointments.patientId} = ${listedPatientId} and ${servedVisit})`,
      lastNote: sql<
        string | null
      >`(select max(${soapNotes.visitDate}) from ${soapNotes} where ${soapNotes.patientId} = ${listedPatientId})`,
      comingBack: sql<number>`exists (select 1 from ${appointments} where ${appointments.patientId} = ${listedPatientId} and ${visitAhead(today)})`,
      kept: sql<number>`exists (select 1 from ${retentionDecisionsLog} where ${retentionDecisionsLog.patientId} = ${listedPatientId}
        and ${retentionDecisionsLog.decision} = 'keep' and ${retentionDecisionsLog.decidedAt} > ${keptSince(now)})`,
    })
    .from(patients)
    .where(and(isNull(patients.anonymisedAt), isNull(patients.recordDestroyedAt)));

  const due = candidates
    .filter((candidate) => !Number(candidate.comingBack) && !Number(candidate.kept))
    .map((candidate) => ({ candidate, last: lastServiceOf(candidate) }))
    .filter(({ last }) => isPastRetention(last.on, today));
  if (due.length === 0) return [];

  const countOf = (table: typeof soapNotes | typeof recordAttachments | typeof invoices | typeof appointments) =>
    sql<number>`(select count(*) from ${table} where ${table.patientId} = ${listedPatientId})`;
  const counted = await db
    .select({
      id: patients.id,
      notes: countOf(soapNotes),
      attachments: countOf(recordAttachments),
      invoices: countOf(invoices),
      appointments: countOf(appointments),
    })
    .from(patients)
    .where(
      inArray(
        patients.id,
        due.map(({ candidate }) => candidate.id),
      ),
    );
  const holds = new Map(counted.map(({ id, ...counts }) => [id, counts]));
  const waits = await waitsOfRecords(
    db,
    due.map(({ candidate }) => candidate.id),
  );
  return due
    .map(({ candidate, last }) => ({
      patientId: candidate.id,
      recordLabel: recordLabelOf(candidate),
      lastServiceOn: last.on,
      lastServiceSource: last.source,
      yearsSince: wholeYearsBetween(last.on, today),
      holds: {
        notes: Number(holds.get(candidate.id)?.notes ?? 0),
        attachments: Number(holds.get(candidate.id)?.attachments ?? 0),
        invoices: Number(holds.get(candidate.id)?.invoices ?? 0),
        appointments: Number(holds.get(candidate.id)?.appointments ?? 0),
      },
      waits: waits.get(candidate.id) ?? [],
    }))
    .sort((a, b) => a.lastServiceOn.localeCompare(b.lastServiceOn) || a.recordLabel.localeCompare(b.recordLabel, 'fr-CA'));
}

/** The decisions taken, newest first (the last 50): what was decided, by whom, and when a kept record returns. */
export async function recentRetentionDecisions(db: Db, timeZone: string): Promise<RetentionDecisionView[]> {
  const rows = await db
    .select({
      id: retentionDecisionsLog.id,
      patientId: retentionDecisionsLog.patientId,
      recordLabel: retentionDecisionsLog.recordLabel,
      lastServiceOn: retentionDecisionsLog.lastServiceOn,
      decision: retentionDecisionsLog.decision,
      reason: retentionDecisionsLog.reason,
      decidedAt: retentionDecisionsLog.decidedAt,
      decidedBy: staffUsers.fullName,
    })
    .from(retentionDecisionsLog)
    .leftJoin(staffUsers, eq(staffUsers.id, retentionDecisionsLog.decidedBy))
    .orderBy(desc(retentionDecisionsLog.decidedAt))
    .limit(50);
  return rows.map((row) => ({
    ...row,
    decidedBy: row.decidedBy ?? null,
    reviewOn: row.decision === 'keep' ? yearsBefore(clinicDate(new Date(row.decidedAt), timeZone), -keptRecordReviewYears) : null,
  }));
}
