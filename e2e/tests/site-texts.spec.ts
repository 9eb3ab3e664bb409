// The home page's texts as the clinic writes them, on a server of its own (a publication changes
// the whole site, which the suite's other tests read): the administrator edits the hero's line,
// previews it (the site does not change), publishes it (`/` says it), then restores the version
// before (`/` says the earlier words again). The demo's closed Saturday reads « fermé » in the hours.
import { startServer } from '../bench/server';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { giveOwnClientAddress, openHome } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';

test.describe.configure({ mode: 'default' });

let server: Awaited<ReturnType<typeof startServer>> | undefined;

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixtures from the first parameter, which must be a destructuring pattern.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(200_000);
  server = await startServer({ TRUST_PROXY: 'true' });
});

test.afterAll(async () => {
  await server?.stop();
  server = undefined;
});

const originalFocus = "Des soins doux pour toute la famille, de la grossesse à l'enfance";
const newFocus = 'Des soins tout en douceur pour les tout-petits';

test('a home-page text is edited, previewed, published (seen on /) and restored; a closed Saturday reads « fermé »', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  if (!server) throw new Error('the site texts server is not running');
  const { launchOptions: _launch, ...device } = test.info().project.use as Record<string, unknown>;
  const context = await browser.newContext({ ...device, baseURL: server.url });
  const page = await context.newPage();
  try {
    await signedInStaffMember(page, server.url, await giveOwnClientAddress(page), 'admin', server.dataDir);
    const heroTitle = page.getByRole('heading', { level: 1 });

    await openHome(page);
    await expect(heroTitle).toContainText(originalFocus);
    // The demo's hours leave Saturday closed: the site says so, with Sunday.
    await expect(
      page
        .getByRole('list', { name: "Heures d'ouverture" })
        .getByRole('listitem')
        .filter({ hasText: /^Samedi/ }),
    ).toHaveText(/^Samedi( et dimanche)? : fermé$/);

    await page.goto('/admin/settings?section=textes-site');
    const hero = page.getByRole('group', { name: 'Bannière d’accueil' });
    await hero.getByLabel(/^Phrase d’accroche/).fill(`${newFocus}<script>alert(1)</script>`);
    await page.getByRole('button', { name: 'Aperçu' }).click();
    const preview = page.getByRole('region', { name: 'Aperçu de la page d’accueil (non publié)' });
    await expect(preview.getByRole('heading', { name: newFocus, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // Previewed, not published: the site still says its words.
    const site = await context.newPage();
    await openHome(site);
    await expect(site.getByRole('heading', { level: 1 })).toContainText(originalFocus);

    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Textes publiés (version 3) : Bannière d’accueil' })).toBeVisible();
    await openHome(site);
    await expect(site.getByRole('heading', { level: 1 })).toContainText(newFocus);
    await expect(site.getByRole('heading', { level: 1 })).not.toContainText('<script>');

    const versions = page.getByRole('list', { name: 'Versions publiées' });
    await versions.getByRole('button', { name: 'Rétablir la version 2' }).click();
    // Asked first: the texts online change at once.
    await page.getByRole('dialog', { name: 'Rétablir la version 2?' }).getByRole('button', { name: 'Rétablir', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Version 2 rétablie (version 4)' })).toBeVisible();
    await openHome(site);
    await expect(site.getByRole('heading', { level: 1 })).toContainText(originalFocus);
  } finally {
    await context.close();
  }
});
