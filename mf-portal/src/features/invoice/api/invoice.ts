// GET /api/portal/invoices/:id: one of the signed-in patient's invoices as the letter page prints it
// (shared-domain's invoiceDocument, amounts in cents) and the clinic's header. Another patient's
// invoice answers 404, as an unknown id does.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createFamilyPortalClient } from '../../../lib/acting-for/acting-for';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';

const client = createFamilyPortalClient();

export type PatientInvoiceDocument = ApiData<(typeof client.invoices)[':id']['$get']>;

export const getInvoice = (id: string): Promise<PatientInvoiceDocument> =>
  // The client puts the parameter in the path as given: encoded so the address's id stays one segment.
  apiData(() => client.invoices[':id'].$get({ param: { id: encodeURIComponent(id) } }));

export const invoiceQueryOptions = (id: string) => queryOptions({ queryKey: portalKeys.invoice(id), queryFn: () => getInvoice(id) });

/** Not a suspense query: the page shows its own loading, not-found and error states. */
export const useInvoice = (id: string) => useQuery(invoiceQueryOptions(id));
