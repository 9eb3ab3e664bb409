// /api/admin/invoicing: the invoice numbering and the accounting basis (« Paramètres avancés ›
// Facturation »). A save answers with the values kept and the fields it changed.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const invoicing = createAdminClient().invoicing;

export type InvoiceNumberingView = ApiData<typeof invoicing.$get>['numbering'];
export type InvoiceNumberingInput = Parameters<typeof invoicing.$put>[0]['json'];

export const invoicingQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.invoicing(), queryFn: async () => (await apiData(() => invoicing.$get())).numbering });

export const useInvoicing = () => useQuery(invoicingQueryOptions());

export const saveInvoicing = (numbering: InvoiceNumberingInput) => callApi(() => invoicing.$put({ json: numbering }));
