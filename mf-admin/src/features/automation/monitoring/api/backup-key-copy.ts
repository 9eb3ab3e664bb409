// PUT /api/admin/privacy/backup-key/copy: « J'ai copié la clé de sauvegarde en lieu sûr » ticked or
// unticked for the key the page showed (its fingerprint); the answer is the key's state as
// « Surveillance du système » shows it.
import { createAdminClient } from 'api/client';
import { type ApiData, callApi } from 'shared-ui/api-result';

const backupKey = createAdminClient().privacy['backup-key'];

export type BackupKeyCopyAnswer = ApiData<typeof backupKey.copy.$put>;

export const recordBackupKeyCopy = (fingerprint: string, copied: boolean) =>
  callApi(() => backupKey.copy.$put({ json: { fingerprint, copied } }));
