// What an administrator does to a member (/api/admin/team/members/:id): change the role (PATCH),
// deactivate, reactivate, reset the second factor, e-mail a password reset link. Each answers a
// French refusal the dialog shows as is (the last admin kept, herself, a member in another state).
import { createAdminClient } from 'api/client';
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import { type ApiResult, callApi } from 'shared-ui/api-result';

const client = createAdminClient();
const member = client.team.members[':id'];

export type MemberAction = 'role' | 'deactivate' | 'reactivate' | 'secondFactorReset' | 'passwordReset';

export function runMemberAction(id: string, action: MemberAction, role?: StaffRole): Promise<ApiResult<unknown>> {
  const param = { id };
  switch (action) {
    case 'role':
      return callApi(() => member.$patch({ param, json: { role: role ?? 'reception' } }));
    case 'deactivate':
      return callApi(() => member.deactivate.$post({ param }));
    case 'reactivate':
      return callApi(() => member.reactivate.$post({ param }));
    case 'secondFactorReset':
      return callApi(() => member['second-factor-reset'].$post({ param }));
    case 'passwordReset':
      return callApi(() => member['password-reset'].$post({ param }));
  }
}
