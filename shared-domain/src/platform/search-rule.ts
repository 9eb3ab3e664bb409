// When a search box asks the server (specification §5 and §9): from `minLength` characters (the
// minimum the API accepts for the global search), once the typing has paused `delayMs`.
import { globalSearchLimits } from '../patients/search-limits';

export const searchRule = {
  /** Fewer characters than this ask nothing. */
  minLength: globalSearchLimits.minLength,
  /** The typing must pause this long before a search is sent. */
  delayMs: 300,
} as const;

/** The text as it will be searched: trimmed, `undefined` while shorter than the rule's minimum. */
export function searchText(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed.length >= searchRule.minLength ? trimmed : undefined;
}
