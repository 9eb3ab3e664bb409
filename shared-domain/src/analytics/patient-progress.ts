// « Progrès des patients »: whether care goes on and whether it works. Pure definitions, read by
// the API from the visits, episodes of care and outcome measures it loads, and written out in
// French under each figure (progressText) so the page says how it counts.
//
// - The visit-drop funnel: of the new patients of a period (first visit that took place in it),
//   how many came to a 2nd, 3rd, 4th, 5th and 6th-or-later visit within 8 weeks of the first, and
//   where each stopped. Only visits that took place count: a cancelled then rebooked visit counts
//   once (the one that took place); a merged record's visits are hers.
// - Episodes of care (the record's « épisodes de soins »): started in the period, then completed
//   (closed with an end date), abandoned (still open, no visit in the last 6 weeks and nothing
//   booked) or ongoing; their outcome scores at the start and the latest, and whether the change
//   is clinically meaningful by the published thresholds below.
import { type QuestionnaireId, questionnaireIds } from '../clinical/clinical-lists';
import { addDays, daysBetween } from '../platform/clinic-time';
import { type DateRange, within } from './analysis-period';

/** The funnel follows each new patient this many days from her first visit (8 weeks). */
export const funnelWindowDays = 56;
/** The funnel's steps: 1st visit … 5th, then 6th or later. */
export const funnelSteps = [1, 2, 3, 4, 5, 6] as const;
export type FunnelStep = (typeof funnelSteps)[number];
/** An open episode with no visit for this many days and nothing booked is abandoned. */
export const abandonedAfterDays = 42;

/** A visit that took place (status « Terminé »), clinic-local date. */
export interface ProgressVisit {
  patientId: string;
  date: string;
}

export interface ProgressEpisode {
  id: string;
  patientId: string;
  startedOn: string;
  endedOn: string | null;
}

export interface ProgressOutcome {
  patientId: string;
  episodeId: string | null;
  questionnaire: QuestionnaireId;
  score: number;
  recordedOn: string;
}

export interface ProgressFacts {
  /** The clinic's today. */
  today: string;
  /** Visits that took place, from the period's start on (a merged record's under the record kept). */
  visits: readonly ProgressVisit[];
  /** Each patient's first visit that took place, ever (those of the period at least). */
  firstVisitOn: ReadonlyMap<string, string>;
  /** Patients with an appointment booked from today on (pending or confirmed). */
  booked: ReadonlySet<string>;
  /** Episodes of care started in the period. */
  episodes: readonly ProgressEpisode[];
  /** The outcome measures of those episodes' patients, from the period's start on. */
  outcomes: readonly ProgressOutcome[];
}

// ---- The visit-drop funnel ----

export interface FunnelPatient {
  patientId: string;
  firstVisitOn: string;
  /** Visits that took place within 8 weeks of the first, the first included. */
  visits: number;
  /** The last day of her 8 weeks. */
  windowEndsOn: string;
  /** Her 8 weeks are not over: where she stops may still change. */
  stillOpen: boolean;
}

export interface FunnelStepCount {
  step: FunnelStep;
  /** New patients who came to this visit (or, for 6, to the 6th or a later one). */
  reached: number;
  /** Share of the new patients; null without new patients. */
  share: number | null;
  /** New patients whose last visit within the 8 weeks is this one (6: six or more). */
  stopped: number;
}

export interface VisitDropFunnel {
  newPatients: number;
  steps: FunnelStepCount[];
  patients: FunnelPatient[];
}

function byPatient<T extends { patientId: string }>(rows: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const hers = grouped.get(row.patientId);
    if (hers) hers.push(row);
    else grouped.set(row.patientId, [row]);
  }
  return grouped;
}

const ratio = (count: number, of: number): number | null => (of === 0 ? null : count / of);

export function visitDropFunnel(facts: ProgressFacts, period: DateRange): VisitDropFunnel {
  const visits = byPatient(facts.visits);
  const patients: FunnelPatient[] = [];
  for (const [patientId, first] of facts.firstVisitOn) {
    if (!within(period, first)) continue;
    const windowEndsOn = addDays(first, funnelWindowDays - 1);
    const days = new Set(
      (visits.get(patientId) ?? []).filter((visit) => visit.date >= first && visit.date <= windowEndsOn).map((v) => v.date),
    );
    // The first visit is hers by definition, even when the visits read start after it.
    days.add(first);
    patients.push({ patientId, firstVisitOn: first, visits: days.size, windowEndsOn, stillOpen: windowEndsOn >= facts.today });
  }
  patients.sort((a, b) => a.firstVisitOn.localeCompare(b.firstVisitOn) || a.patientId.localeCompare(b.patientId));
  const steps = funnelSteps.map((step) => {
    const reached = patients.filter((patient) => patient.visits >= step).length;
    const stopped = patients.filter((patient) => (step === 6 ? patient.visits >= 6 : patient.visits === step)).length;
    return { step, reached, share: ratio(reached, patients.length), stopped };
  });
  return { newPatients: patients.length, steps, patients };
}

// ---- Episodes of care and their outcomes ----

export const episodeStatuses = ['completed', 'abandoned', 'ongoing'] as const;
export type EpisodeStatus = (typeof episodeStatuses)[number];

/** What a change of a questionnaire's score must reach to be clinically meaningful. */
export interface ImprovementRule {
  /** Whether the change from `first` to `latest` is meaningful (lower is better but for the PGIC). */
  improved(first: number, latest: number): boolean;
  /** Whether one measure suffices (the PGIC rates the change itself). */
  singleMeasure: boolean;
  threshold: string;
  source: string;
}

export const improvementRules: Record<QuestionnaireId, ImprovementRule> = {
  pain_nrs: {
    improved: (first, latest) => first - latest >= 2 || (first > 0 && (first - latest) / first >= 0.3),
    singleMeasure: false,
    threshold: 'baisse d’au moins 2 points sur 10 ou d’au moins 30 %',
    source: 'Farrar et al., Pain 2001;94:149–58',
  },
  oswestry: {
    improved: (first, latest) => first - latest >= 10,
    singleMeasure: false,
    threshold: 'baisse d’au moins 10 points (sur 100)',
    source: 'Ostelo et al., Spine 2008;33:90–4',
  },
  ndi: {
    improved: (first, latest) => first - latest >= 15,
    singleMeasure: false,
    threshold: 'baisse d’au moins 7,5 points sur 50, soit 15 points sur 100',
    source: 'MacDermid et al., J Orthop Sports Phys Ther 2009;39:400–17',
  },
  pgic: {
    improved: (_first, latest) => latest >= 6,
    singleMeasure: true,
    threshold: 'dernière réponse « Mieux, une amélioration qui fait une vraie différence » (6) ou mieux',
    source: 'Hurst et Bolton, J Manipulative Physiol Ther 2004;27:26–35',
  },
};

export interface EpisodeScore {
  questionnaire: QuestionnaireId;
  first: number;
  firstOn: string;
  latest: number;
  latestOn: string;
  measures: number;
  /** latest − first; null with a single measure. */
  change: number | null;
  /** Null when it cannot be judged (a single measure of a scale that needs two). */
  improved: boolean | null;
}

export interface EpisodeProgress {
  episodeId: string;
  patientId: string;
  startedOn: string;
  endedOn: string | null;
  status: EpisodeStatus;
  /** Visits that took place from its start to its end (or today). */
  visits: number;
  lastVisitOn: string | null;
  scores: EpisodeScore[];
  /** Any score improved meaningfully; null when none can be judged. */
  improved: boolean | null;
}

export interface QuestionnaireSummary {
  questionnaire: QuestionnaireId;
  /** Episodes where the change can be judged. */
  assessed: number;
  improved: number;
  share: number | null;
  /** Mean scores at the start and the latest, over the episodes assessed. */
  meanFirst: number | null;
  meanLatest: number | null;
}

export interface EpisodesSummary {
  started: number;
  byStatus: Record<EpisodeStatus, number>;
  /** Episodes with at least one score that can be judged. */
  assessed: number;
  improved: number;
  share: number | null;
  questionnaires: QuestionnaireSummary[];
  episodes: EpisodeProgress[];
}

/** Where an episode stands on `today`. */
export function episodeStatus(
  episode: Pick<ProgressEpisode, 'startedOn' | 'endedOn'>,
  lastVisitOn: string | null,
  booked: boolean,
  today: string,
): EpisodeStatus {
  if (episode.endedOn) return 'completed';
  if (booked) return 'ongoing';
  const since = lastVisitOn && lastVisitOn > episode.startedOn ? lastVisitOn : episode.startedOn;
  return daysBetween(since, today) > abandonedAfterDays ? 'abandoned' : 'ongoing';
}

/** The measures of an episode: those recorded under it, and her unattached ones dated within it. */
function episodeOutcomes(episode: ProgressEpisode, hers: readonly ProgressOutcome[], today: string): ProgressOutcome[] {
  const end = episode.endedOn ?? today;
  return hers.filter(
    (outcome) =>
      outcome.episodeId === episode.id ||
      (outcome.episodeId === null && outcome.recordedOn >= episode.startedOn && outcome.recordedOn <= end),
  );
}

function scoresOf(outcomes: readonly ProgressOutcome[]): EpisodeScore[] {
  const scores: EpisodeScore[] = [];
  for (const questionnaire of questionnaireIds) {
    // Stable sort: measures of the same day keep the order they were recorded in.
    const measures = outcomes.filter((o) => o.questionnaire === questionnaire).sort((a, b) => a.recordedOn.localeCompare(b.recordedOn));
    const first = measures[0];
    const latest = measures.at(-1);
    if (!first || !latest) continue;
    const rule = improvementRules[questionnaire];
    const judged = rule.singleMeasure || measures.length > 1;
    scores.push({
      questionnaire,
      first: first.score,
      firstOn: first.recordedOn,
      latest: latest.score,
      latestOn: latest.recordedOn,
      measures: measures.length,
      change: measures.length > 1 ? Math.round((latest.score - first.score) * 10) / 10 : null,
      improved: judged ? rule.improved(first.score, latest.score) : null,
    });
  }
  return scores;
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;

export function episodesSummary(facts: ProgressFacts, period: DateRange): EpisodesSummary {
  const visits = byPatient(facts.visits);
  const outcomes = byPatient(facts.outcomes);
  const episodes = facts.episodes
    .filter((episode) => within(period, episode.startedOn))
    .map((episode): EpisodeProgress => {
      const end = episode.endedOn ?? facts.today;
      const days = [
        ...new Set((visits.get(episode.patientId) ?? []).filter((v) => v.date >= episode.startedOn && v.date <= end).map((v) => v.date)),
      ].sort();
      const lastVisitOn = days.at(-1) ?? null;
      const scores = scoresOf(episodeOutcomes(episode, outcomes.get(episode.patientId) ?? [], facts.today));
      const judged = scores.filter((score) => score.improved !== null);
      return {
        episodeId: episode.id,
        patientId: episode.patientId,
        startedOn: episode.startedOn,
        endedOn: episode.endedOn,
        status: episodeStatus(episode, lastVisitOn, facts.booked.has(episode.patientId), facts.today),
        visits: days.length,
        lastVisitOn,
        scores,
        improved: judged.length === 0 ? null : judged.some((score) => score.improved),
      };
    })
    .sort((a, b) => a.startedOn.localeCompare(b.startedOn) || a.episodeId.localeCompare(b.episodeId));
  const byStatus = Object.fromEntries(
    episodeStatuses.map((status) => [status, episodes.filter((e) => e.status === status).length]),
  ) as Record<EpisodeStatus, number>;
  const assessed = episodes.filter((episode) => episode.improved !== null);
  const improved = assessed.filter((episode) => episode.improved).length;
  const questionnaires = questionnaireIds.map((questionnaire): QuestionnaireSummary => {
    const judged = episodes.flatMap((episode) =>
      episode.scores.filter((score) => score.questionnaire === questionnaire && score.improved !== null),
    );
    const better = judged.filter((score) => score.improved).length;
    return {
      questionnaire,
      assessed: judged.length,
      improved: better,
      share: ratio(better, judged.length),
      meanFirst: mean(judged.map((score) => score.first)),
      meanLatest: mean(judged.map((score) => score.latest)),
    };
  });
  return {
    started: episodes.length,
    byStatus,
    assessed: assessed.length,
    improved,
    share: ratio(improved, assessed.length),
    questionnaires,
    episodes,
  };
}

/** Everything « Progrès » shows for a period. */
export function patientProgress(facts: ProgressFacts, period: DateRange) {
  return { funnel: visitDropFunnel(facts, period), episodes: episodesSummary(facts, period) };
}
export type PatientProgress = ReturnType<typeof patientProgress>;
