// What the back-office costs on the wire after sign-in, on the production build (`npm run build`
// first): its first view (« Ma Journée », scripts, styles and the page's HTML), then each view of
// the sidebar opened in turn through the shell's router, as staff move from one to the next, each
// with the scripts and styles it adds (budgets: first view ≤ 170 KB, each view after it ≤ 40 KB
// more). The data each view reads is not counted: it is the clinic's, not the code's.
// `cd e2e && npx tsx bench/back-office-views.ts`.
import { chromium, type Page } from '@playwright/test';
import { signedInStaffMember } from '../support/staff';
import { wireBytes } from './first-load';
import { kb, printFiles, recordFiles } from './first-views';
import { startServer } from './server';

const budgets = { firstKb: 170, nextKb: 40 } as const;

/** The sidebar's back-office addresses, in its order. */
async function sidebarViews(page: Page): Promise<{ name: string; path: string }[]> {
  const links = page.getByRole('navigation').first().locator('a[href^="/admin/"]');
  const found = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => ({ name: (anchor.textContent ?? '').trim(), path: anchor.getAttribute('href') ?? '' })),
  );
  return [...new Map(found.map((view) => [view.path, view])).values()];
}

/**
 * Opens `path` through the shell's router (no page load) and waits until it has drawn a heading of
 * its own (not the view before's) and stopped fetching.
 */
async function openInPage(page: Page, path: string) {
  const before = await page.locator('h1').first().textContent();
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((previous) => {
    const heading = document.querySelector('h1');
    return heading !== null && heading.textContent !== previous;
  }, before);
  await page.waitForLoadState('networkidle');
}

export async function benchBackOfficeViews(): Promise<string[]> {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const over: string[] = [];
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signedInStaffMember(page, server.url, '198.51.100.40', 'admin', server.dataDir);
    const recorded = recordFiles(page, server.url);
    const { files } = recorded;
    await page.goto('/admin/dashboard', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Ma Journée' }).waitFor();
    await recorded.settled();
    const html = await wireBytes(`${server.url}/admin/dashboard`, 'gzip, deflate, br, zstd');
    const first = html + files.reduce((sum, file) => sum + file.bytes, 0);
    console.log(
      `Ma Journée, première vue après la connexion : ${kb(first)} sur le fil en brotli, HTML compris (budget ≤ ${budgets.firstKb} KB)`,
    );
    printFiles(html, files);
    if (first > budgets.firstKb * 1024) over.push('Ma Journée');

    console.log(`\nChaque vue ouverte ensuite depuis le menu : scripts et styles ajoutés (budget ≤ ${budgets.nextKb} KB chacune)`);
    for (const view of await sidebarViews(page)) {
      if (view.path === '/admin/dashboard') continue;
      const before = files.length;
      await openInPage(page, view.path);
      await recorded.settled();
      const added = files.slice(before);
      const bytes = added.reduce((sum, file) => sum + file.bytes, 0);
      const mark = bytes > budgets.nextKb * 1024 ? ' !' : '';
      console.log(`${kb(bytes).padStart(9)}  ${view.name} (${view.path}), ${added.length} fichier(s)${mark}`);
      if (mark) over.push(view.name);
    }
    await context.close();
    console.log(over.length === 0 ? '\nBudgets : tous tenus.' : `\nBudgets dépassés : ${over.join(', ')}.`);
    return over;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if ((await benchBackOfficeViews()).length > 0) process.exitCode = 1;
}
