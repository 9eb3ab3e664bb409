// Secrets at rest (DESIGN §5): staff TOTP secrets, and the outbox's e-mails with their links.
// AES-256-GCM with `secrets.encryptionKey`, so a copy of the database file, its
// write-ahead log or a backup alone yields no authenticator and no usable link. The owner (an
// account's id, an outbox row's id) is the associated data: a sealed text copied onto another
// row does not open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const version = 'v1';
const ivBytes = 12;

export function sealSecret(key: Uint8Array, owner: string, secret: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(owner));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [version, iv, sealed, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The secret, or undefined when the text was not sealed with this key for this owner. */
export function openSecret(key: Uint8Array, owner: string, sealed: string): string | undefined {
  const [prefix, iv, data, tag, ...rest] = sealed.split('.');
  if (prefix !== version || iv === undefined || data === undefined || tag === undefined || rest.length > 0) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(owner));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
