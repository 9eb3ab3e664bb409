// GET /api/portal/insurance-receipts: one receipt per visit that took place and is paid, newest
// visit first (the server decides which visits qualify, with shared-domain's insuranceReceipt).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createFamilyPortalClient } from '../../../lib/acting-for/acting-for';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';

const client = createFamilyPortalClient();

export type InsuranceReceipts = ApiData<(typeof client)['insurance-receipts']['$get']>;
export type InsuranceReceiptSummary = InsuranceReceipts['receipts'][number];

export const getInsuranceReceipts = (): Promise<InsuranceReceipts> => apiData(() => client['insurance-receipts'].$get());

export const insuranceReceiptsQueryOptions = () =>
  queryOptions({ queryKey: portalKeys.insuranceReceipts(), queryFn: getInsuranceReceipts });

/** Not a suspense query: the section shows its own loading and error states under the tab. */
export const useInsuranceReceipts = () => useQuery(insuranceReceiptsQueryOptions());
