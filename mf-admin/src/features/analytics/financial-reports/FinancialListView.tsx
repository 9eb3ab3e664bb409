// The list behind one figure of « Rapports financiers », for the same period: the invoices, credit
// notes, payments, checkouts or payers' payments it sums, a patient's name opening her file, its
// total, and the list as a CSV file for Excel in French or in English.
import { financialListColumns, type FinancialListName } from 'shared-domain/billing/financial-report';
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Button } from 'shared-ui/Button';
import { CsvExportLinks } from 'shared-ui/CsvExportLinks';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemMessage } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { analysesText } from '../analyses-text';
import { type FinancialListRow, financialListCsvUrl, useFinancialList } from './api/financial-reports';
import type { FinancialReportFilters } from './financial-reports-filters';
import { financialReportsText as text } from './financial-reports-text';

const columnLabels = financialListColumns.map((column) => column.label);

export function FinancialListView({ filters, backTo }: { filters: FinancialReportFilters & { list: FinancialListName }; backTo: string }) {
  const list = useFinancialList(filters);
  const title = list.data?.title ?? text.title;
  const rows = list.data?.rows ?? [];
  const total = rows.reduce((sum, row) => sum + row.amountCents, 0);
  return (
    <PageFrame title={title} className="ui-page analyses-page">
      <p>
        <Link to={backTo}>{text.back}</Link>
      </p>
      {list.data ? <p className="analyses-muted">{analysesText.shown(list.data.period.from, list.data.period.to)}</p> : null}
      <p className="analyses-muted" role="status">
        {list.data ? `${analysesText.listCount(rows.length)}${rows.length > 0 ? ` · ${text.listTotal(formatMoney(total))}` : ''}` : ''}
      </p>
      <CsvExportLinks href={(format) => financialListCsvUrl(filters, format)} contents={analysesText.listContents(title)} />
      {list.isPending ? <LoadingState label={text.listLoading} /> : null}
      {list.isError ? (
        <Notice tone="error" title={text.listFailed} actions={<Button onClick={() => void list.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(list.error)}</p>
        </Notice>
      ) : null}
      {rows.length > 0 ? (
        <StackedTable
          caption={title}
          columns={columnLabels}
          rows={rows}
          rowKey={(row) => row.id}
          minWidth="48rem"
          cells={(row) => <ListCells row={row} />}
        />
      ) : null}
    </PageFrame>
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
