import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { anyContains, containsPattern, foldCase, phoneDigitsOf, phoneSearchDigits } from './text-match';

describe('text matching for the patient list and the search', () => {
  it('folds ASCII and French capitals only, as the SQL side does', () => {
    expect(foldCase('ÉMILIE Côté-ŒUVRE')).toBe('émilie côté-œuvre');
    // Letters outside the table stay as they are on both sides.
    expect(foldCase('ÑANDÚ')).toBe('ÑandÚ');
  });

  it('escapes the LIKE wildcards and its escape character', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('reads a search as phone digits only when it looks like a number', () => {
    expect(phoneSearchDigits('(514) 555')).toBe('514555');
    expect(phoneSearchDigits('51')).toBeUndefined();
    expect(phoneSearchDigits('Roy 514')).toBeUndefined();
  });

  describe('in the database', () => {
    const testApp = useTestApp({ database: 'migrated' });
    const matches = async (value: string, text: string) => {
      // The very expression the queries use, on a bound value instead of a column.
      const [row] = await testApp().db.all<{ hit: number }>(sql`select (${anyContains([sql`${value}`], text)}) as hit`);
      return Number(row?.hit) === 1;
    };

    it('ignores the case of accented capitals on both sides', async () => {
      expect(await matches('Émilie Bélanger', 'ÉMILIE')).toBe(true);
      expect(await matches('ÉMILIE BÉLANGER', 'émilie bé')).toBe(true);
      expect(await matches('Émilie', 'mil')).toBe(true);
      expect(await matches('Emilie', 'fred')).toBe(false);
    });

    it('takes % and _ literally', async () => {
      expect(await matches('100% naturel', '0% n')).toBe(true);
      expect(await matches('1000 naturel', '0% n')).toBe(false);
      expect(await matches('a_b', 'a_b')).toBe(true);
      expect(await matches('axb', 'a_b')).toBe(false);
      expect(await matches('a\\b', 'a\\b')).toBe(true);
    });

    it('strips the separators of a stored phone number', async () => {
      const [row] = await testApp().db.all<{ digits: string }>(sql`select ${phoneDigitsOf(sql`${'+1 (514) 555.0142'}`)} as digits`);
      expect(row?.digits).toBe('15145550142');
    });
  });
});
