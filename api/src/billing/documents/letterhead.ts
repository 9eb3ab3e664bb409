// The clinic's letterhead, one for every money document (invoice, credit note, payment receipt,
// statement, insurance receipt): its name, the practitioner with her title and her licence number
// (« N° de permis : OCQ 2417 », what an insurer asks for), the address, phone and e-mail, and the GST/QST
// numbers where taxes are charged; and the footer under every page.
import { formatPhone } from 'shared-domain/platform/format';
import type { clinicSettings } from '../../platform/db/schema';
import { type PdfPage, pdfTheme } from '../../platform/pdf/pdf-document';

type ClinicSettings = typeof clinicSettings.$inferSelect;

/** The clinic as a money document's header and footer print it. */
export interface ClinicLetterhead {
  name: string;
  practitionerName: string;
  /** The clinic's own title for its practitioner ('Chiropraticienne'). */
  practitionerTitle: string;
  /** Her licence number with the order of chiropractors; null when the clinic has not entered it. */
  licenceNumber: string | null;
  /** The street line, then 'Montréal (QC) H2J 2K8'. */
  addressLines: string[];
  phone: string;
  email: string;
  /** Printed only on a document with a taxable line of a clinic registered for the taxes (null otherwise, or when it has none). */
  gstNumber: string | null;
  qstNumber: string | null;
}

export function clinicAddressLines(settings: Pick<ClinicSettings, 'addressLine' | 'city' | 'province' | 'postalCode'>): string[] {
  const place = [settings.city && `${settings.city} (${settings.province})`, settings.postalCode].filter(Boolean).join(' ');
  return [settings.addressLine, place].filter((line) => line !== '');
}

export function clinicLetterhead(settings: ClinicSettings, options: { taxable: boolean }): ClinicLetterhead {
  const printsNumbers = options.taxable && settings.taxRegistered;
  return {
    name: settings.clinicName,
    practitionerName: settings.practitionerName,
    practitionerTitle: settings.practitionerTitle,
    licenceNumber: settings.practitionerLicenceNumber?.trim() || null,
    addressLines: clinicAddressLines(settings),
    phone: formatPhone(settings.phone),
    email: settings.email,
    // Registration numbers only matter where taxes are charged, and only while the clinic is
    // registered for them (« inscrite aux taxes »); an exempt invoice stays quiet.
    gstNumber: printsNumbers ? settings.gstNumber || null : null,
    qstNumber: printsNumbers ? settings.qstNumber || null : null,
  };
}

/** « N° de permis : OCQ 2417 » (the number as the order of chiropractors writes it). */
export function licenceLine(licenceNumber: string): string {
  return `N° de permis : ${licenceNumber}`;
}

/** Draws the letterhead at the top left, `width` wide; the y below it. */
export function drawLetterhead(page: PdfPage, clinic: ClinicLetterhead, width: number): number {
  const { left } = page;
  const muted = { width, color: pdfTheme.muted };
  let y = page.text(clinic.name, left, pdfTheme.margin, { size: 15, bold: true, color: pdfTheme.accent, width });
  y = page.text(`${clinic.practitionerName}, ${clinic.practitionerTitle.toLowerCase()}`, left, y + 2, { width });
  if (clinic.licenceNumber) y = page.text(licenceLine(clinic.licenceNumber), left, y, muted);
  for (const line of clinic.addressLines) y = page.text(line, left, y, muted);
  y = page.text(`${clinic.phone} · ${clinic.email}`, left, y, muted);
  if (clinic.gstNumber) y = page.text(`N° TPS : ${clinic.gstNumber}`, left, y + 2, muted);
  if (clinic.qstNumber) y = page.text(`N° TVQ : ${clinic.qstNumber}`, left, y, muted);
  return y;
}

export function clinicFooter(clinic: { name: string; addressLines: string[]; phone: string; email: string }): string[] {
  return [[clinic.name, ...clinic.addressLines].join(' · '), `${clinic.phone} · ${clinic.email}`];
}
