// GET /api/portal/me: the signed-in patient. The session guard asks it first; the pages below
// read the same cached answer.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createPortalClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';

const client = createPortalClient();

export type SignedInPatient = ApiData<typeof client.me.$get>;

export const getMe = (): Promise<SignedInPatient> => apiData(() => client.me.$get());

export const meQueryOptions = () => queryOptions({ queryKey: portalKeys.me(), queryFn: getMe });

/** The signed-in patient, under the session guard (which has loaded it already). */
export function useMe(): SignedInPatient {
  return useSuspenseQuery(meQueryOptions()).data;
}
