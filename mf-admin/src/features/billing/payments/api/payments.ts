// GET /api/admin/payments?from=&to=&tender=&patientId=&staffId=&cursor=: the payments and refunds
// matching « Paiements »'s filters, newest first, a page at a time (`nextCursor` asks for the next,
// null after the last), with the totals by tender over the whole filter (not the page).
// GET /api/admin/payments.csv?<the same filters>: the same list as a CSV file for Excel; the browser
// follows a plain link (with the session cookie), so only its address is built here.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import type { CsvFormat } from 'shared-domain/platform/csv-format';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';
import { type PaymentFilters, paymentFiltersToQuery } from '../payment-filters';

const client = createAdminClient();

export type PaymentsPage = ApiData<typeof client.payments.$get>;
export type PaymentRow = PaymentsPage['payments'][number];

export const getPayments = (filters: PaymentFilters, cursor: string | undefined): Promise<PaymentsPage> =>
  apiData(() => client.payments.$get({ query: { ...paymentFiltersToQuery(filters), ...(cursor ? { cursor } : {}) } }));

export const paymentsQueryOptions = (filters: PaymentFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.payments.list(filters),
    queryFn: ({ pageParam }) => getPayments(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const usePayments = (filters: PaymentFilters) => useInfiniteQuery(paymentsQueryOptions(filters));

/** The export's address for `filters` and the spreadsheet's `format`, relative to the site (the page's origin is the API's). */
export function paymentsExportUrl(filters: PaymentFilters, format: CsvFormat): string {
  const url = client['payments.csv'].$url({ query: { ...paymentFiltersToQuery(filters), format } });
  return `${url.pathname}${url.search}`;
}
