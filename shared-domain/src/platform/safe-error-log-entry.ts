// A browser's error report as the clinic keeps it. The endpoint is open to
// anonymous visitors, so a report can hold anything: its text is redacted (./redact-secrets),
// stripped of characters that hide or reorder what staff read (./control-characters), and its
// free-form `context` is cut to a shape a person can read: a few levels deep, a few keys and items,
// short strings, a few kilobytes in all. Cut rather than refused: a report from a broken page is
// still worth keeping. The API applies it before storing (not the browser: it would weigh on the
// home page's first load for a rare report).
// Markup is left as typed: staff screens show it as text (React escapes), never as HTML.
import { replaceControlCharacters, type TextKind } from './control-characters';
import { type ErrorLogEntry, errorPageMaxLength } from './error-log';
import { isSecretName, redactedMark, redactSecrets } from './redact-secrets';

export const errorContextLimits = {
  /** The context object is level 1: `{ a: { b: { c: 'x' } } }` is as deep as it goes. */
  depth: 3,
  keys: 20,
  items: 20,
  stringLength: 2000,
  /** The whole context, as JSON. */
  bytes: 4096,
} as const;

/** Stands for a value cut because it was nested too deep. */
export const tooDeepMark = '[…]';

export function safeErrorLogEntry(entry: ErrorLogEntry): ErrorLogEntry {
  const safe: ErrorLogEntry = {
    ...entry,
    id: safeText(entry.id),
    errorCode: safeText(entry.errorCode),
    message: safeText(entry.message, 'multiline'),
  };
  if (entry.stack !== undefined) safe.stack = safeText(entry.stack, 'multiline');
  if (entry.context !== undefined) safe.context = boundedContext(entry.context);
  if (entry.page !== undefined) {
    const page = pagePath(entry.page);
    if (page) safe.page = page;
    else delete safe.page;
  }
  return safe;
}

/**
 * The path of the page a report names, without its query string or fragment: a link's token
 * (`/appointment/manage/…?token=`, `#access_token=`) never reaches the log. A whole address gives its path.
 */
export function pagePath(page: string): string {
  const withoutOrigin = page.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const path = withoutOrigin.split(/[?#]/, 1)[0] ?? '';
  return safeText(path.startsWith('/') ? path : path && `/${path}`).slice(0, errorPageMaxLength);
}

function safeText(value: string, kind: TextKind = 'line'): string {
  return replaceControlCharacters(redactSecrets(value), kind);
}

function boundedContext(context: Record<string, unknown>): Record<string, unknown> {
  const bounded = boundedObject(context, 1);
  // Over the size budget: drop the last keys until it fits; what is kept reads whole.
  const keys = Object.keys(bounded);
  while (keys.length > 0 && JSON.stringify(bounded).length > errorContextLimits.bytes) {
    delete bounded[keys.pop() as string];
  }
  return bounded;
}

function boundedObject(value: object, depth: number): Record<string, unknown> {
  const entries = Object.entries(value).slice(0, errorContextLimits.keys);
  return Object.fromEntries(
    entries.map(([key, item]) => [safeText(key), isSecretName(key) ? redactedMark : boundedValue(item, depth + 1)]),
  );
}

function boundedValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return safeText(value.slice(0, errorContextLimits.stringLength), 'multiline');
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || value === null) return value;
  if (typeof value !== 'object') return null;
  if (depth > errorContextLimits.depth) return tooDeepMark;
  if (Array.isArray(value)) return value.slice(0, errorContextLimits.items).map((item) => boundedValue(item, depth + 1));
  return boundedObject(value, depth);
}
