// « Questionnaire d'accueil »: the intake form a new patient fills before her first visit. It is
// built on the outcome questionnaires' engine (items with their choices, the pain scale's own
// options) and adds the kinds a history needs: lines, paragraphs, dates, numbers. The clinic edits
// its introduction and which optional sections it asks (« Paramètres avancés »); each edit is a
// new version, like the consent texts, and a signed submission keeps the version it answered and
// the text it agreed to.
import { z } from 'zod';
import { painScale, type QuestionnaireOption } from './outcome-measures';
import { isCalendarDate } from '../platform/text-fields';

/** Where a submission stands: being filled, signed by the patient (or guardian), read by the practitioner. */
export const intakeStatuses = ['draft', 'signed', 'reviewed'] as const;
export type IntakeStatus = (typeof intakeStatuses)[number];

export const intakeStatusLabels: Record<IntakeStatus, string> = {
  draft: 'À remplir',
  signed: 'Signé, à lire',
  reviewed: 'Lu',
};

export type IntakeItemKind = 'line' | 'paragraph' | 'date' | 'number' | 'choice';

export interface IntakeChoice {
  value: string;
  label: string;
}

export interface IntakeItem {
  id: string;
  text: string;
  kind: IntakeItemKind;
  required?: boolean;
  hint?: string;
  options?: readonly IntakeChoice[];
}

/** The sections the clinic may leave out of its form. */
export const optionalIntakeSections = ['pregnancy', 'birth'] as const;
export type OptionalIntakeSection = (typeof optionalIntakeSections)[number];

export interface IntakeSection {
  id: string;
  title: string;
  items: readonly IntakeItem[];
  /** Shown only when the answer to `item` is one of `oneOf` (a pregnancy's questions, a baby's birth). */
  shownWhen?: { item: string; oneOf: readonly string[] };
}

/** One version of the form as the patient sees it: kept whole with each version. */
export interface IntakeFormDefinition {
  introduction: string;
  sections: readonly IntakeSection[];
  /** The express consent to collect health information, signed with the answers. */
  consentText: string;
}

export type IntakeAnswers = Record<string, string>;

export const intakeMessages = {
  notFound: 'Questionnaire d’accueil introuvable',
  linkInvalid: 'Ce lien n’est plus valide. Communiquez avec la clinique pour en recevoir un nouveau.',
  alreadySigned: 'Ce questionnaire est déjà signé : la clinique l’a reçu.',
  notSigned: 'Ce questionnaire n’est pas encore signé.',
  alreadyReviewed: 'Ce questionnaire est déjà marqué comme lu.',
  answerRequired: (item: string) => `Répondez à « ${item} »`,
  choiceInvalid: (item: string) => `Choix invalide pour « ${item} »`,
  dateInvalid: (item: string) => `Date invalide pour « ${item} » (AAAA-MM-JJ)`,
  numberInvalid: (item: string) => `Nombre invalide pour « ${item} »`,
  unknownItem: 'Cette réponse ne correspond à aucune question du questionnaire',
  tooLong: 'Réponse trop longue (2 000 caractères au plus)',
  answersInvalid: 'Les réponses sont illisibles',
  signerRequired: 'Indiquez votre nom complet pour signer',
  relationshipRequired: 'Indiquez votre lien avec le patient',
  consentRequired: 'Cochez le consentement pour envoyer le questionnaire',
  introductionRequired: 'Le texte d’introduction est requis',
  saved: 'Brouillon enregistré',
  signed: 'Questionnaire signé et envoyé à la clinique',
  reviewed: 'Questionnaire marqué comme lu',
  published: 'Nouvelle version du questionnaire publiée',
} as const;

export const intakeFieldLabels = {
  signerName: 'Signé par',
  signerRelationship: 'Lien avec le patient',
  healthConsent: 'Consentement à la collecte de renseignements de santé',
} as const;

const yesNo: readonly IntakeChoice[] = [
  { value: 'oui', label: 'Oui' },
  { value: 'non', label: 'Non' },
];

/** The pain scale's 0–10 choices, as the outcome measures offer them. */
const painChoices: readonly IntakeChoice[] = (painScale.items[0]?.options ?? []).map((option: QuestionnaireOption) => ({
  value: String(option.value),
  label: option.label,
}));

export const intakeSectionTitles: Record<OptionalIntakeSection, string> = {
  pregnancy: 'Grossesse',
  birth: 'Naissance et alimentation du bébé',
};

const sectionsOfTheForm: readonly IntakeSection[] = [
  {
    id: 'about',
    title: 'À propos du patient',
    items: [
      {
        id: 'patientKind',
        text: 'Ce questionnaire concerne',
        kind: 'choice',
        required: true,
        options: [
          { value: 'adult', label: 'Un adulte' },
          { value: 'pregnant', label: 'Une femme enceinte' },
          { value: 'baby', label: 'Un bébé (moins de 2 ans)' },
          { value: 'child', label: 'Un enfant' },
        ],
      },
    ],
  },
  {
    id: 'complaint',
    title: 'Raison de la consultation',
    items: [
      { id: 'complaint', text: 'Pourquoi consultez-vous?', kind: 'paragraph', required: true },
      { id: 'complaintSince', text: 'Depuis quand?', kind: 'line' },
      { id: 'pain', text: 'Douleur actuelle (0 à 10)', kind: 'choice', options: painChoices },
    ],
  },
  {
    id: 'pregnancy',
    title: intakeSectionTitles.pregnancy,
    shownWhen: { item: 'patientKind', oneOf: ['pregnant'] },
    items: [
      { id: 'pregnancyWeeks', text: 'Semaines de grossesse', kind: 'number', required: true },
      { id: 'dueDate', text: 'Date prévue de l’accouchement', kind: 'date' },
      {
        id: 'pregnancyFollowUp',
        text: 'Suivi de grossesse',
        kind: 'choice',
        options: [
          { value: 'midwife', label: 'Sage-femme' },
          { value: 'doctor', label: 'Médecin' },
          { value: 'both', label: 'Sage-femme et médecin' },
          { value: 'none', label: 'Aucun pour le moment' },
        ],
      },
      { id: 'pregnancyCaregiver', text: 'Nom de la sage-femme ou du médecin', kind: 'line' },
    ],
  },
  {
    id: 'birth',
    title: intakeSectionTitles.birth,
    shownWhen: { item: 'patientKind', oneOf: ['baby'] },
    items: [
      { id: 'birthTermWeeks', text: 'Né à combien de semaines?', kind: 'number', required: true },
      {
        id: 'deliveryType',
        text: 'Type d’accouchement',
        kind: 'choice',
        required: true,
        options: [
          { value: 'vaginal', label: 'Vaginal' },
          { value: 'assisted', label: 'Vaginal assisté (ventouse, forceps)' },
          { value: 'caesarean', label: 'Césarienne' },
        ],
      },
      {
        id: 'feeding',
        text: 'Alimentation',
        kind: 'choice',
        options: [
          { value: 'breast', label: 'Allaitement' },
          { value: 'formula', label: 'Préparation commerciale' },
          { value: 'mixed', label: 'Mixte' },
          { value: 'solids', label: 'Aliments solides' },
        ],
      },
      { id: 'birthNotes', text: 'Particularités de la naissance', kind: 'paragraph' },
    ],
  },
  {
    id: 'history',
    title: 'Antécédents de santé',
    items: [
      { id: 'conditions', text: 'Problèmes de santé connus', kind: 'paragraph' },
      { id: 'surgeries', text: 'Chirurgies, fractures ou accidents', kind: 'paragraph' },
      { id: 'underCare', text: 'Êtes-vous suivi par un autre professionnel de la santé?', kind: 'choice', options: yesNo },
    ],
  },
  {
    id: 'medications',
    title: 'Médicaments et allergies',
    items: [
      { id: 'medications', text: 'Médicaments et suppléments', kind: 'paragraph' },
      { id: 'allergies', text: 'Allergies', kind: 'paragraph' },
    ],
  },
  {
    id: 'emergency',
    title: 'Personne à joindre en cas d’urgence',
    items: [
      { id: 'emergencyName', text: 'Nom', kind: 'line', required: true },
      { id: 'emergencyRelationship', text: 'Lien', kind: 'line' },
      { id: 'emergencyPhone', text: 'Téléphone', kind: 'line', required: true },
    ],
  },
];

export const defaultIntakeIntroduction =
  'Merci de remplir ce questionnaire avant votre première visite. Il prend environ cinq minutes; vos réponses sont enregistrées au fur et à mesure et ne sont lues que par votre chiropraticienne.';

export const intakeConsentText =
  'Je consens à ce que la clinique recueille les renseignements de santé de ce questionnaire et les conserve au dossier, pour les soins seulement. Les renseignements fournis sont exacts à ma connaissance.';

/** The form of a version: the built-in sections, less the optional ones the clinic turned off. */
export function buildIntakeForm(settings: {
  introduction: string;
  optionalSections: readonly OptionalIntakeSection[];
}): IntakeFormDefinition {
  const enabled = new Set<string>(settings.optionalSections);
  return {
    introduction: settings.introduction,
    consentText: intakeConsentText,
    sections: sectionsOfTheForm.filter((section) => !isOptional(section.id) || enabled.has(section.id)),
  };
}

const isOptional = (id: string): id is OptionalIntakeSection => (optionalIntakeSections as readonly string[]).includes(id);

/** Version 1 of every clinic: every section asked. */
export const firstIntakeForm = { introduction: defaultIntakeIntroduction, optionalSections: [...optionalIntakeSections] };

/** Whether `section` is asked given the answers so far. */
export function sectionShown(section: IntakeSection, answers: Readonly<IntakeAnswers>): boolean {
  if (!section.shownWhen) return true;
  return section.shownWhen.oneOf.includes(answers[section.shownWhen.item] ?? '');
}

/** The items of the sections shown, in order. */
export function shownItems(form: IntakeFormDefinition, answers: Readonly<IntakeAnswers>): IntakeItem[] {
  return form.sections.filter((section) => sectionShown(section, answers)).flatMap((section) => [...section.items]);
}

export interface IntakeProblem {
  item: string;
  message: string;
}

/**
 * What is wrong with `answers` for `form`: an unknown item or a value its kind refuses always; a
 * required item of a shown section left blank only when signing (`complete`).
 */
export function intakeProblems(form: IntakeFormDefinition, answers: Readonly<IntakeAnswers>, complete: boolean): IntakeProblem[] {
  const problems: IntakeProblem[] = [];
  const items = new Map(form.sections.flatMap((section) => section.items.map((item) => [item.id, item] as const)));
  for (const key of Object.keys(answers)) if (!items.has(key)) problems.push({ item: key, message: intakeMessages.unknownItem });
  const shown = new Set(shownItems(form, answers).map((item) => item.id));
  for (const item of items.values()) {
    const value = (answers[item.id] ?? '').trim();
    if (value === '') {
      if (complete && item.required && shown.has(item.id))
        problems.push({ item: item.id, message: intakeMessages.answerRequired(item.text) });
      continue;
    }
    if (item.kind === 'choice' && !item.options?.some((option) => option.value === value))
      problems.push({ item: item.id, message: intakeMessages.choiceInvalid(item.text) });
    if (item.kind === 'date' && !isCalendarDate(value)) problems.push({ item: item.id, message: intakeMessages.dateInvalid(item.text) });
    if (item.kind === 'number' && !/^\d{1,3}([.,]\d)?$/.test(value))
      problems.push({ item: item.id, message: intakeMessages.numberInvalid(item.text) });
  }
  return problems;
}

/** The answers kept: trimmed, blanks dropped, those of hidden sections dropped when signing. */
export function keptIntakeAnswers(form: IntakeFormDefinition, answers: Readonly<IntakeAnswers>, complete: boolean): IntakeAnswers {
  const shown = new Set(shownItems(form, answers).map((item) => item.id));
  const kept: IntakeAnswers = {};
  for (const [item, value] of Object.entries(answers)) {
    const trimmed = value.trim();
    if (trimmed !== '' && (!complete || shown.has(item))) kept[item] = trimmed;
  }
  return kept;
}

/** The answers as the record shows them: each shown section with its answered items, in French. */
export function describeIntakeAnswers(form: IntakeFormDefinition, answers: Readonly<IntakeAnswers>) {
  return form.sections
    .filter((section) => sectionShown(section, answers))
    .map((section) => ({
      title: section.title,
      rows: section.items
        .filter((item) => (answers[item.id] ?? '') !== '')
        .map((item) => {
          const value = answers[item.id] ?? '';
          const label = item.options?.find((option) => option.value === value)?.label ?? value;
          return { question: item.text, answer: label };
        }),
    }))
    .filter((section) => section.rows.length > 0);
}

// --- Schemas ----------------------------------------------------------------------------------

const answerValue = z.string({ error: intakeMessages.answersInvalid }).max(2000, intakeMessages.tooLong);
/** The answers sent by the form, autosaved as a draft: checked against the form version on the server. */
export const intakeAnswersSchema = z.object({
  answers: z.record(z.string().max(64), answerValue, { error: intakeMessages.answersInvalid }),
});
export type IntakeAnswersInput = z.input<typeof intakeAnswersSchema>;

/** The signature: the answers, who signs (the patient, or a guardian for a child), the express consent. */
export const intakeSignatureSchema = intakeAnswersSchema.extend({
  signerName: z
    .string({ error: intakeMessages.signerRequired })
    .trim()
    .min(1, intakeMessages.signerRequired)
    .max(120, intakeMessages.signerRequired),
  signerRelationship: z
    .string({ error: intakeMessages.relationshipRequired })
    .trim()
    .min(1, intakeMessages.relationshipRequired)
    .max(60, intakeMessages.relationshipRequired),
  healthConsent: z.literal(true, { error: intakeMessages.consentRequired }),
});
export type IntakeSignatureInput = z.input<typeof intakeSignatureSchema>;
export type IntakeSignature = z.output<typeof intakeSignatureSchema>;

/** What the clinic edits in « Paramètres avancés »: the introduction and the optional sections asked. */
export const intakeFormSettingsSchema = z.object({
  introduction: z
    .string({ error: intakeMessages.introductionRequired })
    .trim()
    .min(1, intakeMessages.introductionRequired)
    .max(1000, intakeMessages.introductionRequired),
  optionalSections: z.array(z.enum(optionalIntakeSections)).max(optionalIntakeSections.length),
});
export type IntakeFormSettingsInput = z.input<typeof intakeFormSettingsSchema>;

export { intakeDayLabels } from './intake-labels';

// --- The form page ------------------------------------------------------------------------------

/** An item's form field, named as the API's refusals name it ('answers.complaint'). */
export const intakeAnswerField = (itemId: string): `answers.${string}` => `answers.${itemId}`;

export const intakeSignatureFields = ['signerName', 'signerRelationship', 'healthConsent'] as const;

/** Every field of the page, in the order it shows them: the items, then the signature. */
export function intakePageFields(form: IntakeFormDefinition): string[] {
  return [...form.sections.flatMap((section) => section.items.map((item) => intakeAnswerField(item.id))), ...intakeSignatureFields];
}

/** The answers typed so far (blanks left out), as the draft and the signature send them. */
export function intakeAnswersFromFields(form: IntakeFormDefinition, values: Readonly<Record<string, string | undefined>>): IntakeAnswers {
  const answers: IntakeAnswers = {};
  for (const section of form.sections)
    for (const item of section.items) {
      const value = (values[intakeAnswerField(item.id)] ?? '').trim();
      if (value !== '') answers[item.id] = value;
    }
  return answers;
}

/** The page's form: the signature's rules and every rule of the form version, each beside its field, all at once. */
export const intakeSignatureForm = (form: IntakeFormDefinition) => ({
  safeParse: (values: Readonly<Record<string, string | undefined>>) => {
    const answers = intakeAnswersFromFields(form, values);
    const parsed = intakeSignatureSchema.safeParse({
      answers,
      signerName: values.signerName ?? '',
      signerRelationship: values.signerRelationship ?? '',
      healthConsent: values.healthConsent === 'oui',
    });
    const issues = [
      ...intakeProblems(form, answers, true).map((problem) => ({ path: ['answers', problem.item], message: problem.message })),
      ...(parsed.success ? [] : parsed.error.issues),
    ];
    if (parsed.success && issues.length === 0) return { success: true as const, data: parsed.data };
    return { success: false as const, error: { issues } };
  },
});

/** « Paramètres avancés › Questionnaire d'accueil »: what each setting is called. */
export const intakeFormLabels = {
  introduction: 'Texte d’introduction',
  optionalSections: 'Sections facultatives posées',
} as const;
