// POST /api/admin/team/invitations (« Inviter une personne »: e-mail and role; the server e-mails the
// code) and POST /api/admin/team/invitations/:id/revoke (a pending invitation only).
import { createAdminClient } from 'api/client';
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import { type ApiData, type ApiResult, callApi } from 'shared-ui/api-result';

const client = createAdminClient();
const invitations = client.team.invitations;

export type SentInvitation = ApiData<typeof invitations.$post>;

export const inviteStaffMember = (input: { email: string; role: StaffRole }): Promise<ApiResult<SentInvitation>> =>
  callApi(() => invitations.$post({ json: input }));

export const revokeInvitation = (id: string): Promise<ApiResult<ApiData<(typeof invitations)[':id']['revoke']['$post']>>> =>
  callApi(() => invitations[':id'].revoke.$post({ param: { id } }));
