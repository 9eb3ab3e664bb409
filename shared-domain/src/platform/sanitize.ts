// Text from public forms is trimmed and stripped of what could run as markup (specification
// section 5), recursively through nested objects and arrays. The API does it again: the
// browser's copy is a courtesy, never a guarantee.
//
// Why a rule on the whole tag rather than a list of bad things: looking for
// `<script>`, `on…=` and `javascript:` missed `A<svg/onload=alert(1)>B` and `java<TAB>script:`,
// and every filter-evasion list has more. What makes text markup is simpler: an HTML parser opens
// a tag, an end tag, a comment or a processing instruction only at `<` followed by an ASCII
// letter, `/`, `!` or `?`. So every such run up to the next `>` (or to the end, for an unclosed
// tag) is removed, script and iframe blocks with their content, and removal is repeated until
// nothing changes (`<scr<script>ipt>` yields no tag). What remains cannot open a tag wherever it is
// put into HTML, including the attributes and event handlers a tag would carry. `<` before a
// digit or a space (« douleur < 3 jours ») stays: it is text to every parser. `javascript:` and
// `vbscript:`, even split by spaces or controls or written as character references, are removed
// too, for a screen that would one day turn text into a link.
//
// This is defence in depth, not the display rule: React escapes what it shows, e-mails are plain
// text, and any HTML built from this text must still escape it. Entities (`&lt;`) are kept as
// typed: escaped at display they show as typed and run nowhere.
import type { z } from 'zod';

const scriptOrFrameBlock = /<\s*(script|iframe|style)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi;
const tagLike = /<[a-z!/?][^>]*>?/gi;

/** `javascript:` with anything a URL parser skips or decodes between its letters. */
function schemePattern(scheme: string): RegExp {
  const ignored = '(?:[\\s\\u0000-\\u001F\\u007F-\\u009F\\u200B-\\u200D\\u2060\\uFEFF]|&(?:tab|newline);)*';
  const letter = (character: string) => {
    const code = character.charCodeAt(0);
    const lower = code | 0x20;
    const upper = code & ~0x20;
    const references = [lower, upper].flatMap((point) => [`&#0*${point};?`, `&#x0*${point.toString(16)};?`]);
    return `(?:${character}|${references.join('|')})`;
  };
  const letters = [...scheme].map(letter).join(ignored);
  return new RegExp(`${letters}${ignored}(?::|&colon;|&#0*58;?|&#x0*3a;?)`, 'gi');
}

const dangerousSchemes = [schemePattern('javascript'), schemePattern('vbscript')];

function stripOnce(value: string): string {
  return dangerousSchemes.reduce((text, scheme) => text.replace(scheme, ''), value.replace(scriptOrFrameBlock, '').replace(tagLike, ''));
}

export function sanitizeText(value: string): string {
  let current = value;
  // Each pass that changes something makes the text shorter, so this ends.
  for (let next = stripOnce(current); next !== current; next = stripOnce(current)) current = next;
  return current.trim();
}

export function sanitizeInput<T>(value: T): T {
  if (typeof value === 'string') return sanitizeText(value) as T;
  if (Array.isArray(value)) return value.map((item) => sanitizeInput(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sanitizeInput(item)])) as T;
  }
  return value;
}

function sanitizedFields(value: unknown, keep: readonly string[]): unknown {
  if (keep.length === 0 || value === null || typeof value !== 'object' || Array.isArray(value)) return sanitizeInput(value);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, keep.includes(key) ? item : sanitizeInput(item)]));
}

/**
 * `schema` for text a person typed, wherever it comes in (a form, a configuration file): parsed,
 * stripped of markup (`sanitizeInput`), then parsed once more, since a name made only of a tag is
 * empty once stripped. `keep` names the top-level fields taken exactly as typed (a password, a code).
 * Same input and output types as `schema`.
 */
export function withSanitizedText<Schema extends z.ZodType>(schema: Schema, keep: readonly string[] = []): Schema {
  return (schema.transform((value) => sanitizedFields(value, keep)) as z.ZodType).pipe(schema as z.ZodType) as unknown as Schema;
}
