import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ApiResult } from 'shared-ui/api-result';
import { afterEach, describe, expect, it } from 'vitest';
import { useApiLoad } from './useApiLoad';

afterEach(cleanup);

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('useApiLoad', () => {
  it('loads nothing without a key, then the key’s data, and drops an answer for an older key', async () => {
    const answers = new Map([
      ['a', deferred<ApiResult<string>>()],
      ['b', deferred<ApiResult<string>>()],
    ]);
    const { result, rerender } = renderHook(
      ({ key }: { key: string | null }) => useApiLoad(key, (k) => answers.get(k)?.promise as Promise<ApiResult<string>>),
      {
        initialProps: { key: null as string | null },
      },
    );
    expect(result.current.state).toEqual({ status: 'idle' });
    rerender({ key: 'a' });
    expect(result.current.state).toEqual({ status: 'loading' });
    rerender({ key: 'b' });
    await act(async () => answers.get('a')?.resolve({ kind: 'ok', data: 'ancienne' }));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => answers.get('b')?.resolve({ kind: 'ok', data: 'nouvelle' }));
    expect(result.current.state).toEqual({ status: 'ok', data: 'nouvelle' });
  });

  it('reports a refusal with its error and no answer without one, and reads again on reload', async () => {
    const error = { status: 404, code: 'NOT_FOUND', message: 'Ressource introuvable.' } as const;
    let next: ApiResult<string> = { kind: 'error', error };
    const { result } = renderHook(() => useApiLoad('x', async () => next));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed', error }));
    next = { kind: 'unreachable', reason: 'network', cause: new TypeError('Failed to fetch') };
    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed', error: undefined }));
    next = { kind: 'ok', data: 'enfin' };
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ok', data: 'enfin' }));
  });
});
