// The screens to look at without starting the product: the portal's and the staff's
// sign-in pages, the portal's « Paiements » tab, its add-card dialog and the questionnaire waiting
// for the demo's Camille, her file in the back-office and the week calendar, each at 1280 × 800 and
// 390 × 844 (a phone), saved as PNGs in docs/screens/ (`<screen>-<width>.png`).
// `cd e2e && npx tsx bench/screens.ts` (after a build) starts a server of its own on a fresh demo
// clinic, takes them in the system Chromium and prints each file with its size.
import { randomInt } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContextOptions, chromium, devices, expect, type Page } from '@playwright/test';
import { queryClinicDatabase } from '../support/clinic-database';
import { signedInStaffMember } from '../support/staff';
import { startServer } from './server';

const folder = fileURLToPath(new URL('../../docs/screens/', import.meta.url));
/** A long page (the patient file, the payments, the week) is kept to its first 3,000 px so the repository stays small. */
const maxHeight = 3000;

interface Viewport {
  width: number;
  options: BrowserContextOptions;
}

const viewports: Viewport[] = [
  { width: 1280, options: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
  {
    width: 390,
    options: {
      ...devices['Pixel 7'],
      viewport: { width: 390, height: 844 },
      screen: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
    },
  },
];

const written: string[] = [];
const failed: string[] = [];
const browserErrors = new WeakMap<Page, string[]>();

/** Fonts loaded, no « Chargement… » left, no request in flight; an error screen fails the shot. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('.ui-loading, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(/^Chargement/)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Une erreur est survenue' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

const fileOf = (screen: string, width: number) => join(folder, `${screen}-${width}.png`);

/**
 * Reaches one screen with `reach` and saves it: the viewport as shown, or with `full` the whole
 * page cut at `maxHeight`. A screen that cannot be reached is reported, its old file removed (a
 * picture of another build would mislead), and the others are still taken.
 */
async function shoot(page: Page, screen: string, width: number, reach: () => Promise<void>, options: { full?: boolean } = {}) {
  const path = fileOf(screen, width);
  try {
    await reach();
    await settle(page);
    const shot = { path, animations: 'disabled', caret: 'hide', scale: 'css' } as const;
    if (options.full) {
      // The window made as tall as the page (up to the cap), so the sidebar and anything sized to
      // the window are drawn as they would be on a screen that tall; then back to the device's.
      const viewport = page.viewportSize() as { width: number; height: number };
      const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
      try {
        await page.setViewportSize({ width: viewport.width, height: Math.min(await pageHeight(), maxHeight) });
        await page.setViewportSize({ width: viewport.width, height: Math.min(await pageHeight(), maxHeight) });
        await settle(page);
        await page.screenshot(shot);
      } finally {
        await page.setViewportSize(viewport);
      }
    } else {
      await page.screenshot(shot);
    }
    written.push(path);
  } catch (error) {
    rmSync(path, { force: true });
    failed.push(`${screen}-${width}.png`);
    const message = error instanceof Error ? (error.message.split('\n').find((line) => line.trim()) ?? error.message) : String(error);
    console.error(`\n${screen}-${width}.png : écran non atteint (${page.url()}) : ${message}`);
    const errors = browserErrors.get(page) ?? [];
    if (errors.length > 0) console.error(`  erreurs du navigateur :\n  ${errors.slice(-3).join('\n  ')}`);
  }
  browserErrors.set(page, []);
}

async function newPage(browser: Browser, url: string, viewport: Viewport): Promise<{ page: Page; address: string }> {
  const context = await browser.newContext({
    ...viewport.options,
    baseURL: url,
    locale: 'fr-CA',
    timezoneId: 'America/Toronto',
    reducedMotion: 'reduce',
  });
  // The server rate-limits anonymous posts per client address and trusts X-Forwarded-For here.
  const address = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  const page = await context.newPage();
  // What the page threw, first line only, to say why a screen was not reached.
  browserErrors.set(page, []);
  page.on('pageerror', (error) => browserErrors.get(page)?.push(error.message.split('\n')[0] ?? ''));
  page.on('console', (entry) => {
    if (entry.type() === 'error') browserErrors.get(page)?.push(entry.text().split('\n')[0] ?? '');
  });
  return { page, address };
}

/** Closes the dialog open on the page, if one is. */
async function closeDialog(page: Page): Promise<void> {
  const open = page.locator('dialog[open]');
  if ((await open.count()) === 0) return;
  await page.keyboard.press('Escape');
  await expect(open).toHaveCount(0);
}

async function signInPages(browser: Browser, url: string, viewport: Viewport): Promise<void> {
  const { page } = await newPage(browser, url, viewport);
  await shoot(page, 'patient-login', viewport.width, async () => {
    await page.goto('/patient-portal/login');
    await expect(page.getByRole('tab', { name: 'Lien magique' })).toBeVisible();
  });
  await shoot(page, 'staff-login', viewport.width, async () => {
    await page.goto('/admin');
    await expect(page.getByLabel(/^Mot de passe/).first()).toBeVisible();
  });
  await page.context().close();
}

/**
 * The demo's Camille (ten paid visits, a declined payment, an overdue invoice, a questionnaire
 * waiting), signed in with the password her demo clinic was seeded with, through the API: the
 * screens below are the portal's, not its sign-in (which has a picture of its own).
 */
async function portalScreens(browser: Browser, url: string, dataDir: string, viewport: Viewport): Promise<void> {
  const { page, address } = await newPage(browser, url, viewport);
  const accounts = JSON.parse(readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8')) as {
    patientEmail: string;
    patientPassword: string;
  };
  const signIn = await page.request.post('/api/auth/patient/sign-in', {
    headers: { origin: url, 'x-forwarded-for': address },
    data: { email: accounts.patientEmail, password: accounts.patientPassword },
  });
  if (!signIn.ok()) throw new Error(`connexion de la patiente refusée : ${signIn.status()}`);

  // The questionnaire the demo left waiting, opened from « Rendez-vous » and closed unanswered.
  await shoot(page, 'questionnaire', viewport.width, async () => {
    await page.goto('/patient-portal/rendez-vous');
    await page
      .getByRole('region', { name: 'Questionnaires à remplir' })
      .getByRole('button', { name: /Remplir/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Envoyer mes réponses' })).toBeVisible();
  });
  await closeDialog(page);

  await shoot(
    page,
    'portal-payments',
    viewport.width,
    async () => {
      await page.goto('/patient-portal/paiements');
      await expect(page.getByRole('table', { name: /Vos transactions/ })).toBeVisible();
    },
    { full: true },
  );

  await shoot(page, 'add-card', viewport.width, async () => {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.getByRole('button', { name: 'Ajouter une carte' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Ajouter une carte' }).getByLabel(/^Numéro de carte/)).toBeVisible();
  });
  await closeDialog(page);
  await page.context().close();
}

/** A staff member of the script's own (admin), who sees the demo clinic's data. */
async function staffScreens(browser: Browser, url: string, dataDir: string, camilleId: string, viewport: Viewport): Promise<void> {
  const { page, address } = await newPage(browser, url, viewport);
  await signedInStaffMember(page, url, address, 'admin', dataDir);

  await shoot(
    page,
    'patient-file',
    viewport.width,
    async () => {
      await page.goto(`/admin/patients/${camilleId}`);
      await expect(page.getByRole('heading', { level: 1, name: /Camille Gagnon/ })).toBeVisible();
    },
    { full: true },
  );

  await shoot(
    page,
    'week-calendar',
    viewport.width,
    async () => {
      await page.goto('/admin/calendar?vue=semaine');
      await expect(page.getByRole('heading', { level: 1, name: 'Calendrier' })).toBeVisible();
    },
    { full: true },
  );
  await page.context().close();
}

const server = await startServer({ TRUST_PROXY: 'true' }, { withMailbox: true });
let browser: Browser | undefined;
const stop = async () => {
  await browser?.close().catch(() => undefined);
  await server.stop();
};
process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
try {
  mkdirSync(folder, { recursive: true });
  browser = await chromium.launch({
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
  });
  const [camille] = await queryClinicDatabase(
    server.dataDir,
    "select id from patients where first_name = 'Camille' and last_name = 'Gagnon' limit 1",
  );
  if (!camille) throw new Error('the demo clinic has no Camille Gagnon');
  for (const viewport of viewports) {
    await signInPages(browser, server.url, viewport);
    await portalScreens(browser, server.url, server.dataDir, viewport);
    await staffScreens(browser, server.url, server.dataDir, String(camille.id), viewport);
  }
  let total = 0;
  console.log(`\nÉcrans enregistrés dans ${folder} :`);
  for (const path of written) {
    const { size } = statSync(path);
    total += size;
    console.log(`  ${path.slice(folder.length).padEnd(26)} ${(size / 1024).toFixed(1).padStart(7)} Ko`);
  }
  console.log(`  ${'total'.padEnd(26)} ${(total / 1024).toFixed(1).padStart(7)} Ko`);
  if (failed.length > 0) {
    console.error(`\nÉcrans non atteints (fichier retiré) : ${failed.join(', ')}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stop();
}
