// The items of a batch, in its dry run (who, when, which e-mail, or why it is left alone) and in
// its report (with each e-mail's state): shared-ui's StackedTable, so each row is a card of
// labelled lines on a phone.
import { messageStateLabels } from 'shared-domain/automation/automation';
import type { BatchItemView } from 'shared-domain/automation/automation-views';
import { formatDate, formatTime } from 'shared-domain/platform/format';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { batchText as text } from './batch-text';

const at = (instant: string) => {
  const date = new Date(instant);
  return `${formatDate(date)}, ${formatTime(date)}`;
};

export interface BatchItemsTableProps {
  caption: string;
  items: readonly BatchItemView[];
  /** The report's column: each e-mail's state. */
  withMessageState?: boolean;
}

export function BatchItemsTable({ caption, items, withMessageState = false }: BatchItemsTableProps) {
  const columns = [
    text.columns.patient,
    text.columns.when,
    text.columns.service,
    text.columns.email,
    text.columns.outcome,
    ...(withMessageState ? [text.columns.state] : []),
  ];
  return (
    <StackedTable
      caption={caption}
      columns={columns}
      rows={items}
      minWidth="48rem"
      rowKey={(item) => `${item.appointmentId ?? ''}-${item.patientId ?? ''}-${item.startsAt ?? ''}`}
      cells={(item) => (
        <>
          <StackedCell label={text.columns.patient}>{item.patientName}</StackedCell>
          <StackedCell label={text.columns.when}>
            {item.startsAt ? at(item.startsAt) : ''}
            {item.movesTo ? (
              <>
                <br />
                {text.movesTo(at(item.movesTo))}
              </>
            ) : null}
          </StackedCell>
          <StackedCell label={text.columns.service}>{item.serviceName ?? ''}</StackedCell>
          <StackedCell label={text.columns.email}>
            {item.emailLabel ? (
              <>
                {item.emailLabel}
                {item.email ? (
                  <>
                    <br />
                    <span className="batch-muted">{item.email}</span>
                  </>
                ) : null}
              </>
            ) : (
              <span className="batch-muted">{text.noEmail}</span>
            )}
          </StackedCell>
          <StackedCell label={text.columns.outcome}>
            <span className={`batch-outcome batch-outcome--${item.outcome}`}>{item.outcomeLabel}</span>
            {item.note ? (
              <>
                <br />
                <span className="batch-muted">{item.note}</span>
              </>
            ) : null}
          </StackedCell>
          {withMessageState ? (
            <StackedCell label={text.columns.state}>
              {item.messageState ? (
                <span className={`batch-message batch-message--${item.messageState}`}>{messageStateLabels[item.messageState]}</span>
              ) : (
                ''
              )}
            </StackedCell>
          ) : null}
        </>
      )}
    />
  );
}
