// « Opérations groupées »: a batch on a selection of appointments — cancel them (with
// the « Journée maladie » preset), move them to another day, send them a message, or resend their
// confirmations. The form (BatchForm) asks the dry run first (« Aperçu »: who gets what, what is
// left alone and why, when the e-mails leave); « Lancer l'opération » says what will happen and
// runs it; a selection that changed since the dry run (409 AUTO_001) is said and previewed again
// (run-after-preview.ts).
// The run opens its report (`?batch=<id>`: outcomes, e-mail states, « Annuler l'opération » while
// it may be undone). Below the form, the recent batches. Cancelling and moving are offered to the
// administration only (`batchKindAccess`; the server refuses the others anyway).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { paths } from 'shared-domain/platform/paths';
import { PageFrame } from 'shared-ui/PageFrame';
import { Link, useNavigate, useSearchParams } from 'shared-ui/router';
import { useMe } from '../../back-office/session/api/me';
import { refreshAfterChange } from '../../scheduling/calendar/api/calendar';
import { adminKeys } from '../../../query-keys';
import { previewBatch, runBatch } from './api/batches';
import { BatchForm, kindsFor, type Previewed } from './BatchForm';
import { BatchReport } from './BatchReport';
import { type BatchFormValues, emptyBatchForm } from './batch-form';
import { batchText as text, whatWillHappen } from './batch-text';
import { ConfirmRunDialog } from './ConfirmRunDialog';
import { DryRunPreview } from './DryRunPreview';
import { batchLink, batchParam } from './batch-links';
import { RecentBatches } from './RecentBatches';
import { runAfterPreview } from './run-after-preview';
import './batches.css';

export function BatchOperationsPage() {
  const [params] = useSearchParams();
  const batchId = params.get(batchParam);
  return (
    <PageFrame title={text.title} className="ui-page batch-page">
      {batchId ? (
        <>
          <p>
            <Link to={paths.adminBatch.build()}>{text.backToList}</Link>
          </p>
          <BatchReport key={batchId} id={batchId} />
        </>
      ) : (
        <>
          <p className="batch-muted">{text.intro}</p>
          <BatchComposer />
          <RecentBatches />
        </>
      )}
    </PageFrame>
  );
}

/** The form, then its dry run, then the confirmation and the run. */
function BatchComposer() {
  const { role } = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const kinds = kindsFor(role);
  const [form, setForm] = useState<{ key: number; values: Partial<BatchFormValues> }>(() => ({
    key: 0,
    values: emptyBatchForm(kinds[0] ?? 'message', clinicDate(new Date())),
  }));
  const [previewed, setPreviewed] = useState<Previewed>();
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const previewHeading = 'operation-apercu';

  // A dry run arrived (or came again): the focus goes to its heading, where reading starts.
  const shown = useRef<Previewed>(undefined);
  useEffect(() => {
    if (previewed && previewed !== shown.current) document.getElementById(previewHeading)?.focus();
    shown.current = previewed;
  }, [previewed]);

  if (!previewed)
    return (
      <BatchForm
        key={form.key}
        role={role}
        initialValues={form.values}
        onPreview={(next) => {
          setFailure(undefined);
          setNotice(undefined);
          setPreviewed(next);
        }}
      />
    );

  const change = () => {
    setForm({ key: form.key + 1, values: previewed.values });
    setPreviewed(undefined);
    setFailure(undefined);
    setNotice(undefined);
  };

  const run = async () => {
    if (running) return;
    setRunning(true);
    setFailure(undefined);
    const outcome = await runAfterPreview(
      () => runBatch(previewed.request, previewed.dryRun.selectionToken),
      () => previewBatch(previewed.request),
    );
    setRunning(false);
    setConfirming(false);
    if (outcome.kind === 'ran') {
      // The appointments changed: every view holding them reads them again; the report is the answer.
      void refreshAfterChange(queryClient);
      queryClient.setQueryData(adminKeys.batches.one(outcome.report.id), outcome.report);
      navigate(batchLink(outcome.report.id));
    } else if (outcome.kind === 'previewed-again') {
      setNotice(outcome.notice);
      setPreviewed({ ...previewed, dryRun: outcome.dryRun });
    } else setFailure(outcome.message);
  };

  const { request, dryRun } = previewed;
  const sentences = [
    whatWillHappen(dryRun.kind, dryRun.totals, {
      ...(request.kind === 'move' ? { toDate: request.toDate } : {}),
      ...(request.kind === 'cancel' ? { offerToWaitlist: request.offerToWaitlist === true } : {}),
      ...(request.kind === 'message' ? { subject: request.subject } : {}),
    }),
    ...(dryRun.firstEmailAt && dryRun.lastEmailAt ? [text.emailWindow(new Date(dryRun.firstEmailAt), new Date(dryRun.lastEmailAt))] : []),
  ];
  return (
    <>
      <DryRunPreview
        dryRun={dryRun}
        headingId={previewHeading}
        notice={notice}
        failure={failure}
        onRun={() => setConfirming(true)}
        onChange={change}
      />
      <ConfirmRunDialog
        open={confirming}
        sentences={sentences}
        undoable={request.kind === 'cancel' || request.kind === 'move'}
        running={running}
        onConfirm={() => void run()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
