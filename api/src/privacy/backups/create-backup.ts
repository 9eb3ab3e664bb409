// `createBackup`: an online, consistent copy of the database (./database-snapshot.ts),
// compressed and encrypted with the backup key (./backup-format.ts), written atomically into
// BACKUP_DIR as `clinique-YYYYMMDD-HHMMSS.sqlite.enc` (UTC), logged in `backups`; then only the
// newest BACKUP_KEEP files stay. The clear copy lives in a private folder under BACKUP_DIR for the
// seconds it takes to encrypt it, and is deleted whatever happens.
import { link, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BackupTrigger } from 'shared-domain/privacy/privacy';
import type { AppDeps } from '../../deps';
import { backups } from '../../platform/db/schema';
import { type BackupKeys, sealBackup, sha256Hex } from './backup-format';
import { loadBackupKey } from './backup-key';
import { snapshotDatabase } from './database-snapshot';

export type BackupDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>;

export interface CreatedBackup {
  fileName: string;
  path: string;
  sizeBytes: number;
  /** SHA-256 (hex) of the encrypted file, as written in `backups`. */
  sha256: string;
  durationMs: number;
  /** Where the key that opens it comes from (the variable, or the key file's path). */
  keySource: string;
  /** The older backups deleted to keep BACKUP_KEEP. */
  deleted: string[];
}

const backupFilePattern = /^clinique-(\d{8})-(\d{6})(?:-(\d+))?\.sqlite\.enc$/;

/** The file name for a backup taken at `at`; `n` > 1 for a second one in the same second. */
export function backupFileName(at: Date, n = 1): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `clinique-${stamp}${n > 1 ? `-${n}` : ''}.sqlite.enc`;
}

/** The backups in `dir`, oldest first (by the instant in their name, then their rank in that second). */
export async function listBackupFiles(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const rank = (name: string) => {
    const [, day, time, n] = backupFilePattern.exec(name) ?? [];
    return { stamp: `${day}${time}`, n: Number(n ?? 1) };
  };
  return names
    .filter((name) => backupFilePattern.test(name))
    .sort((a, b) => {
      const [left, right] = [rank(a), rank(b)];
      return left.stamp === right.stamp ? left.n - right.n : left.stamp < right.stamp ? -1 : 1;
    });
}

export async function createBackup(deps: BackupDeps, trigger: BackupTrigger): Promise<CreatedBackup> {
  const { config, clock } = deps;
  const began = performance.now();
  const createdAt = clock.now();
  const key = await loadBackupKey(config);
  await mkdir(config.backupDir, { recursive: true, mode: 0o700 });
  await removeAbandonedWork(config.backupDir);
  const workDir = await mkdtemp(join(config.backupDir, workPrefix));
  let fileName: string;
  let sealed: Buffer;
  try {
    const copy = join(workDir, 'copie.db');
    await snapshotDatabase({ db: deps.db, url: config.databaseUrl, authToken: config.databaseAuthToken }, copy);
    sealed = await sealBackup({ database: await readFile(copy), keys: backupKeys(deps.secrets), createdAt }, key.key);
    const written = join(workDir, 'sauvegarde.enc');
    await writeFile(written, sealed, { mode: 0o600, flag: 'wx' });
    // A hard link appears whole or not at all, and never replaces a file of the same name.
    fileName = await linkUnderFreeName(written, config.backupDir, createdAt);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  const sha256 = sha256Hex(sealed);
  const durationMs = Math.round(performance.now() - began);
  await deps.db
    .insert(backups)
    .values({ fileName, sizeBytes: sealed.length, sha256, trigger, durationMs, createdAt: createdAt.toISOString() });
  const deleted = await pruneBackups(config.backupDir, config.backupKeep);
  return { fileName, path: join(config.backupDir, fileName), sizeBytes: sealed.length, sha256, durationMs, keySource: key.source, deleted };
}

const workPrefix = '.en-cours-';
/** Far longer than any backup takes: a work folder this old belongs to a process that died. */
export const abandonedWorkMs = 60 * 60 * 1000;

/**
 * A process killed mid-backup leaves its clear copy behind: deleted by the next backup. Judged by the
 * file system's own times (the machine's clock), not the clinic's: it is housekeeping of files.
 */
async function removeAbandonedWork(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (!name.startsWith(workPrefix)) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > abandonedWorkMs) await rm(path, { recursive: true, force: true });
  }
}

function backupKeys(secrets: BackupDeps['secrets']): BackupKeys {
  return {
    signingKey: Buffer.from(secrets.signingKey).toString('base64url'),
    encryptionKey: Buffer.from(secrets.encryptionKey).toString('base64url'),
    adminInvitationCode: secrets.adminInvitationCode,
  };
}

async function linkUnderFreeName(file: string, dir: string, at: Date): Promise<string> {
  for (let n = 1; ; n += 1) {
    const name = backupFileName(at, n);
    try {
      await link(file, join(dir, name));
      return name;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || n >= 100) throw error;
    }
  }
}

/** Deletes all but the newest `keep` backups in `dir`; returns the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const files = await listBackupFiles(dir);
  const old = files.slice(0, Math.max(0, files.length - keep));
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}
