// A batch's dry run (« Aperçu »): the totals, when the first and the last e-mail would leave, the
// days a cancellation would close to booking, the deposits it will give back, and
// each item — who, when, which e-mail, or why it is left alone. Nothing has changed yet; « Lancer
// l'opération » asks once more, saying what will happen (ConfirmRunDialog). Shared with « Actions
// en un clic ».
import type { BatchDryRunView } from 'shared-domain/automation/automation-views';
import { Button } from 'shared-ui/Button';
import { FormFailure } from 'shared-ui/FormFailure';
import type { ReactNode } from 'react';
import { BatchItemsTable } from './BatchItemsTable';
import { batchText as text } from './batch-text';

export interface DryRunPreviewProps {
  dryRun: BatchDryRunView;
  /** The heading's id (the preview's region is named by it) and its level-2 text. */
  headingId: string;
  heading?: string;
  /** Above the table: what changed since the last preview, in a sentence. */
  notice?: string | undefined;
  /** Why the run was refused, when it was. */
  failure?: string | undefined;
  onRun(): void;
  /** « Modifier »: back to the form (none: the preview has no form). */
  onChange?: (() => void) | undefined;
  /** Another button beside « Lancer l'opération ». */
  extra?: ReactNode;
}

export function DryRunPreview({
  dryRun,
  headingId,
  heading = text.previewTitle,
  notice,
  failure,
  onRun,
  onChange,
  extra,
}: DryRunPreviewProps) {
  const { totals } = dryRun;
  return (
    <section className="batch-preview" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {heading} — {dryRun.kindLabel}
      </h2>
      {notice ? (
        <p className="batch-notice" role="status">
          {notice}
        </p>
      ) : null}
      <FormFailure message={failure} />
      <p className="batch-totals">{text.totals(totals.touched, totals.skipped, totals.emails)}</p>
      {dryRun.firstEmailAt && dryRun.lastEmailAt ? (
        <p className="batch-muted">{text.emailWindow(new Date(dryRun.firstEmailAt), new Date(dryRun.lastEmailAt))}</p>
      ) : null}
      {dryRun.closure ? <p className="batch-notice">{text.closure(dryRun.closure, false)}</p> : null}
      {totals.deposits > 0 ? <p className="batch-notice">{text.deposits(totals.deposits, false)}</p> : null}
      <BatchItemsTable caption={text.previewCaption} items={dryRun.items} />
      <div className="batch-actions">
        <Button onClick={onRun} disabled={totals.touched === 0}>
          {text.run}
        </Button>
        {onChange ? (
          <Button variant="secondary" onClick={onChange}>
            {text.change}
          </Button>
        ) : null}
        {extra}
      </div>
    </section>
  );
}
