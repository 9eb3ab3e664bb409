// `restoreBackup`: verifies a backup — the key opens it, GCM's tag and the database's
// SHA-256 hold, SQLite's integrity check passes on the copy — and only then writes it into a fresh
// data folder: `clinic.db` and the `secrets.json` it was sealed with (the keys of its TOTP secrets
// and kept e-mails). Anything it cannot vouch for is refused before the folder is touched.
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { secretsFileName } from '../../secrets';
import { type BackupContents, BackupRefusal, openBackup } from './backup-format';

/** The database file a data folder's server opens by default (config.ts: DATA_DIR/clinic.db). */
export const restoredDatabaseName = 'clinic.db';

export class RestoreRefusal extends Error {
  constructor(readonly reason: 'targetNotEmpty' | 'notFound') {
    super(reason);
    this.name = 'RestoreRefusal';
  }
}

export interface RestoredBackup {
  dataDir: string;
  databasePath: string;
  createdAt: Date;
  databaseSha256: string;
}

/** Opens and checks a backup file; throws `BackupRefusal` (or `RestoreRefusal('notFound')`). */
export async function verifyBackup(file: string, key: Uint8Array): Promise<BackupContents> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new RestoreRefusal('notFound');
    throw error;
  }
  return openBackup(bytes, key);
}

export async function restoreBackup(file: string, key: Uint8Array, target: string): Promise<RestoredBackup> {
  const dataDir = resolve(target);
  // Refused first, and again at the end: no restore ever writes over data.
  await ensureEmpty(dataDir);
  const contents = await verifyBackup(file, key);
  const checkDir = await mkdtemp(join(tmpdir(), 'clinique-restauration-'));
  try {
    const checked = join(checkDir, restoredDatabaseName);
    await writeFile(checked, contents.database, { mode: 0o600 });
    await checkIntegrity(checked);
    await ensureEmpty(dataDir);
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    const databasePath = join(dataDir, restoredDatabaseName);
    const partial = `${databasePath}.partiel`;
    await copyFile(checked, partial);
    await rename(partial, databasePath);
    await writeFile(join(dataDir, secretsFileName), `${JSON.stringify(contents.keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    return { dataDir, databasePath, createdAt: contents.createdAt, databaseSha256: contents.databaseSha256 };
  } finally {
    await rm(checkDir, { recursive: true, force: true });
  }
}

async function ensureEmpty(dir: string): Promise<void> {
  try {
    if ((await readdir(dir)).length > 0) throw new RestoreRefusal('targetNotEmpty');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') throw new RestoreRefusal('targetNotEmpty');
    throw error;
  }
}

/** `PRAGMA integrity_check` on the decrypted copy: « ok » or a refusal. */
async function checkIntegrity(path: string): Promise<void> {
  const client = createClient({ url: `file:${path}` });
  try {
    const result = await client.execute('PRAGMA integrity_check');
    if (result.rows.length !== 1 || result.rows[0]?.[0] !== 'ok') throw new BackupRefusal('integrityFailed');
  } catch (error) {
    // A file SQLite cannot even open as a database fails the check too.
    if (error instanceof BackupRefusal) throw error;
    throw new BackupRefusal('integrityFailed');
  } finally {
    client.close();
  }
}
