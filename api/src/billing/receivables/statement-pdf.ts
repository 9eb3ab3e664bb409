// The patient's statement as a letter-size French PDF: the clinic's letterhead, « État de compte »,
// the patient, every line with its running balance, and the balance owed or held in credit.
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import type { DeskStatement } from 'shared-domain/billing/desk-statement-views';
import { type PdfPage, pdfTheme, renderPdf } from '../../platform/pdf/pdf-document';
import { type ClinicLetterhead, clinicFooter, drawLetterhead } from '../documents/letterhead';

/** 'etat-de-compte-2026-11-18.pdf' */
export function statementFileName(asOf: string): string {
  return `etat-de-compte-${asOf}.pdf`;
}

/** « Solde dû » when owed, « Crédit au compte » when the clinic holds money for the patient. */
export function statementBalanceLabel(balanceCents: number): string {
  return balanceCents < 0 ? 'Crédit au compte' : 'Solde dû';
}

function drawHeader(page: PdfPage, statement: DeskStatement, clinic: ClinicLetterhead): number {
  const { left, right } = page;
  const sideWidth = 220;
  const headWidth = page.contentWidth - sideWidth - 16;
  let y = drawLetterhead(page, clinic, headWidth);
  const side = { width: sideWidth, align: 'right' as const };
  const x = right - sideWidth;
  let sideY = page.text('État de compte', x, pdfTheme.margin, { ...side, size: 20, bold: true });
  sideY = page.text(`En date du ${formatDate(statement.asOf)}`, x, sideY + 4, side);
  y = Math.max(y, sideY) + 14;
  page.rule(y);
  y = page.text('Patient', left, y + 10, { size: 9, bold: true, color: pdfTheme.muted });
  y = page.text(statement.patient.name, left, y + 2, { bold: true });
  if (statement.patient.email) y = page.text(statement.patient.email, left, y);
  return y + 18;
}

function drawLines(page: PdfPage, statement: DeskStatement, top: number): number {
  const { left, right } = page;
  // Each sized for its longest value at 9 pt (« 18 septembre 2026 », « Remboursement », « Carte
  // enregistrée », « -12 345,67 $ »), so the description keeps the rest: its words stay whole.
  const columns = { date: 80, kind: 68, reference: 72, amount: 58, balance: 58 };
  const gap = 8;
  const kindX = left + columns.date + gap;
  const referenceX = kindX + columns.kind + gap;
  const descriptionX = referenceX + columns.reference + gap;
  const balanceX = right - columns.balance;
  const amountX = balanceX - gap - columns.amount;
  const descriptionWidth = amountX - gap - descriptionX;
  const head = (y: number) => {
    const header = { size: 9, bold: true, color: pdfTheme.muted };
    page.text('Date', left, y, { ...header, width: columns.date });
    page.text('Type', kindX, y, { ...header, width: columns.kind });
    page.text('Référence', referenceX, y, { ...header, width: columns.reference });
    page.text('Description', descriptionX, y, { ...header, width: descriptionWidth });
    page.text('Montant', amountX, y, { ...header, width: columns.amount, align: 'right' });
    const below = page.text('Solde', balanceX, y, { ...header, width: columns.balance, align: 'right' });
    page.rule(below + 3);
    return below + 9;
  };
  let y = head(top);
  if (statement.lines.length === 0) return page.text('Aucune opération au compte.', left, y, { color: pdfTheme.muted }) + 14;
  for (const line of statement.lines) {
    const date = formatDate(line.date);
    const style = { size: 9, wrap: 'words' as const };
    const height = Math.max(
      page.heightOf(date, { ...style, width: columns.date }),
      page.heightOf(line.kindLabel, { ...style, width: columns.kind }),
      page.heightOf(line.reference, { ...style, width: columns.reference }),
      page.heightOf(line.description, { ...style, width: descriptionWidth }),
    );
    if (y + height > page.bottom) y = head(page.newPage());
    page.text(date, left, y, { ...style, width: columns.date });
    page.text(line.kindLabel, kindX, y, { ...style, width: columns.kind });
    page.text(line.reference, referenceX, y, { ...style, width: columns.reference });
    page.text(line.description, descriptionX, y, { ...style, width: descriptionWidth });
    page.text(formatMoney(line.amountCents), amountX, y, { ...style, width: columns.amount, align: 'right' });
    page.text(formatMoney(line.balanceCents), balanceX, y, { ...style, width: columns.balance, align: 'right' });
    y += height + 4;
    page.rule(y, left, right, '#e5e7eb');
    y += 6;
  }
  return y + 6;
}

function drawTotals(page: PdfPage, statement: DeskStatement, top: number): void {
  const rows: [string, number][] = [
    ['Factures', statement.invoicedCents],
    ['Notes de crédit', -statement.creditNotesCents],
    ['Paiements', -statement.paymentsCents],
    ['Remboursements', statement.refundsCents],
    [statementBalanceLabel(statement.balanceCents), Math.abs(statement.balanceCents)],
  ];
  const amountWidth = 90;
  const labelWidth = 160;
  const labelX = page.right - amountWidth - labelWidth;
  let y = top;
  if (y + rows.length * 15 > page.bottom) y = page.newPage();
  rows.forEach(([label, cents], index) => {
    const last = index === rows.length - 1;
    if (last) page.rule(y - 3, labelX, page.right, pdfTheme.text);
    page.text(label, labelX, y + (last ? 2 : 0), { width: labelWidth, bold: last });
    y = page.text(formatMoney(cents), page.right - amountWidth, y + (last ? 2 : 0), { width: amountWidth, align: 'right', bold: last }) + 3;
  });
}

export function statementPdf(statement: DeskStatement, clinic: ClinicLetterhead, createdAt: Date): Promise<Buffer> {
  return renderPdf(
    {
      title: `État de compte — ${statement.patient.name}`,
      author: clinic.name,
      subject: `État de compte en date du ${formatDate(statement.asOf)}`,
      createdAt,
    },
    (page) => {
      const afterHeader = drawHeader(page, statement, clinic);
      const afterLines = drawLines(page, statement, afterHeader);
      drawTotals(page, statement, afterLines);
    },
    clinicFooter(clinic),
  );
}
