// Structured JSON logs on stdout. Fields whose names suggest secrets are masked so that a
// careless call cannot print a password, card number, TOTP secret or link token.
type Level = 'debug' | 'info' | 'warn' | 'error';

const secretKey = /pass(word)?|secret|token|card.?number|cvv|cvc|totp|backup.?codes?|invitation.?code|authorization|cookie/i;

// A card number under any name (a request body's `number`, an error message): 13 to 19 digits in
// a row or in groups, as `shared-domain/platform/redact-secrets` recognises them for the browsers' reports.
const cardNumberLike = /(?<![\d.])(?:\d{13,19}|\d{4}([ -])\d{4}\1\d{4}\1\d{1,4}(?:\1\d{1,3})?|\d{4}([ -])\d{6}\2\d{4,5})(?![\d.])/g;

export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(cardNumberLike, '[carte masquée]');
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      secretKey.test(key) ? '[masqué]' : redact(item, depth + 1),
    ]),
  );
}

const quiet = () => process.env.LOG_LEVEL === 'silent';

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (quiet()) return;
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    message,
    ...(redact(fields) as object),
  });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
