// The list behind one figure of « Analyses », for the same period: the visits, patients, payments,
// invoices or waitlist entries it counts, a patient's name opening her file, and the list as a CSV
// file for Excel in French or in English.
import { figureListTitle } from 'shared-domain/analytics/figure-list';
import type { FigureListName } from 'shared-domain/analytics/figure-list';
import { formatDate, formatMoney, formatTime } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Button } from 'shared-ui/Button';
import { CsvExportLinks } from 'shared-ui/CsvExportLinks';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemMessage } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import type { AnalysesFilters } from './analyses-filters';
import { analysesText as text } from './analyses-text';
import { type FigureListRow, figureListCsvUrl, useFigureList } from './api/analyses';

export function FigureListView({ filters, backTo }: { filters: AnalysesFilters & { figure: FigureListName }; backTo: string }) {
  const list = useFigureList(filters);
  const title = figureListTitle({
    figure: filters.figure,
    ...(filters.channel ? { channel: filters.channel } : {}),
    ...(filters.reminder ? { reminder: filters.reminder } : {}),
  });
  const rows = list.data?.rows ?? [];
  return (
    <PageFrame title={title} className="ui-page analyses-page">
      <p>
        <Link to={backTo}>{text.back}</Link>
      </p>
      {list.data ? <p className="analyses-muted">{text.shown(list.data.period.from, list.data.period.to)}</p> : null}
      <p className="analyses-muted" role="status">
        {list.data ? text.listCount(rows.length) : ''}
      </p>
      <CsvExportLinks href={(format) => figureListCsvUrl(filters, format)} contents={text.listContents(title)} />
      {list.isPending ? <LoadingState label={text.listLoading} /> : null}
      {list.isError ? (
        <Notice tone="error" title={text.listFailed} actions={<Button onClick={() => void list.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(list.error)}</p>
        </Notice>
      ) : null}
      {rows.length > 0 ? (
        <StackedTable
          caption={title}
          columns={text.listColumns}
          rows={rows}
          rowKey={(row) => row.id}
          minWidth="48rem"
          cells={(row) => <ListCells row={row} />}
        />
      ) : null}
    </PageFrame>
  );
}

function ListCells({ row }: { row: FigureListRow }) {
  const [date, time, name, detail, amount] = text.listColumns;
  return (
    <>
      <StackedCell label={date} nowrap>
        {row.date ? formatDate(row.date) : ''}
      </StackedCell>
      <StackedCell label={time} nowrap>
        {row.time ? formatTime(row.time) : ''}
      </StackedCell>
      <StackedCell label={name}>
        {row.patientId ? <Link to={paths.adminPatient.build(row.patientId)}>{row.name}</Link> : row.name}
      </StackedCell>
      <StackedCell label={detail}>{row.detail}</StackedCell>
      <StackedCell label={amount} nowrap>
        {row.amountCents === null ? '' : formatMoney(row.amountCents)}
      </StackedCell>
    </>
  );
}
