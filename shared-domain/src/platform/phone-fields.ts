// A phone number as the forms take it: 10 to 15 digits whatever the separators, stored the one way
// it reads and compares.
import { formatPhone } from './format';
import { blankAsNull, plainText } from './text-fields';
import { isValidPhone, validationMessages as m } from './validation-messages';

/**
 * How a phone number is stored: a North American one as '514 555-0142' (whatever separators or
 * +1 it was typed with, so one number reads and compares one way); any other number trimmed.
 */
export function normalizePhone(value: string): string {
  return value.trim() === '' ? '' : formatPhone(value);
}

/** A required phone number of at most `max` characters. */
export const requiredPhone = (label: string, max: number) =>
  plainText(label, 'line', m.required(label))
    .min(1, m.required(label))
    .max(max, m.maxLength(label, max))
    .refine(isValidPhone, m.phone(label))
    .overwrite(normalizePhone);

/** An optional phone number of at most `max` characters: blank (or null) is stored as null. */
export const optionalPhone = (label: string, max: number) =>
  blankAsNull(
    plainText(label)
      .max(max, m.maxLength(label, max))
      .refine((value) => value === '' || isValidPhone(value), m.phone(label))
      .overwrite(normalizePhone),
  );
