// A patient record as the back-office creates and edits it: one schema for the form and
// the API validator, the way phone numbers and e-mail addresses are stored and compared, the rule
// that says two records are likely the same person, and the queries of the patient screens and of
// the global search (specification §2.13, §5, §7).
import { z } from 'zod';
import { hasControlCharacters } from '../platform/control-characters';
import { maxEmailAddressLength, normalizeEmailAddress, optionalEmailAddress } from '../platform/email-address';
import { optionalPhone } from '../platform/phone-fields';
import { type PatientStatus, patientStatuses } from './patient-status';
import { blankAsNull, isCalendarDate, plainText } from '../platform/text-fields';
import { validationMessages as m } from '../platform/validation-messages';
import { globalSearchLimits } from './search-limits';

export { globalSearchLimits };

export const patientLabels = {
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Courriel',
  phone: 'Téléphone',
  address: 'Adresse',
  dateOfBirth: 'Date de naissance',
  notes: 'Notes',
  status: 'Statut',
} as const;

export type PatientField = Exclude<keyof typeof patientLabels, 'status'>;

/** The phone on file is a mobile: the only kind of number texts go to (with the patient's consent). */
export const phoneMobileLabel = 'Ce numéro est un cellulaire (textos)';

/** The fields of the create and edit forms, in the order they are shown. */
export const patientFormFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'dateOfBirth',
  'notes',
] as const satisfies readonly PatientField[];

export const patientStatusLabels: Record<PatientStatus, string> = { active: 'Actif', inactive: 'Inactif' };

export const patientLimits = {
  nameMax: 100,
  phoneMax: 30,
  addressMax: 300,
  notesMax: 4000,
  /** Nobody on file was born before this; an earlier year is a typing slip. */
  earliestBirthDate: '1900-01-01',
} as const;

export const patientMessages = {
  likelyDuplicate: "Un dossier semblable existe déjà. Vérifiez les dossiers proposés ou confirmez qu'il s'agit d'une autre personne.",
  notFound: 'Ce dossier patient est introuvable.',
  birthDateInFuture: 'Date de naissance ne peut pas être dans le futur',
  mergeWithItself: 'Un dossier ne peut pas être fusionné avec lui-même.',
  mergeTwoAccounts:
    'Fusion impossible : les deux dossiers ont chacun un compte au portail patient. Un seul compte peut être rattaché au dossier fusionné.',
} as const;

const L = patientLabels;
const limits = patientLimits;

const requiredName = (label: string) =>
  z
    .string({ error: m.required(label) })
    .trim()
    .min(1, m.required(label))
    .max(limits.nameMax, m.maxLength(label, limits.nameMax))
    .refine((value) => !hasControlCharacters(value, 'line'), m.controlCharacters(label));

const email = optionalEmailAddress(L.email);

const phone = optionalPhone(L.phone, limits.phoneMax);

// An address may take two lines (a street, then an apartment or a care-of), as spreadsheets and
// letters write it; no other control character.
const address = blankAsNull(plainText(L.address, 'multiline').max(limits.addressMax, m.maxLength(L.address, limits.addressMax)));

const dateOfBirth = blankAsNull(
  plainText(L.dateOfBirth).refine(
    (value) => value === '' || (isCalendarDate(value) && value >= limits.earliestBirthDate),
    m.date(L.dateOfBirth),
  ),
);

const notes = blankAsNull(plainText(L.notes, 'multiline').max(limits.notesMax, m.maxLength(L.notes, limits.notesMax)));

/** A switch: a boolean from the typed client, 'true'/'false' from a form. */
const phoneMobile = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: m.pattern(phoneMobileLabel) })
  .transform((value) => value === true || value === 'true');

/** « Mon numéro est un cellulaire » in the portal's profile: the flag alone. */
export const phoneMobileSchema = z.object({ phoneMobile });

/** Set by staff once they have checked that a record like an existing one is another person. */
const confirmDuplicate = z.boolean({ error: m.pattern('Confirmation') });

/** Creating a record: names required, every other field optional (blank is stored as null). */
export const patientFormSchema = z.object({
  firstName: requiredName(L.firstName),
  lastName: requiredName(L.lastName),
  email: email.default(null),
  phone: phone.default(null),
  address: address.default(null),
  dateOfBirth: dateOfBirth.default(null),
  notes: notes.default(null),
  confirmDuplicate: confirmDuplicate.default(false),
});

/** Editing a record: only the fields sent change; a blank optional field is cleared. */
export const patientUpdateSchema = z.object({
  firstName: requiredName(L.firstName).optional(),
  lastName: requiredName(L.lastName).optional(),
  email: email.optional(),
  phone: phone.optional(),
  address: address.optional(),
  dateOfBirth: dateOfBirth.optional(),
  notes: notes.optional(),
  status: z.enum(patientStatuses, { error: m.oneOf(L.status, Object.values(patientStatusLabels)) }).optional(),
  phoneMobile: phoneMobile.optional(),
  confirmDuplicate: confirmDuplicate.default(false),
});

export type PatientFormInput = z.input<typeof patientFormSchema>;
export type PatientForm = z.output<typeof patientFormSchema>;
export type PatientUpdateInput = z.input<typeof patientUpdateSchema>;
export type PatientUpdate = z.output<typeof patientUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Normalisation and the duplicate rule

/** The digits two numbers are compared by ('+1 (514) 555-0142' → '5145550142'); null when there are none. */
export function phoneDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits === '') return null;
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** An address as compared for duplicates: normalised and wholly lower-cased; null when blank. */
export function emailKey(email: string | null | undefined): string | null {
  const normalized = normalizeEmailAddress(email ?? '').toLowerCase();
  return normalized === '' ? null : normalized;
}

/** A name as compared for duplicates: « Marie-Ève  TREMBLAY » and « marie eve tremblay » are one. */
export function nameKey(name: string | null | undefined): string {
  return (name ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s'’-]+/g, ' ')
    .trim();
}

export interface PatientIdentity {
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  /** `YYYY-MM-DD`: a child has no address or phone of her own, her birth date tells her apart. */
  dateOfBirth?: string | null;
}

export type DuplicateReason = 'email' | 'name-and-phone' | 'name-and-birth-date';

/**
 * Why `candidate` is likely the person of `existing` (one record per person): the same
 * e-mail address, or the same first and last names with the same phone digits or the same birth
 * date (a child, who has neither address nor phone of her own). Null: not alike.
 * A shared address alone is reason enough to ask: a parent often books for several children under
 * one address, which is why staff can confirm that it is another person.
 */
export function duplicateReason(candidate: PatientIdentity, existing: PatientIdentity): DuplicateReason | null {
  const candidateEmail = emailKey(candidate.email);
  if (candidateEmail !== null && candidateEmail === emailKey(existing.email)) return 'email';
  const sameNames =
    nameKey(candidate.firstName) !== '' &&
    nameKey(candidate.firstName) === nameKey(existing.firstName) &&
    nameKey(candidate.lastName) === nameKey(existing.lastName);
  if (!sameNames) return null;
  const candidatePhone = phoneDigits(candidate.phone);
  if (candidatePhone !== null && candidatePhone === phoneDigits(existing.phone)) return 'name-and-phone';
  if (candidate.dateOfBirth && candidate.dateOfBirth === existing.dateOfBirth) return 'name-and-birth-date';
  return null;
}

export function isLikelyDuplicate(candidate: PatientIdentity, existing: PatientIdentity): boolean {
  return duplicateReason(candidate, existing) !== null;
}

// ---------------------------------------------------------------------------------------------
// Queries of the patient screens and of the global search

/** The patient list's page size (by last name). */
export const patientPageSize = 50;

const searchLabel = 'Recherche';
const cursorLabel = 'Curseur';

/** A filter typed in a list: blank means none. */
const optionalFilter = (label: string, max: number) =>
  plainText(label)
    .max(max, m.maxLength(label, max))
    .optional()
    .transform((value) => (value ? value : undefined));

export const patientListQuerySchema = z.object({
  q: optionalFilter(searchLabel, 100),
  // Blank: every status.
  status: z
    .enum([...patientStatuses, ''], { error: m.oneOf(L.status, Object.values(patientStatusLabels)) })
    .optional()
    .transform((value) => (value ? value : undefined)),
  cursor: z
    .string({ error: m.pattern(cursorLabel) })
    .max(600, m.pattern(cursorLabel))
    .optional(),
});

/** What the create form has typed so far; every field optional, compared as `duplicateReason` does. */
export const duplicatePatientQuerySchema = z.object({
  email: optionalFilter(L.email, maxEmailAddressLength),
  firstName: optionalFilter(L.firstName, limits.nameMax),
  lastName: optionalFilter(L.lastName, limits.nameMax),
  phone: optionalFilter(L.phone, limits.phoneMax),
  dateOfBirth: optionalFilter(L.dateOfBirth, 10),
});

export const patientMergeSchema = z.object({
  duplicateId: z
    .string({ error: m.required('Dossier à fusionner') })
    .min(1, m.required('Dossier à fusionner'))
    .max(64, m.pattern('Dossier à fusionner')),
});

/** The global search (specification §2.13, §9): from 2 characters, 5 results of each kind. */

export const globalSearchQuerySchema = z.object({
  q: plainText(searchLabel, 'line', m.minLength(searchLabel, globalSearchLimits.minLength))
    .min(globalSearchLimits.minLength, m.minLength(searchLabel, globalSearchLimits.minLength))
    .max(globalSearchLimits.maxLength, m.maxLength(searchLabel, globalSearchLimits.maxLength)),
});

export type PatientListQueryInput = z.input<typeof patientListQuerySchema>;
export type DuplicatePatientQueryInput = z.input<typeof duplicatePatientQuerySchema>;
export type GlobalSearchQueryInput = z.input<typeof globalSearchQuerySchema>;
