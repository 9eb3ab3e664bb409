// The retry helper of the specification (section 9): at most 3 attempts, waiting 1000 ms then
// 2000 ms, and only when the request never got an answer (network down, timeout, refused
// connection). An answer, even a 4xx or a 5xx, is the server speaking: asking again would not
// change it, and could store a request twice.
import { errorCodes } from './errors';

export const retryDefaults = { attempts: 3, firstDelayMs: 1000 } as const;

export interface RetryOptions {
  /** Attempts in all, the first one included. */
  attempts?: number;
  /** Wait before the second attempt; each later wait doubles. */
  firstDelayMs?: number;
  /** Injected by tests so nothing really waits. */
  sleep?: (ms: number) => Promise<void>;
  shouldRetry?: (error: unknown) => boolean;
}

const connectionFailureCodes = new Set<string>([
  errorCodes.network,
  errorCodes.timeout,
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_SOCKET',
]);

const networkWords = /network|timeout|fetch/i;

/**
 * True for a failure to reach the server: a network, timeout or connection-failure code (on the
 * error or its cause), a fetch TypeError, an AbortError or TimeoutError, or a message that says
 * network, timeout or fetch. False for anything that carries an HTTP status.
 */
export function isRetryableError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message, code, status, cause } = error as Record<string, unknown>;
  if (typeof status === 'number') return false;
  if (typeof code === 'string' && connectionFailureCodes.has(code)) return true;
  if (name === 'AbortError' || name === 'TimeoutError') return true;
  // Browsers word a failed fetch differently: 'Failed to fetch' (Chromium), 'NetworkError when
  // attempting to fetch resource.' (Firefox), 'Load failed' (Safari).
  if (name === 'TypeError' && typeof message === 'string' && /fetch|network|load failed/i.test(message)) return true;
  if (typeof message === 'string' && networkWords.test(message)) return true;
  return cause !== undefined && cause !== error && isRetryableError(cause);
}

// shared-domain compiles without the DOM or Node types; every runtime it serves has timers. The
// global is read at each call so that fake timers installed later take effect.
type Timers = { setTimeout(callback: () => void, ms: number): unknown };
const wait = (ms: number) => new Promise<void>((resolve) => void (globalThis as unknown as Timers).setTimeout(resolve, ms));

/** Runs `operation`, trying again after a network failure; the last failure is rethrown. */
export async function withRetry<T>(operation: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const {
    attempts = retryDefaults.attempts,
    firstDelayMs = retryDefaults.firstDelayMs,
    sleep = wait,
    shouldRetry = isRetryableError,
  } = options;
  let delay = firstDelayMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (attempt >= attempts || !shouldRetry(error)) throw error;
    }
    await sleep(delay);
    delay *= 2;
  }
}
