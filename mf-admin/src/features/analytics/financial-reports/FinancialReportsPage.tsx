// « Rapports financiers » (Finances): for a period kept in the address (this month by default) and the
// previous one of the same length, the sales by day, week or month and by service or product on the
// clinic's accounting basis (stated on the page), the payments by tender, the credits, the
// receivables' ageing at the period's end and the payers' payments. Every amount opens the list
// behind it (?liste=…, with its CSV) and shows the previous period's and the change.
import {
  type FinancialListName,
  financialReportText as words,
  reportGrainLabels,
  reportGrains,
} from 'shared-domain/billing/financial-report';
import { formatMoney } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemMessage } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { useAddressFilters } from 'shared-ui/useAddressFilters';
import { settlePeriod } from '../analyses-filters';
import { analysesText } from '../analyses-text';
import { ChangeLine } from '../FigureCard';
import { PeriodPicker } from '../PeriodPicker';
import { ScrollingTable } from '../ScrollingTable';
import { type FinancialReport, useFinancialReport } from './api/financial-reports';
import { FinancialListView } from './FinancialListView';
import { type FinancialReportFilters, financialReportFilterFields } from './financial-reports-filters';
import { financialReportsText as text } from './financial-reports-text';
import '../analyses.css';

const closed = { list: '', key: '', bucket: '' } as const;

type ListLink = (list: FinancialListName, more?: { key?: string; bucket?: string }) => string;

export function FinancialReportsPage() {
  const address = useAddressFilters(financialReportFilterFields(), { settle: settlePeriod });
  const { filters } = address;
  const listLink: ListLink = (list, more = {}) => address.search({ ...filters, ...closed, list, ...more });
  if (filters.list) {
    return (
      <FinancialListView
        key={`${filters.list}:${filters.key}:${filters.bucket}`}
        filters={{ ...filters, list: filters.list }}
        backTo={address.search({ ...filters, ...closed })}
      />
    );
  }
  return (
    <PageFrame title={text.title} className="ui-page analyses-page">
      <p className="analyses-muted">{text.intro}</p>
      <PeriodPicker filters={filters} onApply={(next) => address.apply({ ...next, ...closed })} />
      <Report filters={filters} listLink={listLink} grainLink={(grain) => address.search({ ...filters, ...closed, grain })} />
    </PageFrame>
  );
}

function Report({
  filters,
  listLink,
  grainLink,
}: {
  filters: FinancialReportFilters;
  listLink: ListLink;
  grainLink: (grain: FinancialReportFilters['grain']) => string;
}) {
  const report = useFinancialReport(filters);
  if (report.isPending) return <LoadingState label={text.loading} />;
  if (report.isError)
    return (
      <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void report.refetch()}>{text.retry}</Button>}>
        <p>{problemMessage(report.error)}</p>
      </Notice>
    );
  const data = report.data;
  return (
    <>
      <p className="analyses-period-shown">
        <strong>{analysesText.shown(data.period.from, data.period.to)}</strong>,{' '}
        {analysesText.comparedWith(data.previous.from, data.previous.to)}
      </p>
      <p className="analyses-muted">
        <strong>{text.basis} : </strong>
        {data.basisStatement}
      </p>
      <Sales data={data} listLink={listLink} grainLink={grainLink} />
      <section aria-labelledby="financial-tenders">
        <h2 id="financial-tenders">{words.tenders}</h2>
        <p className="analyses-muted">{words.tenderDefinition}</p>
        <ComparedTable
          caption={words.tenders}
          first={text.tenderColumn}
          rows={data.tenders.rows.map((row) => ({
            ...row,
            note: text.tenderDetail(formatMoney(row.receivedCents), formatMoney(row.refundedCents)),
            link: listLink('tender', { key: row.key }),
          }))}
          total={{ ...data.tenders.total, link: listLink('tender') }}
        />
      </section>
      <section aria-labelledby="financial-credits">
        <h2 id="financial-credits">{words.credits}</h2>
        <ComparedTable
          caption={words.credits}
          first={text.creditColumn}
          rows={[
            {
              key: 'creditNotes',
              label: words.creditNotes,
              note: words.creditNotesDefinition,
              ...data.credits.creditNotes,
              link: listLink('creditNotes'),
            },
            { key: 'kept', label: words.creditKept, note: words.creditKeptDefinition, ...data.credits.kept, link: listLink('creditKept') },
            { key: 'used', label: words.creditUsed, note: words.creditUsedDefinition, ...data.credits.used, link: listLink('creditUsed') },
            {
              key: 'held',
              label: words.creditHeld,
              note: words.creditHeldDefinition(data.credits.held.asOf),
              ...data.credits.held,
              link: listLink('creditHeld'),
            },
          ]}
        />
      </section>
      <section aria-labelledby="financial-receivables">
        <h2 id="financial-receivables">{words.receivables}</h2>
        <p className="analyses-muted">{words.receivablesDefinition(data.receivables.asOf, data.receivables.previousAsOf)}</p>
        <ComparedTable
          caption={words.receivables}
          first={text.ageColumn}
          rows={data.receivables.buckets.map((row) => ({ ...row, link: listLink('receivables', { key: row.key }) }))}
          total={{ ...data.receivables.total, label: words.receivablesTotal, link: listLink('receivables') }}
        />
      </section>
      <section aria-labelledby="financial-payers">
        <h2 id="financial-payers">{words.payers}</h2>
        <p className="analyses-muted">{words.payersDefinition}</p>
        <ComparedTable
          caption={words.payers}
          first={text.payerColumn}
          rows={data.payers.rows.map((row) => ({ ...row, link: listLink('payers', { key: row.key }) }))}
          total={{ ...data.payers.total, label: words.payersTotal, link: listLink('payers') }}
        />
      </section>
    </>
  );
}

function Sales({
  data,
  listLink,
  grainLink,
}: {
  data: FinancialReport;
  listLink: ListLink;
  grainLink: (grain: FinancialReportFilters['grain']) => string;
}) {
  return (
    <section aria-labelledby="financial-sales">
      <h2 id="financial-sales">{words.sales}</h2>
      <article className="analyses-figure" aria-labelledby="financial-sales-total">
        <h3 id="financial-sales-total" className="analyses-figure__label">
          {words.salesTotal}
        </h3>
        <p className="analyses-figure__value">{formatMoney(data.sales.total.value)}</p>
        <p className="analyses-figure__change">
          <ChangeLine change={data.sales.total.change} />
        </p>
        <p className="analyses-muted">{analysesText.previousValue(formatMoney(data.sales.total.previous))}</p>
        <Link className="analyses-figure__link" to={listLink('sales')}>
          {analysesText.openList}
          <span className="ui-visually-hidden">{analysesText.openListOf(words.salesTotal)}</span>
        </Link>
      </article>
      <h3>{words.salesByPeriod}</h3>
      <nav aria-label={text.grainForm}>
        <ul className="financial-grains">
          {reportGrains.map((grain) => (
            <li key={grain}>
              <Link to={grainLink(grain)} aria-current={data.grain === grain ? 'page' : undefined}>
                {reportGrainLabels[grain]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ComparedTable
        caption={words.salesByPeriod}
        first={text.periodColumn}
        rows={data.sales.buckets.map((bucket) => ({
          ...bucket,
          key: bucket.from,
          ...(bucket.previousFrom ? { note: text.bucketOfPrevious(bucket.previousFrom) } : {}),
          link: listLink('sales', { bucket: bucket.from }),
        }))}
        total={{ ...data.sales.total, link: listLink('sales') }}
      />
      <h3>{words.salesByItem}</h3>
      <ComparedTable
        caption={words.salesByItem}
        first={text.itemColumn}
        rows={data.sales.items.map((item) => ({
          key: item.key,
          label: item.kind === 'unapplied' ? words.unapplied : item.label,
          note: item.kind === 'product' ? words.product : item.kind === 'service' ? words.service : undefined,
          value: item.value,
          previous: item.previous,
          change: item.change,
          link: listLink('sales', { key: item.key }),
        }))}
        total={{ ...data.sales.total, link: listLink('sales') }}
      />
    </section>
  );
}

interface ComparedRow {
  key: string;
  label: string;
  note?: string | undefined;
  value: number;
  previous: number;
  change: number | null;
  link?: string;
}

/** A table of amounts, each with the previous period's, the change and the list behind it. */
function ComparedTable({
  caption,
  first,
  rows,
  total,
}: {
  caption: string;
  first: string;
  rows: ComparedRow[];
  total?: Omit<ComparedRow, 'key' | 'label'> & { label?: string };
}) {
  const [name, amount, previous, change, list] = text.columns(first);
  const line = (row: ComparedRow, Cell: 'th' | 'td' = 'th') => (
    <tr key={row.key}>
      <Cell scope="row">
        {row.label}
        {row.note ? <span className="analyses-muted financial-note">{row.note}</span> : null}
      </Cell>
      <td>{formatMoney(row.value)}</td>
      <td>{formatMoney(row.previous)}</td>
      <td>
        <ChangeLine change={row.change} />
      </td>
      <td>
        {row.link ? (
          <Link to={row.link}>
            {analysesText.openList}
            <span className="ui-visually-hidden">{analysesText.openListOf(`${caption}, ${row.label}`)}</span>
          </Link>
        ) : null}
      </td>
    </tr>
  );
  return (
    <ScrollingTable label={text.tableOf(caption)}>
      <table className="analyses-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{name}</th>
            <th scope="col">{amount}</th>
            <th scope="col">{previous}</th>
            <th scope="col">{change}</th>
            <th scope="col">{list}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5}>{text.nothing}</td>
            </tr>
          ) : (
            rows.map((row) => line(row))
          )}
        </tbody>
        {total ? <tfoot>{line({ key: 'total', ...total, label: total.label ?? text.total })}</tfoot> : null}
      </table>
    </ScrollingTable>
  );
}
