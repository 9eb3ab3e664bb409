// GET /api/admin/team: the clinic's members (role, state, second factor, last sign-in) and the
// invitations sent (state: pending, used, expired, revoked). Every change on the team screen reads it again.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();
const endpoint = client.team.$get;

export type Team = ApiData<typeof endpoint>;
export type TeamMember = Team['members'][number];
export type TeamInvitation = Team['invitations'][number];

export const teamQueryOptions = () => queryOptions({ queryKey: adminKeys.team(), queryFn: () => apiData(() => endpoint()) });

export const useTeam = () => useQuery(teamQueryOptions());

/** Reads the team again once something changed. */
export function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.team() });
}
