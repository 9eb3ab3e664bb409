// The list behind a figure of « Rapports financiers » as a CSV file for Excel in French or in English,
// through the product's one CSV writer (platform/files/csv-file.ts): every column the page shows, in
// its order, the amounts with the format's decimal mark.
import { type FinancialListRow, financialListColumns } from 'shared-domain/billing/financial-report';
import type { CsvFormat } from 'shared-domain/platform/csv-format';
import { csvAmount, csvByteOrderMark, csvLines } from '../../platform/files/csv-file';

export function financialListCsv(rows: readonly FinancialListRow[], format: CsvFormat): string {
  const header = financialListColumns.map((column) => column.label);
  const lines = rows.map((row) =>
    financialListColumns.map((column) => (column.key === 'amountCents' ? csvAmount(row.amountCents, format) : row[column.key])),
  );
  return csvByteOrderMark + csvLines([header, ...lines], format);
}
