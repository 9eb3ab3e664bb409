// `value`, once it has stopped changing for `delayMs` (by default the search rule's 300 ms,
// `shared-domain/platform/search-rule`): a search box asks the server when the typing pauses, not at each key.
import { searchRule } from 'shared-domain/platform/search-rule';
import { useEffect, useState } from 'react';

export { searchRule, searchText } from 'shared-domain/platform/search-rule';

export function useDebouncedValue<T>(value: T, delayMs: number = searchRule.delayMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
