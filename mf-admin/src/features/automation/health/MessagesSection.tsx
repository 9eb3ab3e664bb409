// « Santé de l'automatisation › Courriels »: every e-mail the clinic sent or will send,
// with its state, attempts, last error code (never its body or links), the patient (a link to the
// file) and the appointment it concerns. Filters live in the address: the counts by state are chips
// that choose a state, the type and the days a search form, the patient a link from the file; 50 a
// page. « Réessayer » sends a failed e-mail again now; when it may not, it says why beside it; its
// answer is said in the status line (a refusal as an alert, in the API's French), which takes the
// focus, and the list is read again.
import { useQueryClient } from '@tanstack/react-query';
import { automationMessages, manualRetryCap, messageStateLabels, messageStates } from 'shared-domain/automation/automation';
import { formatDateTime } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { useAddressFilters } from 'shared-ui/useAddressFilters';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { ActionStatus, saidBy } from '../ActionStatus';
import { automationMessagesKeys, type OutboxMessage, retryAutomationMessage, useAutomationMessages } from './api/automation-messages';
import { healthText, messagesText as text } from './health-text';
import { MessageFiltersForm } from './MessageFiltersForm';
import { messageFilterFields, messagesSectionId, settleMessageFilters } from './message-filters';
import { MessageStateBadge } from './MessageStateBadge';
import { useActionRunner } from 'shared-ui/useActionRunner';

const columns = text.columns;

/** Why « Réessayer » may not be pressed on a message that failed or was given up, or null when it may. */
export function retryRefusal(message: OutboxMessage): string | null {
  if (message.canRetry) return null;
  if (message.state === 'given_up') return automationMessages.retryGivenUp;
  if (message.manualRetries >= manualRetryCap) return automationMessages.retryCapped;
  return automationMessages.retryNotFailed;
}

const offersRetry = (message: OutboxMessage) => message.canRetry || message.state === 'failed' || message.state === 'given_up';

export function MessagesSection() {
  const {
    filters,
    apply: go,
    reset,
    search: link,
  } = useAddressFilters(messageFilterFields, { settle: settleMessageFilters, pinned: { section: messagesSectionId } });
  const list = useAutomationMessages(filters);
  const queryClient = useQueryClient();
  // Refused or not, the message's state may have moved: the list is read again.
  const runner = useActionRunner({ refresh: () => queryClient.invalidateQueries({ queryKey: automationMessagesKeys.all() }) });
  const retrying = runner.running;
  const retry = (message: OutboxMessage) => runner.run(message.id, () => retryAutomationMessage(message.id), text.retried(message.to));

  const page = list.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const total = page ? messageStates.reduce((sum, state) => sum + page.counts[state], 0) : 0;

  return (
    <section className="automation-section" aria-labelledby="sante-courriels">
      <h2 id="sante-courriels">{healthText.sections.messages}</h2>
      <p className="automation-muted">{text.intro}</p>
      <MessageFiltersForm key={`${filters.kind}|${filters.from}|${filters.to}`} filters={filters} onApply={go} onReset={reset} />
      {page ? (
        <ul className="automation-chips" aria-label={text.statesLabel}>
          <li>
            <Link to={link({ ...filters, state: '', page: 1 })} aria-current={filters.state === '' ? 'true' : undefined}>
              {text.allStates} ({total})
            </Link>
          </li>
          {messageStates.map((state) => (
            <li key={state}>
              <Link to={link({ ...filters, state, page: 1 })} aria-current={filters.state === state ? 'true' : undefined}>
                {messageStateLabels[state]} ({page.counts[state]})
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ActionStatus said={saidBy(runner)} takeFocus />
      {list.isPending ? <LoadingState label={text.loading} /> : null}
      {list.isError && !page ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void list.refetch()}>{healthText.retry}</Button>}>
          <p>{problemMessage(list.error)}</p>
        </Notice>
      ) : null}
      {page ? (
        <p className="automation-muted" role="status">
          {page.total === 0 ? text.empty : text.count(page.total, page.page, pages)}
        </p>
      ) : null}
      <StackedTable
        caption={text.caption}
        columns={Object.values(columns)}
        rows={page?.messages ?? []}
        rowKey={(message) => message.id}
        cells={(message) => <MessageCells message={message} busy={retrying === message.id} onRetry={(chosen) => void retry(chosen)} />}
        minWidth="84rem"
      />
      {page && pages > 1 ? (
        <nav className="automation-pages" aria-label={text.pagesLabel}>
          {page.page > 1 ? (
            <Link className="ui-button ui-button--secondary" to={link({ ...filters, page: page.page - 1 })}>
              {text.previous}
            </Link>
          ) : null}
          {page.page < pages ? (
            <Link className="ui-button ui-button--secondary" to={link({ ...filters, page: page.page + 1 })}>
              {text.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

const instant = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(new Date(iso))}</time> : null);

function MessageCells({ message, busy, onRetry }: { message: OutboxMessage; busy: boolean; onRetry(message: OutboxMessage): void }) {
  const refusal = retryRefusal(message);
  const reasonId = `raison-${message.id}`;
  return (
    <>
      <StackedCell label={columns.date}>{instant(message.sentAt ?? message.createdAt)}</StackedCell>
      <StackedCell label={columns.kind}>{message.kindLabel}</StackedCell>
      <StackedCell label={columns.to}>{message.to}</StackedCell>
      <StackedCell label={columns.patient}>
        {message.patientId ? (
          <Link to={paths.adminPatient.build(message.patientId)}>{message.patientName ?? message.patientId}</Link>
        ) : (
          text.none
        )}
      </StackedCell>
      <StackedCell label={columns.appointment}>{instant(message.appointmentStartsAt) ?? text.none}</StackedCell>
      <StackedCell label={columns.state}>
        <MessageStateBadge state={message.state} label={message.stateLabel} />
      </StackedCell>
      <StackedCell label={columns.attempts}>{text.attempts(message.attempts, message.manualRetries)}</StackedCell>
      <StackedCell label={columns.errorCode}>{message.errorCode ? <code>{message.errorCode}</code> : text.none}</StackedCell>
      <StackedCell label={columns.nextAttempt}>
        {message.state === 'sent' ? text.noneFeminine : (instant(message.nextAttemptAt) ?? text.noneFeminine)}
      </StackedCell>
      <StackedCell label={columns.actions}>
        {offersRetry(message) ? (
          <div className="automation-row-actions">
            <Button
              variant="secondary"
              disabled={refusal !== null}
              aria-disabled={busy || undefined}
              aria-describedby={refusal ? reasonId : undefined}
              onClick={() => onRetry(message)}
            >
              {busy ? text.retrying : text.retryMessage}
              <span className="ui-visually-hidden">{text.ofMessage(message.kindLabel, message.to)}</span>
            </Button>
            {refusal ? (
              <span id={reasonId} className="automation-muted">
                {refusal}
              </span>
            ) : null}
          </div>
        ) : null}
      </StackedCell>
    </>
  );
}
