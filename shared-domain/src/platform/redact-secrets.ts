// What must never reach a log staff read (DESIGN §5): passwords, tokens,
// card numbers, authorisation and cookie values, link tokens, and e-mail addresses. Browsers'
// error reports are written by whoever loads the page, so their text is redacted before it is
// sent and again before it is stored. E-mail addresses go too: an address in the clinic's error
// log says who is a patient, and no bug needs it to be fixed. The rules err towards masking: a
// masked id costs a little debugging, a kept secret cannot be taken back.
import { paths } from './paths';

export const redactedMark = '[masqué]';

/** Names whose value is a secret: a context key (`password`), a query (`?token=`), a field in a message. */
const secretNames =
  'passw(?:or)?d|passphrase|pwd|mot[_ -]?de[_ -]?passe|secret|[a-z_-]*token|jeton|api[_-]?key|access[_-]?key|private[_-]?key|credentials?|session(?:[_-]?id)?|\\bsid\\b|\\botp\\b|totp|cvv|cvc|card[_-]?number|backup[_-]?codes?';
const headerNames = '(?:proxy-)?authorization|set-cookie|cookie';

const secretKey = new RegExp(`(?:${secretNames}|${headerNames}|card)`, 'i');

/** True for a context key whose value must not be kept at all (`password`, `authToken`, `Cookie`). */
export function isSecretName(name: string): boolean {
  return secretKey.test(name);
}

const rules: ReadonlyArray<readonly [RegExp, string | ((...groups: string[]) => string)]> = [
  // `Authorization: Bearer …`, `Cookie: a=b; c=d`, in a header dump or JSON: to the end of the line or quote.
  [
    new RegExp(`\\b(${headerNames})(["']?\\s*[:=]\\s*["']?)[^\\r\\n"']+`, 'gi'),
    (_all, name, separator) => `${name}${separator}${redactedMark}`,
  ],
  [/\b(Bearer|Basic|Digest|Token)\s+[A-Za-z0-9._~+/=-]{6,}/g, (_all, scheme) => `${scheme} ${redactedMark}`],
  // `password=…`, `"token": "…"`, `?access_token=…`.
  [
    new RegExp(`\\b(${secretNames})(["']?\\s*[:=]\\s*["']?)(?:(?<=["'])[^"'\\r\\n]+|[^\\s"'&,;}\\]]+)`, 'gi'),
    (_all, name, separator) => `${name}${separator}${redactedMark}`,
  ],
  // JSON Web Tokens.
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, redactedMark],
  // Link tokens in the site's own paths, whatever they look like.
  [linkTokenPattern(), (_all, prefix) => `${prefix}/${redactedMark}`],
  // Card numbers, Luhn-valid or not: 13 to 19 digits in a row, or written in groups (4-4-4-4[-3], 4-6-5).
  [/(?<![\d.])(?:\d{13,19}|\d{4}([ -])\d{4}\1\d{4}\1\d{1,4}(?:\1\d{1,3})?|\d{4}([ -])\d{6}\2\d{4,5})(?![\d.])/g, '[carte masquée]'],
  // E-mail addresses with a letter TLD (so `package@4.1.12` in a stack trace stays).
  [/(?<![A-Za-z0-9._%+'-])[A-Za-z0-9._%+'-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}(?![A-Za-z0-9-])/g, '[courriel masqué]'],
  // Random-looking runs (tokens, keys, ids): 22+ URL-safe characters with both letters and digits.
  [/(?<![A-Za-z0-9_-])(?=[A-Za-z_-]*\d)(?=[0-9_-]*[A-Za-z])[A-Za-z0-9_-]{22,}(?![A-Za-z0-9_-])/g, redactedMark],
];

function linkTokenPattern(): RegExp {
  const prefixes = Object.values(paths)
    .map((path) => path.pattern)
    .filter((pattern) => pattern.endsWith('/:token'))
    .map((pattern) => pattern.slice(0, -'/:token'.length));
  return new RegExp(`(${prefixes.join('|')})/[^/?#\\s"')]+`, 'g');
}

/** `text` with every secret-looking value replaced by a mark; the rest as written. */
export function redactSecrets(text: string): string {
  return rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement as string), text);
}
