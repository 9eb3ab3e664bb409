// Client errors (specification sections 3 and 8): what the browser apps record when something
// fails, with an id the person can quote to the clinic. Pure: reporting (console, telemetry)
// lives in shared-ui/error-log.
import type { ErrorLogEntry, ErrorSeverity } from './error-log';
import { errorCodes, errorMessages } from './errors';

import { clientErrorCodes } from './client-error-codes';

export { clientErrorCodes };

export const errorLogCapacity = 100;
export const recentErrorsDefault = 10;

// The telemetry endpoint's limits (shared-domain/platform/error-log): longer text is cut, not refused.
const maxMessageLength = 2000;
const maxStackLength = 8000;

export interface ErrorReportOptions {
  errorCode?: string;
  severity?: ErrorSeverity;
  context?: Record<string, unknown>;
}

// shared-domain compiles without the DOM or Node types; browsers and Node 20 both have Web Crypto.
type WebCrypto = { getRandomValues<T extends Uint8Array>(array: T): T };

/** `ERR-<time in base 36>-<8 random hex digits>`, upper case so it reads well over the phone. */
export function newErrorId(now: number = Date.now()): string {
  const random = (globalThis as unknown as { crypto: WebCrypto }).crypto.getRandomValues(new Uint8Array(4));
  const hex = Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `ERR-${now.toString(36)}-${hex}`.toUpperCase();
}

export function severityForCode(errorCode: string): ErrorSeverity {
  if (errorCode === errorCodes.databaseUnavailable) return 'critical';
  if (errorCode === clientErrorCodes.global || errorCode === clientErrorCodes.unhandledPromise) return 'high';
  if (errorCode.startsWith('VAL_')) return 'low';
  return 'medium';
}

const productCodes = new Set<string>(Object.values(errorCodes));

interface ErrorLike {
  name: string;
  message: string;
  stack?: unknown;
  code?: unknown;
}

/** An Error, or one from another realm (a frame) that only looks like one. */
function isErrorLike(value: unknown): value is ErrorLike {
  if (value instanceof Error) return true;
  if (typeof value !== 'object' || value === null) return false;
  const { name, message } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof message === 'string';
}

export function toErrorLogEntry(error: unknown, options: ErrorReportOptions = {}): ErrorLogEntry {
  const errorLike = isErrorLike(error) ? error : undefined;
  const ownCode = typeof errorLike?.code === 'string' && productCodes.has(errorLike.code) ? errorLike.code : undefined;
  const errorCode = options.errorCode ?? ownCode ?? clientErrorCodes.unknown;
  const message = errorLike ? errorLike.message || errorLike.name : errorMessages.unexpected;
  const context = errorLike || error === undefined ? options.context : { ...options.context, thrown: describeThrown(error) };
  const entry: ErrorLogEntry = {
    id: newErrorId(),
    timestamp: new Date().toISOString(),
    errorCode,
    message: (message || errorMessages.unexpected).slice(0, maxMessageLength),
    severity: options.severity ?? severityForCode(errorCode),
  };
  if (typeof errorLike?.stack === 'string' && errorLike.stack) entry.stack = errorLike.stack.slice(0, maxStackLength);
  if (context && Object.keys(context).length > 0) entry.context = context;
  // Redaction and bounding happen on the server before storing (./safe-error-log-entry): doing it
  // here too would put the redaction rules on the home page's first load for a rare report.
  return entry;
}

/** What was thrown instead of an Error, kept short for whoever reads the log. */
function describeThrown(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    text = Object.prototype.toString.call(value);
  }
  return text.slice(0, 200);
}

/** The page's recent errors, at most `capacity` of them, oldest first. */
export class ErrorLog {
  readonly #entries: ErrorLogEntry[] = [];

  constructor(readonly capacity: number = errorLogCapacity) {}

  add(entry: ErrorLogEntry): ErrorLogEntry {
    this.#entries.push(entry);
    if (this.#entries.length > this.capacity) this.#entries.splice(0, this.#entries.length - this.capacity);
    return entry;
  }

  /** The `n` newest entries, newest last. */
  recent(n: number = recentErrorsDefault): ErrorLogEntry[] {
    return n > 0 ? this.#entries.slice(-n) : [];
  }

  get size(): number {
    return this.#entries.length;
  }

  clear(): void {
    this.#entries.length = 0;
  }
}
