// What the patient portal costs on top of the shell (its budget: under 100 KB of JavaScript and
// CSS, compressed): a signed-in patient opens the portal in a fresh browser; everything the portal
// remote serves (its entry, its chunks and styles under /mf/portal/) is counted.
import { demoAccounts } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { giveOwnClientAddress } from '../support/public-site';

const budgetBytes = 100 * 1024;

test('a signed-in patient opening the portal loads under 100 KB of its JavaScript and CSS', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const address = await giveOwnClientAddress(page);
  const demo = await demoAccounts();
  const signIn = await context.request.post('/api/auth/patient/sign-in', {
    headers: { origin: baseURL as string, 'x-forwarded-for': address },
    data: { email: demo.patientEmail, password: demo.patientPassword },
  });
  expect(signIn.status()).toBe(200);

  const portalAssets: { url: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    const type = request.resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || !request.url().includes('/mf/portal/')) return;
    portalAssets.push({ url: request.url().replace(baseURL as string, ''), bytes: (await request.sizes()).responseBodySize });
  });
  await page.goto('/patient-portal', { waitUntil: 'networkidle' });
  await expect(page.getByText('Bonjour Camille')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = () => portalAssets.reduce((sum, asset) => sum + asset.bytes, 0);
  const opening = total();
  const openingFiles = portalAssets.length;

  // Then every tab and the invoice page, in the page already open: what a whole visit costs.
  for (const path of ['/patient-portal/paiements', '/patient-portal/documents', '/patient-portal/profil']) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await context.close();

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`Portail (JS + CSS du module portail, compressés) : ${kb(opening)} en ${openingFiles} fichiers à l'ouverture`);
  if (process.env.LIST_ASSETS) for (const asset of portalAssets) console.log(`${(asset.bytes / 1024).toFixed(1)} KB ${asset.url}`);
  console.log(`Portail, après les quatre onglets : ${kb(total())} en ${portalAssets.length} fichiers`);
  expect(openingFiles).toBeGreaterThan(0);
  expect(opening, JSON.stringify(portalAssets)).toBeLessThanOrEqual(budgetBytes);
  expect(total(), JSON.stringify(portalAssets)).toBeLessThanOrEqual(budgetBytes);
});
