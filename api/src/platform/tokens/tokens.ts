// Every random token, key and code the API hands out, and every digest kept in their place, is made
// here. The byte lengths, encodings and hash algorithms are those the stored data was written with:
// changing one would orphan the hashes already in databases (sessions, links, invitations, backup
// codes) and the keys already in DATA_DIR.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How many random bytes a token carries, and how it is written. */
export const tokenStrengths = {
  /** 256 bits: session secrets, patient sign-in and reset links, waitlist invitations, server keys. */
  secret: { bytes: 32, encoding: 'base64url' },
  /** 192 bits: appointment and rebooking links, a shorter URL still well above the 128 bits a link needs. */
  link: { bytes: 24, encoding: 'base64url' },
  /** 144 bits: sandbox card tokens and charge references, which only need to be unguessable and unique. */
  reference: { bytes: 18, encoding: 'base64url' },
  /** 72 bits in 12 characters: the admin invitation code and demo passwords, typed by a person. */
  typed: { bytes: 9, encoding: 'base64url' },
  /** 32 bits in 8 hex characters (specification §9): a backup code, stored only under `keyedHash`. */
  backupCode: { bytes: 4, encoding: 'hex' },
} as const satisfies Record<string, { bytes: number; encoding: BufferEncoding }>;

export type TokenStrength = keyof typeof tokenStrengths;

/** A new random token of `strength`: the clear value, to hand out once and never store. */
export function mintToken(strength: TokenStrength = 'secret'): string {
  const { bytes, encoding } = tokenStrengths[strength];
  return randomBytes(bytes).toString(encoding);
}

/** What the database keeps of a token: its SHA-256 in hex, looked up by hashing the token presented. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * HMAC-SHA-256 of `text` under `key`, in base64url: for a secret too short to survive a brute force
 * of a stolen database as a plain hash (backup codes).
 */
export function keyedHash(key: Uint8Array, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url');
}

/** SHA-256 of `text` in base64url, `length` characters of it: an opaque, stable name for a value that must not be shown. */
export function digestOf(text: string, length?: number): string {
  const digest = createHash('sha256').update(text).digest('base64url');
  return length === undefined ? digest : digest.slice(0, length);
}

/** Compares digests of equal length, so neither the secret's length nor its first wrong character shows in the timing. */
export function sameSecret(expected: string, given: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(given)) && expected.length > 0;
}
