// Outcome measures: the questionnaire engine and its scoring, one definition per
// questionnaire for the staff form, the portal form and the API, which scores on the server.
// Built in: the pain scale 0–10 and the clinic's own wording of the 7-point global impression of
// change. The Oswestry (ODI) and Neck Disability Index (NDI) statements are copyrighted: the
// engine ships each section's topic and scores the 0–5 choice the clinic reads from its licensed
// copy, never the statements themselves.
import { z } from 'zod';
import { type QuestionnaireId, questionnaireIds } from './clinical-lists';
import { once } from '../platform/once';
import { isCalendarDate } from '../platform/text-fields';

export interface QuestionnaireOption {
  value: number;
  label: string;
}

export interface QuestionnaireItem {
  id: string;
  text: string;
  options: readonly QuestionnaireOption[];
}

/** A score band: scores up to `upTo` (inclusive) read as `label`; the last band has no bound. */
export interface ScoreBand {
  upTo: number | null;
  label: string;
}

export type QuestionnaireScoring =
  /** One item whose value is the score, out of `maximum` ('6/10'). */
  | { kind: 'single-item'; maximum: number; bands: readonly ScoreBand[] }
  /**
   * Sections scored 0–`sectionMaximum`; the score is the sum over the answered sections as a
   * percentage of their maximum ('34 %'). `maxUnanswered` sections may be left blank.
   */
  | { kind: 'percent-of-answered'; sectionMaximum: number; maxUnanswered: number; bands: readonly ScoreBand[] };

export interface QuestionnaireDefinition {
  id: QuestionnaireId;
  name: string;
  shortName: string;
  description: string;
  /** Where the texts come from and what the clinic may print. */
  licenceNote?: string;
  items: readonly QuestionnaireItem[];
  scoring: QuestionnaireScoring;
}

/** Item id → the value chosen; a missing or null item is unanswered. */
export type QuestionnaireAnswers = Record<string, number>;

export interface QuestionnaireScore {
  score: number;
  maximum: number;
  /** fr-CA: '34 %' or '6/10'. */
  display: string;
  /** The score's band, in French. */
  interpretation: string;
}

export const outcomeMessages = {
  answerRequired: (item: string) => `Répondez à « ${item} »`,
  answerInvalid: (item: string) => `Choix invalide pour « ${item} »`,
  tooManyUnanswered: (answered: number, total: number) => `Répondez à au moins ${answered} des ${total} sections`,
  choiceInvalid: 'Choix invalide',
  answersInvalid: 'Les réponses sont illisibles',
  unknownItem: 'Cette réponse ne correspond à aucune question du questionnaire',
  questionnaireInvalid: 'Choisissez un questionnaire',
  recordedOnInvalid: 'Date de la visite invalide',
  notFound: 'Mesure introuvable',
  requestNotFound: 'Questionnaire introuvable',
  episodeNotFound: 'Cet épisode de soins n’appartient pas à ce patient',
  appointmentNotFound: 'Ce rendez-vous n’appartient pas à ce patient',
  noEmail: 'Ce patient n’a pas d’adresse courriel : le questionnaire ne peut pas lui être envoyé.',
  requestNotPending: 'Ce questionnaire n’est plus en attente : il a déjà été rempli ou retiré.',
  alreadyAnswered: 'Ce questionnaire a déjà été rempli ou retiré par la clinique.',
  recorded: 'Mesure enregistrée',
  sent: 'Questionnaire envoyé au portail',
  cancelled: 'Questionnaire retiré',
} as const;

// --- Built-in definitions -------------------------------------------------------------------

const zeroToFive: QuestionnaireItem['options'] = [
  { value: 0, label: '0 — aucune difficulté' },
  { value: 1, label: '1 — difficulté légère' },
  { value: 2, label: '2 — difficulté modérée' },
  { value: 3, label: '3 — difficulté importante' },
  { value: 4, label: '4 — difficulté très importante' },
  { value: 5, label: '5 — incapacité complète' },
];

const sections = (topics: readonly [string, string][]): QuestionnaireItem[] =>
  topics.map(([id, text]) => ({ id, text, options: zeroToFive }));

const licensedIndexNote = (index: string) =>
  `Les énoncés de l’${index} sont protégés par le droit d’auteur : utilisez ceux de l’exemplaire sous licence de la clinique. ` +
  'Ce formulaire ne reprend que le thème de chaque section et enregistre le choix de 0 à 5 qui correspond à l’énoncé retenu; le moteur en calcule le score.';

export const painScale: QuestionnaireDefinition = {
  id: 'pain_nrs',
  name: 'Échelle numérique de la douleur',
  shortName: 'Douleur (0–10)',
  description: 'Intensité de la douleur en ce moment, de 0 (aucune douleur) à 10 (pire douleur imaginable).',
  items: [
    {
      id: 'pain',
      text: 'Douleur actuelle',
      options: Array.from({ length: 11 }, (_, value) => ({
        value,
        label: value === 0 ? '0 — aucune douleur' : value === 10 ? '10 — pire douleur imaginable' : String(value),
      })),
    },
  ],
  // The usual cut points of the 0–10 numeric scale: 1–3 mild, 4–6 moderate, 7–10 severe
  // (Serlin et al., Pain 1995;61:277–84; Boonstra et al., Pain 2016;157:1871–7).
  scoring: {
    kind: 'single-item',
    maximum: 10,
    bands: [
      { upTo: 0, label: 'Aucune douleur' },
      { upTo: 3, label: 'Douleur légère' },
      { upTo: 6, label: 'Douleur modérée' },
      { upTo: null, label: 'Douleur sévère' },
    ],
  },
};

export const globalImpressionOfChange: QuestionnaireDefinition = {
  id: 'pgic',
  name: 'Impression globale de changement du patient',
  shortName: 'Impression de changement',
  description: 'Comment le patient juge le changement de son état depuis le début des soins, sur 7 points.',
  licenceNote:
    'Formulation française propre à la clinique de l’impression globale de changement à 7 points (PGIC) : ni une traduction ni une reproduction d’un texte publié.',
  items: [
    {
      id: 'change',
      text: 'Depuis le début de vos soins à la clinique, comment décririez-vous le changement de votre état (douleur, activités, humeur, qualité de vie)?',
      options: [
        { value: 1, label: 'Aucun changement (ou pire)' },
        { value: 2, label: 'Presque pareil, à peine un changement' },
        { value: 3, label: 'Un peu mieux, sans changement notable' },
        { value: 4, label: 'Un peu mieux, un changement léger mais réel' },
        { value: 5, label: 'Mieux, un changement net' },
        { value: 6, label: 'Mieux, une amélioration qui fait une vraie différence' },
        { value: 7, label: 'Nettement amélioré, une différence considérable' },
      ],
    },
  ],
  // A rating of 6 or 7 is the change patients judge clinically important (Hurst & Bolton,
  // J Manipulative Physiol Ther 2004;27:26–35); 2–5 some change, 1 none.
  scoring: {
    kind: 'single-item',
    maximum: 7,
    bands: [
      { upTo: 1, label: 'Aucune amélioration' },
      { upTo: 3, label: 'Amélioration minime' },
      { upTo: 5, label: 'Amélioration modérée' },
      { upTo: null, label: 'Amélioration importante' },
    ],
  },
};

export const oswestryIndex: QuestionnaireDefinition = {
  id: 'oswestry',
  name: 'Indice d’incapacité d’Oswestry',
  shortName: 'Oswestry (lombaire)',
  description: 'Incapacité liée à la douleur lombaire : 10 sections notées de 0 à 5, score en pourcentage.',
  licenceNote: licensedIndexNote('indice d’Oswestry (ODI)'),
  items: sections([
    ['painIntensity', 'Intensité de la douleur'],
    ['personalCare', 'Soins personnels'],
    ['lifting', 'Soulever des charges'],
    ['walking', 'Marche'],
    ['sitting', 'Position assise'],
    ['standing', 'Position debout'],
    ['sleeping', 'Sommeil'],
    ['sexLife', 'Vie sexuelle'],
    ['socialLife', 'Vie sociale'],
    ['travelling', 'Déplacements'],
  ]),
  // Fairbank & Pynsent, "The Oswestry Disability Index", Spine 2000;25(22):2940–53: a section left
  // blank is dropped from the maximum; 0–20 % minimal disability, 21–40 % moderate, 41–60 % severe,
  // 61–80 % crippled, 81–100 % bed-bound or exaggerating.
  scoring: {
    kind: 'percent-of-answered',
    sectionMaximum: 5,
    maxUnanswered: 1,
    bands: [
      { upTo: 20, label: 'Incapacité minimale' },
      { upTo: 40, label: 'Incapacité modérée' },
      { upTo: 60, label: 'Incapacité sévère' },
      { upTo: 80, label: 'Incapacité invalidante' },
      { upTo: null, label: 'Alité ou exagération des symptômes' },
    ],
  },
};

export const neckDisabilityIndex: QuestionnaireDefinition = {
  id: 'ndi',
  name: 'Indice d’incapacité cervicale (NDI)',
  shortName: 'NDI (cervical)',
  description: 'Incapacité liée à la douleur au cou : 10 sections notées de 0 à 5, score en pourcentage.',
  licenceNote: licensedIndexNote('indice d’incapacité cervicale (NDI)'),
  items: sections([
    ['painIntensity', 'Intensité de la douleur'],
    ['personalCare', 'Soins personnels'],
    ['lifting', 'Soulever des charges'],
    ['reading', 'Lecture'],
    ['headaches', 'Maux de tête'],
    ['concentration', 'Concentration'],
    ['work', 'Travail'],
    ['driving', 'Conduite automobile'],
    ['sleeping', 'Sommeil'],
    ['recreation', 'Loisirs'],
  ]),
  // Vernon & Mior, J Manipulative Physiol Ther 1991;14:409–15, and Vernon, JMPT 2008;31:491–502:
  // raw 0–4/50 no disability, 5–14 mild, 15–24 moderate, 25–34 severe, 35+ complete, i.e. 0–8 %,
  // 10–28 %, 30–48 %, 50–68 %, 70 %+. A blank section is dropped from the maximum as for the ODI,
  // so a score can fall between those even numbers: the bands end just below the next one.
  scoring: {
    kind: 'percent-of-answered',
    sectionMaximum: 5,
    maxUnanswered: 1,
    bands: [
      { upTo: 9.99, label: 'Aucune incapacité' },
      { upTo: 29.99, label: 'Incapacité légère' },
      { upTo: 49.99, label: 'Incapacité modérée' },
      { upTo: 69.99, label: 'Incapacité sévère' },
      { upTo: null, label: 'Incapacité complète' },
    ],
  },
};

export const questionnaireDefinitions: Record<QuestionnaireId, QuestionnaireDefinition> = {
  pain_nrs: painScale,
  pgic: globalImpressionOfChange,
  oswestry: oswestryIndex,
  ndi: neckDisabilityIndex,
};

/** In the order the forms offer them. */
export const questionnaireList: readonly QuestionnaireDefinition[] = questionnaireIds.map((id) => questionnaireDefinitions[id]);

// --- Checking and scoring ---------------------------------------------------------------------

export interface AnswerProblem {
  /** The item's id, or '_' for the questionnaire as a whole. */
  item: string;
  message: string;
}

/**
 * What is wrong with `answers` for `definition`, in French: an unknown item, a value the item does
 * not offer, an unanswered item (single-item scales), too many blank sections (ODI/NDI).
 */
export function answerProblems(definition: QuestionnaireDefinition, answers: Readonly<Record<string, unknown>>): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  const known = new Set(definition.items.map((item) => item.id));
  for (const key of Object.keys(answers)) {
    if (!known.has(key) && answers[key] !== undefined && answers[key] !== null)
      problems.push({ item: key, message: outcomeMessages.unknownItem });
  }
  const unanswered: QuestionnaireItem[] = [];
  for (const item of definition.items) {
    const value = Object.hasOwn(answers, item.id) ? answers[item.id] : undefined;
    if (value === undefined || value === null) unanswered.push(item);
    else if (!item.options.some((option) => option.value === value))
      problems.push({ item: item.id, message: outcomeMessages.answerInvalid(item.text) });
  }
  const allowed = definition.scoring.kind === 'percent-of-answered' ? definition.scoring.maxUnanswered : 0;
  if (unanswered.length > allowed) {
    if (definition.items.length === 1 || allowed === 0) {
      for (const item of unanswered) problems.push({ item: item.id, message: outcomeMessages.answerRequired(item.text) });
    } else {
      const total = definition.items.length;
      problems.push({ item: unanswered[0]?.id ?? '_', message: outcomeMessages.tooManyUnanswered(total - allowed, total) });
    }
  }
  return problems;
}

const percentNumber = once(() => new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 1 }));

/** The band a score falls in, and how it is written: '34 %' or '6/10'. */
export function describeScore(definition: QuestionnaireDefinition, score: number): Omit<QuestionnaireScore, 'score'> {
  const { scoring } = definition;
  const band = scoring.bands.find((candidate) => candidate.upTo === null || score <= candidate.upTo) ?? scoring.bands.at(-1);
  const interpretation = band?.label ?? '';
  if (scoring.kind === 'single-item') return { maximum: scoring.maximum, display: `${score}/${scoring.maximum}`, interpretation };
  return { maximum: 100, display: `${percentNumber().format(score)}\u00a0%`, interpretation };
}

/**
 * The score of complete, valid answers; null while they are incomplete or invalid (the live score
 * of a form being filled). Percentages are kept to one decimal.
 */
export function scoreQuestionnaire(
  definition: QuestionnaireDefinition,
  answers: Readonly<Record<string, unknown>>,
): QuestionnaireScore | null {
  if (answerProblems(definition, answers).length > 0) return null;
  const values = definition.items.map((item) => answers[item.id]).filter((value): value is number => typeof value === 'number');
  const { scoring } = definition;
  const sum = values.reduce((total, value) => total + value, 0);
  const score = scoring.kind === 'single-item' ? sum : Math.round((sum / (scoring.sectionMaximum * values.length)) * 1000) / 10;
  return { score, ...describeScore(definition, score) };
}

/** Only the answered items of a form's state (`null` for a cleared choice), for the API. */
export function answeredItems(answers: Readonly<Record<string, number | null | undefined>>): QuestionnaireAnswers {
  const kept: QuestionnaireAnswers = {};
  for (const [item, value] of Object.entries(answers)) if (typeof value === 'number') kept[item] = value;
  return kept;
}

// --- Schemas ----------------------------------------------------------------------------------

const choice = z.number({ error: outcomeMessages.choiceInvalid }).int(outcomeMessages.choiceInvalid).nullable();
const answerValues = z.record(z.string().max(64), choice, { error: outcomeMessages.answersInvalid });

/** Attaches the definition's problems to `answers.<item>` so each radio group shows its own message. */
function checkAgainstDefinition(questionnaire: QuestionnaireId, answers: Record<string, number | null>, context: z.RefinementCtx): void {
  for (const problem of answerProblems(questionnaireDefinitions[questionnaire], answers)) {
    context.addIssue({ code: 'custom', path: ['answers', problem.item], message: problem.message });
  }
}

/** The answers to one questionnaire (the portal form and the API): every rule of its definition. */
export function questionnaireAnswersSchema(questionnaire: QuestionnaireId) {
  return z
    .object({ answers: answerValues })
    .superRefine((value, context) => checkAgainstDefinition(questionnaire, value.answers, context))
    .transform((value) => ({ answers: answeredItems(value.answers) }));
}

/** The portal's submission: answers to the questionnaire of the request, checked on the server against it. */
export const patientAnswersSchema = z.object({ answers: answerValues });

const optionalId = z
  .string()
  .trim()
  .max(64)
  .nullish()
  .transform((value) => (value ? value : null));

/** A measure staff record for a visit; the server scores the answers, the browser never sends a score. */
export const outcomeRecordSchema = z
  .object({
    questionnaire: z.enum(questionnaireIds, { error: outcomeMessages.questionnaireInvalid }),
    answers: answerValues,
    recordedOn: z.string({ error: outcomeMessages.recordedOnInvalid }).trim().refine(isCalendarDate, outcomeMessages.recordedOnInvalid),
    episodeId: optionalId,
    appointmentId: optionalId,
  })
  .superRefine((value, context) => checkAgainstDefinition(value.questionnaire, value.answers, context))
  .transform((value) => ({ ...value, answers: answeredItems(value.answers) }));
export type OutcomeRecordInput = z.input<typeof outcomeRecordSchema>;
export type OutcomeRecord = z.output<typeof outcomeRecordSchema>;

/** A questionnaire sent to the portal, for a coming visit or an episode. */
export const questionnaireRequestSchema = z.object({
  questionnaire: z.enum(questionnaireIds, { error: outcomeMessages.questionnaireInvalid }),
  appointmentId: optionalId,
  episodeId: optionalId,
});
export type QuestionnaireRequestInput = z.input<typeof questionnaireRequestSchema>;
export type QuestionnaireRequestOrder = z.output<typeof questionnaireRequestSchema>;

export const questionnaireRequestStatusLabels = {
  pending: 'En attente',
  completed: 'Remplie',
  cancelled: 'Retirée',
} as const;

export const outcomeSourceLabels = { staff: 'Clinique', patient: 'Patient (portail)' } as const;

// --- Forms ------------------------------------------------------------------------------------

/** The form field of an item: named as the API's field errors name it ('answers.pain'). */
export const answerField = (itemId: string): `answers.${string}` => `answers.${itemId}`;

/** The form's strings ('' for no choice) as the answers the API reads. */
export function answersFromFields(definition: QuestionnaireDefinition, values: Readonly<Record<string, string | undefined>>) {
  const answers: Record<string, number | null> = {};
  for (const item of definition.items) {
    const typed = values[answerField(item.id)] ?? '';
    answers[item.id] = typed === '' ? null : Number(typed);
  }
  return answers;
}

/** The staff form for one questionnaire: the visit's date, an episode, the items as typed. */
export const staffOutcomeForm = (definition: QuestionnaireDefinition) => ({
  safeParse: (values: Readonly<Record<string, string | undefined>>) =>
    outcomeRecordSchema.safeParse({
      questionnaire: definition.id,
      recordedOn: values.recordedOn ?? '',
      episodeId: values.episodeId || null,
      answers: answersFromFields(definition, values),
    }),
});

/** The portal form for one questionnaire: its items as typed. */
export const patientAnswersForm = (definition: QuestionnaireDefinition) => ({
  safeParse: (values: Readonly<Record<string, string | undefined>>) =>
    questionnaireAnswersSchema(definition.id).safeParse({ answers: answersFromFields(definition, values) }),
});
