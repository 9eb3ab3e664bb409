import { describe, expect, it } from 'vitest';
import { ApiRequestError, UnreachableError } from './api-result';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';

const refusal = new ApiRequestError({
  status: 401,
  code: 'AUTH_001',
  message: 'Veuillez vous connecter pour continuer.',
});
const serverDown = new ApiRequestError({
  status: 503,
  code: 'DB_002',
  message: 'Base indisponible',
});

describe('the query client defaults', () => {
  it('never retry an answer from the server, 4xx or 5xx', () => {
    expect(shouldRetryQuery(0, refusal)).toBe(false);
    expect(shouldRetryQuery(0, serverDown)).toBe(false);
  });

  it('retry a request that got no answer, three attempts in all, 1000 ms then 2000 ms apart', () => {
    const unreachable = new UnreachableError('network');
    expect([0, 1, 2].map((failures) => shouldRetryQuery(failures, unreachable))).toEqual([true, true, false]);
    expect([0, 1].map(queryRetryDelay)).toEqual([1000, 2000]);
  });

  it('are what a new client uses, overridable by tests', async () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.retry).toBe(shouldRetryQuery);
    expect(createQueryClient({ retryDelay: 0 }).getDefaultOptions().queries?.retryDelay).toBe(0);
    let calls = 0;
    const fetching = createQueryClient({ retryDelay: 0 }).fetchQuery({
      queryKey: ['x'],
      queryFn: async () => {
        calls += 1;
        throw new UnreachableError('network');
      },
      // fetchQuery does not retry by default; the screens' queries do.
      retry: shouldRetryQuery,
    });
    await expect(fetching).rejects.toBeInstanceOf(UnreachableError);
    expect(calls).toBe(3);
  });
});
