// GET /api/admin/invoices?status=&patientId=&from=&to=&cursor=: « Facturation »'s list, newest
// first, a page at a time (keyset: `nextCursor` asks for the next, null after the last).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';
import { type InvoiceFilters, invoiceFiltersQuery } from '../invoice-filters';

const client = createAdminClient();

export type InvoicesPage = ApiData<typeof client.invoices.$get>;
export type InvoiceRow = InvoicesPage['invoices'][number];

export const getInvoices = (filters: InvoiceFilters, cursor: string | undefined): Promise<InvoicesPage> =>
  apiData(() => client.invoices.$get({ query: { ...invoiceFiltersQuery(filters), ...(cursor ? { cursor } : {}) } }));

export const invoicesQueryOptions = (filters: InvoiceFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.invoices.list(filters),
    queryFn: ({ pageParam }) => getInvoices(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useInvoices = (filters: InvoiceFilters) => useInfiniteQuery(invoicesQueryOptions(filters));
