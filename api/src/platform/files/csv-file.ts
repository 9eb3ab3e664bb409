// The one way the product writes a CSV file: csv-stringify (a maintained library, so quoting and
// escaping are not ours to get wrong) set for Excel in French (Canada) by default: `;` between cells
// (`,` is the decimal separator there), amounts with a decimal comma; or, for a spreadsheet in
// English, `,` between cells and a decimal point (`csvFormat`, shared-domain/platform/csv-format).
// Either way CRLF line ends, a byte-order mark (without it Excel reads the accents as Latin-1),
// every text cell quoted.
//
// Patients type their own names and reasons online, and a spreadsheet runs a cell starting with
// =, +, - or @ (or a tab or carriage return before one) as a formula. Quoting is not enough: a
// file opened with another separator than the one it was written with (`,` or a tab, chosen by the
// person opening it or by their locale) splits a quoted cell at its commas, so `Quelqu un,=1+1,x`
// would yield a `=1+1` cell. Every place where a cell could start, whatever the separator (the
// start of the text, after a `,`, `;`, tab, `|` or line break, past spaces and quotes), gets an
// apostrophe before a formula character: the spreadsheet then shows text.
import { stringify } from 'csv-stringify/sync';
import { type CsvFormat, defaultCsvFormat } from 'shared-domain/platform/csv-format';

export type CsvValue = string | number | null | undefined;

export const csvByteOrderMark = '\uFEFF';

const formulaAtStart = /^[=+\-@\t\r]/;
// A separator any spreadsheet might be set to (or a line break), the spaces and quotes a cell may
// open with, then a formula character.
const formulaAfterSeparator = /([,;\t|\r\n][\s"']*)([=+\-@])/g;

// A negative amount ('-12,50', a refund) is a number to the spreadsheet, not a formula: left as it
// is, it stays a number that adds up (split at its comma, it is still two numbers).
const negativeNumber = /^-\d+(?:[,.]\d+)?$/;

/** The text as a spreadsheet will show it, never run it, whichever separator it splits on. */
export function neutraliseFormulas(text: string): string {
  if (negativeNumber.test(text)) return text;
  const inside = text.replace(formulaAfterSeparator, "$1'$2");
  return formulaAtStart.test(inside) ? `'${inside}` : inside;
}

/** The cell separator of each format: its spreadsheet's list separator. */
const delimiters: Record<CsvFormat, string> = { 'excel-fr': ';', 'excel-en': ',' };

/** -1250 → '-12,50' (French) or '-12.50' (English): a number the spreadsheet adds up; null → ''. */
export function csvAmount(cents: number | null, format: CsvFormat = defaultCsvFormat): string {
  if (cents === null) return '';
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const mark = format === 'excel-en' ? '.' : ',';
  return `${sign}${Math.floor(absolute / 100)}${mark}${String(absolute % 100).padStart(2, '0')}`;
}

/** Rows as CSV lines (the format's separator, CRLF, text quoted and neutralised); numbers as they are, null empty. */
export function csvLines(rows: readonly (readonly CsvValue[])[], format: CsvFormat = defaultCsvFormat): string {
  if (rows.length === 0) return '';
  return stringify(
    rows.map((row) => [...row]),
    {
      delimiter: delimiters[format],
      record_delimiter: 'windows',
      quoted_string: true,
      cast: { string: neutraliseFormulas },
    },
  );
}
