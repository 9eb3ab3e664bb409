// The building blocks of the forms' schemas: plain text without control characters (required, or
// optional and stored as null when blank), and a real calendar date. One definition for every form.
import { z } from 'zod';
import { hasControlCharacters, normalizeLineBreaks, type TextKind } from './control-characters';
import { validationMessages as m } from './validation-messages';
import { isCalendarDate } from './calendar-date';

export { isCalendarDate };

/** Text without control or invisible characters; line breaks only in `multiline` text. */
export const plainText = (label: string, kind: TextKind = 'line', typeError: string = m.pattern(label)) => {
  const text = z.string({ error: typeError });
  return (kind === 'multiline' ? text.overwrite(normalizeLineBreaks) : text)
    .trim()
    .refine((value) => !hasControlCharacters(value, kind), m.controlCharacters(label));
};

/** An optional field: empty (or null) is stored as null. */
export const blankAsNull = <T extends z.ZodType<string, string>>(field: T) =>
  field.nullable().transform((value): string | null => (value === null || value === '' ? null : value));

/** A required single line: any non-string, or blank, gets the field's "required" message. */
export const requiredLine = (label: string) => plainText(label, 'line', m.required(label)).min(1, m.required(label));

/** A required text of at most `max` characters. */
export const requiredText = (label: string, max: number, kind: TextKind = 'line') =>
  plainText(label, kind, m.required(label)).min(1, m.required(label)).max(max, m.maxLength(label, max));

/** An optional text of at most `max` characters: blank (or null) is stored as null. */
export const optionalText = (label: string, max: number, kind: TextKind = 'line') =>
  blankAsNull(plainText(label, kind).max(max, m.maxLength(label, max)));

/** An optional text of at most `max` characters: absent is ''. */
export const textOrEmpty = (label: string, max: number, kind: TextKind = 'line') =>
  plainText(label, kind).max(max, m.maxLength(label, max)).optional().default('');

/** A calendar date that may be sent blank or not at all: the date message either way. */
export const calendarDate = (label: string) =>
  z
    .string({ error: m.date(label) })
    .trim()
    .refine(isCalendarDate, m.date(label));

/** A required calendar date: missing or blank is « required », anything else not a day is the date message. */
export const requiredDate = (label: string) =>
  z
    .string({ error: m.required(label) })
    .trim()
    .min(1, m.required(label))
    .refine(isCalendarDate, m.date(label));
