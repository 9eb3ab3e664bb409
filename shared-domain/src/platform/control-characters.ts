// Characters a person never means to type in a name or a message, refused in every form:
// C0 and C1 controls (NUL cuts the stored text in some drivers), the
// bidirectional overrides, embeddings, isolates and marks (a right-to-left override makes
// "Marie‮ettoL" read differently in a staff view), zero-width characters and the byte-order mark
// (two names that look the same but are not), and lone surrogates (not text at all). Line
// breaks and tabs are allowed only where text may span several lines.

const always =
  '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u061C\\u200B-\\u200F\\u202A-\\u202E\\u2060\\u2066-\\u2069\\uFEFF';
const lineBreaksAndTabs = '\\u0009\\u000A\\u000D';

const forbiddenInLine = new RegExp(`[${always}${lineBreaksAndTabs}]|\\p{Cs}`, 'u');
const forbiddenInMultiline = new RegExp(`[${always}]|\\p{Cs}`, 'u');
const forbiddenEverywhere = new RegExp(`[${always}${lineBreaksAndTabs}]|\\p{Cs}`, 'gu');

export type TextKind = 'line' | 'multiline';

/** True when `value` holds a character refused in that kind of text (a name: `line`; a message: `multiline`). */
export function hasControlCharacters(value: string, kind: TextKind): boolean {
  return (kind === 'line' ? forbiddenInLine : forbiddenInMultiline).test(value);
}

/** Windows and old Mac line endings as `\n`, so a pasted message is not refused for its `\r`. */
export function normalizeLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, '\n');
}

/**
 * For text that is kept rather than refused (browser error reports): each refused character,
 * line breaks and tabs included, becomes U+FFFD, so what staff read cannot be reordered or hidden.
 */
export function replaceControlCharacters(value: string, keep: TextKind = 'line'): string {
  return value.replace(forbiddenEverywhere, (character) => (keep === 'multiline' && /[\t\n]/.test(character) ? character : '\uFFFD'));
}
