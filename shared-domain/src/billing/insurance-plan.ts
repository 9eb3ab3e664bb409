// What an insurer's network asks for besides the receipt, kept so a direct-billing connection can be
// added later without a migration: the clinic's provider number with each insurer, its location
// number and each service's code with the insurers (« Paramètres avancés › Assurances »), and per
// patient her insurer, the policy and certificate numbers, the plan member and her relationship to
// the patient, and whoever pays for her. One schema
// each for the form and the API. No connection to a network is made.
import { z } from 'zod';
import { blankAsNull, plainText } from '../platform/text-fields';
import { validationMessages as m } from '../platform/validation-messages';

/** The private insurers Quebec patients claim from most. */
export const insurers = ['desjardins', 'canada_life', 'sun_life', 'beneva', 'ia', 'manulife'] as const;
export type Insurer = (typeof insurers)[number];

export const insurerLabels: Record<Insurer, string> = {
  desjardins: 'Desjardins Assurances',
  canada_life: 'Canada Vie',
  sun_life: 'Sun Life',
  beneva: 'Beneva',
  ia: 'iA Groupe financier',
  manulife: 'Manuvie',
};

/** The patient's relationship to the plan member (the person whose group plan covers her). */
export const planMemberRelationships = ['self', 'spouse', 'child', 'other'] as const;
export type PlanMemberRelationship = (typeof planMemberRelationships)[number];

export const planMemberRelationshipLabels: Record<PlanMemberRelationship, string> = {
  self: 'la patiente elle-même',
  spouse: 'conjoint·e',
  child: 'enfant',
  other: 'autre personne à charge',
};

export const insuranceLimits = { nameMax: 120, numberMax: 40 } as const;

export const patientInsuranceLabels = {
  insurer: 'Assureur',
  policyNumber: 'Numéro de police (contrat)',
  certificateNumber: 'Numéro de certificat',
  planMemberName: 'Adhérent du régime',
  planMemberRelationship: 'Lien avec l’adhérent',
  payerName: 'Payé par (si une autre personne paie)',
} as const;

const number = (label: string) =>
  blankAsNull(plainText(label).max(insuranceLimits.numberMax, m.maxLength(label, insuranceLimits.numberMax)));
const name = (label: string) => blankAsNull(plainText(label).max(insuranceLimits.nameMax, m.maxLength(label, insuranceLimits.nameMax)));

const pl = patientInsuranceLabels;

/** The patient's plan: a relationship without a member's name is refused (an insurer needs both). */
export const patientInsuranceSchema = z
  .strictObject({
    insurer: z
      .enum(insurers, { error: m.oneOf(pl.insurer, Object.values(insurerLabels)) })
      .nullable()
      .default(null),
    policyNumber: number(pl.policyNumber).default(null),
    certificateNumber: number(pl.certificateNumber).default(null),
    planMemberName: name(pl.planMemberName),
    planMemberRelationship: z
      .enum(planMemberRelationships, { error: m.oneOf(pl.planMemberRelationship, Object.values(planMemberRelationshipLabels)) })
      .nullable(),
    payerName: name(pl.payerName),
  })
  .superRefine((value, context) => {
    if (value.planMemberName !== null && value.planMemberRelationship === null) {
      context.addIssue({ code: 'custom', path: ['planMemberRelationship'], message: m.required(pl.planMemberRelationship) });
    }
  });
export type PatientInsurance = z.output<typeof patientInsuranceSchema>;

export const noPatientInsurance: PatientInsurance = {
  insurer: null,
  policyNumber: null,
  certificateNumber: null,
  planMemberName: null,
  planMemberRelationship: null,
  payerName: null,
};

export const insuranceSettingsLabels = {
  locationNumber: 'Numéro d’établissement',
  providerNumbers: 'Numéros de fournisseur',
  serviceCodes: 'Codes de service des assureurs',
  sendReceiptAfterPayment: 'Envoyer le reçu d’assurance après chaque paiement',
} as const;

const sl = insuranceSettingsLabels;

/** The clinic's network details and the receipt's e-mail after payment; off by default. */
export const insuranceSettingsSchema = z.strictObject({
  locationNumber: number(sl.locationNumber),
  providerNumbers: z.partialRecord(z.enum(insurers), number(sl.providerNumbers)).default({}),
  /** A service type's id → its code with the insurers. */
  serviceCodes: z.record(z.string().min(1).max(64), number(sl.serviceCodes)).default({}),
  sendReceiptAfterPayment: z.boolean({ error: m.pattern(sl.sendReceiptAfterPayment) }),
});
export type InsuranceSettings = z.output<typeof insuranceSettingsSchema>;

export const defaultInsuranceSettings: InsuranceSettings = {
  locationNumber: null,
  providerNumbers: {},
  serviceCodes: {},
  sendReceiptAfterPayment: false,
};
