// The one queue of requests a person makes about her information (« Demandes d'accès et
// de rectification »): access, correction, portability, withdrawal of consent, cessation of
// dissemination, de-indexation. Each has its legal deadline counted from the day received
// (`privacyRequestAnswerDays`), a countdown read on the clinic's today, an answer and the letter
// sent. The forms' schemas and French messages, for the back-office, the portal and the API.
import { z } from 'zod';
import { addDays } from '../platform/clinic-time';
import { emailAddressSchema } from '../platform/email-address';
import {
  type PrivacyRequestChannel,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
  privacyRequestAnswerDays,
  privacyRequestChannelLabels,
  privacyRequestChannels,
  privacyRequestKindLabels,
  privacyRequestKinds,
  privacyRequestStatusLabels,
  privacyRequestStatuses,
} from './privacy';
import { blankAsNull, calendarDate, optionalText } from '../platform/text-fields';
import { validationMessages as m } from '../platform/validation-messages';

// ---------------------------------------------------------------------------------------------
// Deadlines and countdown

/** The last day to answer a request of `kind` received on `receivedOn` ('YYYY-MM-DD'). */
export function privacyRequestDueOn(kind: PrivacyRequestKind, receivedOn: string): string {
  return addDays(receivedOn, privacyRequestAnswerDays[kind]);
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export interface PrivacyRequestCountdown {
  /** Days from the clinic's today to the due date: 0 due today, negative late; null once answered. */
  daysLeft: number | null;
  overdue: boolean;
  /** « 12 jours restants », « Échue aujourd'hui », « En retard de 3 jours », « Répondue ». */
  text: string;
}

/** Where a request due on `dueOn` stands on the clinic's `today`; a closed one has no clock running. */
export function privacyRequestCountdown(dueOn: string, today: string, status: PrivacyRequestStatus): PrivacyRequestCountdown {
  if (status !== 'open') return { daysLeft: null, overdue: false, text: privacyRequestStatusLabels[status] };
  const daysLeft = Math.round(dayNumber(dueOn) - dayNumber(today));
  return { daysLeft, overdue: daysLeft < 0, text: countdownText(daysLeft) };
}

export function countdownText(daysLeft: number): string {
  if (daysLeft < 0) return `En retard de ${-daysLeft} jour${daysLeft === -1 ? '' : 's'}`;
  if (daysLeft === 0) return 'Échue aujourd’hui';
  if (daysLeft === 1) return '1 jour restant';
  return `${daysLeft} jours restants`;
}

// ---------------------------------------------------------------------------------------------
// References: « DEM-2026-0001 », numbered per year of receipt

export const privacyRequestReferencePrefix = 'DEM';

export function privacyRequestReference(year: number | string, number: number): string {
  return `${privacyRequestReferencePrefix}-${year}-${String(number).padStart(4, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// Labels, limits, messages

export const privacyRequestLabels = {
  kind: 'Type de demande',
  patientId: 'Patient',
  requesterName: 'Nom de la personne',
  requesterEmail: 'Courriel de la personne',
  channel: 'Reçue par',
  receivedOn: 'Reçue le',
  details: 'Précisions',
  status: 'Décision',
  answer: 'Réponse',
  reason: 'Motif du refus',
} as const;

export const privacyRequestLimits = {
  nameMax: 200,
  detailsMax: 4000,
  answerMax: 8000,
} as const;

export const privacyRequestMessages = {
  title: 'Demandes d’accès et de rectification',
  notFound: 'Demande introuvable',
  answeredAlready: 'Cette demande a déjà reçu sa réponse.',
  notAnswered: 'Répondez à la demande avant d’envoyer la lettre.',
  letterSentAlready: 'La lettre de cette demande a déjà été envoyée.',
  noEmail: 'Cette personne n’a pas d’adresse courriel : imprimez la lettre (PDF) et envoyez-la par la poste.',
  patientNotFound: 'Ce patient est introuvable.',
  requesterRequired: 'Choisissez un patient, ou inscrivez le nom et le courriel de la personne qui n’a pas de dossier.',
  receivedInFuture: 'La date de réception ne peut pas être dans le futur.',
  refusalNeedsReason: 'Un refus doit donner son motif (la loi oblige à le motiver).',
  answerRequired: 'Écrivez la réponse donnée à la personne.',
  created: 'Demande consignée',
  answered: 'Réponse consignée',
  letterSent: 'Lettre envoyée',
  portalSent: 'Demande envoyée. La clinique vous répondra dans le délai prévu par la loi.',
  portalTooMany: 'Vous avez envoyé plusieurs demandes aujourd’hui. Vous pourrez en envoyer une autre demain.',
  empty: 'Aucune demande ne correspond à ces filtres.',
} as const;

const L = privacyRequestLabels;
const limits = privacyRequestLimits;

const kindField = z.enum(privacyRequestKinds, { error: m.oneOf(L.kind, Object.values(privacyRequestKindLabels)) });
const channelField = z.enum(privacyRequestChannels, { error: m.oneOf(L.channel, Object.values(privacyRequestChannelLabels)) });

/**
 * A request recorded at the desk: for a patient of the clinic (`patientId`), or for a person without
 * a record (her name and e-mail, e.g. a visitor asking to be de-indexed).
 */
export const privacyRequestCreateSchema = z
  .object({
    kind: kindField,
    patientId: blankAsNull(
      z
        .string({ error: m.pattern(L.patientId) })
        .trim()
        .max(64, m.pattern(L.patientId)),
    )
      .optional()
      .default(null),
    requesterName: optionalText(L.requesterName, limits.nameMax).optional().default(null),
    requesterEmail: blankAsNull(emailAddressSchema(L.requesterEmail).or(z.literal('')))
      .optional()
      .default(null),
    channel: channelField,
    receivedOn: calendarDate(L.receivedOn),
    details: optionalText(L.details, limits.detailsMax, 'multiline').optional().default(null),
  })
  .superRefine((input, context) => {
    if (input.patientId) return;
    if (!input.requesterName)
      context.addIssue({ code: 'custom', path: ['requesterName'], message: privacyRequestMessages.requesterRequired });
    if (!input.requesterEmail) context.addIssue({ code: 'custom', path: ['requesterEmail'], message: m.required(L.requesterEmail) });
  });
export type PrivacyRequestCreateInput = z.input<typeof privacyRequestCreateSchema>;
export type PrivacyRequestCreate = z.output<typeof privacyRequestCreateSchema>;

export const privacyRequestDecisions = ['answered', 'refused'] as const satisfies readonly PrivacyRequestStatus[];
export type PrivacyRequestDecision = (typeof privacyRequestDecisions)[number];

/** The answer: given (answered) or refused, with its text; a refusal states its reason. */
export const privacyRequestAnswerSchema = z
  .object({
    status: z.enum(privacyRequestDecisions, {
      error: m.oneOf(
        L.status,
        privacyRequestDecisions.map((status) => privacyRequestStatusLabels[status]),
      ),
    }),
    answer: optionalText(L.answer, limits.answerMax, 'multiline').optional().default(null),
  })
  .superRefine((input, context) => {
    if (input.answer) return;
    context.addIssue({
      code: 'custom',
      path: ['answer'],
      message: input.status === 'refused' ? privacyRequestMessages.refusalNeedsReason : privacyRequestMessages.answerRequired,
    });
  });
export type PrivacyRequestAnswerInput = z.input<typeof privacyRequestAnswerSchema>;

/** The queue's filters, from the query string. */
export const privacyRequestListQuerySchema = z.object({
  status: z.enum(privacyRequestStatuses, { error: m.oneOf(L.status, Object.values(privacyRequestStatusLabels)) }).optional(),
  kind: kindField.optional(),
  overdue: z
    .enum(['true', 'false'], { error: m.pattern('En retard') })
    .transform((value) => value === 'true')
    .optional(),
});
export type PrivacyRequestListQuery = z.input<typeof privacyRequestListQuerySchema>;

/** What a patient may ask from the portal besides a correction (which keeps its own form). */
export const portalPrivacyRequestKinds = [
  'access',
  'portability',
  'cessation',
  'deindexation',
] as const satisfies readonly PrivacyRequestKind[];
export type PortalPrivacyRequestKind = (typeof portalPrivacyRequestKinds)[number];

export const portalPrivacyRequestSchema = z.object({
  kind: z.enum(portalPrivacyRequestKinds, {
    error: m.oneOf(
      L.kind,
      portalPrivacyRequestKinds.map((kind) => privacyRequestKindLabels[kind]),
    ),
  }),
  details: optionalText(L.details, limits.detailsMax, 'multiline').optional().default(null),
});
export type PortalPrivacyRequestInput = z.input<typeof portalPrivacyRequestSchema>;

export type { PrivacyRequestChannel, PrivacyRequestKind, PrivacyRequestStatus };
