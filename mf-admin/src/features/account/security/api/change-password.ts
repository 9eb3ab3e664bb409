// POST /api/admin/me/password {currentPassword, newPassword, code}: the signed-in staff member's
// new password; her other sessions end.
import { createAdminClient } from 'api/client';
import type { OwnPasswordChangeInput } from 'shared-domain/accounts/staff-account';
import { apiData, type ApiData } from 'shared-ui/api-result';

const client = createAdminClient();

export type PasswordChanged = ApiData<typeof client.me.password.$post>;

export const changePassword = (input: OwnPasswordChangeInput): Promise<PasswordChanged> =>
  apiData(() => client.me.password.$post({ json: input }));
