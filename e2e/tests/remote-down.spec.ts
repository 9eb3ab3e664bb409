// A remote that cannot be loaded degrades only its own routes.
import { clinicName, expect, test } from '../support/fixtures';

test.use({
  allowConsoleErrors: /Failed to load resource|ERR_FAILED|RUNTIME-\d+|manifest|mf-manifest|Federation/i,
});

test('the portal down shows a French fallback with retry, the rest keeps working', async ({ page, request }) => {
  const name = await clinicName(request);
  await page.route('**/mf/portal/mf-manifest.json', (route) => route.abort());

  await page.goto('/patient-portal/login');
  const fallback = page.getByRole('alert');
  await expect(fallback.getByRole('heading', { name: 'Cette section est momentanément indisponible' })).toBeVisible();
  await expect(fallback.getByRole('heading')).toBeFocused();
  // The shell frame around it still works: the breadcrumb leads to the public site.
  await page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Accueil' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The admin remote is unaffected.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion Admin' })).toBeVisible();

  // Once the portal is reachable again, "Réessayer" loads it without a page reload.
  await page.goto('/patient-portal/login');
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await page.unroute('**/mf/portal/mf-manifest.json');
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion Patient' })).toBeVisible();
});

test('the public remote down leaves the admin and the portal working', async ({ page }) => {
  await page.route('**/mf/public/**', (route) => route.abort());
  await page.goto('/booking');
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Cette section est momentanément indisponible' })).toBeVisible();
  await page.goto('/patient-portal/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion Patient' })).toBeVisible();
});
