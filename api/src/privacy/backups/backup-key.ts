// The backup key (AES-256, 32 bytes): BACKUP_KEY in production, else generated once into
// DATA_DIR/backup.key (readable by the owner only), like the other keys (../../secrets.ts). A key
// kept only beside the database is lost with the server: the server makes it at its first start,
// saying once where it is and that it must be copied elsewhere, and « Surveillance du système »
// warns until a copy is confirmed (./backup-key-copy.ts). The key itself is never logged nor printed.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { backupMessages } from 'shared-domain/privacy/privacy-backups';
import type { Config } from '../../config';
import { logger } from '../../logger';
import { backupKeyBytes } from './backup-format';

/** The file in DATA_DIR holding the generated backup key (base64). */
export const backupKeyFileName = 'backup.key';

export interface BackupKey {
  key: Uint8Array;
  origin: 'file' | 'environment';
  /** Where it came from, for the person running the command: the variable or the file's path. */
  source: string;
}

/**
 * A name for the key that does not reveal it (16 hex digits of a SHA-256 of the key): a new key has
 * another, so a copy confirmed for the old one no longer counts.
 */
export function backupKeyFingerprint(key: Uint8Array): string {
  return createHash('sha256').update('clinic backup key fingerprint\0').update(key).digest('hex').slice(0, 16);
}

/** A key in base64 (or base64url); undefined unless it is exactly 32 bytes. */
export function decodeBackupKey(value: string): Uint8Array | undefined {
  const trimmed = value.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === backupKeyBytes ? new Uint8Array(key) : undefined;
}

/** The configured key, else the one in DATA_DIR, made there the first time. */
export async function loadBackupKey(config: Pick<Config, 'backupKey' | 'dataDir'>): Promise<BackupKey> {
  if (config.backupKey) return { key: config.backupKey, origin: 'environment', source: backupMessages.keyFromEnvironment };
  const path = join(config.dataDir, backupKeyFileName);
  const existing = await readKeyFile(path);
  if (existing) return { key: existing, origin: 'file', source: path };
  await mkdir(config.dataDir, { recursive: true });
  try {
    await writeFile(path, `${randomBytes(backupKeyBytes).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    logger.warn(backupMessages.keyGenerated(path), { file: path });
  } catch (error) {
    // Another instance sharing DATA_DIR made it first: everyone uses that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const made = await readKeyFile(path);
  if (!made) throw new Error(`${path} does not hold a 32-byte base64 key`);
  return { key: made, origin: 'file', source: path };
}

/** The key in a file, undefined when there is no such file; a file holding something else is an error. */
export async function readKeyFile(path: string): Promise<Uint8Array | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const key = decodeBackupKey(text);
  if (!key) throw new Error(`${path} does not hold a 32-byte base64 key`);
  return key;
}
