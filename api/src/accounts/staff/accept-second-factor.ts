// Checking a second factor against the stored settings. Each success is written with a condition
// on what was read (the last step, the list of backup codes), so two requests racing with the
// same code cannot both pass.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { user2faSettings } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { findBackupCode } from './backup-codes';
import { openSecret } from '../../platform/crypto/secret-box';
import { totpCodeStep } from './totp';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'secrets'>;

export type Acceptance =
  | { ok: true }
  | { ok: false; reason: 'not_set_up' | 'unreadable_secret' | 'invalid_code' | 'replayed_code' | 'invalid_backup_code' };

export async function loadSecondFactor(deps: Pick<AppDeps, 'db'>, staffId: string) {
  const [row] = await deps.db.select().from(user2faSettings).where(eq(user2faSettings.userId, staffId));
  return row;
}

/** A code from the authenticator, good now (±1 step) and from a later step than any accepted before. */
export async function acceptTotpCode(deps: Deps, staffId: string, code: string): Promise<Acceptance> {
  const row = await loadSecondFactor(deps, staffId);
  if (!row) return { ok: false, reason: 'not_set_up' };
  const secret = openSecret(deps.secrets.encryptionKey, staffId, row.totpSecretEncrypted);
  if (!secret) return { ok: false, reason: 'unreadable_secret' };
  const now = deps.clock.now();
  const step = await totpCodeStep(secret, code, now, row.lastUsedStep);
  if (step === undefined) {
    // Told apart only for the attempts table: the person sees the same message either way.
    const replayed = row.lastUsedStep !== null && (await totpCodeStep(secret, code, now, null)) !== undefined;
    return { ok: false, reason: replayed ? 'replayed_code' : 'invalid_code' };
  }
  const stamp = now.toISOString();
  const marked = await deps.db
    .update(user2faSettings)
    .set({ lastUsedStep: step, lastUsedAt: stamp, updatedAt: stamp })
    .where(and(eq(user2faSettings.userId, staffId), or(isNull(user2faSettings.lastUsedStep), lt(user2faSettings.lastUsedStep, step))))
    .returning({ id: user2faSettings.id });
  return marked.length > 0 ? { ok: true } : { ok: false, reason: 'replayed_code' };
}

/** One of the backup codes of an enabled factor; it is struck off the list as it is accepted. */
export async function acceptBackupCode(deps: Deps, staffId: string, code: string): Promise<Acceptance> {
  const row = await loadSecondFactor(deps, staffId);
  if (!row?.isEnabled) return { ok: false, reason: 'not_set_up' };
  const index = findBackupCode(deps.secrets.signingKey, staffId, code, row.backupCodeHashes);
  if (index < 0) return { ok: false, reason: 'invalid_backup_code' };
  const stamp = deps.clock.now().toISOString();
  const struck = await deps.db
    .update(user2faSettings)
    .set({ backupCodeHashes: row.backupCodeHashes.filter((_, i) => i !== index), lastUsedAt: stamp, updatedAt: stamp })
    .where(and(eq(user2faSettings.userId, staffId), eq(user2faSettings.backupCodeHashes, row.backupCodeHashes)))
    .returning({ id: user2faSettings.id });
  return struck.length > 0 ? { ok: true } : { ok: false, reason: 'invalid_backup_code' };
}
