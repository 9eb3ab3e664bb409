// Configuration from environment variables, with defaults that work on a fresh clone.
import { resolve } from 'node:path';
import { defaultBackupsKept } from 'shared-domain/privacy/privacy';
import type { RemoteName } from 'shared-domain/platform/routes';

export interface Config {
  port: number;
  /**
   * The interface the server listens on (HOST): loopback by default in production, where a
   * reverse proxy on the same machine is the way in; every interface (Node's default) otherwise.
   */
  host: string | undefined;
  /** NODE_ENV=production: the demo clinic is not seeded and SMTP is required unless said otherwise. */
  production: boolean;
  dataDir: string;
  databaseUrl: string;
  databaseAuthToken: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  /** ALLOW_NO_SMTP=true: a production start without SMTP_URL, the e-mails kept (encrypted) in the outbox. */
  allowNoSmtp: boolean;
  mailFrom: string;
  /** The text-message channel (Twilio's REST API): undefined without its variables, and texts are then off. */
  textMessages: TextMessageConfig | undefined;
  adminInvitationCode: string | undefined;
  remoteEntries: Partial<Record<RemoteName, string>>;
  /** REMOTES_DIR: remotes released on their own, served as /remotes/ (DATA_DIR/remotes by default). */
  remotesDir: string;
  corsOrigins: string[];
  seedDemo: boolean;
  secureCookies: boolean;
  /** Behind reverse proxies, the client is taken from `X-Forwarded-For` (rate limits). */
  /** How often the reminder job looks for appointments to remind of (REMINDER_CHECK_SECONDS, 300). */
  reminderCheckSeconds: number;
  /** How often the waitlist's offers job runs: freed slots, expired invitations (WAITLIST_CHECK_SECONDS, 30). */
  waitlistCheckSeconds: number;
  /** How often the daily digest of failed e-mails looks whether today's is due (AUTOMATION_DIGEST_CHECK_SECONDS, 900). */
  automationDigestCheckSeconds: number;
  /** The clinic time ('HH:MM') from which the day's digest may leave (AUTOMATION_DIGEST_FROM, 07:00). */
  automationDigestFrom: string;
  trustProxy: boolean;
  /**
   * With `trustProxy`, how many proxies append to `X-Forwarded-For`: the client is that many
   * entries from the right, the address the outermost proxy saw.
   */
  proxyHops: number;
  version: string;
  /** BACKUP_KEY: the 32-byte AES key (base64) of the encrypted backups; unset, one is made in DATA_DIR/backup.key. */
  backupKey: Uint8Array | undefined;
  /** BACKUP_DIR: where the backups are written (DATA_DIR/backups by default). */
  backupDir: string;
  /** BACKUP_KEEP: how many backups are kept, the newest (30 by default). */
  backupKeep: number;
}

/** TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM and TWILIO_API_URL. */
export interface TextMessageConfig {
  accountSid: string;
  /** Signs both ways: the basic auth of each send, and Twilio's `X-Twilio-Signature` on the webhooks. */
  authToken: string;
  /** The clinic's number, in E.164 (`+15145550100`). */
  from: string;
  /** Twilio's API (`https://api.twilio.com`); a loopback server in tests. */
  apiUrl: string;
}

type Environment = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${value}"`);
  }
  return port;
}

/** A job's period in whole seconds, 1 to 3,600 (an hour late is late enough). */
function parseCheckSeconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600) {
    throw new Error(`${name} must be a whole number of seconds from 1 to 3600, got "${value}"`);
  }
  return seconds;
}

/** BACKUP_KEY: exactly 32 bytes in base64 (AES-256), or unset. */
function parseBackupKey(value: string | undefined): Uint8Array | undefined {
  if (value === undefined) return undefined;
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64') : Buffer.alloc(0);
  if (key.length !== 32) throw new Error('BACKUP_KEY must be 32 bytes in base64 (e.g. `openssl rand -base64 32`)');
  return new Uint8Array(key);
}

/** BACKUP_KEEP: a whole number of backups, 1 to 1,000. */
function parseBackupKeep(value: string | undefined): number {
  if (value === undefined) return defaultBackupsKept;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 1000)
    throw new Error(`BACKUP_KEEP must be a whole number from 1 to 1000, got "${value}"`);
  return count;
}

/** A clinic time of day, 'HH:MM' from 00:00 to 23:59. */
function parseTimeOfDay(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined) return fallback;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) throw new Error(`${name} must be a time of day HH:MM (00:00 to 23:59), got "${value}"`);
  return value;
}

// More hops than any sane deployment: a larger number is a typo, not an architecture.
const maxProxyHops = 10;

/** `TRUST_PROXY`: `true` is one proxy, a number is that many, `false` or `0` none. */
function parseTrustProxy(value: string | undefined): { trustProxy: boolean; proxyHops: number } {
  // Off by default: without a proxy that sets it, the header is whatever the client wrote.
  if (value === undefined || value === 'false' || value === '0') return { trustProxy: false, proxyHops: 1 };
  if (value === 'true') return { trustProxy: true, proxyHops: 1 };
  const hops = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  // A value misread either way keys every client on the proxy or on a header the client wrote:
  // refuse to start instead.
  if (!(hops >= 1 && hops <= maxProxyHops)) {
    throw new Error(`TRUST_PROXY must be true, false or the number of proxies in front of the API (1 to ${maxProxyHops}), got "${value}"`);
  }
  return { trustProxy: true, proxyHops: hops };
}

/**
 * Production without SMTP would keep every sign-in link, password reset and confirmation in the
 * database, never sent: patients could not sign in and nobody would notice. Refuse to start unless
 * the person starting it says they mean it.
 */
function parseSmtp(env: Environment, production: boolean): { smtpUrl: string | undefined; allowNoSmtp: boolean } {
  const smtpUrl = nonEmpty(env.SMTP_URL);
  const allowNoSmtp = nonEmpty(env.ALLOW_NO_SMTP) === 'true';
  if (production && smtpUrl === undefined && !allowNoSmtp) {
    throw new Error(
      'SMTP_URL is required when NODE_ENV=production: without it no e-mail (sign-in links, password resets, confirmations) is ever sent. Set SMTP_URL=smtp://user:password@host:587, or ALLOW_NO_SMTP=true to start anyway.',
    );
  }
  return { smtpUrl, allowNoSmtp };
}

/**
 * The text-message channel is on when the account, its token and the clinic's number are all set,
 * off when none is; a part of it set is a mistake, refused at start rather than found by a patient
 * who never got her text.
 */
function parseTextMessages(env: Environment): TextMessageConfig | undefined {
  const accountSid = nonEmpty(env.TWILIO_ACCOUNT_SID);
  const authToken = nonEmpty(env.TWILIO_AUTH_TOKEN);
  const from = nonEmpty(env.TWILIO_FROM);
  const apiUrl = (nonEmpty(env.TWILIO_API_URL) ?? 'https://api.twilio.com').replace(/\/+$/, '');
  if (accountSid === undefined && authToken === undefined && from === undefined) return undefined;
  if (accountSid === undefined || authToken === undefined || from === undefined) {
    throw new Error('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together: set all three to send texts, or none.');
  }
  if (!/^AC[0-9a-fA-F]{32}$/.test(accountSid))
    throw new Error(`TWILIO_ACCOUNT_SID must be AC followed by 32 hexadecimal digits, got "${accountSid}"`);
  if (!/^\+[1-9]\d{7,14}$/.test(from)) throw new Error(`TWILIO_FROM must be a phone number in E.164 (+15145550100), got "${from}"`);
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(apiUrl)) throw new Error(`TWILIO_API_URL must be an http(s) address, got "${apiUrl}"`);
  return { accountSid, authToken, from, apiUrl };
}

export function loadConfig(env: Environment = process.env, cwd = process.cwd()): Config {
  const production = env.NODE_ENV === 'production';
  const port = parsePort(nonEmpty(env.PORT));
  const dataDir = resolve(cwd, nonEmpty(env.DATA_DIR) ?? 'data');
  const publicUrl = (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: nonEmpty(env.HOST) ?? (production ? '127.0.0.1' : undefined),
    production,
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL) ?? `file:${resolve(dataDir, 'clinic.db')}`,
    databaseAuthToken: nonEmpty(env.DATABASE_AUTH_TOKEN),
    publicUrl,
    ...parseSmtp(env, production),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Clinique <no-reply@localhost>',
    textMessages: parseTextMessages(env),
    adminInvitationCode: nonEmpty(env.ADMIN_INVITATION_CODE),
    remoteEntries: {
      public: nonEmpty(env.REMOTE_PUBLIC_URL),
      portal: nonEmpty(env.REMOTE_PORTAL_URL),
      admin: nonEmpty(env.REMOTE_ADMIN_URL),
    },
    remotesDir: resolve(cwd, nonEmpty(env.REMOTES_DIR) ?? resolve(dataDir, 'remotes')),
    corsOrigins: (nonEmpty(env.CORS_ORIGINS) ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    // The demo clinic has a known administrator (her password and second factor in
    // demo-accounts.json): in production only when asked for in so many words.
    seedDemo: production ? nonEmpty(env.SEED_DEMO) === 'true' : nonEmpty(env.SEED_DEMO) !== 'false',
    reminderCheckSeconds: parseCheckSeconds('REMINDER_CHECK_SECONDS', nonEmpty(env.REMINDER_CHECK_SECONDS), 300),
    waitlistCheckSeconds: parseCheckSeconds('WAITLIST_CHECK_SECONDS', nonEmpty(env.WAITLIST_CHECK_SECONDS), 30),
    automationDigestCheckSeconds: parseCheckSeconds('AUTOMATION_DIGEST_CHECK_SECONDS', nonEmpty(env.AUTOMATION_DIGEST_CHECK_SECONDS), 900),
    automationDigestFrom: parseTimeOfDay('AUTOMATION_DIGEST_FROM', nonEmpty(env.AUTOMATION_DIGEST_FROM), '07:00'),
    secureCookies: publicUrl.startsWith('https://'),
    ...parseTrustProxy(nonEmpty(env.TRUST_PROXY)),
    version: nonEmpty(env.APP_VERSION) ?? '0.1.0',
    backupKey: parseBackupKey(nonEmpty(env.BACKUP_KEY)),
    backupDir: resolve(cwd, nonEmpty(env.BACKUP_DIR) ?? resolve(dataDir, 'backups')),
    backupKeep: parseBackupKeep(nonEmpty(env.BACKUP_KEEP)),
  };
}

/** What the start prints as warnings: a production choice that is allowed but dangerous. */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (!config.production) return warnings;
  if (config.seedDemo) {
    warnings.push(
      'SEED_DEMO=true in production: the demo clinic is seeded, with a demo administrator whose password, second-factor key and backup codes are in demo-accounts.json. Never on a server that holds real patients.',
    );
  }
  if (config.smtpUrl === undefined && config.allowNoSmtp) {
    warnings.push(
      'ALLOW_NO_SMTP=true: no e-mail is sent; sign-in links, password resets and confirmations stay in the outbox (encrypted) and patients cannot sign in by e-mail.',
    );
  }
  return warnings;
}
