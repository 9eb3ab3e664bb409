// The backup key's copy, mounted at /api/admin/privacy/backup-key: « J'ai copié la clé de
// sauvegarde en lieu sûr » ticked or unticked on « Surveillance du système », which shows the key's
// state. The administration's (`management`), like the monitoring view.
import { Hono } from 'hono';
import { type BackupKeyStatus, backupKeyCopySchema } from 'shared-domain/privacy/privacy-backups';
import type { AppDeps } from '../../deps';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { recordBackupKeyCopy } from './backup-key-copy';

export function backupKeyRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().put('/copy', allow('management'), validate('json', backupKeyCopySchema), async (c) => {
    const status = await recordBackupKeyCopy(deps, c.get('staff').staffId, c.req.valid('json'));
    return c.json(status satisfies BackupKeyStatus, 200);
  });
}
