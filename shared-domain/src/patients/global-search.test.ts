import { describe, expect, it } from 'vitest';
import { globalSearch, searchableQuery } from './global-search';
import { globalSearchQuerySchema } from './patient';

describe('searchableQuery', () => {
  it('asks nothing below the minimum, counting trimmed characters', () => {
    expect(searchableQuery('')).toBeUndefined();
    expect(searchableQuery('a')).toBeUndefined();
    expect(searchableQuery('  b  ')).toBeUndefined();
    expect(searchableQuery('\tb\u200B')).toBeUndefined();
  });

  it('sends the trimmed query from two characters, never past the maximum', () => {
    expect(searchableQuery(' Tr ')).toBe('Tr');
    expect(searchableQuery('x'.repeat(150))).toHaveLength(globalSearch.maxLength);
  });

  it('sends only what the API accepts: a pasted tab or control character is a space', () => {
    for (const text of ['Marie\tTremblay', 'Ma\u202Erie', `${'y'.repeat(99)} z`, 'Tr\u0000']) {
      const query = searchableQuery(text);
      expect(query).toBeDefined();
      expect(globalSearchQuerySchema.safeParse({ q: query }).success).toBe(true);
    }
    expect(searchableQuery('Marie\tTremblay')).toBe('Marie Tremblay');
  });
});
