// « Paiements › Paiements »: every payment and refund of a day or a period, filtered by
// tender, patient and who took it — any staff member of the period — (the filters live in the address), newest first with « Charger
// plus », the totals by tender over the whole filter, and the same selection as a CSV file. A
// closed day's rows say « Journée fermée » and can no longer be cancelled. From a payment:
// « Rembourser » (while something of it is left) and, while its day is open, « Annuler le paiement »;
// from a patient's account credit: « Rembourser le crédit ».
import { useState } from 'react';
import { formatDate, formatMoney, formatTime } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { paymentKindLabels, paymentListColumns } from 'shared-domain/billing/payment-list';
import { Button } from 'shared-ui/Button';
import { CsvExportLinks } from 'shared-ui/CsvExportLinks';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { useAddressFilters } from 'shared-ui/useAddressFilters';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { useMe } from '../../back-office/session/api/me';
import { type PaymentRow, type PaymentsPage, paymentsExportUrl, usePayments } from './api/payments';
import { paymentFilterFields, settlePaymentFilters } from './payment-filters';
import { PaymentFiltersForm } from './PaymentFiltersForm';
import { paymentsSectionIds } from './payments-links';
import { paymentsText, paymentsText as text } from './payments-text';
import { RefundDialog, type RefundTarget } from './RefundDialog';
import { VoidPaymentDialog } from './VoidPaymentDialog';

/** The list's columns: the CSV export's (shared-domain/billing/payment-list), then the row's actions. */
const columns = Object.fromEntries(paymentListColumns.map((column) => [column.key, column.label])) as Record<
  (typeof paymentListColumns)[number]['key'],
  string
>;
const columnLabels = [...paymentListColumns.map((column) => column.label), paymentsText.actions];

type DialogState = { kind: 'none' } | { kind: 'refund'; target: RefundTarget } | { kind: 'void'; payment: PaymentRow };

/** A payment staff may still cancel: taken at the desk, completed, its day open, not by card on file (refunded instead). */
export const mayVoid = (row: PaymentRow) =>
  row.kind === 'payment' && row.status === 'completed' && !row.dayClosed && row.tender !== 'card_on_file' && row.takenByName !== null;

/** A payment with money left to give back (neither applied to invoices nor refunded yet). */
export const mayRefund = (row: PaymentRow) => row.kind === 'payment' && row.status === 'completed' && row.refundableCents > 0;

export function PaymentsSection() {
  const { filters, apply, reset } = useAddressFilters(paymentFilterFields(), {
    settle: settlePaymentFilters,
    pinned: { section: paymentsSectionIds.payments },
  });
  const me = useMe();
  const list = usePayments(filters);
  const rows = list.data?.pages.flatMap((page) => page.payments) ?? [];
  const firstPage = list.data?.pages[0];
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  // What the dialog showed last, so it closes with its content.
  const [lastTarget, setLastTarget] = useState<RefundTarget | undefined>(undefined);
  const [lastVoid, setLastVoid] = useState<PaymentRow | undefined>(undefined);
  const [message, setMessage] = useState('');

  const openRefund = (target: RefundTarget) => {
    setLastTarget(target);
    setDialog({ kind: 'refund', target });
  };
  const openVoid = (payment: PaymentRow) => {
    setLastVoid(payment);
    setDialog({ kind: 'void', payment });
  };
  const close = () => setDialog({ kind: 'none' });
  const done = (said: string) => {
    setDialog({ kind: 'none' });
    setMessage(said);
  };

  return (
    <section className="payments-section" aria-labelledby="paiements-liste">
      <div className="payments-heading">
        <h2 id="paiements-liste">{text.sections.payments}</h2>
        <Button variant="secondary" onClick={() => openRefund({ kind: 'credit' })}>
          {text.refundCredit}
        </Button>
      </div>
      <p className="payments-muted">{text.intro}</p>
      <PaymentFiltersForm filters={filters} staffId={me.id} receivedBy={firstPage?.receivedBy ?? []} onApply={apply} onReset={reset} />
      <p className="payments-status" role="status">
        {message}
      </p>
      <div className="payments-toolbar">
        <p className="payments-muted" role="status">
          {list.data ? text.count(rows.length, list.hasNextPage) : ''}
        </p>
        <CsvExportLinks href={(format) => paymentsExportUrl(filters, format)} contents={text.exportContents} />
      </div>
      {firstPage ? <Totals page={firstPage} /> : null}
      {list.isPending ? <LoadingState label={text.loading} /> : null}
      {list.isError && !list.data ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void list.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(list.error)}</p>
        </Notice>
      ) : null}
      <StackedTable
        caption={text.caption}
        columns={columnLabels}
        rows={rows}
        rowKey={(row) => row.id}
        cells={(row) => <PaymentCells row={row} onRefund={openRefund} onVoid={openVoid} />}
        minWidth="84rem"
        paging={list}
        problem={problemMessage(list.error)}
        labels={text}
      />
      <RefundDialog open={dialog.kind === 'refund'} target={lastTarget} onClose={close} onRefunded={done} />
      <VoidPaymentDialog open={dialog.kind === 'void'} payment={lastVoid} onClose={close} onVoided={done} />
    </section>
  );
}

/** The totals by tender over the whole filter, and their sum (payments less refunds). */
function Totals({ page }: { page: PaymentsPage }) {
  if (page.totalsByTender.length === 0) return null;
  return (
    <section aria-labelledby="paiements-totaux">
      <h3 id="paiements-totaux" className="ui-visually-hidden">
        {text.totals}
      </h3>
      <dl className="payments-totals">
        {page.totalsByTender.map((total) => (
          <div key={total.tender}>
            <dt>{total.tenderLabel}</dt>
            <dd>{formatMoney(total.amountCents)}</dd>
          </div>
        ))}
        <div>
          <dt>{text.total}</dt>
          <dd>{formatMoney(page.totalCents)}</dd>
        </div>
      </dl>
    </section>
  );
}

function PaymentCells({
  row,
  onRefund,
  onVoid,
}: {
  row: PaymentRow;
  onRefund(target: RefundTarget): void;
  onVoid(payment: PaymentRow): void;
}) {
  const received = new Date(row.receivedAt);
  const of = text.ofPayment(row.amountCents, row.patientName);
  return (
    <>
      <StackedCell label={columns.receivedAt}>
        {formatDate(received)}, {formatTime(received)}
      </StackedCell>
      <StackedCell label={columns.businessDate}>{formatDate(row.businessDate)}</StackedCell>
      <StackedCell label={columns.kind}>{paymentKindLabels[row.kind]}</StackedCell>
      <StackedCell label={columns.patientName}>
        <Link to={paths.adminPatient.build(row.patientId)}>{row.patientName}</Link>
      </StackedCell>
      <StackedCell label={columns.tender}>{row.tenderLabel}</StackedCell>
      <StackedCell label={columns.amount}>
        <span className={row.amountCents < 0 ? 'payments-amount payments-amount--negative' : 'payments-amount'}>
          {formatMoney(row.amountCents)}
        </span>
      </StackedCell>
      <StackedCell label={columns.invoiceNumbers}>
        {row.invoiceNumbers.length > 0 ? row.invoiceNumbers.join(', ') : text.noInvoice}
      </StackedCell>
      <StackedCell label={columns.takenByName}>{row.takenByName ?? text.online}</StackedCell>
      <StackedCell label={columns.status}>{row.statusLabel}</StackedCell>
      <StackedCell label={columns.dayClosed}>
        {row.dayClosed ? <span className="payments-badge">{text.dayClosed}</span> : text.dayOpen}
      </StackedCell>
      <StackedCell label={columns.note}>
        {row.note ?? ''}
        {row.settledAfterClose ? <span className="payments-settled-after-close">{row.settledAfterClose}</span> : null}
      </StackedCell>
      <StackedCell label={text.actions}>
        <div className="payments-row-actions">
          {mayRefund(row) ? (
            <Button
              variant="secondary"
              onClick={() =>
                onRefund({
                  kind: 'payment',
                  patientId: row.patientId,
                  patientName: row.patientName,
                  paymentId: row.id,
                  tender: row.tender,
                  tenderLabel: row.tenderLabel,
                  amountCents: row.amountCents,
                })
              }
            >
              {text.refund}
              <span className="ui-visually-hidden">{of}</span>
            </Button>
          ) : null}
          {mayVoid(row) ? (
            <Button variant="secondary" onClick={() => onVoid(row)}>
              {text.void}
              <span className="ui-visually-hidden">{of}</span>
            </Button>
          ) : null}
        </div>
      </StackedCell>
    </>
  );
}
