// The building blocks of the forms' schemas: plain text without control characters, an optional
// field stored as null when blank, and a real calendar date. One definition for every form.
import { z } from 'zod';
import { hasControlCharacters, normalizeLineBreaks, type TextKind } from './control-characters';
import { validationMessages as m } from './validation-messages';

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

/** `YYYY-MM-DD` naming a day that exists ('2026-02-30' does not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}
