// The e-mail rule every form and endpoint uses: trimmed, at most 254
// characters (64 before the `@`, the SMTP limits), the conservative `emailPattern`, and the domain
// lower-cased so one inbox is one address for limits and duplicate checks. The local part keeps
// its case: some servers honour it.
import { z } from 'zod';
import { blankAsNull } from './text-fields';
import { emailPattern, validationMessages as m } from './validation-messages';

export const maxEmailAddressLength = 254;
const maxLocalPartLength = 64;

/** `Marie@Exemple.CA ` → `Marie@exemple.ca`; anything without exactly one `@` is only trimmed. */
export function normalizeEmailAddress(value: string): string {
  const trimmed = value.trim();
  const at = trimmed.indexOf('@');
  if (at < 0 || at !== trimmed.lastIndexOf('@')) return trimmed;
  return `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
}

/** True for an address the clinic will send to (after `normalizeEmailAddress`). */
export function isEmailAddress(value: string): boolean {
  return value.length <= maxEmailAddressLength && value.indexOf('@') <= maxLocalPartLength && emailPattern.test(value);
}

/** An optional e-mail field labelled `label`: blank (or null) is stored as null. */
export function optionalEmailAddress(label: string) {
  return blankAsNull(
    z
      .string({ error: m.email(label) })
      .overwrite(normalizeEmailAddress)
      .max(maxEmailAddressLength, m.maxLength(label, maxEmailAddressLength))
      .refine((value) => value === '' || isEmailAddress(value), m.email(label)),
  );
}

/** A required e-mail field labelled `label`; any non-string gets the "required" message. */
export function emailAddressSchema(label: string) {
  return z
    .string({ error: m.required(label) })
    .overwrite(normalizeEmailAddress)
    .min(1, m.required(label))
    .max(maxEmailAddressLength, m.maxLength(label, maxEmailAddressLength))
    .refine(isEmailAddress, m.email(label));
}
