// GET /api/admin/me: the signed-in staff member. The session guard asks it first; the pages below
// read the same cached answer.
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type SignedInStaff = ApiData<typeof client.me.$get>;

export const getMe = (): Promise<SignedInStaff> => apiData(() => client.me.$get());

export const meQueryOptions = () => queryOptions({ queryKey: adminKeys.me(), queryFn: getMe });

/** The signed-in staff member, under the session guard (which has loaded it already). */
export function useMe(): SignedInStaff {
  return useSuspenseQuery(meQueryOptions()).data;
}

/**
 * The signed-in staff member's role, without suspending: undefined until it is known (never, under
 * the guard), so a part only some roles may see stays hidden rather than asking first.
 */
export function useSignedInRole(): SignedInStaff['role'] | undefined {
  return useQuery(meQueryOptions()).data?.role;
}
