// GET /api/admin/receivables?asOf=YYYY-MM-DD&cursor=: what each patient owed on that day by age of
// the invoices (0–30, 31–60, 61–90, over 90 days), their account credit netted, largest balance
// first, a page at a time (`nextCursor` asks for the next, null after the last), with the totals
// over every row (not the page).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type Receivables = ApiData<typeof client.receivables.$get>;
export type ReceivableRow = Receivables['rows'][number];

export const receivablesQueryOptions = (asOf: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.receivables.asOf(asOf),
    queryFn: ({ pageParam }) => apiData(() => client.receivables.$get({ query: { asOf, ...(pageParam ? { cursor: pageParam } : {}) } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useReceivables = (asOf: string) => useInfiniteQuery(receivablesQueryOptions(asOf));
