// « Paiements » as a CSV file for Excel in French (Canada) or in English, through the product's one
// CSV writer (platform/files/csv-file.ts: BOM, the format's separator, CRLF, text quoted, formulas
// neutralised whatever the separator): every column the screen shows, in its order, amounts with
// the format's decimal mark so they stay numbers, instants as the clinic's 'YYYY-MM-DD HH:MM'.
import { clinicDate, clinicTime } from 'shared-domain/platform/clinic-time';
import type { DeskPaymentRow } from 'shared-domain/billing/desk-payment-views';
import type { CsvFormat } from 'shared-domain/platform/csv-format';
import { paymentKindLabels, paymentListColumns } from 'shared-domain/billing/payment-list';
import { type CsvValue, csvAmount, csvLines } from '../../platform/files/csv-file';

type ColumnKey = (typeof paymentListColumns)[number]['key'];

function receivedAt(instant: string, timeZone: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : `${clinicDate(date, timeZone)} ${clinicTime(date, timeZone)}`;
}

const cell: Record<ColumnKey, (row: DeskPaymentRow, timeZone: string, format: CsvFormat) => CsvValue> = {
  receivedAt: (row, timeZone) => receivedAt(row.receivedAt, timeZone),
  businessDate: (row) => row.businessDate,
  kind: (row) => paymentKindLabels[row.kind],
  patientName: (row) => row.patientName,
  tender: (row) => row.tenderLabel,
  amount: (row, _timeZone, format) => csvAmount(row.amountCents, format),
  invoiceNumbers: (row) => row.invoiceNumbers.join(', '),
  takenByName: (row) => row.takenByName ?? 'En ligne',
  status: (row) => row.statusLabel,
  dayClosed: (row) => (row.dayClosed ? 'Oui' : 'Non'),
  note: (row) => row.note,
};

export function paymentsCsvHeader(format: CsvFormat): string {
  return csvLines([paymentListColumns.map((column) => column.label)], format);
}

export function paymentsCsvRows(rows: readonly DeskPaymentRow[], timeZone: string, format: CsvFormat): string {
  return csvLines(
    rows.map((row) => paymentListColumns.map((column) => cell[column.key](row, timeZone, format))),
    format,
  );
}

/** `paiements-2026-11-01-2026-11-30.csv` */
export function paymentsCsvFileName(period: { from: string; to: string }): string {
  return `paiements-${period.from}-${period.to}.csv`;
}
