// « J'ai copié la clé de sauvegarde en lieu sûr »: whether a copy of the current backup key is
// confirmed kept off the server, for « Surveillance du système », and the box ticked or unticked
// by the administration, each with its audit row in one batch. The confirmation is of one key,
// named by its fingerprint: a new key file starts unconfirmed, and the page that showed the old
// key cannot confirm the new one (PRIV_050).
import { eq, sql } from 'drizzle-orm';
import { errorCodes } from 'shared-domain/platform/errors';
import { type BackupKeyStatus, type backupKeyCopySchema, backupKeyText } from 'shared-domain/privacy/privacy-backups';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { backupKeyCopies, staffUsers } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { backupKeyFingerprint, loadBackupKey } from './backup-key';

type KeyCopyDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** The key in use (made if the server has none yet), where it is, and its confirmed copy if any. */
export async function backupKeyStatus(deps: KeyCopyDeps): Promise<BackupKeyStatus> {
  const key = await loadBackupKey(deps.config);
  const fingerprint = backupKeyFingerprint(key.key);
  const [copy] = await deps.db
    .select({ confirmedAt: backupKeyCopies.confirmedAt, confirmedBy: staffUsers.fullName })
    .from(backupKeyCopies)
    .leftJoin(staffUsers, eq(staffUsers.id, backupKeyCopies.confirmedBy))
    .where(eq(backupKeyCopies.fingerprint, fingerprint));
  return {
    state: copy ? 'ok' : 'warning',
    source: key.origin,
    location: key.source,
    fingerprint,
    copy: copy ? { confirmedAt: copy.confirmedAt, confirmedBy: copy.confirmedBy ?? null } : null,
  };
}

/** Ticks or unticks the box for the key the page showed; ticking it again keeps the first confirmation. */
export async function recordBackupKeyCopy(
  deps: KeyCopyDeps,
  staffId: string,
  input: z.output<typeof backupKeyCopySchema>,
): Promise<BackupKeyStatus> {
  const current = backupKeyFingerprint((await loadBackupKey(deps.config)).key);
  if (input.fingerprint !== current) throw new AppError(errorCodes.backupKeyChanged, backupKeyText.keyChanged);
  const confirmed = sql`exists (select 1 from ${backupKeyCopies} where ${backupKeyCopies.fingerprint} = ${current})`;
  const details = { fingerprint: current };
  const actor = { type: 'staff', id: staffId } as const;
  const entity = 'backup_key_copies';
  if (input.copied) {
    // The audit row first, written only when this is the key's first confirmation.
    await deps.db.batch([
      auditEventInsertWhere(
        deps,
        { actor, action: 'backup_key.copy_confirmed', entity, entityId: current, details },
        sql`not ${confirmed}`,
      ),
      deps.db
        .insert(backupKeyCopies)
        .values({ fingerprint: current, confirmedBy: staffId, confirmedAt: deps.clock.now().toISOString() })
        .onConflictDoNothing(),
    ]);
  } else {
    await deps.db.batch([
      auditEventInsertWhere(deps, { actor, action: 'backup_key.copy_withdrawn', entity, entityId: current, details }, confirmed),
      deps.db.delete(backupKeyCopies).where(eq(backupKeyCopies.fingerprint, current)),
    ]);
  }
  return backupKeyStatus(deps);
}
