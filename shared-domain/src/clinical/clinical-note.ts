// A visit's clinical note (specification §3 soap_notes, §5 SOAP rules, §8 SOAP
// messages): the four SOAP sections as free text plus the structured parts a chiropractor uses,
// one schema for the forms and the API. A draft is edited by its author; signing locks it for
// good; a correction is a dated, signed addendum beside it.
import { z } from 'zod';
import { type AddendumKind, addendumKinds, type NoteStatus } from './clinical-lists';
import { extremityJointIds, spinalSegmentIds } from './spine';
import { blankAsNull, isCalendarDate, plainText } from '../platform/text-fields';
import { validationMessages as m } from '../platform/validation-messages';

export const soapSections = ['subjective', 'objective', 'assessment', 'plan'] as const;
export type SoapSection = (typeof soapSections)[number];

export const soapSectionLabels: Record<SoapSection, string> = {
  subjective: 'Subjectif',
  objective: 'Objectif',
  assessment: 'Évaluation',
  plan: 'Plan',
};

export const noteLimits = {
  sectionMax: 10_000,
  shortTextMax: 500,
  longTextMax: 4000,
  testsMax: 30,
  testNameMax: 120,
  /** Specification §9: the quick note's patient picker shows 10 patients. */
  patientPickerSize: 10,
} as const;

/** Specification §5 and §8, verbatim where the spec gives them. */
export const noteMessages = {
  selectPatient: 'Veuillez sélectionner un patient',
  fillOneSection: 'Veuillez remplir au moins une section',
  saved: 'Note SOAP enregistrée avec succès',
  patientsFailed: 'Erreur lors du chargement des patients',
  saveFailed: (reason: string) => `Erreur lors de l'enregistrement: ${reason}`,
  notAuthenticated: 'Non authentifié',
  signed: 'Note signée et verrouillée',
  locked: 'Cette note est signée : elle ne peut plus être modifiée. Ajoutez un addenda.',
  notAuthor: 'Seul l’auteur de la note peut modifier, signer ou supprimer ce brouillon.',
  draftHasNoAddendum: 'Un brouillon se modifie directement : un addenda s’ajoute à une note signée.',
  notFound: 'Note introuvable',
  addendumAdded: 'Addenda ajouté',
  reasonRequired: 'Indiquez la raison',
  addendumTextRequired: 'Écrivez le texte de l’addenda',
  visitDateInvalid: 'Date de la visite invalide',
  painOutOfRange: 'La douleur se note de 0 à 10',
} as const;

export const addendumKindLabels: Record<AddendumKind, string> = {
  correction: 'Correction',
  annotation: 'Annotation',
  entered_in_error: 'Saisie par erreur',
};

export const noteStatusLabels: Record<NoteStatus, string> = { draft: 'Brouillon', signed: 'Signée' };

export const testResults = ['positive', 'negative'] as const;
export type TestResult = (typeof testResults)[number];
export const testResultLabels: Record<TestResult, string> = { positive: 'Positif', negative: 'Négatif' };

export const bodySides = ['left', 'right', 'bilateral'] as const;
export type BodySide = (typeof bodySides)[number];
export const bodySideLabels: Record<BodySide, string> = { left: 'Gauche', right: 'Droite', bilateral: 'Bilatéral' };

const section = (label: string) =>
  blankAsNull(plainText(label, 'multiline').max(noteLimits.sectionMax, m.maxLength(label, noteLimits.sectionMax)));
const shortText = (label: string) =>
  blankAsNull(plainText(label).max(noteLimits.shortTextMax, m.maxLength(label, noteLimits.shortTextMax)));
const longText = (label: string) =>
  blankAsNull(plainText(label, 'multiline').max(noteLimits.longTextMax, m.maxLength(label, noteLimits.longTextMax)));
const painScore = z
  .number({ error: noteMessages.painOutOfRange })
  .int(noteMessages.painOutOfRange)
  .min(0)
  .max(10, noteMessages.painOutOfRange);
const clinicDay = z.string({ error: noteMessages.visitDateInvalid }).trim().refine(isCalendarDate, noteMessages.visitDateInvalid);

/** An orthopaedic or neurological test and what it showed. */
export const noteTestSchema = z.object({
  name: plainText('Test').min(1, m.required('Test')).max(noteLimits.testNameMax, m.maxLength('Test', noteLimits.testNameMax)),
  kind: z.enum(['orthopaedic', 'neurological']),
  result: z.enum(testResults),
  side: z.enum(bodySides).nullable().default(null),
});

/**
 * The structured parts of a note. Every part is optional: a quick note may hold none. Pain is
 * 0–10 now, at best and at worst; PART is the four findings of a chiropractic exam; levels and
 * joints are ids from `spine.ts`, picked on the diagram.
 */
export const noteStructureSchema = z.object({
  chiefComplaint: shortText('Motif principal').default(null),
  pain: z
    .object({
      now: painScore.nullable().default(null),
      best: painScore.nullable().default(null),
      worst: painScore.nullable().default(null),
    })
    .default({ now: null, best: null, worst: null }),
  part: z
    .object({
      pain: longText('Douleur / sensibilité').default(null),
      asymmetry: longText('Asymétrie').default(null),
      rangeOfMotion: longText('Amplitude de mouvement').default(null),
      tissueTone: longText('Tonus des tissus').default(null),
    })
    .default({ pain: null, asymmetry: null, rangeOfMotion: null, tissueTone: null }),
  spinalLevels: z.array(z.enum(spinalSegmentIds)).max(spinalSegmentIds.length).default([]),
  extremityJoints: z.array(z.enum(extremityJointIds)).max(extremityJointIds.length).default([]),
  tests: z.array(noteTestSchema).max(noteLimits.testsMax).default([]),
  diagnosis: longText('Diagnostic').default(null),
  segmentsAdjusted: z.array(z.enum(spinalSegmentIds)).max(spinalSegmentIds.length).default([]),
  technique: shortText('Technique').default(null),
  recommendations: longText('Recommandations').default(null),
  exercises: longText('Exercices').default(null),
  frequency: shortText('Fréquence').default(null),
  reexamOn: blankAsNull(
    z
      .string()
      .trim()
      .refine((value) => value === '' || isCalendarDate(value), m.date('Réexamen')),
  ).default(null),
});
export type NoteStructure = z.output<typeof noteStructureSchema>;
export type NoteStructureInput = z.input<typeof noteStructureSchema>;

const sections = {
  subjective: section(soapSectionLabels.subjective).default(null),
  objective: section(soapSectionLabels.objective).default(null),
  assessment: section(soapSectionLabels.assessment).default(null),
  plan: section(soapSectionLabels.plan).default(null),
};

const hasASection = (note: Partial<Record<SoapSection, string | null>>) => soapSections.some((name) => Boolean(note[name]));

/**
 * A new note (the quick modal and the patient file). `sign: true` saves and signs in one step.
 * Specification §5: a patient is required and at least one of the four sections is non-empty.
 */
export const noteDraftSchema = z
  .object({
    patientId: z.string({ error: noteMessages.selectPatient }).trim().min(1, noteMessages.selectPatient).max(64),
    visitDate: clinicDay,
    appointmentId: z.string().max(64).nullable().default(null),
    episodeId: z.string().max(64).nullable().default(null),
    templateId: z.string().max(64).nullable().default(null),
    ...sections,
    structured: noteStructureSchema.default(noteStructureSchema.parse({})),
    sign: z.boolean().default(false),
  })
  .refine(hasASection, { message: noteMessages.fillOneSection, path: ['subjective'] });
export type NoteDraftInput = z.input<typeof noteDraftSchema>;
export type NoteDraft = z.output<typeof noteDraftSchema>;

/** Editing a draft: the whole editable content is sent again (still at least one section). */
export const noteUpdateSchema = z
  .object({
    visitDate: clinicDay,
    episodeId: z.string().max(64).nullable().default(null),
    ...sections,
    structured: noteStructureSchema.default(noteStructureSchema.parse({})),
  })
  .refine(hasASection, { message: noteMessages.fillOneSection, path: ['subjective'] });
export type NoteUpdateInput = z.input<typeof noteUpdateSchema>;

/** An addendum to a signed note: a correction and 'entered in error' say why; text is required but for 'entered in error'. */
export const addendumSchema = z
  .object({
    kind: z.enum(addendumKinds),
    reason: blankAsNull(plainText('Raison').max(noteLimits.shortTextMax, m.maxLength('Raison', noteLimits.shortTextMax))).default(null),
    text: blankAsNull(plainText('Texte', 'multiline').max(noteLimits.sectionMax, m.maxLength('Texte', noteLimits.sectionMax))).default(
      null,
    ),
  })
  .superRefine((addendum, context) => {
    if (addendum.kind !== 'annotation' && !addendum.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: noteMessages.reasonRequired });
    if (addendum.kind !== 'entered_in_error' && !addendum.text)
      context.addIssue({ code: 'custom', path: ['text'], message: noteMessages.addendumTextRequired });
  });
export type AddendumInput = z.input<typeof addendumSchema>;

/** The quick modal's patient search (empty: the patients seen most recently). */
export const notePatientQuerySchema = z.object({ q: z.string().trim().max(100).default('') });

// ---------------------------------------------------------------------------------------------
// What the API answers (the admin surface returns these shapes; screens infer them from the client)

export interface StaffName {
  id: string;
  name: string;
}

export interface AddendumView {
  id: string;
  kind: AddendumKind;
  reason: string | null;
  text: string | null;
  author: StaffName;
  /** ISO instant from the injected clock: the addendum's date and signature. */
  createdAt: string;
}

export interface NoteView {
  id: string;
  patientId: string;
  visitDate: string;
  appointmentId: string | null;
  episodeId: string | null;
  templateId: string | null;
  status: NoteStatus;
  subjective: string | null;
  objective: string | null;
  assessment: string | null;
  plan: string | null;
  structured: NoteStructure;
  author: StaffName;
  createdAt: string;
  updatedAt: string;
  signedAt: string | null;
  signedBy: StaffName | null;
  /** Oldest first, shown beside the note. */
  addenda: AddendumView[];
  /** True once an 'entered in error' addendum marks it (it stays readable). */
  enteredInError: boolean;
}

export interface NotePatientChoice {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  lastVisit: string | null;
}
