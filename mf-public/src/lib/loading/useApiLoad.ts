// The public remote's small loader (it keeps TanStack Query off the site, conventions "A screen" 2):
// one typed-client read per key, its outcome as a state the page renders, and a way to read again.
// An answer for an older key or attempt is dropped, so a slow reply never shows over a newer one.
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { ApiError } from 'shared-domain/platform/errors';
import type { ApiResult } from 'shared-ui/api-result';

export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  /** `error` is the API's refusal; undefined when no answer came (network, timeout, a bug). */
  | { status: 'failed'; error: ApiError | undefined };

export interface ApiLoad<T> {
  state: LoadState<T>;
  /** Reads again (a « Réessayer » button, or data known to be stale). */
  reload(): void;
}

type Settled<T> = Extract<LoadState<T>, { status: 'ok' | 'failed' }>;

function settled<T>(result: ApiResult<T>): Settled<T> {
  if (result.kind === 'ok') return { status: 'ok', data: result.data };
  return { status: 'failed', error: result.kind === 'error' ? result.error : undefined };
}

/** Loads `load(key)` whenever `key` changes (nothing while it is null). */
export function useApiLoad<T>(key: string | null, load: (key: string) => Promise<ApiResult<T>>): ApiLoad<T> {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ request: string; state: Settled<T> } | null>(null);
  const request = key === null ? null : `${attempt}\u0000${key}`;
  const run = useEffectEvent(load);

  useEffect(() => {
    if (key === null) return;
    const current = `${attempt}\u0000${key}`;
    let active = true;
    run(key).then(
      (result) => active && setOutcome({ request: current, state: settled(result) }),
      () => active && setOutcome({ request: current, state: { status: 'failed', error: undefined } }),
    );
    return () => {
      active = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const state: LoadState<T> = request === null ? { status: 'idle' } : outcome?.request === request ? outcome.state : { status: 'loading' };
  return { state, reload };
}
