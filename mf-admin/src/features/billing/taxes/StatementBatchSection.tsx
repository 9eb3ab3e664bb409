// « Relevés annuels »: last year's batch as it stands (patients with a statement, e-mails queued,
// sent, waiting) and « Envoyer les relevés » at the rate chosen. Started again, it queues only who
// has not had hers: the server keeps each patient's statement of the year to one e-mail.
import { type FormEvent, useState } from 'react';
import { yearlyStatementBatchLabels, yearlyStatementBatchLimits } from 'shared-domain/billing/yearly-statement';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { ApiRequestError } from 'shared-ui/api-result';
import { problemMessage } from 'shared-ui/problem-message';
import { useStartStatementBatch, useStatementBatch } from './api/yearly-statements';
import { taxesText as text } from './taxes-text';

export function StatementBatchSection() {
  const batch = useStatementBatch();
  const start = useStartStatementBatch();
  const [rate, setRate] = useState(String(yearlyStatementBatchLimits.defaultRatePerMinute));
  if (batch.isPending) return <LoadingState label={text.statementsLoading} />;
  if (batch.isError)
    return (
      <Notice tone="error" title={text.statementsFailed} actions={<Button onClick={() => void batch.refetch()}>{text.retry}</Button>}>
        <p>{problemMessage(batch.error)}</p>
      </Notice>
    );
  const { batch: figures, lastYear } = batch.data;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    start.mutate({ year: lastYear, ratePerMinute: Number(rate) });
  };
  const fieldErrors = start.error instanceof ApiRequestError && 'fields' in start.error.apiError ? start.error.apiError.fields : undefined;
  return (
    <div className="taxes-section">
      <p className="taxes-muted">{text.statementsIntro}</p>
      <dl className="taxes-figures">
        <div>
          <dt>{text.year}</dt>
          <dd>{figures.year}</dd>
        </div>
        <div>
          <dt>{text.patients}</dt>
          <dd>{figures.patients}</dd>
        </div>
        <div>
          <dt>{text.queued}</dt>
          <dd>{figures.queued}</dd>
        </div>
        <div>
          <dt>{text.sent}</dt>
          <dd>{figures.sent}</dd>
        </div>
        <div>
          <dt>{text.waiting}</dt>
          <dd>{figures.waiting}</dd>
        </div>
      </dl>
      <form className="taxes-filters" noValidate onSubmit={submit}>
        <Field label={yearlyStatementBatchLabels.ratePerMinute} required errors={[fieldErrors?.ratePerMinute]}>
          {(control) => (
            <input
              {...control}
              name="ratePerMinute"
              type="number"
              inputMode="numeric"
              min={yearlyStatementBatchLimits.minRatePerMinute}
              max={yearlyStatementBatchLimits.maxRatePerMinute}
              value={rate}
              onChange={(event) => setRate(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="primary" disabled={start.isPending}>
          {start.isPending ? text.starting : text.start}
        </Button>
      </form>
      {start.isError ? <FormFailure message={problemMessage(start.error)} /> : null}
      <p role="status">{start.data ? text.started(start.data.queued) : ''}</p>
    </div>
  );
}
