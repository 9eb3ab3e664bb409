// GET /api/admin/invoices/:id: one invoice as the desk reads it (lines, totals, credit notes,
// payments, waiver) and what staff may do with it now (`can`, decided by the server).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type Invoice = ApiData<(typeof client.invoices)[':id']['$get']>['invoice'];
export type InvoiceLine = Invoice['lines'][number];

export const invoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.invoices.one(id),
    queryFn: async () => (await apiData(() => client.invoices[':id'].$get({ param: { id } }))).invoice,
  });

/** Nothing is asked without an id (the list shows no invoice). */
export const useInvoice = (id: string) => useQuery({ ...invoiceQueryOptions(id), enabled: id !== '' });
