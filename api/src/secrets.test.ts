import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSecrets } from './secrets';

describe('loadSecrets', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = join(await mkdtemp(join(tmpdir(), 'clinic-secrets-')), 'data');
  });

  afterEach(async () => {
    await rm(join(dataDir, '..'), { recursive: true, force: true });
  });

  it('generates keys of at least 32 bytes into DATA_DIR/secrets.json, readable by the owner only', async () => {
    const secrets = await loadSecrets(dataDir, {});
    expect(secrets.signingKey.length).toBeGreaterThanOrEqual(32);
    expect(secrets.encryptionKey.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(secrets.signingKey).equals(Buffer.from(secrets.encryptionKey))).toBe(false);
    expect(secrets.adminInvitationCode.length).toBeGreaterThanOrEqual(12);
    const file = join(dataDir, 'secrets.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(await readFile(file, 'utf8'));
    expect(Buffer.from(stored.signingKey, 'base64url').equals(Buffer.from(secrets.signingKey))).toBe(true);
  });

  it('returns the same keys on the next call', async () => {
    const first = await loadSecrets(dataDir, {});
    const second = await loadSecrets(dataDir, {});
    expect(second).toEqual(first);
  });

  it('gives instances starting together on one DATA_DIR the same keys', async () => {
    const [first, second, third] = await Promise.all([loadSecrets(dataDir, {}), loadSecrets(dataDir, {}), loadSecrets(dataDir, {})]);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
  });

  it('prefers the configured invitation code', async () => {
    const secrets = await loadSecrets(dataDir, {}, 'code-from-env');
    expect(secrets.adminInvitationCode).toBe('code-from-env');
  });

  it('uses keys given in the environment', async () => {
    const key = Buffer.alloc(32, 7).toString('base64url');
    const secrets = await loadSecrets(dataDir, { SIGNING_KEY: key, ENCRYPTION_KEY: key });
    expect(Buffer.from(secrets.signingKey).equals(Buffer.alloc(32, 7))).toBe(true);
    expect(Buffer.from(secrets.encryptionKey).equals(Buffer.alloc(32, 7))).toBe(true);
  });

  it('throws when SIGNING_KEY in the environment is too short', async () => {
    const short = Buffer.alloc(16, 1).toString('base64url');
    await expect(loadSecrets(dataDir, { SIGNING_KEY: short })).rejects.toThrow(/SIGNING_KEY must be at least 32 bytes/);
  });
});
