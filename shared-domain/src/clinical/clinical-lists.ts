// The lists the clinical record is stored with, declared once for the database schema,
// the API's validation and the screens' labels.

/** A note is a draft its author may edit, until signed: then it is locked for good. */
export const noteStatuses = ['draft', 'signed'] as const;
export type NoteStatus = (typeof noteStatuses)[number];

/**
 * What a dated, signed addendum to a signed note is: a correction (with its reason), a later
 * annotation, or the mark that the note was entered in error (which hides nothing).
 */
export const addendumKinds = ['correction', 'annotation', 'entered_in_error'] as const;
export type AddendumKind = (typeof addendumKinds)[number];

/** Sex as the record holds it (Regulation C-16, r. 14, s. 2). */
export const patientSexes = ['female', 'male', 'intersex', 'unspecified'] as const;
export type PatientSex = (typeof patientSexes)[number];

/** What a file attached to the record is. */
export const attachmentKinds = ['exam_result', 'correspondence', 'imaging', 'other'] as const;
export type AttachmentKind = (typeof attachmentKinds)[number];

/** The outcome measures the clinic records: built-in scales and the questionnaires of the engine. */
export const questionnaireIds = ['pain_nrs', 'pgic', 'oswestry', 'ndi'] as const;
export type QuestionnaireId = (typeof questionnaireIds)[number];

/** Who filled an outcome measure: staff during the visit or the patient from the portal. */
export const outcomeSources = ['staff', 'patient'] as const;
export type OutcomeSource = (typeof outcomeSources)[number];

/** A questionnaire sent to the portal: waiting, filled, or withdrawn by the clinic. */
export const questionnaireRequestStatuses = ['pending', 'completed', 'cancelled'] as const;
export type QuestionnaireRequestStatus = (typeof questionnaireRequestStatuses)[number];
