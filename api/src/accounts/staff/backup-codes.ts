// The 10 single-use backup codes (specification §9: 8 hex characters, stored with a prefix).
// A code has only 32 bits, so a plain hash would fall to a brute force of a stolen database in
// seconds: each is stored as an HMAC under the server's signing key, with the owner's id mixed in.
import { timingSafeEqual } from 'node:crypto';
import { backupCodeCount } from 'shared-domain/accounts/staff-account';
import { keyedHash, mintToken } from '../../platform/tokens/tokens';

const prefix = 'hmac-sha256:';

export function hashBackupCode(key: Uint8Array, owner: string, code: string): string {
  return prefix + keyedHash(key, `${owner}:${code}`);
}

/** Fresh codes to show once, and the hashes to store in their place. */
export function newBackupCodes(key: Uint8Array, owner: string): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: backupCodeCount }, () => mintToken('backupCode'));
  return { codes, hashes: codes.map((code) => hashBackupCode(key, owner, code)) };
}

/** The position of `code` among the stored hashes, or -1; every hash is compared, in constant time. */
export function findBackupCode(key: Uint8Array, owner: string, code: string, hashes: readonly string[]): number {
  const candidate = Buffer.from(hashBackupCode(key, owner, code));
  let found = -1;
  hashes.forEach((hash, index) => {
    const stored = Buffer.from(hash);
    if (stored.length === candidate.length && timingSafeEqual(stored, candidate) && found < 0) found = index;
  });
  return found;
}
