// GET /api/admin/receivables?asOf=YYYY-MM-DD: what each patient owed on that day by age of the
// invoices (0–30, 31–60, 61–90, over 90 days), their account credit netted, largest balance
// first, with the totals.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type Receivables = ApiData<typeof client.receivables.$get>;
export type ReceivableRow = Receivables['rows'][number];

export const receivablesQueryOptions = (asOf: string) =>
  queryOptions({
    queryKey: adminKeys.receivables.asOf(asOf),
    queryFn: () => apiData(() => client.receivables.$get({ query: { asOf } })),
  });

export const useReceivables = (asOf: string) => useQuery(receivablesQueryOptions(asOf));
