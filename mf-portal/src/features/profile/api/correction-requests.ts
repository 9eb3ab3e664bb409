// GET /api/portal/correction-requests: the patient's requests to correct their record (Law 25),
// newest first, each open or answered.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createPortalClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';

const client = createPortalClient();

export type CorrectionRequests = ApiData<(typeof client)['correction-requests']['$get']>;
export type CorrectionRequestSummary = CorrectionRequests['requests'][number];

export const getCorrectionRequests = (): Promise<CorrectionRequests> => apiData(() => client['correction-requests'].$get());

export const correctionRequestsQueryKey = portalKeys.correctionRequests();

export const correctionRequestsQueryOptions = () => queryOptions({ queryKey: correctionRequestsQueryKey, queryFn: getCorrectionRequests });

/** Not a suspense query: the list shows its own loading and error states under the form. */
export const useCorrectionRequests = () => useQuery(correctionRequestsQueryOptions());
