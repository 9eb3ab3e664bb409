// A CSV export's two links, one file per spreadsheet's locale: Excel in French reads `;` between
// cells and a decimal comma, in English `,` and a decimal point (shared-domain/platform/csv-format).
// Each back-office export offers both under one plain « Exporter (CSV) » label.
import { type CsvFormat, csvFormatDetails, csvFormatLabels, csvFormats } from 'shared-domain/platform/csv-format';
import './csv-export-links.css';

export const csvExportText = {
  label: 'Exporter (CSV)',
  /** « CSV — Excel français »: one link per spreadsheet's locale. */
  as: (format: string) => `CSV — ${format}`,
  /** For a screen reader: what the file holds, then how it is written. */
  detail: (contents: string, format: string) => ` : ${contents} (${format})`,
} as const;

export interface CsvExportLinksProps {
  /** The export's address for a format, relative to the site. */
  href(format: CsvFormat): string;
  /** What the file holds, as the links tell a screen reader: « les paiements filtrés ». */
  contents: string;
}

export function CsvExportLinks({ href, contents }: CsvExportLinksProps) {
  return (
    <p className="csv-export-links">
      <span className="csv-export-links__label">{csvExportText.label}</span>
      {csvFormats.map((format) => (
        <a key={format} className="ui-button ui-button--secondary" href={href(format)} download>
          {csvExportText.as(csvFormatLabels[format])}
          <span className="ui-visually-hidden">{csvExportText.detail(contents, csvFormatDetails[format])}</span>
        </a>
      ))}
    </p>
  );
}
