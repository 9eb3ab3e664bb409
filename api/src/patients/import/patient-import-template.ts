// The template « Importer des patients » offers: the French headers and one example
// row, written as every CSV the product writes (`csvLines`: `;`, quoted, a byte-order mark so Excel
// reads the accents), so it opens in Excel as it will be read back.
import { patientImportExampleRow, patientImportFieldLabels, patientImportFields } from 'shared-domain/patients/patient-import';
import { csvByteOrderMark, csvLines } from '../../platform/files/csv-file';

export const patientImportTemplateName = 'modele-import-patients.csv';

export function patientImportTemplate(): string {
  return (
    csvByteOrderMark +
    csvLines([
      patientImportFields.map((field) => patientImportFieldLabels[field]),
      patientImportFields.map((field) => patientImportExampleRow[field]),
    ])
  );
}
