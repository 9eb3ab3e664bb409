// End-to-end tests against the production build served all-in-one, in the system Chromium
// (browsers are never downloaded). The server gets a fresh data folder on every run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { adminInvitationCode } from './support/accounts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3210);
// Workers load this file again; the environment carries the folder chosen by the first load.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'clinic-e2e-'));

const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  // How long a journey and one expectation may wait: a test fails on what the page shows, never on
  // how busy the machine is (two workers, two browsers and the server share 2 cores with whatever
  // else runs; journeys of eight axe runs or two signed-in staff members took 40 s alone and over
  // 2 minutes beside other work while every answer was right). A failing expectation still reports
  // within its own wait; the longest journeys set more.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-CA',
    timezoneId: 'America/Toronto',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'ordinateur', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'téléphone',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      // The phone runs what its layout and touch change: the public site's menu, sticky bar,
      // dialogs and booking steps, the pages' accessibility at its width, the week calendar and
      // « Paiements » within the screen, the clinical note's Alt+S shortcut. A journey whose phone
      // version would check the same server behaviour again runs once, on the desktop (tagged
      // @une-fois in the files below; every other file is not run here).
      testMatch: [
        'accessibility.spec.ts',
        'back-office.spec.ts',
        'clinical-record.spec.ts',
        'full-mode.spec.ts',
        'money-day.spec.ts',
        'online-booking.spec.ts',
        'portal.spec.ts',
        'public-header.spec.ts',
        'sticky-bar.spec.ts',
      ],
      grepInvert: /@une-fois/,
    },
    // Whole-page audits run once, in their own browser, after the rest so the machine is quiet;
    // a Lighthouse run that errors out under load (scores missing) gets one more try.
    { name: 'audits', testDir: './audits', dependencies: ['ordinateur', 'téléphone'], retries: 1 },
  ],
  webServer: {
    command: `${join(root, 'api/node_modules/.bin/tsx')} ${join(root, 'api/src/testing/serve-with-mailbox.ts')}`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // Compiling the API and seeding the demo clinic takes over a minute on a busy machine.
    timeout: 180_000,
    // Each test names its own client address (X-Forwarded-For) so rate limits apply per test.
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Logged to <DATA_DIR>/server.log (serve-with-mailbox.ts), which tests may read.
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      ADMIN_INVITATION_CODE: adminInvitationCode,
      // Reminders looked for every 2 s, so a test sees the job send one.
      REMINDER_CHECK_SECONDS: '2',
      // Expired waitlist invitations pass on to the next person within 2 s.
      WAITLIST_CHECK_SECONDS: '2',
    },
  },
});
