// GET /api/admin/insurance/receipts?from=&to=&patientId=: the paid visits of « Assurances » with
// their receipts; GET …/receipts/:id/print: one receipt as printed (its print is recorded: a later
// one is a DUPLICATA); POST …/receipts/:id/send: e-mailed with its PDF. The PDF is a plain link.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';
import { type InsuranceFilters, insuranceQuery } from '../insurance-filters';

const client = createAdminClient();
const receipt = client.insurance.receipts[':id'];

export type InsuranceVisits = ApiData<typeof client.insurance.receipts.$get>;
export type InsuranceVisit = InsuranceVisits['visits'][number];
export type PrintedReceipt = ApiData<typeof receipt.print.$get>;

export const insuranceVisitsQueryOptions = (filters: InsuranceFilters) =>
  queryOptions({
    queryKey: adminKeys.insurance.list(insuranceQuery(filters)),
    queryFn: () => apiData(() => client.insurance.receipts.$get({ query: insuranceQuery(filters) })),
  });

export const useInsuranceVisits = (filters: InsuranceFilters) => useQuery(insuranceVisitsQueryOptions(filters));

/** One print of the receipt: asked once per opening of the print page, never again by a refetch. */
export const usePrintedReceipt = (appointmentId: string) =>
  useQuery({
    queryKey: adminKeys.insurance.print(appointmentId),
    queryFn: () => apiData(() => receipt.print.$get({ param: { id: appointmentId } })),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const sendInsuranceReceipt = (appointmentId: string) => callApi(() => receipt.send.$post({ param: { id: appointmentId } }));

/** The receipt's PDF, relative to the site (the page's origin is the API's). */
export function insuranceReceiptPdfUrl(appointmentId: string): string {
  const url = receipt.pdf.$url({ param: { id: appointmentId } });
  return `${url.pathname}${url.search}`;
}
