import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyAgainstNoAccount, verifyPassword } from './password';

vi.mock('node:crypto', async (original) => {
  const actual = await original<typeof import('node:crypto')>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});
const scrypt = vi.mocked(crypto.scrypt);

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Bonjour-Émilie 2024');
    expect(await verifyPassword('Bonjour-Émilie 2024', stored)).toBe(true);
    expect(await verifyPassword('bonjour-émilie 2024', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('stores a self-describing hash with a fresh salt each time', async () => {
    const first = await hashPassword('secret-123');
    const second = await hashPassword('secret-123');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('secret-123');
  });

  it('treats malformed or tampered hashes as a mismatch rather than an error', async () => {
    const stored = await hashPassword('secret-123');
    const [, , , , salt, hash] = stored.split('$');
    for (const bad of [
      '',
      'secret-123',
      'bcrypt$32768$8$1$abc$def',
      `scrypt$32768$8$1$${salt}$`,
      `scrypt$3$8$1$${salt}$${hash}`,
      `scrypt$1048576$64$1$${salt}$${hash}`,
      `${stored}$extra`,
    ]) {
      expect(await verifyPassword('secret-123', bad)).toBe(false);
    }
  });

  it('spends the work of a real check when there is no account (one scrypt run, same cost), and never matches', async () => {
    const stored = await hashPassword('secret-123');
    await verifyAgainstNoAccount('warm-up');
    const runs = async (check: () => Promise<boolean>) => {
      scrypt.mockClear();
      expect(await check()).toBe(false);
      return scrypt.mock.calls.map(([, , keyLength, options]) => ({ keyLength, options }));
    };
    const wrong = await runs(() => verifyPassword('wrong-password', stored));
    const none = await runs(() => verifyAgainstNoAccount('wrong-password'));
    expect(wrong).toHaveLength(1);
    expect(none).toEqual(wrong);
    expect(wrong[0]?.options).toMatchObject({ N: 2 ** 15, r: 8, p: 1 });
  });

  it('leaves the event loop free while it checks a password (scrypt on the thread pool)', async () => {
    const stored = await hashPassword('secret-123');
    let turns = 0;
    const turn = () => {
      turns += 1;
      if (!done) setImmediate(turn);
    };
    let done = false;
    setImmediate(turn);
    await verifyPassword('wrong-password', stored).finally(() => {
      done = true;
    });
    // A synchronous derivation would answer before the loop's next turn.
    expect(turns).toBeGreaterThan(0);
  });
});
