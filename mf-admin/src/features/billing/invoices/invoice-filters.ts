// « Facturation »'s filters as the address holds them (?status=draft&patient=…&from=…&to=…&q=…), so a
// bookmark, a link from another screen and « Back » find the same list. Anything unreadable in the
// address is ignored rather than sent (shared-ui's useAddressFilters).
import { type InvoicePaymentStatus, invoicePaymentStatuses } from 'shared-domain/billing/payment-status';
import { searchText } from 'shared-domain/platform/search-rule';
import { type AddressFields, choiceField, dayField, textField } from 'shared-ui/useAddressFilters';
import { billingParams } from '../billing-links';

export interface InvoiceFilters {
  status: InvoicePaymentStatus | '';
  patientId: string;
  from: string;
  to: string;
  /** The text searched in the invoice's number and the patient's name ('' when none). */
  q: string;
}

/** The most the API searches (api/src/billing/invoices/invoice-views.ts `invoiceListLimits.queryMax`). */
export const invoiceSearchMax = 100;

/** The filters as the address holds them, beside what else it holds (the open invoice, the checkout). */
export const invoiceFilterFields: AddressFields<InvoiceFilters> = {
  status: choiceField(billingParams.status, invoicePaymentStatuses),
  patientId: textField(billingParams.patient, { max: 64 }),
  from: dayField(billingParams.from),
  to: dayField(billingParams.to),
  q: {
    param: billingParams.q,
    fallback: '',
    read: (raw) => searchText(raw.slice(0, invoiceSearchMax)),
    write: (q) => q,
  },
};

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
