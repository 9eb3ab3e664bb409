// « Facturation »: the clinic's invoices, newest first, a page at a time, filtered by
// status (drafts included), patient, dates and a text searched in the number and the patient's name
// — all in the address (?status=draft&patient=…&q=…), so a bookmark and « Back » find the same list.
// `?invoice=<id>` shows that invoice in place of the list (a sub-page: « Retour aux factures » and
// « Back » come back to the list as it was); `?checkout=1` opens « Encaisser » for the filtered
// patient (`?patient=`) or the open invoice's. « Nouvelle vente » starts a counter sale (no visit)
// for a patient (the filtered one at first) and opens it. « Encaisser » and « Nouvelle vente » are
// the cash desk's: the practitioner reads the list and the invoices only.
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { deskInvoiceStatusLabels } from 'shared-domain/billing/payment-status';
import { invoicePaymentStatuses } from 'shared-domain/billing/payment-status';
import { searchText } from 'shared-domain/platform/search-rule';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemMessage } from 'shared-ui/problem-message';
import { Link, useNavigate, useSearchParams } from 'shared-ui/router';
import { useAddressFilters } from 'shared-ui/useAddressFilters';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { useDebouncedValue } from 'shared-ui/useDebouncedValue';
import { type FormEvent, useEffect, useState } from 'react';
import { PatientPicker, patientSearch } from '../../patients/public';
import { billingParams } from '../billing-links';
import { CheckoutDialog } from '../checkout/CheckoutDialog';
import { useCashDesk } from '../cash-desk';
import { useRefreshDesk } from '../payments/api/refresh-desk';
import { useInvoice } from './api/invoice';
import { type InvoiceRow, useInvoices } from './api/invoices';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { InvoiceView } from './InvoiceView';
import { type InvoiceFilters, invoiceFilterFields, invoiceSearchMax } from './invoice-filters';
import { NewSaleDialog } from './NewSaleDialog';
import { invoicesText as text } from './invoices-text';
import '../billing.css';

export function InvoicesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const invoiceId = searchParams.get(billingParams.invoice) ?? '';
  // A filter changed replaces the entry: « Back » leaves the list.
  const { filters, apply } = useAddressFilters(invoiceFilterFields, { history: 'replace' });
  // The open invoice (shared with its view's query) names the patient of a checkout opened from it.
  const invoice = useInvoice(invoiceId);
  const checkoutPatientId = filters.patientId || invoice.data?.patientId || '';
  const cashDesk = useCashDesk();
  const checkoutOpen = cashDesk && searchParams.get(billingParams.checkout) === '1' && checkoutPatientId !== '';

  const withParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (value === null) next.delete(key);
    else next.set(key, value);
    return next;
  };
  const openCheckout = () => setSearchParams(withParam(billingParams.checkout, '1'));
  // Closing replaces the entry: « Back » then leaves the page, it does not open the dialog again.
  const closeCheckout = () => setSearchParams(withParam(billingParams.checkout, null), { replace: true });
  const listSearch = `?${withParam(billingParams.invoice, null).toString()}`;

  return (
    <PageFrame title={text.title} className="ui-page billing-page">
      {invoiceId ? (
        <InvoiceView key={invoiceId} id={invoiceId} backTo={listSearch} onCheckout={openCheckout} />
      ) : (
        <InvoiceList
          filters={filters}
          onFilters={apply}
          invoiceSearch={(id) => `?${withParam(billingParams.invoice, id).toString()}`}
          onCheckout={cashDesk ? openCheckout : undefined}
        />
      )}
      <CheckoutDialog
        open={checkoutOpen}
        patientId={checkoutPatientId}
        preselectedInvoiceId={invoiceId || undefined}
        onClose={closeCheckout}
      />
    </PageFrame>
  );
}

interface InvoiceListProps {
  filters: InvoiceFilters;
  onFilters(filters: InvoiceFilters): void;
  /** The address of an invoice, the filters kept (so « Back » finds them). */
  invoiceSearch(id: string): string;
  /** « Encaisser » for the patient the list is filtered to, and « Nouvelle vente »: the cash desk's only. */
  onCheckout: (() => void) | undefined;
}

function InvoiceList({ filters, onFilters, invoiceSearch, onCheckout }: InvoiceListProps) {
  const list = useInvoices(filters);
  const invoices = list.data?.pages.flatMap((page) => page.invoices) ?? [];
  const filtered = Boolean(filters.status || filters.patientId || filters.from || filters.to || filters.q);
  const navigate = useNavigate();
  const refresh = useRefreshDesk();
  const [selling, setSelling] = useState(false);
  const [typed, setTyped] = useState(filters.q);
  const settled = useDebouncedValue(typed);

  // The address changed under the box (« Back », « Effacer les filtres »): show the search in force.
  const [shownQ, setShownQ] = useState(filters.q);
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setTyped(filters.q);
  }
  /** What the box asks for: nothing under the search rule's 2 characters. */
  const searched = (text: string) => searchText(text) ?? '';
  // The search settles 300 ms after the last keystroke, then becomes the address's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly settled search is written; the other filters are read as they are then.
  useEffect(() => {
    const q = searched(settled);
    if (q !== filters.q) onFilters({ ...filters, q });
  }, [settled]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Enter searches at once, without waiting for the pause.
    event.preventDefault();
    const q = searched(typed);
    if (q !== filters.q) onFilters({ ...filters, q });
  };

  /** The sale's draft made: the list read again (it shows there), the draft opened to fill. */
  const saleStarted = (invoiceId: string) => {
    void refresh();
    setSelling(false);
    navigate(invoiceSearch(invoiceId));
  };
  const patientName = filters.patientId
    ? (invoices.find((row) => row.patientId === filters.patientId)?.patientName ?? text.chosenPatient)
    : '';

  return (
    <>
      <div className="billing-heading">
        <p>{text.intro}</p>
        {onCheckout ? <Button onClick={() => setSelling(true)}>{text.newSale}</Button> : null}
      </div>
      <search aria-label={text.filtersRegion}>
        <form className="billing-filters" noValidate onSubmit={submit}>
          <Field label={text.search} hint={text.searchHint}>
            {(control) => (
              <input
                {...control}
                name="q"
                type="search"
                autoComplete="off"
                maxLength={invoiceSearchMax}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
          </Field>
          <Field label={text.status}>
            {(control) => (
              <select
                {...control}
                name="status"
                value={filters.status}
                onChange={(event) => onFilters({ ...filters, status: readStatus(event.target.value) })}
              >
                <option value="">{text.anyStatus}</option>
                {invoicePaymentStatuses.map((status) => (
                  <option key={status} value={status}>
                    {deskInvoiceStatusLabels[status]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="billing-filters__patient">
            <PatientPicker
              // Another patient in the address (a link, « Back ») is a new choice.
              key={filters.patientId}
              search={patientSearch}
              text={text.picker}
              value={filters.patientId}
              onChange={(patientId) => onFilters({ ...filters, patientId })}
              preselected={filters.patientId ? { id: filters.patientId, name: patientName, phone: null } : undefined}
              details={(patient) => [patient.email ?? '']}
              failureDetail={problemMessage}
              name="patient"
            />
          </div>
          <Field label={text.from}>
            {(control) => (
              <input
                {...control}
                type="date"
                name="from"
                value={filters.from}
                onChange={(event) => onFilters({ ...filters, from: event.target.value })}
              />
            )}
          </Field>
          <Field label={text.to}>
            {(control) => (
              <input
                {...control}
                type="date"
                name="to"
                value={filters.to}
                onChange={(event) => onFilters({ ...filters, to: event.target.value })}
              />
            )}
          </Field>
          {filtered ? (
            <div className="billing-filters__clear">
              <Button variant="secondary" onClick={() => onFilters({ status: '', patientId: '', from: '', to: '', q: '' })}>
                {text.clearFilters}
              </Button>
            </div>
          ) : null}
        </form>
      </search>
      {filters.patientId && onCheckout ? (
        <p className="billing-actions">
          <Button onClick={onCheckout}>
            {text.checkout}
            <span className="ui-visually-hidden">{` : ${patientName}`}</span>
          </Button>
        </p>
      ) : null}
      <p className="billing-muted" role="status">
        {list.data ? (invoices.length === 0 ? (filtered ? text.noMatch : text.none) : text.count(invoices.length, list.hasNextPage)) : ''}
      </p>
      {list.isPending ? <LoadingState label={text.loading} /> : null}
      {list.isError && !list.data ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void list.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(list.error)}</p>
        </Notice>
      ) : null}
      <StackedTable
        caption={text.caption}
        columns={Object.values(text.columns)}
        rows={invoices}
        rowKey={(row) => row.id}
        cells={(row) => <InvoiceCells row={row} href={invoiceSearch(row.id)} />}
        minWidth="56rem"
        paging={list}
        problem={problemMessage(list.error)}
        labels={text}
      />
      <NewSaleDialog
        open={selling}
        patient={filters.patientId ? { id: filters.patientId, name: patientName, phone: null } : undefined}
        onClose={() => setSelling(false)}
        onStarted={saleStarted}
      />
    </>
  );
}

function readStatus(value: string): InvoiceFilters['status'] {
  return (invoicePaymentStatuses as readonly string[]).includes(value) ? (value as InvoiceFilters['status']) : '';
}

function InvoiceCells({ row, href }: { row: InvoiceRow; href: string }) {
  const { columns } = text;
  const name = row.number ?? (row.status === 'waived' ? text.waived : text.draft);
  return (
    <>
      <StackedCell label={columns.number}>
        <Link to={href}>
          {name}
          <span className="ui-visually-hidden">{` — ${row.patientName}`}</span>
        </Link>
      </StackedCell>
      <StackedCell label={columns.patient}>{row.patientName}</StackedCell>
      <StackedCell label={columns.date}>{formatDate(row.issuedOn)}</StackedCell>
      <StackedCell label={columns.kind}>{row.kindLabel}</StackedCell>
      <StackedCell label={columns.status}>
        <InvoiceStatusBadge status={row.status} />
      </StackedCell>
      <StackedCell label={columns.total}>{formatMoney(row.totalCents)}</StackedCell>
      <StackedCell label={columns.open}>{formatMoney(row.openCents)}</StackedCell>
    </>
  );
}
