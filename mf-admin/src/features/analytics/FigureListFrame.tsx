// The page around the list behind a figure (« Analyses », « Rapports financiers »): the way back,
// the period shown, how many rows (and what the caller adds, a total), the list as a CSV file for
// Excel in French or in English, its loading and failure, then the rows as a table.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CsvFormat } from 'shared-domain/platform/csv-format';
import { Button } from 'shared-ui/Button';
import { CsvExportLinks } from 'shared-ui/CsvExportLinks';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemMessage } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { StackedTable } from 'shared-ui/StackedTable';
import { analysesText } from './analyses-text';

export interface FigureListFrameProps<Row extends { id: string }> {
  title: string;
  /** The figures' page, and its link's words. */
  backTo: string;
  backLabel: string;
  list: UseQueryResult<{ period: { from: string; to: string }; rows: Row[] }>;
  /** Said after the count when there are rows (a total). */
  countExtra?(rows: readonly Row[]): string;
  csvHref(format: CsvFormat): string;
  columns: readonly string[];
  cells(row: Row): ReactNode;
}

export function FigureListFrame<Row extends { id: string }>({
  title,
  backTo,
  backLabel,
  list,
  countExtra,
  csvHref,
  columns,
  cells,
}: FigureListFrameProps<Row>) {
  const rows = list.data?.rows ?? [];
  const extra = countExtra && rows.length > 0 ? ` · ${countExtra(rows)}` : '';
  return (
    <PageFrame title={title} className="ui-page analyses-page">
      <p>
        <Link to={backTo}>{backLabel}</Link>
      </p>
      {list.data ? <p className="analyses-muted">{analysesText.shown(list.data.period.from, list.data.period.to)}</p> : null}
      <p className="analyses-muted" role="status">
        {list.data ? `${analysesText.listCount(rows.length)}${extra}` : ''}
      </p>
      <CsvExportLinks href={csvHref} contents={analysesText.listContents(title)} />
      {list.isPending ? <LoadingState label={analysesText.listLoading} /> : null}
      {list.isError ? (
        <Notice
          tone="error"
          title={analysesText.listFailed}
          actions={<Button onClick={() => void list.refetch()}>{analysesText.retry}</Button>}
        >
          <p>{problemMessage(list.error)}</p>
        </Notice>
      ) : null}
      {rows.length > 0 ? (
        <StackedTable caption={title} columns={columns} rows={rows} rowKey={(row) => row.id} minWidth="48rem" cells={cells} />
      ) : null}
    </PageFrame>
  );
}
