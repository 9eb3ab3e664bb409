import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName } from './appointments-csv';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Mathieu Côté')).toBe('Mathieu Côté');
    expect(csvCell(30)).toBe('30');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes a cell holding the separator, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('Douleur; cou')).toBe('"Douleur; cou"');
    expect(csvCell('Dit "aïe"')).toBe('"Dit ""aïe"""');
    expect(csvCell('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
    expect(csvCell('ligne 1\r\nligne 2')).toBe('"ligne 1\r\nligne 2"');
    // A comma is no separator for Excel in French.
    expect(csvCell('Gagnon, Camille')).toBe('Gagnon, Camille');
  });

  it('neutralises what a spreadsheet would run as a formula', () => {
    for (const formula of ['=1+1', '+33 1 23', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(formula).replace(/^"/, '').startsWith("'"), formula).toBe(true);
    }
    expect(csvCell('=HYPERLINK("x";"y")')).toBe(`"'=HYPERLINK(""x"";""y"")"`);
    expect(csvCell('Marie-Ève')).toBe('Marie-Ève');
  });
});

describe('csvFileName', () => {
  it('names the file after the range, an open end in words', () => {
    expect(csvFileName({ from: '2026-11-01', to: '2026-11-30' })).toBe('rendez-vous-2026-11-01-2026-11-30.csv');
    expect(csvFileName({})).toBe('rendez-vous-debut-fin.csv');
  });
});
