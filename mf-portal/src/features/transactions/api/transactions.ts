// GET /api/portal/transactions?before=: the patient's transactions, newest first, ten a page
// (spec §9); `nextCursor` is the opaque cursor of the next (older) page, null after the last.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { createFamilyPortalClient } from '../../../lib/acting-for/acting-for';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';

const client = createFamilyPortalClient();

export type TransactionPage = ApiData<typeof client.transactions.$get>;
export type Transaction = TransactionPage['transactions'][number];

export const getTransactions = (before: string | undefined): Promise<TransactionPage> =>
  apiData(() => client.transactions.$get({ query: before ? { before } : {} }));

export const transactionsQueryKey = () => portalKeys.transactions();

export const transactionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: transactionsQueryKey(),
    queryFn: ({ pageParam }) => getTransactions(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useTransactions = () => useInfiniteQuery(transactionsQueryOptions());
