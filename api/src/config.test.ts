import { describe, expect, it } from 'vitest';
import { loadConfig, startupWarnings } from './config';

const cwd = '/srv/clinic';

describe('loadConfig', () => {
  it('has defaults that work on a fresh clone', () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/srv/clinic/data',
      databaseUrl: 'file:/srv/clinic/data/clinic.db',
      databaseAuthToken: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      adminInvitationCode: undefined,
      remoteEntries: { public: undefined, portal: undefined, admin: undefined },
      remotesDir: '/srv/clinic/data/remotes',
      corsOrigins: [],
      secureCookies: false,
      trustProxy: false,
      proxyHops: 1,
    });
  });

  it('reads every documented environment variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: 'var/db',
        DATABASE_URL: 'ws://db.internal:8080',
        DATABASE_AUTH_TOKEN: 'db-token',
        PUBLIC_URL: 'https://clinique.example/',
        SMTP_URL: 'smtp://mail.example:587',
        MAIL_FROM: 'Clinique <rdv@clinique.example>',
        ADMIN_INVITATION_CODE: 'invite-me',
        REMOTE_PUBLIC_URL: 'https://cdn.example/public/mf-manifest.json',
        REMOTE_PORTAL_URL: 'https://cdn.example/portal/mf-manifest.json',
        REMOTE_ADMIN_URL: 'https://admin-cdn.example/mf-manifest.json',
        REMOTES_DIR: '/srv/static/remotes',
        CORS_ORIGINS: 'https://shell.example/, https://other.example',
        TRUST_PROXY: 'true',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/clinic/var/db',
      databaseUrl: 'ws://db.internal:8080',
      databaseAuthToken: 'db-token',
      publicUrl: 'https://clinique.example',
      smtpUrl: 'smtp://mail.example:587',
      mailFrom: 'Clinique <rdv@clinique.example>',
      adminInvitationCode: 'invite-me',
      remoteEntries: {
        public: 'https://cdn.example/public/mf-manifest.json',
        portal: 'https://cdn.example/portal/mf-manifest.json',
        admin: 'https://admin-cdn.example/mf-manifest.json',
      },
      remotesDir: '/srv/static/remotes',
      corsOrigins: ['https://shell.example', 'https://other.example'],
      secureCookies: true,
      trustProxy: true,
      proxyHops: 1,
    });
  });

  it('reads TRUST_PROXY as true (one proxy), false, or the number of proxies in front of the API', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }, cwd)).toMatchObject({ trustProxy: false });
    expect(loadConfig({ TRUST_PROXY: '0' }, cwd)).toMatchObject({ trustProxy: false });
    expect(loadConfig({ TRUST_PROXY: 'true' }, cwd)).toMatchObject({ trustProxy: true, proxyHops: 1 });
    expect(loadConfig({ TRUST_PROXY: '1' }, cwd)).toMatchObject({ trustProxy: true, proxyHops: 1 });
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }, cwd)).toMatchObject({ trustProxy: true, proxyHops: 2 });
  });

  it('reads how often the reminder, waitlist and digest jobs run, and refuses a value it cannot read', () => {
    expect(loadConfig({}, cwd)).toMatchObject({ reminderCheckSeconds: 300, waitlistCheckSeconds: 30, automationDigestCheckSeconds: 900 });
    expect(
      loadConfig({ REMINDER_CHECK_SECONDS: '2', WAITLIST_CHECK_SECONDS: '3', AUTOMATION_DIGEST_CHECK_SECONDS: '4' }, cwd),
    ).toMatchObject({
      reminderCheckSeconds: 2,
      waitlistCheckSeconds: 3,
      automationDigestCheckSeconds: 4,
    });
    for (const value of ['0', '1.5', 'souvent', '3601']) {
      expect(() => loadConfig({ REMINDER_CHECK_SECONDS: value }, cwd)).toThrow(/REMINDER_CHECK_SECONDS/);
      expect(() => loadConfig({ WAITLIST_CHECK_SECONDS: value }, cwd)).toThrow(/WAITLIST_CHECK_SECONDS/);
      expect(() => loadConfig({ AUTOMATION_DIGEST_CHECK_SECONDS: value }, cwd)).toThrow(/AUTOMATION_DIGEST_CHECK_SECONDS/);
    }
  });

  it('reads from which clinic time the daily digest may leave, and refuses a time it cannot read', () => {
    expect(loadConfig({}, cwd).automationDigestFrom).toBe('07:00');
    expect(loadConfig({ AUTOMATION_DIGEST_FROM: '00:00' }, cwd).automationDigestFrom).toBe('00:00');
    for (const value of ['7:00', '24:00', '07:60', 'matin']) {
      expect(() => loadConfig({ AUTOMATION_DIGEST_FROM: value }, cwd)).toThrow(/AUTOMATION_DIGEST_FROM/);
    }
  });

  it('reads where the backups go, how many are kept and their key, and refuses a key or a count it cannot read', () => {
    expect(loadConfig({}, cwd)).toMatchObject({ backupDir: '/srv/clinic/data/backups', backupKeep: 30, backupKey: undefined });
    expect(loadConfig({ DATA_DIR: '/var/clinic' }, cwd).backupDir).toBe('/var/clinic/backups');
    const key = Buffer.alloc(32, 7);
    const config = loadConfig({ BACKUP_DIR: 'copies', BACKUP_KEEP: '7', BACKUP_KEY: key.toString('base64') }, cwd);
    expect(config).toMatchObject({ backupDir: '/srv/clinic/copies', backupKeep: 7 });
    expect(Buffer.from(config.backupKey ?? []).equals(key)).toBe(true);
    for (const value of ['0', '1.5', 'trente', '1001']) {
      expect(() => loadConfig({ BACKUP_KEEP: value }, cwd)).toThrow(/BACKUP_KEEP/);
    }
    for (const value of [Buffer.alloc(16).toString('base64'), Buffer.alloc(33).toString('base64'), 'pas une clé !']) {
      expect(() => loadConfig({ BACKUP_KEY: value }, cwd)).toThrow(/BACKUP_KEY must be 32 bytes/);
    }
  });

  it('turns texts on with the Twilio account, its token and the clinic number, off without them, and refuses a part of them', () => {
    expect(loadConfig({}, cwd).textMessages).toBeUndefined();
    expect(loadConfig({ TWILIO_ACCOUNT_SID: ' ', TWILIO_AUTH_TOKEN: '', TWILIO_FROM: '' }, cwd).textMessages).toBeUndefined();
    const twilio = { TWILIO_ACCOUNT_SID: `AC${'a1'.repeat(16)}`, TWILIO_AUTH_TOKEN: 'jeton', TWILIO_FROM: '+15145550100' };
    expect(loadConfig(twilio, cwd).textMessages).toEqual({
      accountSid: `AC${'a1'.repeat(16)}`,
      authToken: 'jeton',
      from: '+15145550100',
      apiUrl: 'https://api.twilio.com',
    });
    expect(loadConfig({ ...twilio, TWILIO_API_URL: 'http://127.0.0.1:4010/' }, cwd).textMessages?.apiUrl).toBe('http://127.0.0.1:4010');
    for (const missing of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
      expect(() => loadConfig({ ...twilio, [missing]: undefined }, cwd)).toThrow(/go together/);
    }
    expect(() => loadConfig({ ...twilio, TWILIO_ACCOUNT_SID: 'AC123' }, cwd)).toThrow(/TWILIO_ACCOUNT_SID must be/);
    for (const from of ['5145550100', '+1 514 555 0100', '+0145550100']) {
      expect(() => loadConfig({ ...twilio, TWILIO_FROM: from }, cwd)).toThrow(/TWILIO_FROM must be/);
    }
    expect(() => loadConfig({ ...twilio, TWILIO_API_URL: 'ftp://twilio' }, cwd)).toThrow(/TWILIO_API_URL must be/);
  });

  it('refuses to start on a TRUST_PROXY it cannot read, rather than guess who the client is', () => {
    for (const value of ['yes', 'True', '-1', '1.5', '2 proxies', '100']) {
      expect(() => loadConfig({ TRUST_PROXY: value }, cwd)).toThrow(
        `TRUST_PROXY must be true, false or the number of proxies in front of the API (1 to 10), got "${value}"`,
      );
    }
  });

  it('puts the database under DATA_DIR and the public URL on PORT by default', () => {
    const config = loadConfig({ PORT: '4100', DATA_DIR: '/tmp/clinic-data' }, cwd);
    expect(config.databaseUrl).toBe('file:/tmp/clinic-data/clinic.db');
    expect(config.publicUrl).toBe('http://localhost:4100');
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ PORT: ' ', SMTP_URL: '', CORS_ORIGINS: ' ' }, cwd)).toMatchObject({
      port: 3000,
      smtpUrl: undefined,
      corsOrigins: [],
    });
  });

  it('listens on every interface outside production, on loopback in production, or on HOST', () => {
    expect(loadConfig({}, cwd).host).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example' }, cwd).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example', HOST: '0.0.0.0' }, cwd).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: ' ::1 ' }, cwd).host).toBe('::1');
    expect(loadConfig({ HOST: '' }, cwd).host).toBeUndefined();
  });

  it('seeds the demo clinic by default outside production, in production only with SEED_DEMO=true, and warns then', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example' };
    expect(loadConfig({}, cwd).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }, cwd).seedDemo).toBe(false);
    expect(loadConfig(production, cwd).seedDemo).toBe(false);
    for (const value of ['1', 'yes', 'TRUE', 'false']) expect(loadConfig({ ...production, SEED_DEMO: value }, cwd).seedDemo).toBe(false);
    expect(startupWarnings(loadConfig(production, cwd))).toEqual([]);
    expect(startupWarnings(loadConfig({}, cwd))).toEqual([]);
    const seeded = loadConfig({ ...production, SEED_DEMO: 'true' }, cwd);
    expect(seeded.seedDemo).toBe(true);
    expect(startupWarnings(seeded)).toEqual([expect.stringMatching(/^SEED_DEMO=true in production: .*demo-accounts\.json/)]);
  });

  it('refuses to start in production without SMTP_URL unless ALLOW_NO_SMTP=true, then warns', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, cwd)).toThrow(
      /^SMTP_URL is required when NODE_ENV=production: .*ALLOW_NO_SMTP=true/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_NO_SMTP: 'yes' }, cwd)).toThrow(/SMTP_URL is required/);
    expect(loadConfig({}, cwd).smtpUrl).toBeUndefined();
    const allowed = loadConfig({ NODE_ENV: 'production', ALLOW_NO_SMTP: 'true' }, cwd);
    expect(allowed.smtpUrl).toBeUndefined();
    expect(startupWarnings(allowed)).toEqual([expect.stringMatching(/^ALLOW_NO_SMTP=true: no e-mail is sent/)]);
  });

  it('throws a clear error for an invalid PORT', () => {
    expect(() => loadConfig({ PORT: 'abc' }, cwd)).toThrow('PORT must be a port number, got "abc"');
    expect(() => loadConfig({ PORT: '70000' }, cwd)).toThrow(/PORT/);
  });
});
