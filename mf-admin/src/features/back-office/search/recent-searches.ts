// The last searches made on this device (specification 2.13: 5, stored locally). They never leave
// the browser; storage that refuses (private window, full quota) just means none are remembered.
// A search is remembered when one of its results is opened, the latest first, without repeats.
import { useCallback, useState } from 'react';
import { globalSearch } from 'shared-domain/patients/global-search';

export const recentSearchesKey = 'clinique.admin.recent-searches';

export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(recentSearchesKey) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored
      .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
      .slice(0, globalSearch.recentSearches);
  } catch {
    return [];
  }
}

function writeRecentSearches(searches: readonly string[]): void {
  try {
    if (searches.length === 0) window.localStorage.removeItem(recentSearchesKey);
    else window.localStorage.setItem(recentSearchesKey, JSON.stringify(searches));
  } catch {
    // Not remembered on this device; the search itself worked.
  }
}

/** `query` first, an earlier copy (whatever its case) dropped, the oldest beyond the limit forgotten. */
export function withRecentSearch(searches: readonly string[], query: string): string[] {
  const text = query.trim();
  const same = text.toLocaleLowerCase('fr-CA');
  return [text, ...searches.filter((entry) => entry.toLocaleLowerCase('fr-CA') !== same)].slice(0, globalSearch.recentSearches);
}

/** Forgets them all, e.g. when the staff member signs out of a shared computer. */
export function clearRecentSearches(): void {
  writeRecentSearches([]);
}

export function useRecentSearches() {
  const [searches, setSearches] = useState(readRecentSearches);
  const remember = useCallback((query: string) => {
    const next = withRecentSearch(readRecentSearches(), query);
    writeRecentSearches(next);
    setSearches(next);
  }, []);
  const clear = useCallback(() => {
    clearRecentSearches();
    setSearches([]);
  }, []);
  return { searches, remember, clear };
}
