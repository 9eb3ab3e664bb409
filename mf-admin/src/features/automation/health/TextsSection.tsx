// « Santé de l'automatisation › Textos »: whether the text channel is on (off without TWILIO_*,
// said plainly), the texts by status over 30 days and those sent this month (what Twilio bills),
// the last texts with their status and error code, and the replies that were neither OUI, NON nor
// STOP, for the desk to read and mark read.
import { useQueryClient } from '@tanstack/react-query';
import { textMessageStatuses, textMessageStatusLabels } from 'shared-domain/automation/text-messages';
import { formatDateTime } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { useActionRunner } from 'shared-ui/useActionRunner';
import { ActionStatus, saidBy } from '../ActionStatus';
import { automationTextsKey, markTextReplyRead, type TextMessage, type TextReply, useAutomationTexts } from './api/automation-texts';
import { healthText, textsText as text } from './health-text';

const instant = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(new Date(iso))}</time> : text.none);

const patientLink = (row: { patientId: string; patientName: string | null }) => (
  <Link to={paths.adminPatient.build(row.patientId)}>{row.patientName ?? row.patientId}</Link>
);

export function TextsSection() {
  const texts = useAutomationTexts();
  const queryClient = useQueryClient();
  const runner = useActionRunner({ refresh: () => queryClient.invalidateQueries({ queryKey: automationTextsKey }) });
  const markRead = (reply: TextReply) =>
    runner.run(reply.id, () => markTextReplyRead(reply.id), text.markedRead(reply.patientName ?? reply.from));
  const data = texts.data;
  return (
    <section className="automation-section" aria-labelledby="sante-textos">
      <h2 id="sante-textos">{healthText.sections.texts}</h2>
      <p className="automation-muted">{text.intro}</p>
      {texts.isPending ? <LoadingState label={text.loading} /> : null}
      {texts.isError ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void texts.refetch()}>{healthText.retry}</Button>}>
          <p>{problemMessage(texts.error)}</p>
        </Notice>
      ) : null}
      {data && !data.configured ? (
        <Notice tone="info" title={text.offTitle}>
          <p>{text.off}</p>
        </Notice>
      ) : null}
      {data?.configured ? (
        <>
          <p>{text.on(data.from ?? '')}</p>
          <ul className="automation-chips" aria-label={text.countsLabel}>
            {textMessageStatuses.map((status) => (
              <li key={status}>
                {textMessageStatusLabels[status]} ({data.counts[status]})
              </li>
            ))}
          </ul>
          <p>{text.sentThisMonth(data.sentThisMonth)}</p>
          <ActionStatus said={saidBy(runner)} takeFocus />
          <h3>{text.inboxTitle}</h3>
          {data.inbox.length === 0 ? (
            <p>{text.inboxEmpty}</p>
          ) : (
            <StackedTable
              caption={text.inboxCaption}
              columns={Object.values(text.inboxColumns)}
              rows={data.inbox}
              rowKey={(reply) => reply.id}
              cells={(reply) => <ReplyCells reply={reply} busy={runner.running === reply.id} onRead={(chosen) => void markRead(chosen)} />}
              minWidth="48rem"
            />
          )}
          <h3>{text.recentTitle}</h3>
          {data.recent.length === 0 ? (
            <p>{text.recentEmpty}</p>
          ) : (
            <StackedTable
              caption={text.recentCaption}
              columns={Object.values(text.recentColumns)}
              rows={data.recent}
              rowKey={(message) => message.id}
              cells={(message) => <TextCells message={message} />}
              minWidth="36rem"
            />
          )}
        </>
      ) : null}
    </section>
  );
}

function ReplyCells({ reply, busy, onRead }: { reply: TextReply; busy: boolean; onRead(reply: TextReply): void }) {
  const columns = text.inboxColumns;
  return (
    <>
      <StackedCell label={columns.receivedAt}>{instant(reply.receivedAt)}</StackedCell>
      <StackedCell label={columns.patient}>{patientLink(reply)}</StackedCell>
      <StackedCell label={columns.from}>{reply.from}</StackedCell>
      <StackedCell label={columns.body}>{reply.body}</StackedCell>
      <StackedCell label={columns.actions}>
        <Button variant="secondary" aria-disabled={busy || undefined} onClick={() => onRead(reply)}>
          {text.markRead}
          <span className="ui-visually-hidden">{text.ofReply(reply.patientName ?? reply.from)}</span>
        </Button>
      </StackedCell>
    </>
  );
}

function TextCells({ message }: { message: TextMessage }) {
  const columns = text.recentColumns;
  return (
    <>
      <StackedCell label={columns.date}>{instant(message.sentAt ?? message.createdAt)}</StackedCell>
      <StackedCell label={columns.patient}>{patientLink(message)}</StackedCell>
      <StackedCell label={columns.status}>
        <span
          className={message.status === 'failed' ? 'automation-badge automation-badge--bad' : 'automation-badge automation-badge--good'}
        >
          {message.statusLabel}
        </span>
      </StackedCell>
      <StackedCell label={columns.errorCode}>{message.errorCode ? <code>{message.errorCode}</code> : text.none}</StackedCell>
    </>
  );
}
