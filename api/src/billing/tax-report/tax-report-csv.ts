// « Rapport de taxes » as a CSV file through the product's one CSV writer: each invoice and credit
// note of the period with its figures (the list behind the totals), then the sales, the credit notes
// and the net, and the refunds for the reader. Amounts with the format's decimal mark.
import {
  type TaxFigures,
  taxFigureKeys,
  taxFigureLabels,
  type TaxReport,
  taxReportRefundsText,
  taxReportRowLabels,
} from 'shared-domain/billing/tax-report';
import { taxFigures } from 'shared-domain/billing/tax-report';
import type { CsvFormat } from 'shared-domain/platform/csv-format';
import { csvAmount, csvByteOrderMark, csvLines } from '../../platform/files/csv-file';
import type { DatedDocument } from './tax-report-data';

const kindLabels: Record<DatedDocument['kind'], string> = { invoice: 'Facture', credit_note: 'Note de crédit' };

export function taxReportCsv(
  loaded: { report: TaxReport; invoices: DatedDocument[]; creditNotes: DatedDocument[] },
  format: CsvFormat,
): string {
  const amounts = (figures: TaxFigures, sign = 1) => taxFigureKeys.map((key) => csvAmount(sign * figures[key], format));
  const documentRow = (document: DatedDocument) => [
    kindLabels[document.kind],
    document.number,
    document.date,
    ...amounts(taxFigures([document]), document.kind === 'credit_note' ? -1 : 1),
  ];
  const { report } = loaded;
  return (
    csvByteOrderMark +
    csvLines(
      [
        ['Document', 'Numéro', 'Date', ...taxFigureKeys.map((key) => taxFigureLabels[key])],
        ...loaded.invoices.map(documentRow),
        ...loaded.creditNotes.map(documentRow),
        [taxReportRowLabels.sales, '', '', ...amounts(report.sales)],
        [taxReportRowLabels.creditNotes, '', '', ...amounts(report.creditNotes, -1)],
        [taxReportRowLabels.net, '', '', ...amounts(report.net)],
        [taxReportRefundsText, '', '', csvAmount(report.refundsCents, format)],
      ],
      format,
    )
  );
}
