// What « Progrès des patients » says of each figure, in the sentence shown under it, and its lists'
// columns on screen and in the CSV files; the query of a list's file.
import { z } from 'zod';
import type { QuestionnaireId } from '../clinical/clinical-lists';
import { describeScore, questionnaireDefinitions } from '../clinical/outcome-measures';
import { csvFormatField } from '../platform/csv-format';
import { analysisPeriodFields, checkCustomPeriod } from './analysis-period';
import { abandonedAfterDays, type EpisodeStatus, type FunnelStep, funnelWindowDays, improvementRules } from './patient-progress';

export const progressLists = ['funnel', 'episodes'] as const;
export type ProgressList = (typeof progressLists)[number];

export const progressMessages = {
  unknownList: 'Choisissez la liste des nouveaux patients ou celle des épisodes de soins.',
} as const;

export const progressListQuerySchema = analysisPeriodFields
  .extend({
    list: z.enum(progressLists, { error: progressMessages.unknownList }),
    format: csvFormatField,
  })
  .superRefine(checkCustomPeriod);
export type ProgressListQuery = z.output<typeof progressListQuerySchema>;

export const progressListTitles: Record<ProgressList, string> = {
  funnel: 'Nouveaux patients et leurs visites',
  episodes: 'Épisodes de soins et résultats',
};

/** `progres-episodes-2026-11-01-2026-11-30.csv`. */
export const progressListFileName = (list: ProgressList, period: { from: string; to: string }) =>
  `progres-${list === 'funnel' ? 'nouveaux-patients' : 'episodes'}-${period.from}-${period.to}.csv`;

export const funnelStepLabel = (step: FunnelStep): string =>
  step === 1 ? '1re visite' : step === 6 ? '6e visite ou plus' : `${step}e visite`;

export const episodeStatusLabels: Record<EpisodeStatus, string> = {
  completed: 'Terminé',
  abandoned: 'Abandonné',
  ongoing: 'En cours',
};

export const progressDefinitions = {
  funnel: `Patients dont la première visite ayant eu lieu tombe dans la période; pour chacun, les visites ayant eu lieu dans les ${funnelWindowDays / 7} semaines qui suivent la première (elle comprise). Une visite annulée puis reprise compte une fois; les visites d’un dossier fusionné comptent pour le dossier conservé.`,
  stillOpen: `« En cours » : ses ${funnelWindowDays / 7} semaines ne sont pas finies, là où elle s’arrête peut encore changer.`,
  episodes: `Épisodes de soins ouverts au dossier dans la période. Terminé : clos avec une date de fin. Abandonné : encore ouvert, sans visite depuis plus de ${abandonedAfterDays / 7} semaines et sans rendez-vous à venir. En cours : les autres.`,
  outcomes:
    'Pour chaque épisode, le premier et le dernier score de chaque questionnaire (ceux de l’épisode, ou du patient datés pendant l’épisode). Un épisode s’améliore de façon cliniquement significative quand au moins un de ses questionnaires atteint le seuil ci-dessous; il faut deux mesures, sauf pour l’impression globale de changement.',
} as const;

/** « Douleur (0–10) : baisse d’au moins 2 points… (Farrar et al., …) ». */
export function improvementThresholdLine(questionnaire: QuestionnaireId): string {
  const rule = improvementRules[questionnaire];
  return `${questionnaireDefinitions[questionnaire].shortName} : ${rule.threshold} (${rule.source}).`;
}

export const funnelListColumns = ['Patient', 'Première visite', 'Visites en 8 semaines', 'Fin des 8 semaines', 'Suivi'] as const;
export const episodeListColumns = [
  'Patient',
  'Début',
  'Fin',
  'Statut',
  'Visites',
  'Dernière visite',
  'Scores (début → dernier)',
  'Amélioration significative',
] as const;

export const improvedLabel = (improved: boolean | null): string => (improved === null ? 'Non évaluable' : improved ? 'Oui' : 'Non');

/** « Douleur (0–10) : 8/10 → 5/10 » — one score of an episode, as the list and its CSV write it. */
export function scoreLine(score: { questionnaire: QuestionnaireId; first: number; latest: number; measures: number }): string {
  const definition = questionnaireDefinitions[score.questionnaire];
  const first = describeScore(definition, score.first).display;
  if (score.measures < 2) return `${definition.shortName} : ${first}`;
  return `${definition.shortName} : ${first} → ${describeScore(definition, score.latest).display}`;
}

/** Whether a new patient's 8 weeks are over, as the funnel's list and its CSV say it. */
export const followUpLabel = (stillOpen: boolean): string => (stillOpen ? 'En cours' : 'Terminé');
