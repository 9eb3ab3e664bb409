// The encrypted backup file: a small header in clear, then the compressed payload
// encrypted with AES-256-GCM, then GCM's tag. The header is the cipher's additional data, so
// changing a byte of it (the date, the checksum) fails the tag like a byte of the ciphertext does.
//
//   offset  size  field
//   0       8     magic « CLINBAK\0 »
//   8       1     format version (1)
//   9       8     created at, milliseconds since 1970 (big-endian)
//   17      12    random IV
//   29      32    SHA-256 of the plaintext SQLite database
//   61      …     ciphertext of gzip(payload)
//   end-16  16    GCM tag
//
// The payload is the database with the keys it cannot be read without: a 4-byte length, the keys
// as JSON (the signing and encryption keys that seal the TOTP secrets and the outbox, the
// invitation code), then the SQLite file's bytes. Nothing of it is readable without the backup key.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { backupMessages } from 'shared-domain/privacy/privacy-backups';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export const backupMagic = Buffer.from('CLINBAK\0', 'latin1');
export const backupFormatVersion = 1;
const ivBytes = 12;
const tagBytes = 16;
export const backupHeaderBytes = backupMagic.length + 1 + 8 + ivBytes + 32;
/** AES-256: the key is exactly this long. */
export const backupKeyBytes = 32;

/** The keys kept in DATA_DIR/secrets.json, carried by the backup so the restored copy reads its own sealed data. */
export interface BackupKeys {
  signingKey: string;
  encryptionKey: string;
  adminInvitationCode: string;
}

export interface BackupContents {
  createdAt: Date;
  /** SHA-256 (hex) of the database's bytes. */
  databaseSha256: string;
  database: Buffer;
  keys: BackupKeys;
}

/** Why a file cannot be restored: each reason has its French sentence in `backupMessages`. */
export type BackupRefusalReason = 'notABackup' | 'truncated' | 'cannotDecrypt' | 'checksumMismatch' | 'integrityFailed';

export class BackupRefusal extends Error {
  constructor(
    readonly reason: BackupRefusalReason | 'unsupportedVersion',
    readonly version?: number,
  ) {
    super(reason);
    this.name = 'BackupRefusal';
  }
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Compresses and encrypts the database and its keys under `key` (32 bytes). */
export async function sealBackup(input: { database: Buffer; keys: BackupKeys; createdAt: Date }, key: Uint8Array): Promise<Buffer> {
  if (key.length !== backupKeyBytes) throw new Error('the backup key must be 32 bytes');
  const keysJson = Buffer.from(JSON.stringify(input.keys), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(keysJson.length);
  const compressed = await gzipAsync(Buffer.concat([length, keysJson, input.database]));

  const header = Buffer.alloc(backupHeaderBytes);
  let offset = backupMagic.copy(header, 0);
  offset = header.writeUInt8(backupFormatVersion, offset);
  offset = header.writeBigInt64BE(BigInt(input.createdAt.getTime()), offset);
  const iv = randomBytes(ivBytes);
  offset += iv.copy(header, offset);
  Buffer.from(sha256Hex(input.database), 'hex').copy(header, offset);

  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(header);
  const ciphertext = Buffer.concat([cipher.update(compressed), cipher.final()]);
  return Buffer.concat([header, ciphertext, cipher.getAuthTag()]);
}

/**
 * Decrypts and checks a backup: its header, GCM's tag (the key, and every byte unchanged), then the
 * database's SHA-256. Throws a `BackupRefusal` for anything it cannot vouch for.
 */
export async function openBackup(file: Buffer, key: Uint8Array): Promise<BackupContents> {
  if (file.length < backupMagic.length || !file.subarray(0, backupMagic.length).equals(backupMagic)) {
    throw new BackupRefusal('notABackup');
  }
  if (file.length < backupHeaderBytes) throw new BackupRefusal('truncated');
  const header = file.subarray(0, backupHeaderBytes);
  let offset = backupMagic.length;
  const version = header.readUInt8(offset);
  offset += 1;
  if (version !== backupFormatVersion) throw new BackupRefusal('unsupportedVersion', version);
  const createdAtMs = Number(header.readBigInt64BE(offset));
  offset += 8;
  const iv = header.subarray(offset, offset + ivBytes);
  offset += ivBytes;
  const databaseSha256 = header.subarray(offset, offset + 32).toString('hex');
  // A header and a tag with nothing between them is no backup this program wrote: cut short.
  if (file.length < backupHeaderBytes + tagBytes + 1) throw new BackupRefusal('truncated');
  if (key.length !== backupKeyBytes) throw new BackupRefusal('cannotDecrypt');

  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(header);
  decipher.setAuthTag(file.subarray(file.length - tagBytes));
  let compressed: Buffer;
  try {
    compressed = Buffer.concat([decipher.update(file.subarray(backupHeaderBytes, file.length - tagBytes)), decipher.final()]);
  } catch {
    // GCM says no more than « not authentic »: a wrong key, a changed byte or a cut file alike.
    throw new BackupRefusal('cannotDecrypt');
  }
  let payload: Buffer;
  try {
    payload = await gunzipAsync(compressed);
  } catch {
    throw new BackupRefusal('checksumMismatch');
  }
  const keysLength = payload.length >= 4 ? payload.readUInt32BE(0) : Number.POSITIVE_INFINITY;
  if (4 + keysLength > payload.length) throw new BackupRefusal('checksumMismatch');
  let keys: BackupKeys;
  try {
    keys = JSON.parse(payload.subarray(4, 4 + keysLength).toString('utf8')) as BackupKeys;
  } catch {
    throw new BackupRefusal('checksumMismatch');
  }
  const database = payload.subarray(4 + keysLength);
  if (sha256Hex(database) !== databaseSha256) throw new BackupRefusal('checksumMismatch');
  return { createdAt: new Date(createdAtMs), databaseSha256, database, keys };
}

/** The French sentence for a refusal. */
export function refusalMessage(refusal: BackupRefusal): string {
  return refusal.reason === 'unsupportedVersion' ? backupMessages.unsupportedVersion(refusal.version ?? 0) : backupMessages[refusal.reason];
}
