// The invoice as a letter-size French PDF (specification §9): the clinic's letterhead, 'Facture'
// and its number, dates, patient, services table, the totals block of shared-domain (credit notes
// and the true balance), the tenders it was paid in, notes and the clinic's contact in the footer.
// Drawn from the same assembly as the JSON.
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { clinicFooter, drawLetterhead } from './letterhead';
import type { PatientInvoiceView } from './patient-invoices';
import { type PdfPage, pdfTheme, renderPdf } from '../../platform/pdf/pdf-document';

/** 'facture-INV-1A2B3C4D.pdf' */
export function invoiceFileName(invoiceNumber: string): string {
  return `facture-${invoiceNumber}.pdf`;
}

/** A credit note prints as its invoice does, under its own title and with its own dates and reference. */
export interface InvoicePdfOptions {
  title?: string;
  /** The lines under the number (default: date, due date, status). */
  sideLines?: string[];
  /** Whether the tenders it was paid in are printed (not on a credit note). */
  paymentMethod?: boolean;
}

function drawHeader(page: PdfPage, { invoice, clinic, timeZone }: PatientInvoiceView, options: InvoicePdfOptions): number {
  const { right } = page;
  const sideWidth = 200;
  const y = drawLetterhead(page, clinic, page.contentWidth - sideWidth - 16);

  const side = { width: sideWidth, align: 'right' as const };
  const x = right - sideWidth;
  let sideY = page.text(options.title ?? 'Facture', x, pdfTheme.margin, { ...side, size: 22, bold: true });
  sideY = page.text(invoice.invoiceNumber, x, sideY, { ...side, size: 11, bold: true }) + 4;
  const sideLines = options.sideLines ?? [
    `Date : ${formatDate(invoice.date, timeZone)}`,
    `Échéance : ${formatDate(invoice.dueDate, timeZone)}`,
    `Statut : ${invoice.statusLabel}`,
  ];
  for (const line of sideLines) sideY = page.text(line, x, sideY, side);
  return Math.max(y, sideY) + 14;
}

function drawPatient(page: PdfPage, invoice: PatientInvoiceView['invoice'], top: number): number {
  page.rule(top);
  let y = page.text('Facturé à', page.left, top + 10, { size: 9, bold: true, color: pdfTheme.muted });
  y = page.text(invoice.patientName, page.left, y + 2, { bold: true });
  for (const line of [invoice.patientAddress, invoice.patientPhone, invoice.patientEmail]) {
    if (line) y = page.text(line, page.left, y, { width: page.contentWidth / 2 });
  }
  return y + 18;
}

function drawServices(page: PdfPage, view: PatientInvoiceView, top: number): number {
  const { left, right } = page;
  const dateWidth = 150;
  const amountWidth = 90;
  const descriptionX = left + dateWidth + 10;
  const descriptionWidth = right - amountWidth - 10 - descriptionX;
  const head = (y: number) => {
    const header = { size: 9, bold: true, color: pdfTheme.muted };
    page.text('Date', left, y, { ...header, width: dateWidth });
    page.text('Description', descriptionX, y, { ...header, width: descriptionWidth });
    const below = page.text('Montant', right - amountWidth, y, { ...header, width: amountWidth, align: 'right' });
    page.rule(below + 3);
    return below + 9;
  };
  let y = head(top);
  for (const line of view.invoice.services) {
    const date = formatDate(line.date, view.timeZone);
    const height = Math.max(page.heightOf(date, { width: dateWidth }), page.heightOf(line.description, { width: descriptionWidth }));
    // A long invoice continues on the next page, under the table's header again.
    if (y + height > page.bottom) y = head(page.newPage());
    page.text(date, left, y, { width: dateWidth });
    page.text(line.description, descriptionX, y, { width: descriptionWidth });
    page.text(formatMoney(line.amountCents), right - amountWidth, y, { width: amountWidth, align: 'right' });
    y += height + 4;
    page.rule(y, left, right, '#e5e7eb');
    y += 6;
  }
  return y + 6;
}

function drawTotals(page: PdfPage, invoice: PatientInvoiceView['invoice'], top: number): number {
  const { right } = page;
  const amountWidth = 90;
  const labelWidth = 150;
  const labelX = right - amountWidth - labelWidth;
  let y = top;
  if (y + invoice.totalRows.length * 15 > page.bottom) y = page.newPage();
  for (const row of invoice.totalRows) {
    const emphasis = row.label === 'Total' || row.label === 'Solde';
    if (row.label === 'Total') {
      page.rule(y - 3, labelX, right, pdfTheme.text);
      y += 2;
    }
    page.text(row.label, labelX, y, { width: labelWidth, bold: emphasis });
    y = page.text(row.amount, right - amountWidth, y, { width: amountWidth, align: 'right', bold: emphasis }) + 3;
  }
  return y + 14;
}

function drawClosing(page: PdfPage, invoice: PatientInvoiceView['invoice'], top: number, options: InvoicePdfOptions): void {
  let y = top;
  const notesHeight = invoice.notes ? page.heightOf(invoice.notes, { width: page.contentWidth }) + 20 : 0;
  if (y + 16 + notesHeight > page.bottom) y = page.newPage();
  // Nothing paid, nothing to say: an unpaid invoice prints no tender.
  if (options.paymentMethod !== false && invoice.paymentMethod)
    y = page.text(`Mode de paiement : ${invoice.paymentMethod}`, page.left, y, { width: page.contentWidth });
  if (invoice.notes) {
    y = page.text('Notes', page.left, y + 10, { bold: true });
    page.text(invoice.notes, page.left, y + 2, { width: page.contentWidth });
  }
}

/** The invoice's PDF bytes; `createdAt` (the clock's now) is the document's date, for identical output. */
export function invoicePdf(view: PatientInvoiceView, createdAt: Date, options: InvoicePdfOptions = {}): Promise<Buffer> {
  const { invoice, clinic } = view;
  const title = options.title ?? 'Facture';
  return renderPdf(
    {
      title: `${title} ${invoice.invoiceNumber}`,
      author: clinic.name,
      subject: `${title} ${invoice.invoiceNumber} du ${formatDate(invoice.date, view.timeZone)}`,
      createdAt,
    },
    (page) => {
      const afterHeader = drawHeader(page, view, options);
      const afterPatient = drawPatient(page, invoice, afterHeader);
      const afterServices = drawServices(page, view, afterPatient);
      const afterTotals = drawTotals(page, invoice, afterServices);
      drawClosing(page, invoice, afterTotals, options);
    },
    [...clinicFooter(clinic), 'Merci de votre confiance.'],
  );
}
