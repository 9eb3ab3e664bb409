// GET /api/portal/balance: what the signed-in patient owes (unpaid and overdue invoices, oldest
// first, with their sums in cents). The banner and the pay dialog read the amount from here, never
// from what a person typed.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createFamilyPortalClient } from '../../../lib/acting-for/acting-for';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';

const client = createFamilyPortalClient();

export type Balance = ApiData<typeof client.balance.$get>;
export type OwedInvoice = Balance['invoices'][number];

export const getBalance = (): Promise<Balance> => apiData(() => client.balance.$get());

export const balanceQueryKey = () => portalKeys.balance();

export const balanceQueryOptions = () => queryOptions({ queryKey: balanceQueryKey(), queryFn: getBalance });

/** Not a suspense query: the banner shows its own loading and error states under the page. */
export const useBalance = () => useQuery(balanceQueryOptions());
