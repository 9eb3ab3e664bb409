// The record around the notes: what a chiropractor's record must hold besides them
// (Regulation C-16, r. 14, s. 2: name at birth, sex, the date the record was opened, the reason for
// consultation, exam results and correspondence), the episodes of care, the files attached, and
// the patient's requests to read or copy the record, answered within 20 days (Code of ethics
// C-16, r. 5.1, s. 67). One schema per form, for the screens and the API.
import { z } from 'zod';
import { addDays } from '../platform/clinic-time';
import { type AttachmentKind, attachmentKinds, type PatientSex, patientSexes } from './clinical-lists';
import { blankAsNull, calendarDate, isCalendarDate, optionalText, requiredText } from '../platform/text-fields';
import { validationMessages as m } from '../platform/validation-messages';
import { recordIdMaxChars } from '../platform/record-id';

export const patientSexLabels: Record<PatientSex, string> = {
  female: 'Féminin',
  male: 'Masculin',
  intersex: 'Intersexe',
  unspecified: 'Non précisé',
};

export const attachmentKindLabels: Record<AttachmentKind, string> = {
  exam_result: "Résultat d'examen",
  correspondence: 'Correspondance',
  imaging: 'Imagerie',
  other: 'Autre document',
};

/** Code of ethics C-16, r. 5.1, s. 67: a request to read or copy the record is answered within 20 days. */
export const accessAnswerDays = 20;

export const recordLabels = {
  nameAtBirth: 'Nom à la naissance',
  sex: 'Sexe',
  recordOpenedOn: 'Dossier ouvert le',
  consultationReason: 'Raison de la consultation',
  reason: "Raison de l'épisode",
  startedOn: 'Début',
  consentGiven: 'Consentement aux soins obtenu',
  signedBy: 'Consentement donné par',
  endedOn: 'Fin',
  endNote: 'Note de fin',
  file: 'Fichier',
  kind: 'Type de document',
  title: 'Titre',
  receivedOn: 'Reçu le',
  noteId: 'Note',
  note: 'Note',
  answeredOn: 'Répondue le',
} as const;

export const recordLimits = {
  nameMax: 200,
  reasonMax: 1000,
  endNoteMax: 2000,
  titleMax: 200,
  noteMax: 1000,
  /** The largest file the record takes: a scanned letter or an imaging report. */
  attachmentMaxBytes: 10 * 1024 * 1024,
} as const;

/** The files the record takes, told by their first bytes (never by the browser's word). */
export const attachmentMediaTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AttachmentMediaType = (typeof attachmentMediaTypes)[number];
/** For the file input's `accept`. */
export const attachmentAccept = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export const recordMessages = {
  identityUpdated: 'Identité mise à jour',
  episodeCreated: 'Épisode de soins ouvert',
  episodeClosed: 'Épisode de soins clos',
  consentRecorded: 'Consentement aux soins consigné',
  episodeUpdated: 'Épisode de soins modifié',
  episodeNotFound: 'Épisode de soins introuvable',
  episodeClosedAlready: 'Cet épisode de soins est clos : il ne peut plus être modifié.',
  endBeforeStart: 'La fin ne peut pas précéder le début',
  endNoteRequired: 'Indiquez comment l’épisode se termine',
  endedOnRequired: 'Indiquez la date de fin',
  consentAlready: 'Le consentement est déjà consigné',
  attachmentAdded: 'Document ajouté au dossier',
  attachmentNotFound: 'Document introuvable',
  fileRequired: 'Choisissez un fichier',
  fileTooLarge: 'Le fichier dépasse la taille maximale de 10 Mo.',
  fileType: 'Seuls les fichiers PDF, JPEG et PNG sont acceptés.',
  fileEmpty: 'Le fichier est vide.',
  noteNotOfPatient: "Cette note n'appartient pas à ce dossier",
  accessRecorded: "Demande d'accès consignée",
  accessAnswered: "Demande d'accès marquée comme répondue",
  accessNotFound: "Demande d'accès introuvable",
  accessAnsweredAlready: 'Cette demande est déjà répondue',
  answerBeforeReceived: 'La réponse ne peut pas précéder la réception',
  dateInFuture: (label: string) => `${label} ne peut pas être dans le futur`,
} as const;

const L = recordLabels;
const limits = recordLimits;

/**
 * The identity fields the regulation adds to the patient form (birth date, address and phone are
 * the patient form's). Only the fields sent change; blank clears an optional one.
 */
export const recordIdentitySchema = z.object({
  nameAtBirth: optionalText(L.nameAtBirth, limits.nameMax).optional(),
  sex: z
    .union([z.enum(patientSexes), z.literal(''), z.null()], { error: m.oneOf(L.sex, Object.values(patientSexLabels)) })
    .transform((value): PatientSex | null => (value === '' ? null : value))
    .optional(),
  recordOpenedOn: calendarDate(L.recordOpenedOn).optional(),
  consultationReason: optionalText(L.consultationReason, limits.reasonMax, 'multiline').optional(),
});
export type RecordIdentityInput = z.input<typeof recordIdentitySchema>;
export type RecordIdentity = z.output<typeof recordIdentitySchema>;
export const recordIdentityFields = ['nameAtBirth', 'sex', 'recordOpenedOn', 'consultationReason'] as const;

/** A form checkbox arrives as 'on'/'true' or a boolean. */
const checkbox = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', ''])])
  .transform((value) => value === true || value === 'true' || value === 'on');

/** The guardian who consents for a child, chosen from her linked guardians; blank: nobody named. */
const consentSigner = z
  .string({ error: m.pattern(L.signedBy) })
  .trim()
  .max(recordIdMaxChars, m.pattern(L.signedBy))
  .optional()
  .transform((value) => (value ? value : undefined));

/** Opening an episode of care; consent, when given, is stamped by the server (who and when). */
export const episodeCreateSchema = z.object({
  reason: requiredText(L.reason, limits.reasonMax),
  startedOn: calendarDate(L.startedOn),
  consentGiven: checkbox.default(false),
  /** Under 14, the guardian who gives the consent (her record's id): the server checks the link. */
  signedBy: consentSigner,
});
export type EpisodeCreateInput = z.input<typeof episodeCreateSchema>;
export type EpisodeCreate = z.output<typeof episodeCreateSchema>;

/** « Consigner le consentement » on an episode already open: who gave it (under 14, one of her guardians). */
export const episodeConsentSchema = z.object({ signedBy: consentSigner });
export type EpisodeConsent = z.output<typeof episodeConsentSchema>;

/**
 * Changing an open episode: its reason, consent recorded (once), or closing it with an end date
 * and a note (both, together). A closed episode is not reopened.
 */
export const episodeUpdateSchema = z
  .object({
    reason: requiredText(L.reason, limits.reasonMax).optional(),
    recordConsent: z.literal(true, { error: m.pattern(L.consentGiven) }).optional(),
    signedBy: consentSigner,
    endedOn: blankAsNull(
      z
        .string({ error: m.date(L.endedOn) })
        .trim()
        .refine((value) => value === '' || isCalendarDate(value), m.date(L.endedOn)),
    ).optional(),
    endNote: optionalText(L.endNote, limits.endNoteMax, 'multiline').optional(),
  })
  .superRefine((update, context) => {
    const closing = Boolean(update.endedOn) || Boolean(update.endNote);
    if (!closing) return;
    if (!update.endedOn) context.addIssue({ code: 'custom', path: ['endedOn'], message: recordMessages.endedOnRequired });
    if (!update.endNote) context.addIssue({ code: 'custom', path: ['endNote'], message: recordMessages.endNoteRequired });
  });
export type EpisodeUpdateInput = z.input<typeof episodeUpdateSchema>;
export type EpisodeUpdate = z.output<typeof episodeUpdateSchema>;

/** Closing an episode, as the « Clore l'épisode » form sends it. */
export const episodeCloseSchema = z.object({
  endedOn: calendarDate(L.endedOn),
  endNote: requiredText(L.endNote, limits.endNoteMax, 'multiline'),
});

/** What describes an attached file (the file itself travels beside it, checked by the server). */
export const attachmentMetadataSchema = z.object({
  kind: z.enum(attachmentKinds, { error: m.oneOf(L.kind, Object.values(attachmentKindLabels)) }),
  title: requiredText(L.title, limits.titleMax),
  receivedOn: calendarDate(L.receivedOn),
  noteId: blankAsNull(z.string().trim().max(64)).optional().default(null),
});
export type AttachmentMetadataInput = z.input<typeof attachmentMetadataSchema>;

/**
 * The upload form as the screen checks it: the fields above and the chosen file's name (the file
 * itself, its size and its bytes are checked when sent, and again by the server).
 */
export const attachmentFormSchema = attachmentMetadataSchema.extend({
  file: z.string({ error: recordMessages.fileRequired }).min(1, recordMessages.fileRequired),
});

export const accessRequestSchema = z.object({
  receivedOn: calendarDate(L.receivedOn),
  note: optionalText(L.note, limits.noteMax, 'multiline').default(null),
});
export type AccessRequestInput = z.input<typeof accessRequestSchema>;

export const accessAnswerSchema = z.object({ answeredOn: calendarDate(L.answeredOn) });
export type AccessAnswerInput = z.input<typeof accessAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// The 20-day clock

export interface AccessClock {
  /** 'YYYY-MM-DD': the last day to answer. */
  dueOn: string;
  /** Days from today to the due date (0: due today; negative: late). */
  daysLeft: number;
  overdue: boolean;
}

/** The day an access request received on `receivedOn` must be answered by. */
export function accessDueOn(receivedOn: string): string {
  return addDays(receivedOn, accessAnswerDays);
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Where a request received on `receivedOn` stands on the clinic's `today`. */
export function accessClock(receivedOn: string, today: string): AccessClock {
  const dueOn = accessDueOn(receivedOn);
  const daysLeft = Math.round(dayNumber(dueOn) - dayNumber(today));
  return { dueOn, daysLeft, overdue: daysLeft < 0 };
}

/** « dans 5 jours », « aujourd'hui », « demain », or for a late one « En retard de 2 jours ». */
export function accessClockText(clock: Pick<AccessClock, 'daysLeft'>): string {
  const { daysLeft } = clock;
  if (daysLeft < 0) return `En retard de ${-daysLeft} jour${daysLeft === -1 ? '' : 's'}`;
  if (daysLeft === 0) return "aujourd'hui";
  if (daysLeft === 1) return 'demain';
  return `dans ${daysLeft} jours`;
}

/** A file size in fr-CA: '850 octets', '12 Ko', '1,2 Mo'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} octets`;
  const number = (value: number) => new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} Ko`;
  return `${number(bytes / (1024 * 1024))} Mo`;
}
