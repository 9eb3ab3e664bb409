// A value that follows `value` once it has stopped changing for `delayMs` (the search boxes wait
// 300 ms after the last keystroke, specification §9, rather than asking the server at each one).
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The search boxes' wait after the last keystroke (specification §9). */
export const searchDebounceMs = 300;
