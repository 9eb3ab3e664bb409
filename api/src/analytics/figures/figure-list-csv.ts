// The list behind a figure as a CSV file for Excel in French or in English, through the product's one
// CSV writer (platform/files/csv-file.ts): the columns the page shows, in its order.
import { type FigureListRow, figureListColumns } from 'shared-domain/analytics/figure-list';
import type { CsvFormat } from 'shared-domain/platform/csv-format';
import { csvAmount, csvByteOrderMark, csvLines } from '../../platform/files/csv-file';

export function figureListCsv(rows: readonly FigureListRow[], format: CsvFormat): string {
  const header = figureListColumns.map((column) => column.label);
  const lines = rows.map((row) =>
    figureListColumns.map((column) => (column.key === 'amountCents' ? csvAmount(row.amountCents, format) : row[column.key])),
  );
  return csvByteOrderMark + csvLines([header, ...lines], format);
}
