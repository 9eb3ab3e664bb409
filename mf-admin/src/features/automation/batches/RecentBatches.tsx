// « Opérations récentes »: the clinic's latest batches, newest first — when, what, on which
// selection, by whom, their state and size; each opens its report (`?batch=<id>`).
import { formatDate, formatTime } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { problemMessage } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { useBatchList } from './api/batches';
import { batchLink } from './batch-links';
import { batchText as text } from './batch-text';

const columns = text.recentColumns;

export function RecentBatches() {
  const list = useBatchList();
  return (
    <section className="batch-recent" aria-labelledby="operations-recentes">
      <h2 id="operations-recentes">{text.recentTitle}</h2>
      {list.isPending ? <LoadingState label={text.recentLoading} /> : null}
      {list.isError ? (
        <div role="alert" className="batch-said batch-said--failed">
          <p>
            {text.recentFailed} {problemMessage(list.error)}
          </p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {text.retry}
          </Button>
        </div>
      ) : null}
      {list.data && list.data.batches.length === 0 ? <p className="batch-muted">{text.recentNone}</p> : null}
      {list.data ? (
        <StackedTable
          caption={text.recentCaption}
          columns={[columns.when, columns.kind, columns.summary, columns.by, columns.status, columns.totals]}
          rows={list.data.batches}
          rowKey={(batch) => batch.id}
          minWidth="52rem"
          cells={(batch) => {
            const created = new Date(batch.createdAt);
            return (
              <>
                <StackedCell label={columns.when}>
                  {formatDate(created)}, {formatTime(created)}
                </StackedCell>
                <StackedCell label={columns.kind}>{batch.kindLabel}</StackedCell>
                <StackedCell label={columns.summary}>
                  <Link to={batchLink(batch.id)} aria-label={text.openLabel(batch.summary)}>
                    {batch.summary}
                  </Link>
                </StackedCell>
                <StackedCell label={columns.by}>{batch.createdByName}</StackedCell>
                <StackedCell label={columns.status}>
                  <span className={`batch-status batch-status--${batch.status}`}>{batch.statusLabel}</span>
                </StackedCell>
                <StackedCell label={columns.totals}>{text.recentTotals(batch.totals.touched, batch.totals.emails)}</StackedCell>
              </>
            );
          }}
        />
      ) : null}
    </section>
  );
}
