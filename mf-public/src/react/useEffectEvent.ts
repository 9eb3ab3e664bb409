// React 18 has no `useEffectEvent` (the site runs React 18 for its first-load budget: see
// docs/decisions/006-react-18-and-stateful-singletons.md). Same contract: a function with a
// stable identity, for effects only, that always calls the latest render's callback.
import { useCallback, useInsertionEffect, useRef } from 'react';

export function useEffectEvent<Args extends unknown[], Result>(callback: (...args: Args) => Result) {
  const latest = useRef(callback);
  // Insertion effects run before every other effect, so an effect of this render already sees it.
  useInsertionEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
