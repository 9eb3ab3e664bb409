// « Paiements › Comptes à recevoir » (the cash desk's: not the practitioner). « En date
// du » (the address's `?date=`, today by default): each patient's balance by age of the invoices,
// account credit netted, with the totals over every patient; the rows come a page at a time,
// largest balance first (« Charger plus »). Under a balance, what a payer (insurer, SAAQ, CNESST) is
// still asked to pay of it. From a row: the patient's statement, « Envoyer un rappel de paiement »
// (asked first; not without an e-mail, nor when a payer is asked for all of it) and « Encaisser ».
// No interest is ever added.
import { useState } from 'react';
import { formatMoney } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { DayPicker } from 'shared-ui/DayPicker';
import { Link } from 'shared-ui/router';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { dayField, useAddressFilters } from 'shared-ui/useAddressFilters';
import { billingLinks } from '../billing-links';
import { clinicToday } from '../payments/payment-filters';
import { paymentsSectionIds } from '../payments/payments-links';
import { type ReceivableRow, type Receivables, useReceivables } from './api/receivables';
import { PaymentReminderDialog } from './PaymentReminderDialog';
import { receivablesText as text } from './receivables-text';
import { StatementDialog } from './StatementDialog';
import './receivables.css';

/** The address's parameter for « En date du ». */
export const asOfParam = 'date';

/** The date the address asks for: a real date, today or before; today otherwise. */
const asOfFields = (today: string) => ({ asOf: dayField(asOfParam, today, { latest: today, alwaysWritten: true }) });

const asOfLabels = { region: text.dateRegion, day: text.asOf, invalid: text.dateInvalid, tooLate: text.dateInFuture };

type Opened = { kind: 'none' } | { kind: 'statement' | 'reminder'; row: ReceivableRow };

export function ReceivablesSection() {
  const today = clinicToday();
  const { filters, apply } = useAddressFilters(asOfFields(today), { pinned: { section: paymentsSectionIds.receivables } });
  const { asOf } = filters;
  const receivables = useReceivables(asOf);
  // The totals are the whole report's, on every page: the first page's are shown.
  const firstPage = receivables.data?.pages[0];
  const rows = receivables.data?.pages.flatMap((page) => page.rows) ?? [];
  const [opened, setOpened] = useState<Opened>({ kind: 'none' });
  const [lastRow, setLastRow] = useState<ReceivableRow | undefined>(undefined);
  const [message, setMessage] = useState('');
  const open = (kind: 'statement' | 'reminder', row: ReceivableRow) => {
    setLastRow(row);
    setOpened({ kind, row });
  };
  const close = () => setOpened({ kind: 'none' });
  const show = (date: string) => apply({ asOf: date });

  return (
    <section className="payments-section" aria-labelledby="comptes-a-recevoir">
      <h2 id="comptes-a-recevoir">{text.title}</h2>
      <p className="payments-muted">{text.intro}</p>
      <p className="receivables-no-interest">{text.noInterest}</p>
      <DayPicker day={asOf} today={today} latest={today} name={asOfParam} labels={asOfLabels} className="payments-filters" onShow={show} />
      <p className="payments-status" role="status">
        {message}
      </p>
      {receivables.isPending ? (
        <LoadingState label={text.loading} />
      ) : receivables.isError && !receivables.data ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void receivables.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(receivables.error)}</p>
        </Notice>
      ) : rows.length === 0 ? (
        <p>{text.none(asOf)}</p>
      ) : (
        <>
          {firstPage ? <Totals receivables={firstPage} /> : null}
          <p className="payments-muted" role="status">
            {text.count(rows.length, receivables.hasNextPage)}
          </p>
          <StackedTable
            caption={text.caption(asOf)}
            columns={Object.values(text.columns)}
            rows={rows}
            rowKey={(row) => row.patientId}
            minWidth="64rem"
            cells={(row) => <ReceivableCells row={row} onOpen={open} />}
            paging={receivables}
            problem={problemMessage(receivables.error)}
            labels={text}
          />
        </>
      )}
      <StatementDialog open={opened.kind === 'statement'} patient={lastRow} onClose={close} />
      <PaymentReminderDialog
        open={opened.kind === 'reminder'}
        patient={lastRow}
        onClose={close}
        onSent={(said) => {
          close();
          setMessage(said);
        }}
      />
    </section>
  );
}

function Totals({ receivables }: { receivables: Receivables }) {
  const { totals } = receivables;
  const { columns } = text;
  return (
    <section aria-labelledby="comptes-totaux">
      <h3 id="comptes-totaux">
        {text.totals} <span className="payments-muted">({text.patients(totals.patients)})</span>
      </h3>
      <dl className="payments-totals">
        <div>
          <dt>{columns.current}</dt>
          <dd>{formatMoney(totals.buckets.current)}</dd>
        </div>
        <div>
          <dt>{columns.days31to60}</dt>
          <dd>{formatMoney(totals.buckets.days31to60)}</dd>
        </div>
        <div>
          <dt>{columns.days61to90}</dt>
          <dd>{formatMoney(totals.buckets.days61to90)}</dd>
        </div>
        <div>
          <dt>{columns.over90}</dt>
          <dd>{formatMoney(totals.buckets.over90)}</dd>
        </div>
        {totals.awaitedCents > 0 ? (
          <div>
            <dt>{text.awaitedTotal}</dt>
            <dd>{formatMoney(totals.awaitedCents)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{columns.credit}</dt>
          <dd>{formatMoney(totals.creditCents)}</dd>
        </div>
        <div>
          <dt>{columns.balance}</dt>
          <dd>{formatMoney(totals.balanceCents)}</dd>
        </div>
      </dl>
    </section>
  );
}

function ReceivableCells({ row, onOpen }: { row: ReceivableRow; onOpen(kind: 'statement' | 'reminder', row: ReceivableRow): void }) {
  const { columns } = text;
  const of = <span className="ui-visually-hidden">{text.ofPatient(row.patientName)}</span>;
  // The reminder names what the patient owes herself: nothing when a payer is asked for all of it.
  const remindable = row.owedCents > row.awaitedCents;
  return (
    <>
      <StackedCell label={columns.patient}>
        <Link to={paths.adminPatient.build(row.patientId)}>{row.patientName}</Link>
      </StackedCell>
      <StackedCell label={columns.current}>{formatMoney(row.buckets.current)}</StackedCell>
      <StackedCell label={columns.days31to60}>{formatMoney(row.buckets.days31to60)}</StackedCell>
      <StackedCell label={columns.days61to90}>{formatMoney(row.buckets.days61to90)}</StackedCell>
      <StackedCell label={columns.over90}>{formatMoney(row.buckets.over90)}</StackedCell>
      <StackedCell label={columns.credit}>{formatMoney(row.creditCents)}</StackedCell>
      <StackedCell label={columns.balance}>
        <strong className="payments-amount">{formatMoney(row.balanceCents)}</strong>
        {row.awaitedCents > 0 ? (
          <span className="payments-muted receivables-awaited">{text.awaited(formatMoney(row.awaitedCents))}</span>
        ) : null}
      </StackedCell>
      <StackedCell label={columns.actions}>
        <div className="payments-row-actions">
          <Button variant="secondary" onClick={() => onOpen('statement', row)}>
            {text.statement}
            {of}
          </Button>
          {row.owedCents > 0 ? (
            <>
              <Button variant="secondary" disabled={!row.email || !remindable} onClick={() => onOpen('reminder', row)}>
                {text.reminder}
                {of}
              </Button>
              {!remindable ? (
                <span className="payments-muted">{text.onlyAwaited}</span>
              ) : row.email ? null : (
                <span className="payments-muted">{text.noEmail}</span>
              )}
              <Link className="ui-button ui-button--secondary" to={billingLinks.checkout(row.patientId)}>
                {text.checkout}
                {of}
              </Link>
            </>
          ) : null}
        </div>
      </StackedCell>
    </>
  );
}
