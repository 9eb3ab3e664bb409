// The shell routes every path of the spec's table to the remote that owns it.
import { clinicName, expect, test } from '../support/fixtures';
import { giveOwnClientAddress, startUsing } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';

test('the home page is in the first HTML response, then the app takes over', async ({ page, request }) => {
  const name = await clinicName(request);
  const html = await (await request.get('/')).text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>.*${name}.*</h1>`, 's'));
  expect(html).toContain('lang="fr-CA"');

  // Keep the heading the server sent, to see whether React adopts it or builds another.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading = document.querySelector('#root main h1');
    }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // No script before the visitor's first sign of use; then the shell drops the prerendered marker
  // once React has taken the page over.
  await startUsing(page);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('#root main h1')).toContainText(name);
  // Hydrated, not rebuilt: the server's nodes are the ones on screen (and a mismatch would have
  // logged an error, which fails every test here).
  expect(await page.evaluate(() => (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading?.isConnected)).toBe(
    true,
  );
  await expect(page.locator('#contact').getByRole('link', { name: /555-0142/ })).toHaveAttribute('href', /^tel:/);
});

test('the patient login belongs to the portal remote, with its breadcrumb', async ({ page }) => {
  await page.goto('/patient-portal/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion Patient' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: "Fil d'Ariane" });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Accueil', 'Portail Patient', 'Connexion Patient']);
  await expect(breadcrumb.getByText('Connexion Patient')).toHaveAttribute('aria-current', 'page');
});

test('navigation between remotes stays in the page (client-side routing)', async ({ page, request }) => {
  const name = await clinicName(request);
  await page.goto('/patient-portal/login');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Accueil' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion Patient' })).toBeVisible();
});

test('the admin entry shows the admin login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion Admin' })).toBeVisible();
  await expect(page.getByText('Accès administrateur sécurisé')).toBeVisible();
  await page.goto('/admin/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Inscription Admin' })).toBeVisible();
});

test.describe('without a session', () => {
  // The browser logs the server's 401 answers; they are the expected outcome here.
  test.use({ allowConsoleErrors: /status of 40[13]/ });

  test('protected pages send a visitor to the matching login', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion Admin' })).toBeVisible();

    await page.goto('/patient-portal');
    await expect(page).toHaveURL(/\/patient-portal\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion Patient' })).toBeVisible();
  });
});

test('an unknown path shows the public home page', async ({ page, request }) => {
  const name = await clinicName(request);
  await page.goto('/cette/page/nexiste/pas');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveCount(0);

  await page.goto('/booking/inconnu');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('listitem')).toHaveText([
    'Accueil',
    'Réservation en ligne',
  ]);
});

test.describe('an unknown address of the back-office', () => {
  // The visitor's first look asks who she is (401) before the sign-in page.
  test.use({ allowConsoleErrors: /status of 401/ });

  test('says « Page introuvable » in the frame, never the public site', async ({ page, baseURL }) => {
    // A visitor is asked to sign in first, as for any page of the back-office.
    await page.goto('/admin/facturation-inconnue');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion Admin' })).toBeVisible();

    const address = await giveOwnClientAddress(page);
    await signedInStaffMember(page, baseURL as string, address);
    await page.goto('/admin/facturation-inconnue');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await page.getByRole('link', { name: 'Retour à Ma Journée' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Ma Journée/ })).toBeVisible();
  });
});

test('one React instance serves the shell and every remote', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion Admin' })).toBeVisible();
  await page.goto('/');
  await startUsing(page);
  await page.locator('#root:not([data-prerendered]) main h1').waitFor();
  // The federation runtime keeps one shared-scope entry per package; React must be loaded once.
  const reactVersionsLoaded = await page.evaluate(() => {
    const federation = (
      window as unknown as {
        __FEDERATION__?: {
          __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; loading?: unknown }>>>>;
        };
      }
    ).__FEDERATION__;
    const loaded: string[] = [];
    for (const host of Object.values(federation?.__SHARE__ ?? {})) {
      for (const scope of Object.values(host)) {
        for (const [version, entry] of Object.entries(scope.react ?? {})) if (entry.loaded) loaded.push(version);
      }
    }
    return [...new Set(loaded)];
  });
  expect(reactVersionsLoaded).toHaveLength(1);
});
