// A claim to a payer for one visit or a group of visits, followed until the payer pays: who pays
// (a private insurer, the SAAQ for a road accident, the CNESST for a work injury), the numbers the
// payer files it under, the amount claimed (integer cents, never above what the visits' invoices
// bill), its status and its dates. A SAAQ or CNESST claim belongs to the patient's case, whose claim
// number it carries. One schema each for the forms and the API, with their French messages.
import { z } from 'zod';
import { addDays } from '../platform/clinic-time';
import { recordIdField } from '../platform/record-id';
import { blankAsNull, plainText, requiredDate, requiredText } from '../platform/text-fields';
import { validationMessages as m } from '../platform/validation-messages';
import { deskAmount } from './desk-fields';
import { insuranceLimits, insurers } from './insurance-plan';

export const claimPayers = ['insurer', 'saaq', 'cnesst'] as const;
export type ClaimPayer = (typeof claimPayers)[number];

/** A payer named to the patient, in a sentence: « réclamée à la SAAQ ». */
export const claimPayerToPatient: Record<ClaimPayer, string> = {
  insurer: 'votre assureur',
  saaq: 'la SAAQ',
  cnesst: 'la CNESST',
};

export const claimPayerLabels: Record<ClaimPayer, string> = {
  insurer: 'Assureur privé',
  saaq: 'SAAQ',
  cnesst: 'CNESST',
};

/** The payers a case (an accident's file) belongs to. */
export const casePayers = ['saaq', 'cnesst'] as const;
export type CasePayer = (typeof casePayers)[number];

export const caseKindLabels: Record<CasePayer, string> = {
  saaq: 'Accident de la route (SAAQ)',
  cnesst: 'Lésion professionnelle (CNESST)',
};

export const claimStatuses = ['to_submit', 'submitted', 'pending', 'paid', 'partially_paid', 'refused'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

export const claimStatusLabels: Record<ClaimStatus, string> = {
  to_submit: 'À soumettre',
  submitted: 'Soumise',
  pending: 'En attente',
  paid: 'Payée',
  partially_paid: 'Partiellement payée',
  refused: 'Refusée',
};

/** A claim the payer has and has not answered yet: the ones a follow-up may be due for. */
export const awaitingStatuses = ['submitted', 'pending'] as const satisfies readonly ClaimStatus[];

/** The statuses staff set by hand; « payée » and « partiellement payée » come from a payer's payment. */
export const settableClaimStatuses = ['to_submit', 'submitted', 'pending', 'refused'] as const satisfies readonly ClaimStatus[];
export type SettableClaimStatus = (typeof settableClaimStatuses)[number];

/** Days a claim waits for its payer before it is a follow-up to do. */
export const followUpAfterDays = 30;

/**
 * The day a claim awaiting its payer becomes a follow-up: 30 days after it was submitted or last
 * followed up, whichever is later; a claim more than 30 days old is due from the 31st day.
 */
export function followUpDueOn(claim: { status: ClaimStatus; submittedOn: string | null; lastFollowUpOn: string | null }): string | null {
  if (!(awaitingStatuses as readonly string[]).includes(claim.status)) return null;
  const since = [claim.submittedOn, claim.lastFollowUpOn]
    .filter((day): day is string => day !== null)
    .sort()
    .at(-1);
  return since ? addDays(since, followUpAfterDays + 1) : null;
}

export const claimLabels = {
  payer: 'Payeur',
  insurer: 'Assureur',
  caseId: 'Dossier SAAQ ou CNESST',
  policyNumber: 'Numéro de police ou de réclamation',
  certificateNumber: 'Numéro de certificat',
  invoices: 'Visites réclamées',
  amount: 'Montant réclamé',
  status: 'Statut',
  statusOn: 'Date',
  payerReference: 'Référence du payeur',
} as const;

export const claimMessages = {
  insurerRequired: 'Choisissez l’assureur de la réclamation.',
  caseRequired: 'Choisissez le dossier SAAQ ou CNESST de la réclamation.',
  noInvoices: 'Choisissez au moins une visite à réclamer.',
  duplicateInvoice: 'Une visite ne peut être réclamée qu’une fois par réclamation.',
  notFound: 'Cette réclamation est introuvable.',
  invoiceNotFound: 'Cette visite n’a pas de facture émise pour cette patiente.',
  otherPatient: 'Les visites d’une réclamation sont celles d’une même patiente.',
  aboveInvoice: (invoice: string, most: string) => `Le montant réclamé pour la facture ${invoice} dépasse son montant (${most}).`,
  aboveInvoiceAny: 'Le montant réclamé ne peut dépasser le montant de la facture ni être payé au-delà de ce qui est réclamé.',
  caseOfOtherPatient: 'Ce dossier est celui d’une autre patiente.',
  caseOtherPayer: 'Ce dossier n’est pas du payeur choisi.',
  statusFromPayment: 'Une réclamation est payée par l’inscription du paiement du payeur.',
  statusClosed: 'Cette réclamation est réglée : son statut ne change plus.',
  notAwaiting: 'Seule une réclamation soumise ou en attente se relance.',
  changed: 'La réclamation a changé entre-temps. Rechargez la page et réessayez.',
} as const;

const number = (label: string) =>
  blankAsNull(plainText(label).max(insuranceLimits.numberMax, m.maxLength(label, insuranceLimits.numberMax)));

/** One visit's invoice claimed, and how much of it (the whole of what it bills unless said). */
const claimedInvoice = z.strictObject({
  invoiceId: recordIdField(claimMessages.invoiceNotFound),
  amountCents: deskAmount(claimLabels.amount),
});

const l = claimLabels;

export const newClaimSchema = z
  .strictObject({
    patientId: recordIdField(claimMessages.invoiceNotFound),
    payer: z.enum(claimPayers, { error: m.oneOf(l.payer, Object.values(claimPayerLabels)) }),
    insurer: z.enum(insurers, { error: claimMessages.insurerRequired }).nullable().default(null),
    caseId: recordIdField(claimMessages.caseRequired).nullable().default(null),
    policyNumber: number(l.policyNumber).default(null),
    certificateNumber: number(l.certificateNumber).default(null),
    invoices: z.array(claimedInvoice, { error: claimMessages.noInvoices }).min(1, claimMessages.noInvoices).max(50),
  })
  .superRefine((value, context) => {
    if (value.payer === 'insurer' && value.insurer === null) {
      context.addIssue({ code: 'custom', path: ['insurer'], message: claimMessages.insurerRequired });
    }
    if (value.payer !== 'insurer' && value.caseId === null) {
      context.addIssue({ code: 'custom', path: ['caseId'], message: claimMessages.caseRequired });
    }
    const ids = value.invoices.map((invoice) => invoice.invoiceId);
    if (new Set(ids).size !== ids.length) context.addIssue({ code: 'custom', path: ['invoices'], message: claimMessages.duplicateInvoice });
  });
export type NewClaim = z.output<typeof newClaimSchema>;

export const claimStatusChangeSchema = z.strictObject({
  status: z.enum(settableClaimStatuses, {
    error: m.oneOf(
      l.status,
      settableClaimStatuses.map((status) => claimStatusLabels[status]),
    ),
  }),
  payerReference: number(l.payerReference).default(null),
});
export type ClaimStatusChange = z.output<typeof claimStatusChangeSchema>;

export const claimListFilterSchema = z.strictObject({
  status: z.enum(claimStatuses).optional(),
  payer: z.enum(claimPayers).optional(),
  patientId: z.string().min(1).max(64).optional(),
});

/** Whose visits a new claim may cover. */
export const claimableVisitsQuerySchema = z.strictObject({ patientId: recordIdField(claimMessages.invoiceNotFound) });

export const insuranceCaseLabels = {
  payer: 'Organisme',
  claimNumber: 'Numéro de réclamation',
  eventDate: 'Date de l’événement',
  prescribingDoctor: 'Médecin prescripteur',
  prescriptionDate: 'Date de la prescription',
} as const;

const cl = insuranceCaseLabels;

/** A road accident's (SAAQ) or a work injury's (CNESST) case, with its claim number and prescription. */
export const insuranceCaseSchema = z.strictObject({
  payer: z.enum(casePayers, { error: m.oneOf(cl.payer, Object.values(caseKindLabels)) }),
  claimNumber: requiredText(cl.claimNumber, insuranceLimits.numberMax),
  eventDate: requiredDate(cl.eventDate),
  prescribingDoctor: blankAsNull(
    plainText(cl.prescribingDoctor).max(insuranceLimits.nameMax, m.maxLength(cl.prescribingDoctor, insuranceLimits.nameMax)),
  ),
  prescriptionDate: requiredDate(cl.prescriptionDate),
});
export type InsuranceCase = z.output<typeof insuranceCaseSchema>;

/** Care given before the case's prescription is not the plan's to pay: its receipt says so. */
export function beforePrescription(serviceDate: string, prescriptionDate: string | null): boolean {
  return prescriptionDate !== null && serviceDate < prescriptionDate;
}
