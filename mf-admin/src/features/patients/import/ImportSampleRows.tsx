// The first ready rows as the import will store them: the names, the date of birth read in the
// file's order, the sex, the contact details, the address composed from its columns (on two lines
// when the file's cell was) and the consent to e-mails, so the person sees the reading is right
// before anything is written.
import { patientSexLabels } from 'shared-domain/clinical/clinical-record';
import { formatPhone, formatShortDate } from 'shared-domain/platform/format';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import type { PatientImportPreview } from './api/patient-imports';
import { importText } from './patient-import-text';

type SampleRow = PatientImportPreview['sample'][number];

const columns = importText.sampleColumns;
const none = '—';

export function ImportSampleRows({ rows, readyCount }: { rows: SampleRow[]; readyCount: number }) {
  if (rows.length === 0) return null;
  return (
    <>
      <h3>{importText.sampleHeading}</h3>
      <p>{importText.sampleHint(rows.length, readyCount)}</p>
      <StackedTable
        caption={importText.sampleHeading}
        columns={Object.values(columns)}
        rows={rows}
        rowKey={(row) => String(row.line)}
        cells={(row) => (
          <>
            <StackedCell label={columns.line}>{row.line}</StackedCell>
            <StackedCell label={columns.name}>{`${row.lastName}, ${row.firstName}`}</StackedCell>
            <StackedCell label={columns.dateOfBirth}>{row.dateOfBirth ? formatShortDate(row.dateOfBirth) : none}</StackedCell>
            <StackedCell label={columns.sex}>{row.sex ? patientSexLabels[row.sex] : none}</StackedCell>
            <StackedCell label={columns.contact}>
              {[row.email, row.phone ? formatPhone(row.phone) : null].filter(Boolean).join(' · ') || none}
            </StackedCell>
            <StackedCell label={columns.address}>
              <span className="patient-import__address">{row.address ?? none}</span>
            </StackedCell>
            <StackedCell label={columns.emailConsent}>{row.emailConsent === null ? none : row.emailConsent ? 'Oui' : 'Non'}</StackedCell>
          </>
        )}
        minWidth="56rem"
      />
    </>
  );
}
