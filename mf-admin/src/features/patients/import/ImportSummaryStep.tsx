// Step 4: what the import did, and until when it can be undone (the list below offers it).
import { formatDateTime } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Link } from 'shared-ui/router';
import type { ImportSummary } from './api/patient-imports';
import { BackButton } from './ImportFileStep';
import { importText } from './patient-import-text';
import { StepHeading } from './StepHeading';

export function ImportSummaryStep({ summary, onAnother }: { summary: ImportSummary; onAnother(): void }) {
  return (
    <section className="patient-import__step">
      <StepHeading>{importText.steps.done}</StepHeading>
      <ul className="patient-import__counts">
        {importText.summary(summary.created, summary.updated, summary.skipped).map((count) => (
          <li key={count}>{count}</li>
        ))}
      </ul>
      <p>{importText.undoUntil(formatDateTime(new Date(summary.undoUntil)))}</p>
      <div className="patient-import__actions">
        <BackButton onClick={onAnother}>{importText.another}</BackButton>
        <Link className="ui-button ui-button--secondary" to={paths.adminPatients.build()}>
          {importText.toPatients}
        </Link>
      </div>
    </section>
  );
}
