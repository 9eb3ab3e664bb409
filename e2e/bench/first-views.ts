// What each first view costs on the wire, file by file, on the production build (`npm run build`
// first): the home page, the booking page, the portal's and the back-office's sign-in pages, each
// in a fresh browser (nothing cached), against their budgets, each file named with the libraries it
// holds (zod, TanStack Query, the QR code's uqr); then two visits going from one remote to another
// in one page (booking then portal, portal then back-office), counting how many files of each
// library came down: once when the remotes share it. `cd e2e && npx tsx bench/first-views.ts`.
// The prerendered `/` fetches its scripts at the visitor's first sign of use
// (api/src/platform/server/scripts-on-interaction.ts): it is measured before any interaction
// (goal ≤ 60 KB), then once used (the mouse moving over it) until React has taken it over.
import { type Browser, chromium, type Page } from '@playwright/test';
import { wireBytes } from './first-load';
import { startServer } from './server';

/** A library found in a file by a string its minified code keeps. */
const libraries = {
  zod: /\$ZodType|ZodError/,
  'query-core': /Missing queryFn/,
  'react-query': /No QueryClient set/,
  uqr: /uqr only supports encoding/,
} as const;
type Library = keyof typeof libraries;

interface Fetched {
  url: string;
  /** On the wire, as the browser took it (brotli). */
  bytes: number;
  libraries: Library[];
}

/** `used`: the visitor moves the mouse over the page (the prerendered `/` waits for it); the other views need nothing. */
const views: { label: string; path: string; budgetKb: number; used?: true }[] = [
  { label: 'Accueil avant toute interaction', path: '/', budgetKb: 60 },
  { label: 'Accueil une fois utilisée', path: '/', budgetKb: 110, used: true },
  { label: 'Réservation', path: '/booking', budgetKb: 130 },
  { label: 'Portail (connexion)', path: '/patient-portal/login', budgetKb: 170 },
  { label: 'Espace administrateur (connexion)', path: '/admin', budgetKb: 170 },
];

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Records every script and stylesheet `page` fetches, with its bytes and the libraries it holds.
 * Each file is read after the browser finished it: `settled()` waits for those still being read,
 * so a count taken then holds every file fetched so far.
 */
export function recordFiles(page: Page, baseUrl: string): { files: Fetched[]; settled(): Promise<void> } {
  const files: Fetched[] = [];
  const reading = new Set<Promise<void>>();
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const read = Promise.all([request.sizes(), request.response()]).then(async ([sizes, response]) => {
      const text = (await response?.text()) ?? '';
      files.push({
        url: request.url().replace(baseUrl, ''),
        bytes: sizes.responseBodySize,
        libraries: (Object.keys(libraries) as Library[]).filter((library) => libraries[library].test(text)),
      });
    });
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  return {
    files,
    settled: async () => {
      while (reading.size > 0) await Promise.all(reading);
    },
  };
}

/** The HTML's bytes, then each file, largest first, with the libraries it holds. */
export function printFiles(htmlBytes: number, files: readonly Fetched[]) {
  console.log(`${kb(htmlBytes).padStart(9)}  HTML`);
  for (const file of [...files].sort((a, b) => b.bytes - a.bytes))
    console.log(`${kb(file.bytes).padStart(9)}  ${file.url}${file.libraries.length > 0 ? `  [${file.libraries.join(', ')}]` : ''}`);
}

async function settled(page: Page, url: string, options: { used?: boolean } = {}) {
  await page.goto(url, { waitUntil: 'networkidle' });
  // The prerendered home page stays as the server sent it until the visitor's first sign of use:
  // the mouse moving over the page, away from any control.
  if (new URL(url).pathname === '/') {
    if (!options.used) return;
    await page.mouse.move(2, 2);
  }
  await page.locator('#root:not([data-prerendered])').waitFor();
  await page.waitForLoadState('networkidle');
}

async function firstView(browser: Browser, baseUrl: string, path: string, used: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const recorded = recordFiles(page, baseUrl);
  await settled(page, `${baseUrl}${path}`, { used });
  await recorded.settled();
  await context.close();
  const { files } = recorded;
  const htmlBytes = await wireBytes(`${baseUrl}${path}`, 'gzip, deflate, br, zstd');
  return { files, htmlBytes, total: htmlBytes + files.reduce((sum, file) => sum + file.bytes, 0) };
}

/** Two views one after the other in one page, as the site's links take a visitor from one to the other. */
const visits: [string, string][] = [
  ['/booking', '/patient-portal/login'],
  ['/patient-portal/login', '/admin'],
];

/**
 * `from`, then `to` through the shell's router (the page is not loaded again: the remotes share
 * it), and how many distinct files of each library came down.
 */
async function visit(browser: Browser, baseUrl: string, from: string, to: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const recorded = recordFiles(page, baseUrl);
  await settled(page, `${baseUrl}${from}`);
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await page.getByRole('button', { name: 'Se connecter' }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await recorded.settled();
  await context.close();
  const { files } = recorded;
  console.log(`\nUne visite : ${from} puis ${to} sans recharger la page — fichiers distincts téléchargés par bibliothèque :`);
  for (const library of Object.keys(libraries) as Library[]) {
    const holding = [...new Map(files.filter((file) => file.libraries.includes(library)).map((file) => [file.url, file])).values()];
    console.log(
      `${library.padEnd(12)} ${String(holding.length).padStart(2)} fichier(s), ${kb(holding.reduce((sum, file) => sum + file.bytes, 0)).padStart(8)}  ${holding.map((file) => file.url).join(' ')}`,
    );
  }
}

export async function benchFirstViews() {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const over: string[] = [];
    for (const view of views) {
      const { files, htmlBytes, total } = await firstView(browser, server.url, view.path, view.used === true);
      console.log(`\n${view.label} (${view.path}) : ${kb(total)} sur le fil en brotli, HTML compris (budget ≤ ${view.budgetKb} KB)`);
      printFiles(htmlBytes, files);
      if (total > view.budgetKb * 1024) over.push(view.label);
    }
    for (const [from, to] of visits) await visit(browser, server.url, from, to);
    console.log(over.length === 0 ? '\nBudgets : tous tenus.' : `\nBudgets dépassés : ${over.join(', ')}.`);
    return over;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if ((await benchFirstViews()).length > 0) process.exitCode = 1;
}
