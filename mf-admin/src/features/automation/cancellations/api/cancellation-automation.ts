// GET /api/admin/automation/cancellations?month=YYYY-MM: « Annulations automatisées » for a month —
// its totals and each cancellation's path (the freed slot, the waitlist's offers, the outcome).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type CancellationAutomation = ApiData<typeof client.automation.cancellations.$get>;
export type CancellationPath = CancellationAutomation['paths'][number];

export const getCancellationAutomation = (month: string): Promise<CancellationAutomation> =>
  apiData(() => client.automation.cancellations.$get({ query: { month } }));

export const cancellationAutomationQueryOptions = (month: string) =>
  queryOptions({ queryKey: adminKeys.cancellationAutomation(month), queryFn: () => getCancellationAutomation(month) });

/** The month shown stays while the next one loads. */
export const useCancellationAutomation = (month: string) =>
  useQuery({ ...cancellationAutomationQueryOptions(month), placeholderData: keepPreviousData });
