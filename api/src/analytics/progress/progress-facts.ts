// What « Progrès des patients » reads: the visits that took place from the period's start on, the
// patients whose first visit that took place is in the period, who has an appointment booked from
// today on, the episodes of care started in the period and their patients' outcome measures from
// the period's start on.
// A handful of indexed range reads; shared-domain's analytics/patient-progress says what they mean.
import { and, between, eq, gte, inArray, isNotNull, min } from 'drizzle-orm';
import type { DateRange } from 'shared-domain/analytics/analysis-period';
import type { ProgressFacts } from 'shared-domain/analytics/patient-progress';
import { clinicToday } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { appointments, episodesOfCare, outcomeMeasures, patients } from '../../platform/db/schema';

const chunkSize = 500;

/** Reads by ids, `chunkSize` at a time, the chunks side by side. */
async function inChunks<T>(ids: readonly string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += chunkSize) chunks.push(ids.slice(start, start + chunkSize));
  return (await Promise.all(chunks.map(read))).flat();
}

export async function loadProgressFacts(deps: Pick<AppDeps, 'db' | 'clock'>, period: DateRange): Promise<ProgressFacts> {
  const { db } = deps;
  const today = await clinicToday(deps);
  const [visits, firsts, booked, episodes] = await Promise.all([
    db
      .select({ patientId: appointments.patientId, date: appointments.scheduledDate })
      .from(appointments)
      .where(and(gte(appointments.scheduledDate, period.from), eq(appointments.status, 'completed'), isNotNull(appointments.patientId))),
    // Only the patients whose first visit falls in the period: the funnel's new patients.
    db
      .select({ patientId: appointments.patientId, first: min(appointments.scheduledDate) })
      .from(appointments)
      .where(and(eq(appointments.status, 'completed'), isNotNull(appointments.patientId)))
      .groupBy(appointments.patientId)
      .having(between(min(appointments.scheduledDate), period.from, period.to)),
    db
      .selectDistinct({ patientId: appointments.patientId })
      .from(appointments)
      .where(
        and(
          gte(appointments.scheduledDate, today),
          inArray(appointments.status, ['pending', 'confirmed']),
          isNotNull(appointments.patientId),
        ),
      ),
    db
      .select({
        id: episodesOfCare.id,
        patientId: episodesOfCare.patientId,
        startedOn: episodesOfCare.startedOn,
        endedOn: episodesOfCare.endedOn,
      })
      .from(episodesOfCare)
      .where(between(episodesOfCare.startedOn, period.from, period.to)),
  ]);
  // One range read, kept for the episodes' patients: cheaper than asking patient by patient.
  const episodePatients = new Set(episodes.map((episode) => episode.patientId));
  const outcomes =
    episodes.length === 0
      ? []
      : (
          await db
            .select({
              patientId: outcomeMeasures.patientId,
              episodeId: outcomeMeasures.episodeId,
              questionnaire: outcomeMeasures.questionnaire,
              score: outcomeMeasures.score,
              recordedOn: outcomeMeasures.recordedOn,
            })
            .from(outcomeMeasures)
            .where(gte(outcomeMeasures.recordedOn, period.from))
            .orderBy(outcomeMeasures.recordedOn, outcomeMeasures.createdAt)
        ).filter((outcome) => episodePatients.has(outcome.patientId));
  return {
    today,
    visits: visits.flatMap((row) => (row.patientId && row.date ? [{ patientId: row.patientId, date: row.date }] : [])),
    firstVisitOn: new Map(firsts.flatMap((row) => (row.patientId && row.first ? [[row.patientId, row.first] as const] : []))),
    booked: new Set(booked.flatMap((row) => (row.patientId ? [row.patientId] : []))),
    episodes,
    outcomes,
  };
}

/** The patients' names, for the rows (« Prénom Nom »). */
export async function patientNames(deps: Pick<AppDeps, 'db'>, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await inChunks([...new Set(ids)], (chunk) =>
    deps.db
      .select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName })
      .from(patients)
      .where(inArray(patients.id, chunk)),
  );
  return new Map(rows.map((row) => [row.id, `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim()]));
}
