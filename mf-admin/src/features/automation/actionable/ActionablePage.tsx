// « Analyses actionnables »: five lists, each with its definition on the page, its count, its CSV
// file, and per row why the person is in it and the next step in one click — « Proposer un
// rendez-vous », « Envoyer un rappel », « Offrir un créneau », the reactivation message. A row's
// message already sent says when; a person excluded from reactivation says why, and staff may
// lift a consent exclusion with a reason (« Lever l’exclusion »). One action at a time; the lists
// are read again after each.
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { ActionableListKey } from 'shared-domain/analytics/actionable-lists';
import { formatMoney, formatShortDate } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Button } from 'shared-ui/Button';
import { CsvExportLinks } from 'shared-ui/CsvExportLinks';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemMessage } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { type ActionRunner, useActionRunner } from 'shared-ui/useActionRunner';
import { adminKeys } from '../../../query-keys';
import { ActionStatus, saidBy } from '../ActionStatus';
import { actionableText as text } from './actionable-text';
import {
  type ActionableListInfo,
  type ActionableLists,
  actionableCsvUrl,
  offerRebooking,
  offerSlot,
  type ReactivationRow,
  sendPaymentReminder,
  sendReactivation,
  useActionableLists,
} from './api/actionable';
import { OverrideDialog } from './OverrideDialog';
import './actionable.css';

export function ActionablePage() {
  const lists = useActionableLists();
  const queryClient = useQueryClient();
  const runner = useActionRunner({
    refresh: () => queryClient.invalidateQueries({ queryKey: adminKeys.actionable() }),
    busyText: text.sending,
  });
  const [overriding, setOverriding] = useState<{ row: ReactivationRow; open: boolean }>();

  return (
    <PageFrame title={text.title} className="ui-page actionable-page">
      <p>{text.intro}</p>
      <ActionStatus said={saidBy(runner)} />
      {lists.isPending ? <LoadingState label={text.loading} /> : null}
      {lists.isError ? (
        <Notice tone="error" title={text.failed} actions={<Button onClick={() => void lists.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(lists.error)}</p>
        </Notice>
      ) : null}
      {lists.data
        ? lists.data.lists.map((info) => (
            <ListSection key={info.key} info={info}>
              <ListRows info={info} data={lists.data} runner={runner} onOverride={(row) => setOverriding({ row, open: true })} />
            </ListSection>
          ))
        : null}
      {overriding ? (
        <OverrideDialog
          open={overriding.open}
          row={overriding.row}
          onClose={() => setOverriding({ ...overriding, open: false })}
          onDone={() => {
            setOverriding({ ...overriding, open: false });
            void queryClient.invalidateQueries({ queryKey: adminKeys.actionable() });
            runner.say(text.done.overridden(overriding.row.patientName));
          }}
        />
      ) : null}
    </PageFrame>
  );
}

function ListSection({ info, children }: { info: ActionableListInfo; children: ReactNode }) {
  const headingId = `liste-${info.key}`;
  return (
    <section className="actionable-list" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {info.title} <span className="actionable-list__count">({text.count(info.count)})</span>
      </h2>
      <p className="actionable-list__definition">{info.definition}</p>
      {info.count > 0 ? (
        <CsvExportLinks href={(format) => actionableCsvUrl(info.key, format)} contents={text.csvContents(info.title)} />
      ) : null}
      {info.count === 0 ? <p className="actionable-list__empty">{text.empty}</p> : children}
    </section>
  );
}

interface RowsProps {
  info: ActionableListInfo;
  data: ActionableLists;
  runner: ActionRunner;
  onOverride(row: ReactivationRow): void;
}

/** The row's one button, named with the person for screen readers; or why there is none. */
function ActionCell({
  label,
  info,
  name,
  sentAt,
  hasEmail,
  runner,
  onClick,
  children,
}: {
  label: string;
  info: ActionableListInfo;
  name: string;
  sentAt: string | null;
  hasEmail: boolean;
  runner: ActionRunner;
  onClick(): void;
  children?: ReactNode;
}) {
  let content: ReactNode;
  if (sentAt) content = text.sentOn(sentAt);
  else if (!hasEmail) content = text.noEmail;
  else if (!info.mayAct) content = text.cashDeskOnly;
  else
    content = (
      <Button variant="secondary" disabled={runner.running !== null} onClick={onClick}>
        {info.action}
        <span className="ui-visually-hidden"> — {name}</span>
      </Button>
    );
  return (
    <StackedCell label={label}>
      {children}
      {content}
    </StackedCell>
  );
}

const patientLink = (patientId: string, name: string) => <Link to={paths.adminPatient.build(patientId)}>{name}</Link>;

function ListRows({ info, data, runner, onOverride }: RowsProps) {
  const columns = text.columns[info.key];
  const [first, second, third, fourth] = columns;
  const table = <Row,>(rows: readonly Row[], rowKey: (row: Row) => string, cells: (row: Row) => ReactNode) => (
    <StackedTable caption={info.title} columns={columns} rows={rows} rowKey={rowKey} minWidth="52rem" cells={cells} />
  );
  const key: ActionableListKey = info.key;
  switch (key) {
    case 'reexam':
      return table(
        data.reexam,
        (row) => row.patientId,
        (row) => (
          <>
            <StackedCell label={first}>{patientLink(row.patientId, row.patientName)}</StackedCell>
            <StackedCell label={second} nowrap>
              {formatShortDate(row.reexamOn)}
              {row.overdue ? ` (${text.overdue})` : ''}
            </StackedCell>
            <StackedCell label={third}>{row.reason ?? text.reasonOnFile}</StackedCell>
            <ActionCell
              label={fourth}
              info={info}
              name={row.patientName}
              sentAt={row.sentAt}
              hasEmail={row.hasEmail}
              runner={runner}
              onClick={() =>
                void runner.run(
                  `reexam-${row.patientId}`,
                  () => offerRebooking(row.patientId, 'reexam'),
                  text.done.rebooking(row.patientName),
                )
              }
            />
          </>
        ),
      );
    case 'episode':
      return table(
        data.episode,
        (row) => row.patientId,
        (row) => (
          <>
            <StackedCell label={first}>{patientLink(row.patientId, row.patientName)}</StackedCell>
            <StackedCell label={second} nowrap>
              {formatShortDate(row.lastSeenOn)}
            </StackedCell>
            <StackedCell label={third}>{row.reason ?? text.reasonOnFile}</StackedCell>
            <ActionCell
              label={fourth}
              info={info}
              name={row.patientName}
              sentAt={row.sentAt}
              hasEmail={row.hasEmail}
              runner={runner}
              onClick={() =>
                void runner.run(
                  `episode-${row.patientId}`,
                  () => offerRebooking(row.patientId, 'episode'),
                  text.done.rebooking(row.patientName),
                )
              }
            />
          </>
        ),
      );
    case 'unpaid':
      return table(
        data.unpaid,
        (row) => row.patientId,
        (row) => (
          <>
            <StackedCell label={first}>{patientLink(row.patientId, row.patientName)}</StackedCell>
            <StackedCell label={second} nowrap>
              {formatMoney(row.balanceCents)}
            </StackedCell>
            <StackedCell label={third}>{row.reason}</StackedCell>
            <ActionCell
              label={fourth}
              info={info}
              name={row.patientName}
              sentAt={row.sentAt}
              hasEmail={row.hasEmail}
              runner={runner}
              onClick={() =>
                void runner.run(`unpaid-${row.patientId}`, () => sendPaymentReminder(row.patientId), text.done.reminder(row.patientName))
              }
            />
          </>
        ),
      );
    case 'waitlist':
      return table(
        data.waitlist,
        (row) => row.entryId,
        (row) => (
          <>
            <StackedCell label={first}>{row.name}</StackedCell>
            <StackedCell label={second}>{text.slotAt(row.firstSlot.date, row.firstSlot.time)}</StackedCell>
            <StackedCell label={third}>{row.reason}</StackedCell>
            <ActionCell
              label={fourth}
              info={info}
              name={row.name}
              sentAt={row.sentAt}
              hasEmail
              runner={runner}
              onClick={() => void runner.run(`waitlist-${row.entryId}`, () => offerSlot(row.entryId), text.done.slot(row.name))}
            />
          </>
        ),
      );
    case 'reactivation':
      return table(
        data.reactivation,
        (row) => row.patientId,
        (row) => (
          <>
            <StackedCell label={first}>{patientLink(row.patientId, row.patientName)}</StackedCell>
            <StackedCell label={second} nowrap>
              {formatShortDate(row.lastSeenOn)}
            </StackedCell>
            <StackedCell label={third}>
              {row.reason} {row.consent}
            </StackedCell>
            {row.excluded ? (
              <StackedCell label={fourth}>
                <strong>{text.excluded(row.exclusionLabel ?? '')}</strong>
                {row.mayOverride ? (
                  <>
                    {' '}
                    <Button variant="secondary" disabled={runner.running !== null} onClick={() => onOverride(row)}>
                      {text.override}
                      <span className="ui-visually-hidden"> — {row.patientName}</span>
                    </Button>
                  </>
                ) : null}
              </StackedCell>
            ) : (
              <ActionCell
                label={fourth}
                info={info}
                name={row.patientName}
                sentAt={row.sentAt}
                hasEmail={row.hasEmail}
                runner={runner}
                onClick={() =>
                  void runner.run(
                    `reactivation-${row.patientId}`,
                    () => sendReactivation(row.patientId),
                    text.done.reactivation(row.patientName),
                  )
                }
              >
                {row.overridden ? <span className="actionable-list__overridden">{text.overridden}. </span> : null}
              </ActionCell>
            )}
          </>
        ),
      );
  }
}
