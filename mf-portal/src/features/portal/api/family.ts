// GET /api/portal/family: « Pour qui ? », the signed-in patient and the dependants she may act for
// today (the server decides: a live link, a child under 14 or a teen who agreed), and the notice a
// patient who just turned 14 reads.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createPortalClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';

const client = createPortalClient();

export type PortalFamily = ApiData<typeof client.family.$get>;
export type PortalPerson = PortalFamily['people'][number];

export const familyQueryOptions = () => queryOptions({ queryKey: portalKeys.family(), queryFn: () => apiData(() => client.family.$get()) });

export const usePortalFamily = () => useQuery(familyQueryOptions());
