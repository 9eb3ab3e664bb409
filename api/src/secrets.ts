// Keys that must survive restarts. Given through the environment in production; otherwise
// generated once into DATA_DIR (readable by the owner only) so a fresh install just works.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mintToken } from './platform/tokens/tokens';

export interface Secrets {
  /** HMAC key for tokens jose signs. */
  signingKey: Uint8Array;
  /** AES-256-GCM key for what is kept sealed at rest: the staff TOTP secrets and the outbox's e-mails (platform/crypto/secret-box). */
  encryptionKey: Uint8Array;
  adminInvitationCode: string;
}

interface StoredSecrets {
  signingKey: string;
  encryptionKey: string;
  adminInvitationCode: string;
}

/** The file in DATA_DIR holding the generated keys and invitation code. */
export const secretsFileName = 'secrets.json';

function decodeKey(name: string, value: string): Uint8Array {
  const key = Buffer.from(value, 'base64url');
  if (key.length < 32) throw new Error(`${name} must be at least 32 bytes, base64url-encoded`);
  return new Uint8Array(key);
}

export async function loadSecrets(
  dataDir: string,
  env: Record<string, string | undefined> = process.env,
  configuredInvitationCode?: string,
): Promise<Secrets> {
  const path = join(dataDir, secretsFileName);
  let stored: StoredSecrets | undefined;
  try {
    stored = JSON.parse(await readFile(path, 'utf8')) as StoredSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (!stored) {
    stored = {
      signingKey: mintToken('secret'),
      encryptionKey: mintToken('secret'),
      adminInvitationCode: mintToken('typed'),
    };
    await mkdir(dataDir, { recursive: true });
    try {
      await writeFile(path, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another instance sharing DATA_DIR wrote its keys first: everyone must use those.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      stored = JSON.parse(await readFile(path, 'utf8')) as StoredSecrets;
    }
  }
  return {
    signingKey: decodeKey('SIGNING_KEY', env.SIGNING_KEY?.trim() || stored.signingKey),
    encryptionKey: decodeKey('ENCRYPTION_KEY', env.ENCRYPTION_KEY?.trim() || stored.encryptionKey),
    adminInvitationCode: configuredInvitationCode ?? stored.adminInvitationCode,
  };
}
