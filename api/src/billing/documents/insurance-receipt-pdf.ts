// The insurance receipt of a paid visit as a letter-size French PDF: the letterhead, the title,
// DUPLICATA on a reprint, then the receipt's rows in the order every copy prints them
// (shared-domain/billing/insurance-receipt), and a signature line in the practitioner's name.
import { duplicateText, type InsuranceReceipt, insuranceReceiptRows, insuranceReceiptTitle } from 'shared-domain/billing/insurance-receipt';
import { formatDate } from 'shared-domain/platform/format';
import { clinicFooter, type ClinicLetterhead, drawLetterhead } from './letterhead';
import { pdfTheme, renderPdf } from '../../platform/pdf/pdf-document';

/** 'recu-R-00042.pdf' */
export function receiptFileName(receiptNumber: string): string {
  return `recu-${receiptNumber}.pdf`;
}

export { insuranceReceiptTitle };

export function insuranceReceiptPdf(
  printed: { receipt: InsuranceReceipt; clinic: ClinicLetterhead; timeZone: string },
  createdAt: Date,
): Promise<Buffer> {
  const { receipt, clinic, timeZone } = printed;
  return renderPdf(
    {
      title: `${insuranceReceiptTitle} ${receipt.number}`,
      author: receipt.clinicName,
      subject: `${insuranceReceiptTitle} — service du ${formatDate(receipt.serviceDate, timeZone)}`,
      createdAt,
    },
    (page) => {
      const { left, right, contentWidth } = page;
      let y = drawLetterhead(page, clinic, contentWidth);
      page.rule(y + 12);
      y = page.text(insuranceReceiptTitle, left, y + 26, { size: 20, bold: true, width: contentWidth });
      const duplicate = duplicateText(receipt, timeZone);
      if (duplicate) y = page.text(duplicate, left, y + 4, { size: 12, bold: true, color: pdfTheme.accent, width: contentWidth });

      const labelWidth = 150;
      const valueX = left + labelWidth + 10;
      const valueWidth = right - valueX;
      y += 18;
      for (const [label, value] of insuranceReceiptRows(receipt, timeZone)) {
        const strong = label === 'Montant payé' || label === 'Solde';
        page.text(label, left, y, { color: pdfTheme.muted, width: labelWidth });
        y = page.text(value, valueX, y, { width: valueWidth, bold: strong }) + 4;
        page.rule(y, left, right, '#e5e7eb');
        y += 6;
      }

      // Where the practitioner signs when the patient asks for a signed copy.
      const signatureY = Math.max(y + 50, 600);
      page.rule(signatureY, left, left + 250, pdfTheme.text);
      let below = page.text(receipt.practitionerName, left, signatureY + 6, { bold: true, width: 250 });
      below = page.text(receipt.designation, left, below, { color: pdfTheme.muted, width: 250 });
      page.text(`N° de permis OCQ : ${receipt.permitNumber}`, left, below, { color: pdfTheme.muted, width: 250 });
    },
    clinicFooter(clinic),
  );
}
