// « Reçu de paiement » as a letter-size PDF: the clinic's letterhead (its licence number, its tax
// numbers when registered), the patient, and the same rows as the receipt e-mail (tenders, date, invoices,
// credit), drawn from the checkout's record so a reprint says what the first receipt said.
import { formatDate } from 'shared-domain/platform/format';
import { type PdfPage, pdfTheme, renderPdf } from '../../platform/pdf/pdf-document';
import { type ClinicLetterhead, clinicFooter, clinicLetterhead, drawLetterhead } from '../documents/letterhead';
import { type PaymentReceiptData, paymentReceiptRows } from '../payments/payment-receipt-email';

type ReceiptClinic = PaymentReceiptData['clinic'] & Parameters<typeof clinicLetterhead>[0];

/** 'recu-1A2B3C4D.pdf' */
export function receiptFileName(checkoutId: string): string {
  return `recu-${receiptReference(checkoutId)}.pdf`;
}

export function receiptReference(checkoutId: string): string {
  return checkoutId.slice(0, 8).toUpperCase();
}

export function receiptPdf(checkoutId: string, data: PaymentReceiptData & { clinic: ReceiptClinic }, createdAt: Date): Promise<Buffer> {
  // The receipt's rows print the tax numbers themselves (as the e-mail does).
  const clinic: ClinicLetterhead = clinicLetterhead(data.clinic, { taxable: false });
  const reference = receiptReference(checkoutId);
  return renderPdf(
    {
      title: `Reçu de paiement ${reference}`,
      author: clinic.name,
      subject: `Reçu de paiement du ${formatDate(data.paidAt, data.timeZone)}`,
      createdAt,
    },
    (page: PdfPage) => {
      const { left, right } = page;
      let y = drawLetterhead(page, clinic, 300);
      const side = { width: 200, align: 'right' as const };
      let sideY = page.text('Reçu de paiement', right - 200, pdfTheme.margin, { ...side, size: 18, bold: true });
      sideY = page.text(`N° ${reference}`, right - 200, sideY + 2, { ...side, bold: true });
      y = Math.max(y, sideY) + 14;
      page.rule(y);
      y = page.text('Reçu de', left, y + 10, { size: 9, bold: true, color: pdfTheme.muted });
      y = page.text(data.patientName, left, y + 2, { bold: true }) + 16;
      for (const row of paymentReceiptRows(data)) {
        if (y + 16 > page.bottom) y = page.newPage();
        page.text(row.label, left, y, { width: 200, bold: true });
        y = page.text(row.value, left + 210, y, { width: page.contentWidth - 210 }) + 4;
      }
    },
    [...clinicFooter(clinic), 'Merci de votre confiance.'],
  );
}
