// « Conservation des dossiers » (management): the records past their retention period on
// the clinic's today — last service, years since, what each holds — each with « Anonymiser »,
// « Détruire le dossier » and « Conserver », confirmed in a dialog; then the decisions taken.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatDateTime } from 'shared-domain/platform/format';
import { type RetentionDecision, retentionDecisionLabels } from 'shared-domain/privacy/privacy';
import { lastServiceSourceLabels, retentionWaitText } from 'shared-domain/privacy/privacy-retention';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemMessage } from 'shared-ui/problem-message';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { useActionRunner } from 'shared-ui/useActionRunner';
import { adminKeys } from '../../../query-keys';
import { type RetentionRecord, type RetentionReview, releaseRecordHold, useRetentionReview } from './api/retention-review';
import { RetentionDecisionDialog } from './RetentionDecisionDialog';
import { retentionText as text } from './retention-text';
import './retention.css';

interface Pending {
  record: RetentionRecord;
  decision: RetentionDecision | 'hold';
}

export function RetentionReviewPage() {
  const review = useRetentionReview();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.retentionReview() });
  // One lift at a time: a second click while the first is on its way does nothing.
  const actions = useActionRunner({ refresh });
  const release = (record: RetentionRecord, holdId: string) =>
    actions.run('release', () => releaseRecordHold(holdId), text.done.release(record.recordLabel));
  const choose = (record: RetentionRecord, decision: RetentionDecision | 'hold') => {
    actions.say('');
    setPending({ record, decision });
    setOpen(true);
  };
  const decided = () => {
    if (pending) actions.say(text.done[pending.decision](pending.record.recordLabel));
    setOpen(false);
    void refresh();
  };

  return (
    <PageFrame title={text.title} className="ui-page retention-page">
      <p className="retention-muted">{text.intro}</p>
      {actions.status ? (
        <div role="status" className="retention-done">
          {actions.status}
        </div>
      ) : null}
      {actions.problem ? (
        <Notice tone="error" title={text.releaseFailed}>
          {actions.problem.message}
        </Notice>
      ) : null}
      {review.isPending ? <LoadingState label={text.loading} /> : null}
      {review.isError ? (
        <Notice
          tone="error"
          title={text.loadFailed}
          actions={
            <Button variant="secondary" onClick={() => void review.refetch()}>
              {text.retry}
            </Button>
          }
        >
          <p>{problemMessage(review.error)}</p>
        </Notice>
      ) : null}
      {review.data ? (
        <ReviewView review={review.data} onChoose={choose} onRelease={(record, holdId) => void release(record, holdId)} />
      ) : null}
      {pending ? (
        <RetentionDecisionDialog
          open={open}
          record={pending.record}
          decision={pending.decision}
          onClose={() => setOpen(false)}
          onDecided={decided}
        />
      ) : null}
    </PageFrame>
  );
}

function ReviewView({
  review,
  onChoose,
  onRelease,
}: {
  review: RetentionReview;
  onChoose(record: RetentionRecord, decision: RetentionDecision | 'hold'): void;
  onRelease(record: RetentionRecord, holdId: string): void;
}) {
  return (
    <>
      <section>
        <h2 id="retention-due">{text.dueTitle}</h2>
        <p className="retention-muted">{text.cutoff(formatDate(review.cutoff))}</p>
        {review.records.length === 0 ? <p>{text.none}</p> : null}
        <StackedTable
          caption={text.dueTitle}
          columns={[text.record, text.lastService, text.since, text.holds, text.actions]}
          rows={review.records}
          rowKey={(record) => record.patientId}
          minWidth="56rem"
          cells={(record) => (
            <>
              <StackedCell label={text.record}>{record.recordLabel}</StackedCell>
              <StackedCell label={text.lastService}>
                {formatDate(record.lastServiceOn)}
                <span className="retention-muted"> — {lastServiceSourceLabels[record.lastServiceSource]}</span>
              </StackedCell>
              <StackedCell label={text.since} nowrap>
                {text.years(record.yearsSince)}
              </StackedCell>
              <StackedCell label={text.holds}>{text.holdsLine(record.holds)}</StackedCell>
              <StackedCell label={text.actions}>
                {record.waits.length > 0 ? (
                  <div className="retention-waits">
                    <p>{text.waits}</p>
                    <ul>
                      {record.waits.map((wait) => (
                        <li key={retentionWaitText(wait)}>
                          {retentionWaitText(wait)}
                          {wait.kind === 'legal_hold' || wait.kind === 'incident' ? (
                            <>
                              {' '}
                              <Button variant="secondary" onClick={() => onRelease(record, wait.holdId)}>
                                {text.release}
                              </Button>
                            </>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                <div className="retention-actions">
                  {record.waits.length === 0 ? (
                    <>
                      <Button variant="secondary" onClick={() => onChoose(record, 'anonymise')}>
                        {text.anonymise}
                      </Button>
                      <Button variant="secondary" onClick={() => onChoose(record, 'destroy')}>
                        {text.destroy}
                      </Button>
                    </>
                  ) : null}
                  <Button variant="secondary" onClick={() => onChoose(record, 'keep')}>
                    {text.keep}
                  </Button>
                  <Button variant="secondary" onClick={() => onChoose(record, 'hold')}>
                    {text.hold}
                  </Button>
                </div>
              </StackedCell>
            </>
          )}
        />
      </section>
      <section>
        <h2 id="retention-decisions">{text.decisionsTitle}</h2>
        {review.decisions.length === 0 ? <p>{text.noDecisions}</p> : null}
        <StackedTable
          caption={text.decisionsTitle}
          columns={[text.decidedOn, text.record, text.decision, text.reason, text.decidedBy]}
          rows={review.decisions}
          rowKey={(decision) => decision.id}
          minWidth="48rem"
          cells={(decision) => (
            <>
              <StackedCell label={text.decidedOn}>{formatDateTime(new Date(decision.decidedAt))}</StackedCell>
              <StackedCell label={text.record}>{decision.recordLabel}</StackedCell>
              <StackedCell label={text.decision}>
                {retentionDecisionLabels[decision.decision]}
                {decision.reviewOn ? <span className="retention-muted"> — {text.reviewOn(formatDate(decision.reviewOn))}</span> : null}
              </StackedCell>
              <StackedCell label={text.reason}>{decision.reason ?? '—'}</StackedCell>
              <StackedCell label={text.decidedBy}>{decision.decidedBy ?? '—'}</StackedCell>
            </>
          )}
        />
      </section>
    </>
  );
}
