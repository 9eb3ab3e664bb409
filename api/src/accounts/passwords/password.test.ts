import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstNoAccount, verifyPassword } from './password';

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

  it('spends about the time of a real check when there is no account, and never matches', async () => {
    const stored = await hashPassword('secret-123');
    await verifyAgainstNoAccount('warm-up');
    const timed = async (check: () => Promise<boolean>) => {
      const start = performance.now();
      expect(await check()).toBe(false);
      return performance.now() - start;
    };
    const wrong = await timed(() => verifyPassword('wrong-password', stored));
    const none = await timed(() => verifyAgainstNoAccount('wrong-password'));
    expect(none).toBeGreaterThan(wrong / 3);
    expect(none).toBeLessThan(wrong * 3);
  });
});
