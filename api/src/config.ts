// Configuration from environment variables, with defaults that work on a fresh clone.
import { resolve } from 'node:path';
import type { RemoteName } from 'shared-domain/routes';

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string;
  databaseAuthToken: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminInvitationCode: string | undefined;
  remoteEntries: Partial<Record<RemoteName, string>>;
  corsOrigins: string[];
  seedDemo: boolean;
  secureCookies: boolean;
  /** Behind reverse proxies, the client is taken from `X-Forwarded-For` (rate limits). */
  /** How often the reminder job looks for appointments to remind of (REMINDER_CHECK_SECONDS, 300). */
  reminderCheckSeconds: number;
  /** How often the waitlist's offers job runs: freed slots, expired invitations (WAITLIST_CHECK_SECONDS, 30). */
  waitlistCheckSeconds: number;
  trustProxy: boolean;
  /**
   * With `trustProxy`, how many proxies append to `X-Forwarded-For`: the client is that many
   * entries from the right, the address the outermost proxy saw.
   */
  proxyHops: number;
  version: string;
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

export function loadConfig(env: Environment = process.env, cwd = process.cwd()): Config {
  const port = parsePort(nonEmpty(env.PORT));
  const dataDir = resolve(cwd, nonEmpty(env.DATA_DIR) ?? 'data');
  const publicUrl = (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL) ?? `file:${resolve(dataDir, 'clinic.db')}`,
    databaseAuthToken: nonEmpty(env.DATABASE_AUTH_TOKEN),
    publicUrl,
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Clinique <no-reply@localhost>',
    adminInvitationCode: nonEmpty(env.ADMIN_INVITATION_CODE),
    remoteEntries: {
      public: nonEmpty(env.REMOTE_PUBLIC_URL),
      portal: nonEmpty(env.REMOTE_PORTAL_URL),
      admin: nonEmpty(env.REMOTE_ADMIN_URL),
    },
    corsOrigins: (nonEmpty(env.CORS_ORIGINS) ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    seedDemo: nonEmpty(env.SEED_DEMO) !== 'false',
    reminderCheckSeconds: parseCheckSeconds('REMINDER_CHECK_SECONDS', nonEmpty(env.REMINDER_CHECK_SECONDS), 300),
    waitlistCheckSeconds: parseCheckSeconds('WAITLIST_CHECK_SECONDS', nonEmpty(env.WAITLIST_CHECK_SECONDS), 30),
    secureCookies: publicUrl.startsWith('https://'),
    ...parseTrustProxy(nonEmpty(env.TRUST_PROXY)),
    version: nonEmpty(env.APP_VERSION) ?? '0.1.0',
  };
}
