// POST /api/admin/second-factor/backup-codes {code}: ten new backup codes after a fresh
// authenticator code; the earlier ones stop working. A wrong code is a 422 on `code`.
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';

const client = createAdminClient();

export type RegeneratedBackupCodes = ApiData<(typeof client)['second-factor']['backup-codes']['$post']>;

export const regenerateBackupCodes = (code: string): Promise<RegeneratedBackupCodes> =>
  apiData(() => client['second-factor']['backup-codes'].$post({ json: { code } }));
