// The note editor's form holds every control's value as text (useSchemaForm's model); this module
// turns those values into the shared note draft and back, and maps the schema's nested paths
// (`structured.pain.now`) onto the form's flat field names, so the shared schema validates the
// form and the server's 422 field messages land on the right control.
import { firstMessagePerField, type ValidationIssue } from 'shared-domain/platform/field-errors';
import {
  type BodySide,
  type NoteDraft,
  type NoteDraftInput,
  type NoteView,
  noteDraftSchema,
  type TestResult,
} from 'shared-domain/clinical/clinical-note';
import type { FormSchema, FormValues } from 'shared-ui/useSchemaForm';

export const noteFormFields = [
  'patientId',
  'visitDate',
  'templateId',
  'subjective',
  'objective',
  'assessment',
  'plan',
  'chiefComplaint',
  'painNow',
  'painBest',
  'painWorst',
  'partPain',
  'partAsymmetry',
  'partRangeOfMotion',
  'partTissueTone',
  'spinalLevels',
  'segmentsAdjusted',
  'extremityJoints',
  'tests',
  'diagnosis',
  'technique',
  'recommendations',
  'exercises',
  'frequency',
  'reexamOn',
] as const;
export type NoteFormField = (typeof noteFormFields)[number];
export type NoteFormValues = FormValues<NoteFormField>;

/** One row of the tests table as the form keeps it; `key` only identifies the row on screen. */
export interface TestRow {
  key: string;
  name: string;
  kind: 'orthopaedic' | 'neurological';
  result: TestResult;
  side: BodySide | null;
}

const structuredPaths: Record<string, NoteFormField> = {
  'pain.now': 'painNow',
  'pain.best': 'painBest',
  'pain.worst': 'painWorst',
  'part.pain': 'partPain',
  'part.asymmetry': 'partAsymmetry',
  'part.rangeOfMotion': 'partRangeOfMotion',
  'part.tissueTone': 'partTissueTone',
};

/** The form field a schema path ('structured.tests.2.name') belongs to, if any. */
export function noteFieldOfPath(path: readonly PropertyKey[]): NoteFormField | undefined {
  const [head, ...rest] = path.map(String);
  if (head !== 'structured') return noteFormFields.find((field) => field === head);
  const [first = '', second] = rest;
  const nested = structuredPaths[`${first}.${second}`];
  if (nested) return nested;
  return noteFormFields.find((field) => field === first);
}

/** A 422's field messages (keyed by schema path) keyed by form field. */
export function noteFieldMessages(fields: Record<string, unknown> | undefined): Partial<Record<NoteFormField, string>> {
  const messages: Partial<Record<NoteFormField, string>> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const field = noteFieldOfPath(path.split('.'));
    if (field && typeof message === 'string' && message) messages[field] ??= message;
  }
  return messages;
}

export const splitIds = (value: string): string[] => value.split(' ').filter(Boolean);
export const joinIds = (ids: readonly string[]): string => ids.join(' ');

export function readTests(value: string): TestRow[] {
  if (!value) return [];
  try {
    const rows: unknown = JSON.parse(value);
    return Array.isArray(rows) ? (rows as TestRow[]) : [];
  } catch {
    return [];
  }
}
export const writeTests = (rows: readonly TestRow[]): string => (rows.length === 0 ? '' : JSON.stringify(rows));

const painOf = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/** What the shared schema reads from the form's values. */
export function noteDraftInput(values: NoteFormValues): NoteDraftInput {
  return {
    patientId: values.patientId,
    visitDate: values.visitDate,
    templateId: values.templateId || null,
    subjective: values.subjective,
    objective: values.objective,
    assessment: values.assessment,
    plan: values.plan,
    structured: {
      chiefComplaint: values.chiefComplaint,
      pain: { now: painOf(values.painNow), best: painOf(values.painBest), worst: painOf(values.painWorst) },
      part: {
        pain: values.partPain,
        asymmetry: values.partAsymmetry,
        rangeOfMotion: values.partRangeOfMotion,
        tissueTone: values.partTissueTone,
      },
      spinalLevels: splitIds(values.spinalLevels) as NonNullable<NoteDraftInput['structured']>['spinalLevels'],
      segmentsAdjusted: splitIds(values.segmentsAdjusted) as NonNullable<NoteDraftInput['structured']>['segmentsAdjusted'],
      extremityJoints: splitIds(values.extremityJoints) as NonNullable<NoteDraftInput['structured']>['extremityJoints'],
      tests: readTests(values.tests).map(({ name, kind, result, side }) => ({ name, kind, result, side })),
      diagnosis: values.diagnosis,
      technique: values.technique,
      recommendations: values.recommendations,
      exercises: values.exercises,
      frequency: values.frequency,
      reexamOn: values.reexamOn,
    },
  };
}

/** The shared draft schema, reading the form's flat values and answering with flat field names. */
export const noteFormSchema: FormSchema<NoteDraft> = {
  safeParse(input) {
    const result = noteDraftSchema.safeParse(noteDraftInput(input as NoteFormValues));
    if (result.success) return { success: true, data: result.data };
    const issues: ValidationIssue[] = [];
    for (const issue of result.error.issues) {
      const field = noteFieldOfPath(issue.path);
      if (field) issues.push({ path: [field], message: issue.message });
    }
    return { success: false, error: { issues } };
  },
};

/** The first message per form field for these values (the sign button checks before asking). */
export function noteFormErrors(values: NoteFormValues): Partial<Record<NoteFormField, string>> {
  const result = noteFormSchema.safeParse(values);
  return result.success ? {} : firstMessagePerField(result.error.issues);
}

const text = (value: string | null | undefined): string => value ?? '';
const painText = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

let rowCount = 0;
export const newRowKey = (): string => `test-${++rowCount}`;

/** The form's values for a new note, a draft being edited, or a copy forward (`initial`). */
export function noteFormValues(options: {
  patientId: string;
  visitDate: string;
  note?: NoteView;
  initial?: Partial<NoteDraftInput>;
}): NoteFormValues {
  const source: Partial<NoteDraftInput> = options.note ?? options.initial ?? {};
  const structured = source.structured ?? {};
  return {
    patientId: options.note?.patientId ?? options.patientId,
    visitDate: options.note?.visitDate ?? options.initial?.visitDate ?? options.visitDate,
    templateId: text(source.templateId),
    subjective: text(source.subjective),
    objective: text(source.objective),
    assessment: text(source.assessment),
    plan: text(source.plan),
    chiefComplaint: text(structured.chiefComplaint),
    painNow: painText(structured.pain?.now),
    painBest: painText(structured.pain?.best),
    painWorst: painText(structured.pain?.worst),
    partPain: text(structured.part?.pain),
    partAsymmetry: text(structured.part?.asymmetry),
    partRangeOfMotion: text(structured.part?.rangeOfMotion),
    partTissueTone: text(structured.part?.tissueTone),
    spinalLevels: joinIds(structured.spinalLevels ?? []),
    segmentsAdjusted: joinIds(structured.segmentsAdjusted ?? []),
    extremityJoints: joinIds(structured.extremityJoints ?? []),
    tests: writeTests(
      (structured.tests ?? []).map((test) => ({
        key: newRowKey(),
        name: test.name,
        kind: test.kind,
        result: test.result,
        side: test.side ?? null,
      })),
    ),
    diagnosis: text(structured.diagnosis),
    technique: text(structured.technique),
    recommendations: text(structured.recommendations),
    exercises: text(structured.exercises),
    frequency: text(structured.frequency),
    reexamOn: text(structured.reexamOn),
  };
}
