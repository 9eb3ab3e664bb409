// « Relevé annuel des frais de soins » as a letter-size French PDF: the letterhead, the title, the
// patient and the period, the visits' table (date, service, receipt number, paid by the patient,
// paid by a payer), the two totals kept apart, and the note that only what the patient paid counts
// for the medical-expense credits. The rows are shared-domain's (`yearlyStatementRows`).
import {
  medicalExpenseNote,
  statementPeriodText,
  type YearlyStatement,
  yearlyStatementLabels as labels,
  yearlyStatementRows,
  yearlyStatementTitle,
} from 'shared-domain/billing/yearly-statement';
import { formatMoney } from 'shared-domain/platform/format';
import { type PdfPage, pdfTheme, renderPdf } from '../../platform/pdf/pdf-document';
import { type ClinicLetterhead, clinicFooter, drawLetterhead } from './letterhead';

const columns = [
  { label: labels.date, width: 80, align: 'left' },
  { label: labels.service, width: 150, align: 'left' },
  { label: labels.receipt, width: 70, align: 'left' },
  { label: labels.patientPaid, width: 90, align: 'right' },
  { label: labels.payerPaid, width: 90, align: 'right' },
] as const;

function drawTable(page: PdfPage, rows: string[][], top: number): number {
  const gap = (page.contentWidth - columns.reduce((sum, column) => sum + column.width, 0)) / (columns.length - 1);
  const xs = columns.map((_, index) => page.left + columns.slice(0, index).reduce((sum, column) => sum + column.width + gap, 0));
  const head = (y: number) => {
    let below = y;
    columns.forEach((column, index) => {
      below = Math.max(
        below,
        page.text(column.label, xs[index] as number, y, {
          size: 9,
          bold: true,
          color: pdfTheme.muted,
          width: column.width,
          align: column.align,
        }),
      );
    });
    page.rule(below + 3);
    return below + 9;
  };
  let y = head(top);
  for (const row of rows) {
    const height = Math.max(...row.map((cell, index) => page.heightOf(cell, { width: columns[index]?.width ?? 80 })));
    // A long year continues on the next page, under the table's header again.
    if (y + height > page.bottom) y = head(page.newPage());
    row.forEach((cell, index) => {
      const column = columns[index];
      if (column) page.text(cell, xs[index] as number, y, { width: column.width, align: column.align });
    });
    y += height + 4;
    page.rule(y, page.left, page.right, '#e5e7eb');
    y += 6;
  }
  return y;
}

export function yearlyStatementPdf(
  document: { statement: YearlyStatement; clinic: ClinicLetterhead; timeZone: string },
  createdAt: Date,
): Promise<Buffer> {
  const { statement, clinic, timeZone } = document;
  return renderPdf(
    {
      title: `${yearlyStatementTitle} — ${statement.patientName}`,
      author: clinic.name,
      subject: `${yearlyStatementTitle} — ${statementPeriodText(statement.period, timeZone)}`,
      createdAt,
    },
    (page) => {
      const { left, contentWidth } = page;
      let y = drawLetterhead(page, clinic, contentWidth);
      page.rule(y + 12);
      y = page.text(yearlyStatementTitle, left, y + 26, { size: 20, bold: true, width: contentWidth });
      y = page.text(`Patient : ${statement.patientName}`, left, y + 6, { bold: true, width: contentWidth });
      y = page.text(statementPeriodText(statement.period, timeZone), left, y, { width: contentWidth }) + 16;
      const rows = yearlyStatementRows(statement, timeZone);
      if (rows.length === 0) y = page.text(labels.none, left, y, { width: contentWidth }) + 10;
      else y = drawTable(page, rows, y) + 8;

      if (y + 90 > page.bottom) y = page.newPage();
      const labelWidth = 260;
      const amountX = page.right - 120;
      page.text(labels.total, amountX - labelWidth - 10, y, { bold: true, width: labelWidth, align: 'right' });
      y = page.text(formatMoney(statement.patientTotalCents), amountX, y, { bold: true, width: 120, align: 'right' }) + 4;
      page.text(labels.payerTotal, amountX - labelWidth - 10, y, { color: pdfTheme.muted, width: labelWidth, align: 'right' });
      y = page.text(formatMoney(statement.payerTotalCents), amountX, y, { color: pdfTheme.muted, width: 120, align: 'right' }) + 16;
      page.text(medicalExpenseNote, left, y, { width: contentWidth, color: pdfTheme.muted });
    },
    clinicFooter(clinic),
  );
}
