// « Facturation »'s filters as the address holds them (?status=draft&patient=…&from=…&to=…&q=…), so a
// bookmark, a link from another screen and « Back » find the same list. Anything unreadable in the
// address is ignored rather than sent.
import { type InvoicePaymentStatus, invoicePaymentStatuses } from 'shared-domain/billing/payment-status';
import { searchText } from 'shared-domain/platform/search-rule';
import { billingParams } from '../billing-links';

export interface InvoiceFilters {
  status: InvoicePaymentStatus | '';
  patientId: string;
  from: string;
  to: string;
  /** The text searched in the invoice's number and the patient's name ('' when none). */
  q: string;
}

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/** The most the API searches (api/src/billing/invoices/invoice-views.ts `invoiceListLimits.queryMax`). */
export const invoiceSearchMax = 100;

export function readInvoiceFilters(params: URLSearchParams): InvoiceFilters {
  const status = params.get(billingParams.status) ?? '';
  const from = params.get(billingParams.from) ?? '';
  const to = params.get(billingParams.to) ?? '';
  return {
    status: (invoicePaymentStatuses as readonly string[]).includes(status) ? (status as InvoicePaymentStatus) : '',
    patientId: (params.get(billingParams.patient) ?? '').trim().slice(0, 64),
    from: calendarDay.test(from) ? from : '',
    to: calendarDay.test(to) ? to : '',
    q: searchText((params.get(billingParams.q) ?? '').slice(0, invoiceSearchMax)) ?? '',
  };
}

/** The filters written back into the address, beside what else it holds (the open invoice, the checkout). */
export function writeInvoiceFilters(params: URLSearchParams, filters: InvoiceFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set(billingParams.status, filters.status);
  set(billingParams.patient, filters.patientId);
  set(billingParams.from, filters.from);
  set(billingParams.to, filters.to);
  set(billingParams.q, filters.q);
  return next;
}

/** The list's query: only the filters set. */
export function invoiceFiltersQuery({ status, patientId, from, to, q }: InvoiceFilters) {
  return {
    ...(status ? { status } : {}),
    ...(patientId ? { patientId } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(q ? { q } : {}),
  };
}
