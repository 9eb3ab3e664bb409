// The list behind one figure of « Rapports financiers », for the same period: the invoices, credit
// notes, payments, checkouts or payers' payments it sums, a patient's name opening her file, its
// total, and the list as a CSV file for Excel in French or in English.
import { financialListColumns, type FinancialListName } from 'shared-domain/billing/financial-report';
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Link } from 'shared-ui/router';
import { StackedCell } from 'shared-ui/StackedTable';
import { FigureListFrame } from '../FigureListFrame';
import { type FinancialListRow, financialListCsvUrl, useFinancialList } from './api/financial-reports';
import type { FinancialReportFilters } from './financial-reports-filters';
import { financialReportsText as text } from './financial-reports-text';

const columnLabels = financialListColumns.map((column) => column.label);

export function FinancialListView({ filters, backTo }: { filters: FinancialReportFilters & { list: FinancialListName }; backTo: string }) {
  const list = useFinancialList(filters);
  const title = list.data?.title ?? text.title;
  return (
    <FigureListFrame
      title={title}
      backTo={backTo}
      backLabel={text.back}
      list={list}
      countExtra={(rows) => text.listTotal(formatMoney(rows.reduce((sum, row) => sum + row.amountCents, 0)))}
      csvHref={(format) => financialListCsvUrl(filters, format)}
      columns={columnLabels}
      cells={(row) => <ListCells row={row} />}
    />
  );
}

function ListCells({ row }: { row: FinancialListRow }) {
  const [date, document, name, detail, amount] = columnLabels;
  return (
    <>
      <StackedCell label={date ?? ''} nowrap>
        {row.date ? formatDate(row.date) : ''}
      </StackedCell>
      <StackedCell label={document ?? ''} nowrap>
        {row.document}
      </StackedCell>
      <StackedCell label={name ?? ''}>
        {row.patientId ? <Link to={paths.adminPatient.build(row.patientId)}>{row.name}</Link> : row.name}
      </StackedCell>
      <StackedCell label={detail ?? ''}>{row.detail}</StackedCell>
      <StackedCell label={amount ?? ''} nowrap>
        {formatMoney(row.amountCents)}
      </StackedCell>
    </>
  );
}
