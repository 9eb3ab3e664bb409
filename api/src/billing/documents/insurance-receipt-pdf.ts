// The insurance receipt of a paid visit as a letter-size French PDF: what a Quebec insurer asks for
// (practitioner and licence number, clinic, patient, visit date, service, amount paid) and a
// signature line in the practitioner's name.
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import type { PatientInsuranceReceipt } from './insurance-receipts';
import { clinicFooter, drawLetterhead, licenceLine } from './letterhead';
import { pdfTheme, renderPdf } from '../../platform/pdf/pdf-document';

/** 'recu-REC-1A2B3C4D.pdf' */
export function receiptFileName(receiptNumber: string): string {
  return `recu-${receiptNumber}.pdf`;
}

export const insuranceReceiptTitle = "Reçu pour fins d'assurance";

export function insuranceReceiptPdf(receipt: PatientInsuranceReceipt, createdAt: Date): Promise<Buffer> {
  const { timeZone, clinic } = receipt;
  const licence = receipt.licenceNumber || '—';
  return renderPdf(
    {
      title: `${insuranceReceiptTitle} ${receipt.receiptNumber}`,
      author: receipt.clinicName,
      subject: `${insuranceReceiptTitle} — visite du ${formatDate(receipt.visitDate, timeZone)}`,
      createdAt,
    },
    (page) => {
      const { left, right, contentWidth } = page;
      let y = drawLetterhead(page, clinic, contentWidth);
      page.rule(y + 12);

      y = page.text(insuranceReceiptTitle, left, y + 26, { size: 20, bold: true, width: contentWidth });
      y = page.text(`Reçu n° ${receipt.receiptNumber}`, left, y + 2, { size: 11, bold: true, width: contentWidth });
      y = page.text(`Date d'émission : ${formatDate(receipt.issueDate, timeZone)}`, left, y + 2, { width: contentWidth });

      const rows: [label: string, value: string][] = [
        // The clinic's own title for its practitioner ('Chiropraticienne') labels the name.
        [clinic.practitionerTitle, receipt.practitionerName],
        ['N° de permis', licence],
        ['Clinique', receipt.clinicName],
        ['Adresse', receipt.clinicAddress],
        ['Patient', receipt.patientName],
        ['Date de la visite', formatDate(receipt.visitDate, timeZone)],
        ['Service', receipt.service],
        ['Montant payé', formatMoney(receipt.amountPaidCents)],
      ];
      const labelWidth = 150;
      const valueX = left + labelWidth + 10;
      const valueWidth = right - valueX;
      y += 22;
      for (const [label, value] of rows) {
        const strong = label === 'Montant payé';
        page.text(label, left, y, { color: pdfTheme.muted, width: labelWidth });
        y = page.text(value, valueX, y, { width: valueWidth, bold: strong, size: strong ? 12 : 10 }) + 5;
        page.rule(y, left, right, '#e5e7eb');
        y += 7;
      }
      y = page.text('Montant reçu en totalité pour le service ci-dessus.', left, y + 8, { width: contentWidth });

      // Where the practitioner signs when the patient asks for a signed copy.
      const signatureY = Math.max(y + 70, 560);
      page.rule(signatureY, left, left + 250, pdfTheme.text);
      let below = page.text(receipt.practitionerName, left, signatureY + 6, { bold: true, width: 250 });
      below = page.text(clinic.practitionerTitle, left, below, { color: pdfTheme.muted, width: 250 });
      page.text(licenceLine(licence), left, below, { color: pdfTheme.muted, width: 250 });
    },
    clinicFooter(clinic),
  );
}
