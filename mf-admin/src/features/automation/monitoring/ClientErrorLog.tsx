// « Journal des erreurs »: the client error log's recent entries, or those a search finds by the id
// a person read on the error screen (kept in the address as `?q=`); none found says so with the id
// searched (with or without its « ERR- »). Each entry: its id, when, on which page and who was signed
// in, its code, its message, its severity as a badge and its context as text, folded.
import { type FormEvent, useId, useState } from 'react';
import { automationMessages } from 'shared-domain/automation/automation';
import type { ErrorSeverity } from 'shared-domain/platform/error-log';
import { formatDateTime } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { textField, useAddressFilters } from 'shared-ui/useAddressFilters';
import { type ClientError, useClientErrors } from './api/client-errors';
import { clientErrorRoleText, monitoringText, severityLabels } from './monitoring-text';

const text = monitoringText.errors;
/** The address's parameter holding the search. */
export const errorSearchParam = 'q';
const searchFields = { q: textField(errorSearchParam) };

const severityTones: Record<ErrorSeverity, string> = {
  low: 'automation-badge',
  medium: 'automation-badge automation-badge--warning',
  high: 'automation-badge automation-badge--bad',
  critical: 'automation-badge automation-badge--bad',
};

export function ClientErrorLog() {
  const { filters, apply } = useAddressFilters(searchFields);
  const { q } = filters;
  const log = useClientErrors(q);
  const search = (next: string) => apply({ q: next });
  const answer = log.data;
  const summary = !answer
    ? ''
    : answer.errors.length === 0
      ? q
        ? automationMessages.errorNotFound(q)
        : text.empty
      : q
        ? text.found(answer.errors.length)
        : text.recent(answer.errors.length, answer.total);

  return (
    <section className="automation-section" aria-labelledby="surveillance-erreurs">
      <h2 id="surveillance-erreurs">{text.title}</h2>
      <p className="automation-muted">{text.intro}</p>
      <ErrorSearch key={q} q={q} onSearch={search} />
      <p className="automation-status" role="status">
        {log.isFetching && !log.isPending ? '' : summary}
      </p>
      {log.isPending ? <LoadingState label={text.loading} /> : null}
      {log.isError && !answer ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void log.refetch()}>{monitoringText.retry}</Button>}>
          <p>{problemMessage(log.error)}</p>
        </Notice>
      ) : null}
      {answer && answer.errors.length > 0 ? (
        <ul className="automation-cards" aria-label={text.listLabel}>
          {answer.errors.map((entry) => (
            <li key={entry.errorId}>
              <ErrorEntry entry={entry} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ErrorSearch({ q, onSearch }: { q: string; onSearch(next: string): void }) {
  const [value, setValue] = useState(q);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <search className="automation-filters" aria-label={text.region}>
      <form noValidate onSubmit={submit}>
        <Field label={text.search} hint={text.searchHint}>
          {(control) => (
            <input
              {...control}
              type="search"
              value={value}
              maxLength={100}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setValue(event.target.value)}
            />
          )}
        </Field>
        <div className="automation-actions">
          <Button type="submit">{text.submit}</Button>
          {q ? (
            <Button variant="secondary" onClick={() => onSearch('')}>
              {text.clear}
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}

function ErrorEntry({ entry }: { entry: ClientError }) {
  const headingId = useId();
  return (
    <article className="automation-card" aria-labelledby={headingId}>
      <div className="automation-card__heading">
        <h3 id={headingId}>
          <code>{entry.errorId}</code>
        </h3>
        <span className={severityTones[entry.severity]}>
          <span className="ui-visually-hidden">{text.severity} : </span>
          {severityLabels[entry.severity]}
        </span>
      </div>
      <dl className="automation-facts">
        <dt>{text.when}</dt>
        <dd>
          <time dateTime={entry.createdAt}>{formatDateTime(new Date(entry.createdAt))}</time>
        </dd>
        <dt>{text.page}</dt>
        <dd>{entry.page ? <code>{entry.page}</code> : text.noPage}</dd>
        <dt>{text.role}</dt>
        <dd>{clientErrorRoleText(entry.role)}</dd>
        <dt>{text.code}</dt>
        <dd>
          <code>{entry.code}</code>
        </dd>
      </dl>
      <p>{entry.message}</p>
      <details className="automation-details">
        <summary>{text.context}</summary>
        {entry.context && Object.keys(entry.context).length > 0 ? (
          <pre className="automation-context">{JSON.stringify(entry.context, null, 2)}</pre>
        ) : (
          <p className="automation-muted">{text.noContext}</p>
        )}
      </details>
    </article>
  );
}
