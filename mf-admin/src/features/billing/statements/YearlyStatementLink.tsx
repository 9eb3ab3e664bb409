// « Relevé annuel (PDF) » in the patient file's billing section: her statement of care expenses for
// last calendar year, each paid visit with what she paid and what a payer paid apart.
import { yearlyStatementPdfUrl } from './api/yearly-statement-pdf';

export const yearlyStatementLinkText = 'Relevé annuel des frais de soins (PDF)';

export function YearlyStatementLink({ patientId, patientName }: { patientId: string; patientName: string }) {
  return (
    <a className="ui-button ui-button--secondary" href={yearlyStatementPdfUrl(patientId)} target="_blank" rel="noreferrer">
      {yearlyStatementLinkText}
      <span className="ui-visually-hidden">{` : ${patientName}`}</span>
    </a>
  );
}
