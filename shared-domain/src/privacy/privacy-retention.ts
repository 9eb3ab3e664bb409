// The retention review: a record is kept at least `recordRetentionYears` (5) years after
// the last service (OCQ regulation); past that, the privacy officer decides, one record at a time
// and never automatically, to anonymise it, destroy it, or keep it for a stated reason (reviewed
// again after a year). Also the periods the other personal data are kept: the privacy page shows
// them and the API's `retention` job erases by them, so both read them from here.
import { z } from 'zod';
import { type RetentionDecision, defaultBackupsKept, incidentRetentionYears, recordRetentionYears, retentionDecisions } from './privacy';
import { formatDate, formatMoney } from '../platform/format';
import { plainText } from '../platform/text-fields';
import { recordIdField } from '../platform/record-id';
import { validationMessages as m } from '../platform/validation-messages';

/** How long a « Conserver » decision holds before the record is listed again. */
export const keptRecordReviewYears = 1;

/** What an anonymised record (and its visits, invoices and requests) is called from then on. */
export const anonymisedRecordLabel = 'Dossier anonymisé';

/**
 * How long each kind of personal data is kept, besides the clinical record. The `retention` job
 * (api/src/patients/retention-job.ts) erases by these numbers and the privacy page
 * (mf-public/src/features/privacy) says them in words.
 */
export const personalDataRetention = {
  recordYears: recordRetentionYears,
  /** Tax law (Loi sur l'administration fiscale, s. 35): invoices, receipts and payments. */
  invoiceYears: 6,
  /** Requests from the site never given a date, and waitlist entries never offered a slot. */
  unfulfilledRequestMonths: 12,
  clientErrorLogDays: 90,
  /** Copies of the e-mails the clinic sent (they hold addresses and links). */
  outboxMessageDays: 30,
  /** An answered or refused privacy request, counted from its answer: proof of the answer given. */
  closedPrivacyRequestYears: 2,
  /** The confidentiality incident register: never erased before this many years. */
  incidentYears: incidentRetentionYears,
  /** Encrypted backups kept by default (BACKUP_KEEP), one a day. */
  backupsKept: defaultBackupsKept,
} as const;

// ---------------------------------------------------------------------------------------------
// Dates

/** `date` ('YYYY-MM-DD') moved back `years` whole years; 29 February falls back to the 28th. */
export function yearsBefore(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = year - years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${String(target).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** A record whose last service came before this day is past its period on `today`. */
export function retentionCutoff(today: string): string {
  return yearsBefore(today, recordRetentionYears);
}

/** Past its period: the last service was more than 5 years before `today` (exactly 5 years is not yet). */
export function isPastRetention(lastServiceOn: string, today: string): boolean {
  return lastServiceOn < retentionCutoff(today);
}

/** Whole years from `from` to `to` (both 'YYYY-MM-DD'). */
export function wholeYearsBetween(from: string, to: string): number {
  let years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  if (to.slice(5) < from.slice(5)) years -= 1;
  return Math.max(0, years);
}

// ---------------------------------------------------------------------------------------------
// The decision

export const lastServiceSources = ['visit', 'note', 'opened'] as const;
export type LastServiceSource = (typeof lastServiceSources)[number];

export const lastServiceSourceLabels: Record<LastServiceSource, string> = {
  visit: 'Dernière visite',
  note: 'Dernière note clinique',
  opened: 'Ouverture du dossier',
};

export const retentionLimits = { reasonMin: 3, reasonMax: 500, confirmationMax: 200 } as const;

export const retentionMessages = {
  reasonRequired: 'Indiquez le motif de la conservation (par exemple, un litige en cours).',
  confirmationRequired: 'Tapez le nom du dossier pour confirmer.',
  confirmationMismatch: (label: string) => `Le nom tapé ne correspond pas au dossier « ${label} ».`,
  notDue:
    'Ce dossier n’est plus à réviser : une décision a déjà été prise, ou un service plus récent le garde dans sa période de conservation.',
} as const;

const reason = plainText('Motif', 'multiline')
  .min(1, retentionMessages.reasonRequired)
  .min(retentionLimits.reasonMin, m.minLength('Motif', retentionLimits.reasonMin))
  .max(retentionLimits.reasonMax, m.maxLength('Motif', retentionLimits.reasonMax));
const confirmation = plainText('Confirmation').max(
  retentionLimits.confirmationMax,
  m.maxLength('Confirmation', retentionLimits.confirmationMax),
);

/** The form of « Conserver »: its reason. */
export const retentionKeepSchema = z.object({ reason });
/** The form of « Anonymiser » and « Détruire le dossier »: the record's name, typed. */
export const retentionConfirmSchema = z.object({ confirmation: confirmation.min(1, retentionMessages.confirmationRequired) });

/**
 * One decision about one record: « Anonymiser » and « Détruire le dossier » are confirmed by typing
 * the record's name (checked by the API against the record), « Conserver » needs its reason.
 */
export const retentionDecisionSchema = z
  .object({
    decision: z.enum(retentionDecisions, { error: m.oneOf('Décision', retentionDecisions) }),
    confirmation: confirmation.optional(),
    // A blank reason is no reason: the refusal says what to write rather than how long.
    reason: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), reason.optional()),
  })
  .superRefine((value, context) => {
    if (value.decision === 'keep' && !value.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: retentionMessages.reasonRequired });
    }
    if (value.decision !== 'keep' && !value.confirmation) {
      context.addIssue({ code: 'custom', path: ['confirmation'], message: retentionMessages.confirmationRequired });
    }
  });
export type RetentionDecisionInput = z.input<typeof retentionDecisionSchema>;

/** The typed name matches the record's, whatever the case, accents aside, or extra spaces. */
export function confirmsRecord(typed: string, recordLabel: string): boolean {
  const key = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr-CA');
  return key(typed) === key(recordLabel);
}

/** « 3 dossiers ont dépassé leur période de conservation », for the monthly e-mail (no names). */
export function recordsDueLine(count: number): string {
  return count > 1 ? `${count} dossiers ont dépassé leur période de conservation` : `${count} dossier a dépassé sa période de conservation`;
}

// ---------------------------------------------------------------------------------------------
// What keeps a record past its period from being anonymised or destroyed

/**
 * The law keeps a record past its period while it is needed to answer someone: an open request about
 * her information (the answer is owed, and the requester must be known), an incident of the register
 * that names her, an amount she still owes, or a legal hold. « Conserver » stays possible;
 * « Anonymiser » and « Détruire le dossier » are refused until every wait has ended.
 */
export const retentionWaitKinds = ['privacy_request', 'incident', 'balance', 'legal_hold'] as const;
export type RetentionWaitKind = (typeof retentionWaitKinds)[number];

export type RetentionWait =
  | { kind: 'privacy_request'; reference: string; dueOn: string }
  | { kind: 'incident'; holdId: string; reference: string; reason: string }
  | { kind: 'balance'; owedCents: number }
  | { kind: 'legal_hold'; holdId: string; reason: string; placedBy: string | null; placedAt: string };

/** Why the record waits, in one French sentence. */
export function retentionWaitText(wait: RetentionWait): string {
  switch (wait.kind) {
    case 'privacy_request':
      return `Demande ${wait.reference} en cours (réponse due le ${formatDate(wait.dueOn)})`;
    case 'incident':
      return `Incident de confidentialité ${wait.reference} en cours qui le nomme (${wait.reason})`;
    case 'balance':
      return `Solde impayé de ${formatMoney(wait.owedCents)}`;
    case 'legal_hold':
      return `Suspension légale : ${wait.reason} (par ${wait.placedBy ?? 'un membre retiré de l’équipe'}, le ${formatDate(new Date(wait.placedAt))})`;
  }
}

/** The refusal of « Anonymiser » or « Détruire le dossier » while the record waits. */
export function retentionBlockedMessage(waits: RetentionWait[]): string {
  return `Ce dossier doit être gardé pour l’instant : ${waits.map(retentionWaitText).join(' ; ')}. Il ne peut être ni anonymisé ni détruit.`;
}

export const recordHoldLimits = { reasonMin: 3, reasonMax: 500 } as const;

/** The form of « Suspendre la destruction »: its reason (a dispute, a court order…). */
export const recordHoldFormSchema = z.object({
  reason: plainText('Motif', 'multiline')
    .min(1, 'Indiquez le motif de la suspension (par exemple, un litige en cours).')
    .min(recordHoldLimits.reasonMin, m.minLength('Motif', recordHoldLimits.reasonMin))
    .max(recordHoldLimits.reasonMax, m.maxLength('Motif', recordHoldLimits.reasonMax)),
});

export const recordHoldMessages = {
  patientNotFound: 'Dossier introuvable.',
  incidentNotFound: 'Incident introuvable dans le registre.',
  notFound: 'Suspension introuvable.',
  alreadyReleased: 'Cette suspension a déjà été levée.',
} as const;

/** A hold placed on a record: its reason and, for an incident of the register naming her, the incident's id. */
export const recordHoldSchema = recordHoldFormSchema.extend({
  patientId: recordIdField(recordHoldMessages.patientNotFound),
  incidentId: recordIdField(recordHoldMessages.incidentNotFound).nullish(),
});

// ---------------------------------------------------------------------------------------------
// What the API answers

export interface RetentionRecordView {
  patientId: string;
  recordLabel: string;
  lastServiceOn: string;
  lastServiceSource: LastServiceSource;
  yearsSince: number;
  /** What the record holds, counted: what a destruction would remove (notes, attachments) or keep (invoices). */
  holds: { notes: number; attachments: number; invoices: number; appointments: number };
  /** Why it must be kept for now (empty: the officer may decide freely). */
  waits: RetentionWait[];
}

export interface RetentionDecisionView {
  id: string;
  patientId: string;
  recordLabel: string;
  lastServiceOn: string | null;
  decision: RetentionDecision;
  reason: string | null;
  decidedAt: string;
  decidedBy: string | null;
  /** For a record kept: the day it is listed again. */
  reviewOn: string | null;
}

export interface RetentionReviewView {
  today: string;
  /** A last service before this day is past the period. */
  cutoff: string;
  records: RetentionRecordView[];
  decisions: RetentionDecisionView[];
}

export interface RetentionDecisionResult {
  decision: RetentionDecision;
  patientId: string;
  decisionId: string;
}
