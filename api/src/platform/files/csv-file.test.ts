import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvAmount, csvLines, neutraliseFormulas } from './csv-file';

const cellsOf = (text: string, delimiter: string) =>
  (parse(text, { delimiter, relax_quotes: true, relax_column_count: true }) as string[][]).flat();

describe('csvLines', () => {
  it('writes `;`-separated CRLF lines, every text cell quoted, numbers as they are, nothing for null', () => {
    expect(csvLines([['Mathieu Côté', 30, null, undefined, '']])).toBe('"Mathieu Côté";30;;;""\r\n');
    expect(csvLines([['a'], ['b']])).toBe('"a"\r\n"b"\r\n');
    expect(csvLines([])).toBe('');
  });

  it('writes the English variant with `,` between cells and amounts with a decimal point, both read back as written', () => {
    const rows = [['Gagnon, Camille', csvAmount(-1250, 'excel-en'), csvAmount(9500, 'excel-en'), csvAmount(null, 'excel-en')]];
    const text = csvLines(rows, 'excel-en');
    expect(text).toBe('"Gagnon, Camille","-12.50","95.00",""\r\n');
    expect(parse(text, { delimiter: ',' })).toEqual([['Gagnon, Camille', '-12.50', '95.00', '']]);
    expect([csvAmount(-1250), csvAmount(5), csvAmount(123456)]).toEqual(['-12,50', '0,05', '1234,56']);
    expect(parse(csvLines([['a; b', csvAmount(-1250)]]), { delimiter: ';' })).toEqual([['a; b', '-12,50']]);
  });

  it('keeps separators, quotes and line breaks inside their cell', () => {
    const text = csvLines([['Douleur; cou', 'Dit "aïe"', 'ligne 1\r\nligne 2', 'Gagnon, Camille']]);
    expect(parse(text, { delimiter: ';' })).toEqual([['Douleur; cou', 'Dit "aïe"', 'ligne 1\r\nligne 2', 'Gagnon, Camille']]);
  });

  it('neutralises what a spreadsheet would run as a formula at the start of a cell', () => {
    for (const formula of ['=1+1', '+33 1 23', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutraliseFormulas(formula).startsWith("'"), formula).toBe(true);
    }
    expect(csvLines([['=HYPERLINK("x";"y")']])).toBe(`"'=HYPERLINK(""x"";""y"")"\r\n`);
    expect(neutraliseFormulas('Marie-Ève')).toBe('Marie-Ève');
    expect(neutraliseFormulas('2026-11-18')).toBe('2026-11-18');
  });

  it('leaves a negative amount a number (a refund adds up), but not a sum that starts like one', () => {
    expect(neutraliseFormulas('-12,50')).toBe('-12,50');
    expect(neutraliseFormulas('-1250')).toBe('-1250');
    expect(neutraliseFormulas('-12.50')).toBe('-12.50');
    for (const formula of ['-12,50+1', '-1-1', '-12,50;=1', '-']) expect(neutraliseFormulas(formula).startsWith("'"), formula).toBe(true);
  });

  it('leaves no cell starting a formula whichever separator splits the file', () => {
    const names = ['Quelqu un,=1+1,x', 'a;=2+2', 'b\t+1', 'c|@x', 'd, "=1', 'e\n-1+1', 'f,\t=1'];
    const text = csvLines(names.map((name) => [name, 1]));
    expect((parse(text, { delimiter: ';' }) as string[][]).map(([name]) => name)).toEqual([
      "Quelqu un,'=1+1,x",
      "a;'=2+2",
      "b\t'+1",
      "c|'@x",
      `d, "'=1`,
      "e\n'-1+1",
      "f,\t'=1",
    ]);
    for (const delimiter of [';', ',', '\t', '|']) {
      for (const cell of cellsOf(text, delimiter)) expect(cell, `${JSON.stringify(delimiter)}: ${cell}`).not.toMatch(/^[\s"]*[=+\-@]/);
    }
  });
});
