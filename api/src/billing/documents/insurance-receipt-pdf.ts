// The insurance receipt of a paid visit as a letter-size French PDF: what a Quebec insurer asks for
// (practitioner and licence number, clinic, patient, visit date, service, amount paid) and a
// signature line in the practitioner's name.
import { formatDate, formatMoney, formatPhone } from 'shared-domain/platform/format';
import type { PatientInsuranceReceipt } from './insurance-receipts';
import { pdfTheme, renderPdf } from '../../platform/pdf/pdf-document';

/** 'recu-REC-1A2B3C4D.pdf' */
export function receiptFileName(receiptNumber: string): string {
  return `recu-${receiptNumber}.pdf`;
}

export const insuranceReceiptTitle = "Reçu pour fins d'assurance";

export function insuranceReceiptPdf(receipt: PatientInsuranceReceipt, createdAt: Date): Promise<Buffer> {
  const { timeZone } = receipt;
  const contact = `${formatPhone(receipt.clinicPhone)} · ${receipt.clinicEmail}`;
  return renderPdf(
    {
      title: `${insuranceReceiptTitle} ${receipt.receiptNumber}`,
      author: receipt.clinicName,
      subject: `${insuranceReceiptTitle} — visite du ${formatDate(receipt.visitDate, timeZone)}`,
      createdAt,
    },
    (page) => {
      const { left, right, contentWidth } = page;
      let y = page.text(receipt.clinicName, left, pdfTheme.margin, { size: 15, bold: true, color: pdfTheme.accent, width: contentWidth });
      y = page.text(receipt.clinicAddress, left, y + 2, { color: pdfTheme.muted, width: contentWidth });
      y = page.text(contact, left, y, { color: pdfTheme.muted, width: contentWidth });
      page.rule(y + 12);

      y = page.text(insuranceReceiptTitle, left, y + 26, { size: 20, bold: true, width: contentWidth });
      y = page.text(`Reçu n° ${receipt.receiptNumber}`, left, y + 2, { size: 11, bold: true, width: contentWidth });
      y = page.text(`Date d'émission : ${formatDate(receipt.issueDate, timeZone)}`, left, y + 2, { width: contentWidth });

      const rows: [label: string, value: string][] = [
        // The clinic's own title for its practitioner ('Chiropraticienne') labels the name.
        [receipt.practitionerTitle, receipt.practitionerName],
        ['N° de permis', receipt.licenceNumber || '—'],
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
      below = page.text(receipt.practitionerTitle, left, below, { color: pdfTheme.muted, width: 250 });
      page.text(`N° de permis : ${receipt.licenceNumber || '—'}`, left, below, { color: pdfTheme.muted, width: 250 });
    },
    [[receipt.clinicName, receipt.clinicAddress].join(' · '), contact],
  );
}
