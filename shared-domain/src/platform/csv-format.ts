// Which spreadsheet a CSV export is written for. Excel reads a CSV with its locale's list separator
// and decimal mark: in French (Canada) `;` between cells and a decimal comma, in English `,` and a
// decimal point. Each export button offers both; the French one is the default.
import { z } from 'zod';
import { validationMessages as m } from './validation-messages';

export const csvFormats = ['excel-fr', 'excel-en'] as const;
export type CsvFormat = (typeof csvFormats)[number];

export const defaultCsvFormat: CsvFormat = 'excel-fr';

/** As the export buttons name them. */
export const csvFormatLabels: Record<CsvFormat, string> = {
  'excel-fr': 'Excel français',
  'excel-en': 'Excel anglais',
};

/** What a button says of the file it gives, for a screen reader. */
export const csvFormatDetails: Record<CsvFormat, string> = {
  'excel-fr': 'point-virgule entre les cellules, virgule décimale',
  'excel-en': 'virgule entre les cellules, point décimal',
};

/** The `format` of an export's query: absent means Excel in French. */
export const csvFormatField = z
  .enum(csvFormats, { error: m.oneOf('Format', Object.values(csvFormatLabels)) })
  .optional()
  .transform((format) => format ?? defaultCsvFormat);
