import { describe, expect, it } from 'vitest';
import { questionnaireIds } from './clinical-lists';
import {
  answerProblems,
  describeScore,
  globalImpressionOfChange,
  neckDisabilityIndex,
  outcomeMessages,
  outcomeRecordSchema,
  oswestryIndex,
  painScale,
  questionnaireAnswersSchema,
  questionnaireDefinitions,
  scoreQuestionnaire,
} from './outcome-measures';

const nbsp = '\u00a0';
const allSections = (definition: typeof oswestryIndex, value: number) =>
  Object.fromEntries(definition.items.map((item) => [item.id, value]));

describe('the built-in definitions', () => {
  it('has one definition per stored questionnaire id, under its own id', () => {
    for (const id of questionnaireIds) expect(questionnaireDefinitions[id].id).toBe(id);
  });

  it('offers the pain scale 0–10 with its anchors', () => {
    const [item] = painScale.items;
    expect(item?.text).toBe('Douleur actuelle');
    expect(item?.options.map((option) => option.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(item?.options[0]?.label).toBe('0 — aucune douleur');
    expect(item?.options[10]?.label).toBe('10 — pire douleur imaginable');
  });

  it("offers the clinic's 7-point impression of change and says the wording is its own", () => {
    const labels = globalImpressionOfChange.items[0]?.options.map((option) => option.label);
    expect(labels).toHaveLength(7);
    expect(labels?.[0]).toBe('Aucun changement (ou pire)');
    expect(labels?.[6]).toBe('Nettement amélioré, une différence considérable');
    expect(globalImpressionOfChange.licenceNote).toMatch(/propre à la clinique/);
  });

  it('ships only the section topics of the licensed indexes, with generic 0–5 choices', () => {
    expect(oswestryIndex.items.map((item) => item.text)).toEqual([
      'Intensité de la douleur',
      'Soins personnels',
      'Soulever des charges',
      'Marche',
      'Position assise',
      'Position debout',
      'Sommeil',
      'Vie sexuelle',
      'Vie sociale',
      'Déplacements',
    ]);
    expect(neckDisabilityIndex.items.map((item) => item.text)).toEqual([
      'Intensité de la douleur',
      'Soins personnels',
      'Soulever des charges',
      'Lecture',
      'Maux de tête',
      'Concentration',
      'Travail',
      'Conduite automobile',
      'Sommeil',
      'Loisirs',
    ]);
    for (const definition of [oswestryIndex, neckDisabilityIndex]) {
      expect(definition.licenceNote).toMatch(/exemplaire sous licence/);
      for (const item of definition.items) {
        expect(item.options.map((option) => option.value)).toEqual([0, 1, 2, 3, 4, 5]);
        expect(item.options[0]?.label).toBe('0 — aucune difficulté');
        expect(item.options[5]?.label).toBe('5 — incapacité complète');
      }
    }
  });
});

describe('scoreQuestionnaire: single-item scales', () => {
  it('scores the pain scale as the value out of 10, with its band', () => {
    expect(scoreQuestionnaire(painScale, { pain: 6 })).toEqual({
      score: 6,
      maximum: 10,
      display: '6/10',
      interpretation: 'Douleur modérée',
    });
    expect(scoreQuestionnaire(painScale, { pain: 0 })?.interpretation).toBe('Aucune douleur');
    expect(scoreQuestionnaire(painScale, { pain: 3 })?.interpretation).toBe('Douleur légère');
    expect(scoreQuestionnaire(painScale, { pain: 7 })?.interpretation).toBe('Douleur sévère');
    expect(scoreQuestionnaire(painScale, { pain: 10 })?.display).toBe('10/10');
  });

  it('scores the impression of change out of 7', () => {
    expect(scoreQuestionnaire(globalImpressionOfChange, { change: 6 })).toEqual({
      score: 6,
      maximum: 7,
      display: '6/7',
      interpretation: 'Amélioration importante',
    });
    expect(scoreQuestionnaire(globalImpressionOfChange, { change: 1 })?.interpretation).toBe('Aucune amélioration');
  });

  it('refuses an unanswered item, a value out of range and a fraction', () => {
    expect(scoreQuestionnaire(painScale, {})).toBeNull();
    expect(scoreQuestionnaire(painScale, { pain: null })).toBeNull();
    expect(scoreQuestionnaire(painScale, { pain: 11 })).toBeNull();
    expect(scoreQuestionnaire(painScale, { pain: -1 })).toBeNull();
    expect(scoreQuestionnaire(painScale, { pain: 2.5 })).toBeNull();
    expect(scoreQuestionnaire(painScale, { pain: '5' })).toBeNull();
    expect(scoreQuestionnaire(globalImpressionOfChange, { change: 0 })).toBeNull();
    expect(answerProblems(painScale, {})).toEqual([{ item: 'pain', message: 'Répondez à « Douleur actuelle »' }]);
    expect(answerProblems(painScale, { pain: 12 })).toEqual([{ item: 'pain', message: 'Choix invalide pour « Douleur actuelle »' }]);
  });

  it('refuses an answer to an item the questionnaire does not have', () => {
    expect(scoreQuestionnaire(painScale, { pain: 4, other: 2 })).toBeNull();
    expect(answerProblems(painScale, { pain: 4, other: 2 })).toEqual([{ item: 'other', message: outcomeMessages.unknownItem }]);
  });
});

describe('scoreQuestionnaire: Oswestry and NDI (sum / (5 × answered sections) × 100)', () => {
  it('scores all zero as 0 % and all five as 100 %', () => {
    expect(scoreQuestionnaire(oswestryIndex, allSections(oswestryIndex, 0))).toEqual({
      score: 0,
      maximum: 100,
      display: `0${nbsp}%`,
      interpretation: 'Incapacité minimale',
    });
    expect(scoreQuestionnaire(oswestryIndex, allSections(oswestryIndex, 5))).toEqual({
      score: 100,
      maximum: 100,
      display: `100${nbsp}%`,
      interpretation: 'Alité ou exagération des symptômes',
    });
    expect(scoreQuestionnaire(neckDisabilityIndex, allSections(neckDisabilityIndex, 0))?.interpretation).toBe('Aucune incapacité');
    expect(scoreQuestionnaire(neckDisabilityIndex, allSections(neckDisabilityIndex, 5))?.interpretation).toBe('Incapacité complète');
  });

  it('scores a full form as a percentage of 50', () => {
    // 3+2+1+1+2+2+3+2+1+0 = 17; 17 / 50 = 34 %.
    const values = [3, 2, 1, 1, 2, 2, 3, 2, 1, 0];
    const answers = Object.fromEntries(oswestryIndex.items.map((item, index) => [item.id, values[index]]));
    expect(scoreQuestionnaire(oswestryIndex, answers)).toMatchObject({
      score: 34,
      display: `34${nbsp}%`,
      interpretation: 'Incapacité modérée',
    });
  });

  it('drops one unanswered section from the maximum (out of 45), to one decimal', () => {
    const { sexLife: _left, ...nine } = allSections(oswestryIndex, 1);
    // 9 / 45 = 20 %.
    expect(scoreQuestionnaire(oswestryIndex, nine)).toMatchObject({ score: 20, interpretation: 'Incapacité minimale' });
    // 10 / 45 = 22.2 %.
    expect(scoreQuestionnaire(oswestryIndex, { ...nine, painIntensity: 2 })).toMatchObject({
      score: 22.2,
      display: `22,2${nbsp}%`,
      interpretation: 'Incapacité modérée',
    });
    expect(scoreQuestionnaire(oswestryIndex, { ...nine, sexLife: null })?.score).toBe(20);
  });

  it('refuses two unanswered sections', () => {
    const { sexLife: _a, driving: _b, ...eight } = allSections(neckDisabilityIndex, 1);
    const { sexLife: _c, socialLife: _d, ...eightOdi } = allSections(oswestryIndex, 1);
    expect(scoreQuestionnaire(neckDisabilityIndex, { ...eight, driving: null, headaches: null })).toBeNull();
    expect(scoreQuestionnaire(oswestryIndex, eightOdi)).toBeNull();
    expect(answerProblems(oswestryIndex, eightOdi)).toEqual([{ item: 'sexLife', message: 'Répondez à au moins 9 des 10 sections' }]);
  });

  it('refuses a section value outside 0–5', () => {
    const answers = { ...allSections(oswestryIndex, 2), walking: 6 };
    expect(scoreQuestionnaire(oswestryIndex, answers)).toBeNull();
    expect(answerProblems(oswestryIndex, answers)).toEqual([{ item: 'walking', message: 'Choix invalide pour « Marche »' }]);
    expect(scoreQuestionnaire(oswestryIndex, { ...allSections(oswestryIndex, 2), walking: -1 })).toBeNull();
  });

  it('reads the ODI bands of Fairbank & Pynsent at their edges', () => {
    const band = (score: number) => describeScore(oswestryIndex, score).interpretation;
    expect([20, 21, 40, 41, 60, 61, 80, 81].map(band)).toEqual([
      'Incapacité minimale',
      'Incapacité modérée',
      'Incapacité modérée',
      'Incapacité sévère',
      'Incapacité sévère',
      'Incapacité invalidante',
      'Incapacité invalidante',
      'Alité ou exagération des symptômes',
    ]);
  });

  it('reads the NDI bands of Vernon at their edges, and scores between them', () => {
    const band = (score: number) => describeScore(neckDisabilityIndex, score).interpretation;
    expect([8, 8.9, 10, 28, 30, 48, 50, 68, 70].map(band)).toEqual([
      'Aucune incapacité',
      'Aucune incapacité',
      'Incapacité légère',
      'Incapacité légère',
      'Incapacité modérée',
      'Incapacité modérée',
      'Incapacité sévère',
      'Incapacité sévère',
      'Incapacité complète',
    ]);
  });
});

describe('the schemas', () => {
  it('puts each problem on its item, in French', () => {
    const result = outcomeRecordSchema.safeParse({ questionnaire: 'pain_nrs', answers: {}, recordedOn: '2026-11-23' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['answers', 'pain'], message: 'Répondez à « Douleur actuelle »' }),
    ]);
  });

  it('accepts a valid measure, drops blank sections and never takes a score from the browser', () => {
    const parsed = outcomeRecordSchema.parse({
      questionnaire: 'oswestry',
      answers: { ...allSections(oswestryIndex, 1), sexLife: null },
      recordedOn: ' 2026-11-23 ',
      score: 99,
    });
    expect(parsed).toEqual({
      questionnaire: 'oswestry',
      answers: { ...allSections(oswestryIndex, 1), sexLife: undefined },
      recordedOn: '2026-11-23',
      episodeId: null,
      appointmentId: null,
    });
    expect(Object.hasOwn(parsed.answers, 'sexLife')).toBe(false);
    expect('score' in parsed).toBe(false);
  });

  it('refuses an unknown questionnaire, an impossible date and a non-number choice', () => {
    const result = outcomeRecordSchema.safeParse({ questionnaire: 'sf36', answers: { pain: 'beaucoup' }, recordedOn: '2026-02-30' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);
    expect(messages).toMatchObject({
      questionnaire: outcomeMessages.questionnaireInvalid,
      recordedOn: outcomeMessages.recordedOnInvalid,
      'answers.pain': outcomeMessages.choiceInvalid,
    });
  });

  it('checks answers against one definition', () => {
    expect(questionnaireAnswersSchema('pgic').safeParse({ answers: { change: 8 } }).success).toBe(false);
    expect(questionnaireAnswersSchema('pgic').parse({ answers: { change: 7 } })).toEqual({ answers: { change: 7 } });
  });
});
