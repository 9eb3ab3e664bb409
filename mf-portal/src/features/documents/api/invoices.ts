// GET /api/portal/invoices: the signed-in patient's invoices, newest first, void ones left out (the
// server decides the order and the wording of each status; the tab keeps both).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createFamilyPortalClient } from '../../../lib/acting-for/acting-for';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';

const client = createFamilyPortalClient();

export type PatientInvoices = ApiData<typeof client.invoices.$get>;
export type PatientInvoice = PatientInvoices['invoices'][number];

export const getInvoices = (): Promise<PatientInvoices> => apiData(() => client.invoices.$get());

export const invoicesQueryOptions = () => queryOptions({ queryKey: portalKeys.invoices(), queryFn: getInvoices });

/** Not a suspense query: the section shows its own loading and error states under the tab. */
export const useInvoices = () => useQuery(invoicesQueryOptions());
