// GET /api/admin/me: the signed-in staff member. The session guard asks it first; the pages below
// read the same cached answer.
import { mayAccess } from 'shared-domain/accounts/staff-role';
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

/**
 * Whether the signed-in member reads the patients' health text (reasons, notes: the care group).
 * False until the role is known; a role that does not read a text is not offered to write it.
 */
export function useReadsHealthText(): boolean {
  const role = useSignedInRole();
  return role !== undefined && mayAccess(role, 'care');
}
