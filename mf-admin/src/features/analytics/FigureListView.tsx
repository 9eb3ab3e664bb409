// The list behind one figure of « Analyses », for the same period: the visits, patients, payments,
// invoices or waitlist entries it counts, a patient's name opening her file, and the list as a CSV
// file for Excel in French or in English.
import { figureListTitle } from 'shared-domain/analytics/figure-list';
import type { FigureListName } from 'shared-domain/analytics/figure-list';
import { formatDate, formatMoney, formatTime } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Link } from 'shared-ui/router';
import { StackedCell } from 'shared-ui/StackedTable';
import type { AnalysesFilters } from './analyses-filters';
import { FigureListFrame } from './FigureListFrame';
import { analysesText as text } from './analyses-text';
import { type FigureListRow, figureListCsvUrl, useFigureList } from './api/analyses';

export function FigureListView({ filters, backTo }: { filters: AnalysesFilters & { figure: FigureListName }; backTo: string }) {
  const list = useFigureList(filters);
  const title = figureListTitle({
    figure: filters.figure,
    ...(filters.channel ? { channel: filters.channel } : {}),
    ...(filters.reminder ? { reminder: filters.reminder } : {}),
  });
  return (
    <FigureListFrame
      title={title}
      backTo={backTo}
      backLabel={text.back}
      list={list}
      csvHref={(format) => figureListCsvUrl(filters, format)}
      columns={text.listColumns}
      cells={(row) => <ListCells row={row} />}
    />
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
