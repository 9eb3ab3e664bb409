import { describe, expect, it } from 'vitest';
import { isRetryableError, withRetry } from './retry';

function recordingSleep() {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
}

/** An operation failing with each given error in turn, then answering 'ok'. */
function failingWith(...errors: unknown[]) {
  const calls: number[] = [];
  const operation = async (attempt: number) => {
    calls.push(attempt);
    if (errors.length > 0) throw errors.shift();
    return 'ok';
  };
  return { calls, operation };
}

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const named = (name: string, message = 'aborted') => Object.assign(new Error(message), { name });

describe('withRetry', () => {
  it('returns the first success without waiting', async () => {
    const { delays, sleep } = recordingSleep();
    const { calls, operation } = failingWith();
    await expect(withRetry(operation, { sleep })).resolves.toBe('ok');
    expect(calls).toEqual([1]);
    expect(delays).toEqual([]);
  });

  it('tries 3 times in all, waiting 1000 ms then 2000 ms, and rethrows the last failure', async () => {
    const { delays, sleep } = recordingSleep();
    const last = new TypeError('Failed to fetch');
    const { calls, operation } = failingWith(new TypeError('Failed to fetch'), withCode('ECONNREFUSED'), last);
    await expect(withRetry(operation, { sleep })).rejects.toBe(last);
    expect(calls).toEqual([1, 2, 3]);
    expect(delays).toEqual([1000, 2000]);
  });

  it('succeeds on a later attempt after network failures', async () => {
    const { delays, sleep } = recordingSleep();
    const { calls, operation } = failingWith(new TypeError('Failed to fetch'), withCode('NET_002'));
    await expect(withRetry(operation, { sleep })).resolves.toBe('ok');
    expect(calls).toEqual([1, 2, 3]);
    expect(delays).toEqual([1000, 2000]);
  });

  it('does not retry an error that is not a network failure', async () => {
    const { delays, sleep } = recordingSleep();
    const error = new Error('Le nom est requis');
    const { calls, operation } = failingWith(error);
    await expect(withRetry(operation, { sleep })).rejects.toBe(error);
    expect(calls).toEqual([1]);
    expect(delays).toEqual([]);
  });

  it('does not retry an answer: a 4xx or 5xx response resolves and is returned as is', async () => {
    const { delays, sleep } = recordingSleep();
    let calls = 0;
    const answer = await withRetry(
      async () => {
        calls += 1;
        return { ok: false, status: 503 };
      },
      { sleep },
    );
    expect(answer.status).toBe(503);
    expect(calls).toBe(1);
    expect(delays).toEqual([]);
  });

  it('honours other attempt counts and first delays', async () => {
    const { delays, sleep } = recordingSleep();
    const { calls, operation } = failingWith(...Array.from({ length: 5 }, () => withCode('ETIMEDOUT')));
    await expect(withRetry(operation, { sleep, attempts: 4, firstDelayMs: 50 })).rejects.toThrow();
    expect(calls).toEqual([1, 2, 3, 4]);
    expect(delays).toEqual([50, 100, 200]);
  });
});

describe('isRetryableError', () => {
  it.each([
    ['a fetch TypeError (Chromium)', new TypeError('Failed to fetch')],
    ['a fetch TypeError (Firefox)', new TypeError('NetworkError when attempting to fetch resource.')],
    ['a fetch TypeError (Safari)', new TypeError('Load failed')],
    ['NET_001', withCode('NET_001')],
    ['NET_002', withCode('NET_002')],
    ['ECONNREFUSED', withCode('ECONNREFUSED')],
    ['ETIMEDOUT', withCode('ETIMEDOUT')],
    ['an AbortError (timeout)', named('AbortError')],
    ['a TimeoutError (AbortSignal.timeout)', named('TimeoutError')],
    ['a message with "network"', new Error('Network unreachable')],
    ['a message with "timeout" in capitals', new Error('REQUEST TIMEOUT')],
    ['a message with "fetch"', new Error('fetch failed')],
    ['a connection failure as the cause', new TypeError('boom', { cause: withCode('ECONNRESET') })],
  ])('retries %s', (_, error) => {
    expect(isRetryableError(error)).toBe(true);
  });

  it.each([
    ['a plain error', new Error('Le nom est requis')],
    ['a TypeError from our own code', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['an error carrying an HTTP status', Object.assign(new Error('fetch answered 503'), { status: 503 })],
    ['a validation code', withCode('VAL_001')],
    ['a string', 'network'],
    ['null', null],
    ['undefined', undefined],
  ])('does not retry %s', (_, error) => {
    expect(isRetryableError(error)).toBe(false);
  });
});
