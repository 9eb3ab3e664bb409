// Password hashing with scrypt from node:crypto. The stored string names its parameters
// (scrypt$N$r$p$salt$hash) so they can be raised later without breaking existing hashes.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// N=2^15, r=8 needs 32 MiB, which Node's default cap of 32 MiB already refuses. The cap also
// bounds what a tampered stored hash could make us allocate.
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(plain: string, salt: Buffer, keyLength: number, N: number, r: number, p: number) {
  return new Promise<Buffer>((resolve, reject) => {
    // Parameter errors are thrown synchronously; inside the executor they become a rejection.
    scrypt(plain.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, KEY_BYTES, COST, BLOCK_SIZE, PARALLELISM);
  const fields = [COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')];
  return ['scrypt', ...fields].join('$');
}

/** False for a wrong password and for anything that is not a hash made by hashPassword. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined || rest.length > 0) return false;
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length === 0) return false;
  const actual = await derive(plain, Buffer.from(salt, 'base64url'), expected.length, Number(N), Number(r), Number(p)).catch(
    () => undefined,
  );
  return actual !== undefined && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real check against a hash of nothing anyone knows, and answers false: an
 * unknown account then costs what a wrong password costs, so timing does not tell them apart.
 */
export async function verifyAgainstNoAccount(plain: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(SALT_BYTES).toString('base64url'));
  await verifyPassword(plain, await dummyHash);
  return false;
}
