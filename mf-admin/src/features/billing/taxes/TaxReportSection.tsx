// « Rapport de taxes »: the period's taxable sales with the GST and QST they include, exempt sales
// apart, credit notes deducted, the net to declare; its CSV export; and the small-supplier meter
// (warning from 80 % of 30 000 $ over the last four calendar quarters).
import { type FormEvent, useState } from 'react';
import { taxFigureKeys, taxFigureLabels, taxReportRefundsText, taxReportRowLabels } from 'shared-domain/billing/tax-report';
import { formatMoney, formatShortDate } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { CsvExportLinks } from 'shared-ui/CsvExportLinks';
import { Field } from 'shared-ui/Field';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { useAddressFilters } from 'shared-ui/useAddressFilters';
import { type TaxPeriod, type TaxReportAnswer, taxReportCsvUrl, useTaxReport } from './api/tax-report';
import { settleTaxPeriod, taxReportFields } from './tax-report-filters';
import { taxesSectionIds } from './taxes-links';
import { taxesText as text } from './taxes-text';

export function TaxReportSection() {
  const { filters, apply } = useAddressFilters(taxReportFields(), { settle: settleTaxPeriod, pinned: { section: taxesSectionIds.report } });
  const report = useTaxReport(filters);
  return (
    <div className="taxes-section">
      <p className="taxes-muted">{text.reportIntro}</p>
      <PeriodForm key={`${filters.from}|${filters.to}`} period={filters} onApply={apply} />
      {report.isPending ? <LoadingState label={text.loading} /> : null}
      {report.isError ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void report.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(report.error)}</p>
        </Notice>
      ) : null}
      {report.data ? <TaxReportTables answer={report.data} period={filters} /> : null}
    </div>
  );
}

function PeriodForm({ period, onApply }: { period: TaxPeriod; onApply(next: TaxPeriod): void }) {
  const [draft, setDraft] = useState(period);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ from: draft.from, to: draft.to || draft.from });
  };
  return (
    <search className="taxes-filters" aria-label={text.period}>
      <form noValidate onSubmit={submit}>
        <Field label={text.from} required>
          {(control) => (
            <input
              {...control}
              name="from"
              type="date"
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
          )}
        </Field>
        <Field label={text.to} required>
          {(control) => (
            <input
              {...control}
              name="to"
              type="date"
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
          )}
        </Field>
        <Button type="submit">{text.show}</Button>
      </form>
    </search>
  );
}

function TaxReportTables({ answer, period }: { answer: TaxReportAnswer; period: TaxPeriod }) {
  const { report, meter } = answer;
  const rows = [
    { label: taxReportRowLabels.sales, figures: report.sales, sign: 1 },
    { label: taxReportRowLabels.creditNotes, figures: report.creditNotes, sign: -1 },
    { label: taxReportRowLabels.net, figures: report.net, sign: 1 },
  ];
  return (
    <>
      <section
        className="taxes-table-wrap"
        aria-label={text.sections.report}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard.
        tabIndex={0}
      >
        <table className="taxes-table">
          <caption>{text.caption(formatShortDate(answer.period.from), formatShortDate(answer.period.to))}</caption>
          <thead>
            <tr>
              <th scope="col">{text.row}</th>
              {taxFigureKeys.map((key) => (
                <th key={key} scope="col">
                  {taxFigureLabels[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className={row.label === taxReportRowLabels.net ? 'taxes-table__total' : undefined}>
                <th scope="row">{row.label}</th>
                {taxFigureKeys.map((key) => (
                  <td key={key}>{formatMoney(row.sign * row.figures[key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="taxes-muted">{text.documents(report.invoiceCount, report.creditNoteCount)}</p>
      <p className="taxes-muted">
        {taxReportRefundsText} : {formatMoney(report.refundsCents)}
      </p>
      <CsvExportLinks href={(format) => taxReportCsvUrl(period, format)} contents={text.exportContents} />
      <section className="taxes-meter" aria-labelledby="taxes-meter-title">
        <h2 id="taxes-meter-title">{text.meter}</h2>
        <p className="taxes-muted">{text.meterIntro}</p>
        <p>
          <meter
            aria-labelledby="taxes-meter-title"
            min={0}
            max={meter.thresholdCents}
            low={Math.round(meter.thresholdCents * 0.8)}
            high={meter.thresholdCents}
            optimum={0}
            value={Math.max(0, meter.suppliesCents)}
          />{' '}
          <strong>{text.meterValue(meter.suppliesCents, meter.thresholdCents)}</strong> ({meter.percent} %)
        </p>
        <p className={`taxes-meter__message taxes-meter__message--${meter.level}`}>{meter.message}</p>
        <section
          className="taxes-table-wrap"
          aria-label={text.quarters}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard.
          tabIndex={0}
        >
          <table className="taxes-table">
            <caption>{text.meter}</caption>
            <thead>
              <tr>
                <th scope="col">{text.quarter}</th>
                <th scope="col">{text.supplies}</th>
              </tr>
            </thead>
            <tbody>
              {meter.quarters.map((quarter) => (
                <tr key={quarter.label}>
                  <th scope="row">{quarter.label}</th>
                  <td>{formatMoney(quarter.suppliesCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </section>
    </>
  );
}
