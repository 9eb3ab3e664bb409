import { describe, expect, it } from 'vitest';
import { countOf } from './french-plural';

describe('countOf', () => {
  it('takes the singular for 0 and 1, the plural from 2, as French does', () => {
    expect(countOf(0, 'ignoré', 'ignorés')).toBe('0 ignoré');
    expect(countOf(1, 'ignoré', 'ignorés')).toBe('1 ignoré');
    expect(countOf(2, 'ignoré', 'ignorés')).toBe('2 ignorés');
    expect(countOf(1500, 'dossier', 'dossiers')).toBe('1500 dossiers');
  });
});
