import { describe, expect, it } from 'vitest';
import { digestOf, hashToken, keyedHash, mintToken, sameSecret, tokenStrengths } from './tokens';

describe('tokens', () => {
  it('mints tokens of the byte length and encoding each strength promises', () => {
    expect(mintToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mintToken('link')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(mintToken('reference')).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(mintToken('typed')).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(mintToken('backupCode')).toMatch(/^[0-9a-f]{8}$/);
    expect(Object.keys(tokenStrengths)).toHaveLength(5);
    expect(mintToken()).not.toBe(mintToken());
  });

  // Hashes already stored in databases were written with these exact functions: they must not change.
  it('hashes as the stored data was written', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(digestOf('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    expect(digestOf('abc', 16)).toBe('ungWv48Bz-pBQUDe');
    expect(keyedHash(new TextEncoder().encode('key'), 'abc')).toBe('nBluMtwBdfhvSxy4konWYZ3mvuaZ5MN45oMJ7Zehpqs');
  });

  it('compares secrets, refusing an empty expected one', () => {
    expect(sameSecret('code', 'code')).toBe(true);
    expect(sameSecret('code', 'codes')).toBe(false);
    expect(sameSecret('', '')).toBe(false);
  });
});
