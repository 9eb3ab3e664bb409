// The back-office's global search on the screen's side (specification 2.13, 5 and 9): the limits
// the API checks (`globalSearchLimits`, with its schema in patient.ts), plus how long the dialog
// waits for the typing to stop and how many past searches the device remembers.
import { replaceControlCharacters } from '../platform/control-characters';
import { globalSearchLimits } from './search-limits';
import { searchRule } from '../platform/search-rule';

export const globalSearch = {
  /** Fewer characters than this ask nothing (and the API refuses them, 422). */
  minLength: globalSearchLimits.minLength,
  /** A longer query is refused by the API (422); the field stops there. */
  maxLength: globalSearchLimits.maxLength,
  /** At most this many patients, and as many upcoming appointments. */
  resultsPerKind: globalSearchLimits.results,
  /** The typing must pause this long before a search is sent. */
  debounceMs: searchRule.delayMs,
  /** Recent searches kept on this device. */
  recentSearches: 5,
} as const;

/**
 * The query as it will be sent, one the API accepts: a pasted tab or control character becomes a
 * space, then trimmed and cut at the maximum; `undefined` when too short to search.
 */
export function searchableQuery(text: string): string | undefined {
  const query = replaceControlCharacters(text).replaceAll('\uFFFD', ' ').trim().slice(0, globalSearch.maxLength).trim();
  return query.length >= globalSearch.minLength ? query : undefined;
}
