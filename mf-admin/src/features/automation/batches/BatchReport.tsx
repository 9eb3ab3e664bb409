// A batch's report (`?batch=<id>` of « Opérations groupées »): what it was, who ran it and when,
// its totals, and each item with its outcome and its e-mail's state — read again every few seconds
// while e-mails are still planned. While the batch can be undone (a cancellation not yet e-mailed,
// a move; for 15 minutes), the administration sees « Annuler l'opération » with the time left; its
// result says how many appointments were restored and how many were kept (already notified). A
// refusal (409 AUTO_002: the window closed meanwhile) is said, and the report read again.
import { useQueryClient } from '@tanstack/react-query';
import { batchKindAccess } from 'shared-domain/automation/automation';
import { mayAccess } from 'shared-domain/accounts/staff-role';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { useEffect, useId, useRef, useState } from 'react';
import { useMe } from '../../back-office/session/api/me';
import { adminKeys } from '../../../query-keys';
import { type BatchReport as Report, undoBatch, useBatch } from './api/batches';
import { BatchItemsTable } from './BatchItemsTable';
import { batchText as text } from './batch-text';
import { useClock } from './useClock';
import { failureMessage } from 'shared-ui/failure-message';

interface Said {
  text: string;
  failed: boolean;
}

export function BatchReport({ id }: { id: string }) {
  const batch = useBatch(id);
  if (batch.isPending) return <LoadingState label={text.reportLoading} />;
  if (batch.isError)
    return (
      <Notice
        tone="error"
        title={text.reportFailed}
        actions={
          <Button variant="secondary" onClick={() => void batch.refetch()}>
            {text.retry}
          </Button>
        }
      >
        <p>{problemMessage(batch.error)}</p>
      </Notice>
    );
  return <ReportView report={batch.data} />;
}

function ReportView({ report }: { report: Report }) {
  const { role } = useMe();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const timeLeftId = useId();
  const [undoing, setUndoing] = useState(false);
  const [said, setSaid] = useState<Said>();
  const undoUntil = report.undoUntil ? new Date(report.undoUntil).getTime() : null;
  const mayUndo = mayAccess(role, batchKindAccess.cancel) && report.canUndo && undoUntil !== null;
  const now = useClock(mayUndo);
  const left = undoUntil === null ? 0 : undoUntil - now;
  const windowClosed = mayUndo && left <= 0;
  // The window has just closed on screen: the report is read again (the server says what is true now).
  useEffect(() => {
    if (windowClosed) void queryClient.invalidateQueries({ queryKey: adminKeys.batches.one(report.id) });
  }, [windowClosed, queryClient, report.id]);
  const planned = report.items.some((item) => item.messageState === 'planned');

  // The report opened (from the run or the list): its heading takes the focus.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const undo = async () => {
    if (undoing) return;
    setUndoing(true);
    setSaid(undefined);
    const result = await undoBatch(report.id);
    setUndoing(false);
    if (result.kind === 'ok') {
      queryClient.setQueryData(adminKeys.batches.one(report.id), result.data);
      void queryClient.invalidateQueries({ queryKey: adminKeys.batches.list() });
      const kept = result.data.items.filter((item) => item.outcome === 'kept').length;
      setSaid({ text: text.undone(result.data.totals.restored, kept), failed: false });
      return;
    }
    setSaid({ text: failureMessage(result), failed: true });
    // Refused: the window closed or something changed; the report says what is true now.
    void queryClient.invalidateQueries({ queryKey: adminKeys.batches.one(report.id) });
  };

  const created = new Date(report.createdAt);
  return (
    <section className="batch-report" aria-labelledby="operation-rapport">
      <h2 id="operation-rapport" ref={headingRef} tabIndex={-1}>
        {text.reportTitle} — {report.summary}
      </h2>
      <p>
        <span className="batch-kind">{report.kindLabel}</span>{' '}
        <span className={`batch-status batch-status--${report.status}`}>{report.statusLabel}</span>
      </p>
      <p className="batch-muted">{text.reportBy(report.createdByName, created)}</p>
      <p className="batch-totals">{text.reportTotals(report.totals)}</p>
      {report.closure ? <p className="batch-notice">{text.closure(report.closure, true)}</p> : null}
      {report.totals.deposits > 0 ? (
        <p className="batch-notice">{text.deposits(report.totals.deposits, undoUntil === null || undoUntil <= now)}</p>
      ) : null}
      {planned ? <p className="batch-muted">{text.refreshing}</p> : null}
      {/* Both always in the page, so that each is announced as it is filled. */}
      <p className="batch-said" role="status">
        {said && !said.failed ? said.text : ''}
      </p>
      <p className="batch-said batch-said--failed" role="alert">
        {said?.failed ? said.text : ''}
      </p>
      {mayUndo && left > 0 ? (
        <div className="batch-undo">
          <Button variant="secondary" aria-disabled={undoing || undefined} aria-describedby={timeLeftId} onClick={() => void undo()}>
            {undoing ? text.undoing : text.undo}
          </Button>
          <span id={timeLeftId} className="batch-muted">
            {text.timeLeft(left)}
          </span>
        </div>
      ) : null}
      <BatchItemsTable caption={text.reportCaption} items={report.items} withMessageState />
    </section>
  );
}
