// « Progrès des patients » for a period: the funnel and the episodes as shared-domain counts them,
// each row with the patient's name (her file and outcomes chart open from it), and the same rows
// as CSV files for Excel in French or in English.
import type { DateRange } from 'shared-domain/analytics/analysis-period';
import { patientProgress } from 'shared-domain/analytics/patient-progress';
import {
  episodeListColumns,
  episodeStatusLabels,
  followUpLabel,
  funnelListColumns,
  improvedLabel,
  type ProgressList,
  scoreLine,
} from 'shared-domain/analytics/progress-text';
import type { CsvFormat } from 'shared-domain/platform/csv-format';
import type { AppDeps } from '../../deps';
import { csvByteOrderMark, csvLines } from '../../platform/files/csv-file';
import { loadProgressFacts, patientNames } from './progress-facts';

/** The rows a page shows of each list (the CSV files give them all). */
export const progressRowsShown = 200;

export async function patientProgressView(deps: Pick<AppDeps, 'db' | 'clock'>, period: DateRange, options: { rows?: number } = {}) {
  const facts = await loadProgressFacts(deps, period);
  const { funnel, episodes } = patientProgress(facts, period);
  const funnelRows = funnel.patients.slice(0, options.rows);
  const episodeRows = episodes.episodes.slice(0, options.rows);
  const names = await patientNames(deps, [
    ...funnelRows.map((patient) => patient.patientId),
    ...episodeRows.map((episode) => episode.patientId),
  ]);
  const nameOf = (patientId: string) => names.get(patientId) ?? '';
  return {
    period,
    today: facts.today,
    funnel: {
      ...funnel,
      listed: funnel.patients.length,
      patients: funnelRows.map((patient) => ({ ...patient, name: nameOf(patient.patientId) })),
    },
    episodes: {
      ...episodes,
      listed: episodes.episodes.length,
      episodes: episodeRows.map((episode) => ({ ...episode, name: nameOf(episode.patientId) })),
    },
  };
}
export type PatientProgressView = Awaited<ReturnType<typeof patientProgressView>>;

export function progressListCsv(view: PatientProgressView, list: ProgressList, format: CsvFormat): { csv: string; count: number } {
  const rows =
    list === 'funnel'
      ? view.funnel.patients.map((patient) => [
          patient.name,
          patient.firstVisitOn,
          patient.visits,
          patient.windowEndsOn,
          followUpLabel(patient.stillOpen),
        ])
      : view.episodes.episodes.map((episode) => [
          episode.name,
          episode.startedOn,
          episode.endedOn ?? '',
          episodeStatusLabels[episode.status],
          episode.visits,
          episode.lastVisitOn ?? '',
          episode.scores.map(scoreLine).join(' ; '),
          improvedLabel(episode.improved),
        ]);
  const header = list === 'funnel' ? funnelListColumns : episodeListColumns;
  return { csv: csvByteOrderMark + csvLines([header, ...rows], format), count: rows.length };
}
