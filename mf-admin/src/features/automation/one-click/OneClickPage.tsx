// « Actions en un clic »: three operations prepared from the day's state — remind
// tomorrow's patients who have not confirmed, remind the balances unpaid for over 30 days, offer
// this week's free slots to the waitlist — each a card with its live count and what it does. An
// action the role may not run is not shown (the payment reminders are the cash desk's); a count of
// 0 leaves its button disabled and says why. « Voir l'aperçu » shows the dry run (who gets what);
// « Lancer l'opération » says what will happen and runs it as a batch (a stale selection is
// previewed again), then links to its report in « Opérations groupées ».
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { batchKindAccess, type OneClickAction, oneClickActionLabels } from 'shared-domain/automation/automation';
import { mayAccess } from 'shared-domain/accounts/staff-role';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemMessage } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { useMe } from '../../back-office/session/api/me';
import { adminKeys } from '../../../query-keys';
import { ConfirmRunDialog } from '../batches/ConfirmRunDialog';
import { DryRunPreview } from '../batches/DryRunPreview';
import { batchLink } from '../batches/batch-links';
import { batchText, whatWillHappen } from '../batches/batch-text';
import { runAfterPreview } from '../batches/run-after-preview';
import {
  type OneClickActionRow,
  type OneClickDryRun,
  type OneClickReport,
  previewOneClick,
  runOneClick,
  useOneClickActions,
} from './api/one-click';
import { oneClickText as text } from './one-click-text';
import '../batches/batches.css';
import './one-click.css';
import { failureMessage } from 'shared-ui/failure-message';

const previewHeading = 'action-apercu';
const ranHeading = 'action-lancee';

type Step =
  | { step: 'preview'; action: OneClickAction; dryRun: OneClickDryRun; notice?: string; failure?: string }
  | { step: 'ran'; report: OneClickReport };

export function OneClickPage() {
  const { role } = useMe();
  const queryClient = useQueryClient();
  const actions = useOneClickActions();
  const [step, setStep] = useState<Step>();
  const [asking, setAsking] = useState<OneClickAction>();
  const [failure, setFailure] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);

  // A preview or a run's answer arrived: its heading takes the focus.
  useEffect(() => {
    if (step) document.getElementById(step.step === 'preview' ? previewHeading : ranHeading)?.focus();
  }, [step]);

  const mayRun = (action: OneClickAction) => mayAccess(role, batchKindAccess[oneClickActionLabels[action].kind]);
  const shown = actions.data?.actions.filter((row) => mayRun(row.action)) ?? [];

  const preview = async (action: OneClickAction) => {
    if (asking) return;
    setAsking(action);
    setFailure(undefined);
    const result = await previewOneClick(action);
    setAsking(undefined);
    if (result.kind === 'ok') setStep({ step: 'preview', action, dryRun: result.data });
    else setFailure(failureMessage(result));
  };

  const run = async () => {
    if (step?.step !== 'preview' || running) return;
    setRunning(true);
    const { action, dryRun } = step;
    const outcome = await runAfterPreview(
      () => runOneClick(action, dryRun.selectionToken),
      () => previewOneClick(action),
    );
    setRunning(false);
    setConfirming(false);
    if (outcome.kind === 'ran') {
      queryClient.setQueryData(adminKeys.batches.one(outcome.report.id), outcome.report);
      void queryClient.invalidateQueries({ queryKey: adminKeys.oneClick() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.batches.list() });
      setStep({ step: 'ran', report: outcome.report });
    } else if (outcome.kind === 'previewed-again') setStep({ step: 'preview', action, dryRun: outcome.dryRun, notice: outcome.notice });
    else setStep({ ...step, failure: outcome.message });
  };

  return (
    <PageFrame title={text.title} className="ui-page one-click-page">
      <p className="batch-muted">{text.intro}</p>
      {actions.isPending ? <LoadingState label={text.loading} /> : null}
      {actions.isError ? (
        <Notice
          tone="error"
          title={text.loadFailed}
          actions={
            <Button variant="secondary" onClick={() => void actions.refetch()}>
              {text.retry}
            </Button>
          }
        >
          <p>{problemMessage(actions.error)}</p>
        </Notice>
      ) : null}
      <p className="batch-said batch-said--failed" role="alert">
        {failure ?? ''}
      </p>
      {shown.length > 0 ? (
        <ul className="one-click-actions" aria-label={text.listLabel}>
          {shown.map((row) => (
            <li key={row.action}>
              <ActionCard row={row} asking={asking === row.action} onPreview={() => void preview(row.action)} />
            </li>
          ))}
        </ul>
      ) : null}

      {step?.step === 'preview' ? (
        <>
          <DryRunPreview
            dryRun={step.dryRun}
            headingId={previewHeading}
            notice={step.notice}
            failure={step.failure}
            onRun={() => setConfirming(true)}
            extra={
              <Button variant="secondary" onClick={() => setStep(undefined)}>
                {text.closePreview}
              </Button>
            }
          />
          <ConfirmRunDialog
            open={confirming}
            sentences={[
              whatWillHappen(step.dryRun.kind, step.dryRun.totals),
              ...(step.dryRun.firstEmailAt && step.dryRun.lastEmailAt
                ? [batchText.emailWindow(new Date(step.dryRun.firstEmailAt), new Date(step.dryRun.lastEmailAt))]
                : []),
            ]}
            undoable={false}
            running={running}
            onConfirm={() => void run()}
            onClose={() => setConfirming(false)}
          />
        </>
      ) : null}
      {step?.step === 'ran' ? (
        <section className="one-click-ran" aria-labelledby={ranHeading}>
          <h2 id={ranHeading} tabIndex={-1}>
            {text.ranTitle}
          </h2>
          <p>{text.ran(step.report.summary)}</p>
          <p className="batch-totals">{batchText.reportTotals(step.report.totals)}</p>
          <p>
            <Link to={batchLink(step.report.id)}>{text.reportLink}</Link>
          </p>
        </section>
      ) : null}
    </PageFrame>
  );
}

function ActionCard({ row, asking, onPreview }: { row: OneClickActionRow; asking: boolean; onPreview(): void }) {
  const headingId = `action-${row.action}`;
  const zeroId = `action-${row.action}-rien`;
  const empty = row.count === 0;
  return (
    <article className="one-click-action" aria-labelledby={headingId}>
      <h2 id={headingId}>{row.title}</h2>
      <p className="batch-muted">{row.description}</p>
      <p className="one-click-action__count">{row.countLabel}</p>
      {empty ? (
        <p id={zeroId} className="batch-muted">
          {text.zero[row.action]}
        </p>
      ) : null}
      <Button
        variant="secondary"
        disabled={empty}
        aria-describedby={empty ? zeroId : undefined}
        aria-disabled={asking || undefined}
        onClick={onPreview}
      >
        {asking ? text.previewing : text.preview}
      </Button>
    </article>
  );
}
