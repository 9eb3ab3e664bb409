// What the back-office costs on top of the shell (report it per view): a staff member
// signed in opens Ma Journée in a fresh browser, then each daily view in the page already open;
// everything the admin remote serves (its entry, chunks and styles under /mf/admin/) is counted,
// and what each view adds is printed. axe runs on each view and on the overlays not visited by the
// day's end-to-end test.
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { giveOwnClientAddress } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';

/** Each view's name and path; its page heading is the name. */
const views = [
  ['Demandes', '/admin/requests'],
  ['Calendrier', '/admin/calendar'],
  ['Rendez-vous', '/admin/appointments'],
  ['Patients', '/admin/patients'],
  ["Liste d'attente", '/admin/waitlist'],
  ['Re-réservation', '/admin/rebooking'],
  ['Facturation', '/admin/billing'],
  ['Paiements', '/admin/payments'],
] as const;

test('the back-office loads little on top of the shell, view by view, and each view passes axe', async ({ browser, baseURL }) => {
  // Nine views, each waited for and audited by axe: over 90 s when the suite's other tests load the
  // machine, over 4 minutes at a load average of 30 on 2 cores. The figures are sizes, not times.
  test.setTimeout(480_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address);

  const assets: { url: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    const type = request.resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || !request.url().includes('/mf/admin/')) return;
    assets.push({ url: request.url(), bytes: (await request.sizes()).responseBodySize });
  });
  const total = () => assets.reduce((sum, asset) => sum + asset.bytes, 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

  await page.goto('/admin/dashboard', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Ma Journée' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const lines = [`Ma Journée (ouverture) : ${kb(total())} en ${assets.length} fichiers`];
  await expectNoAxeViolations(page);

  for (const [name, path] of views) {
    const before = total();
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    // This view's own heading (not the previous one's, still there for an instant), then its data.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).toBeVisible();
    lines.push(`+ ${name} : ${kb(total() - before)}`);
    await expectNoAxeViolations(page);
  }

  // The shortcut help, opened by '?' outside any field.
  await page.locator('main h1').click();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'dialog[open]');
  await page.keyboard.press('Escape');
  await context.close();

  lines.push(`Back-office, toutes ces vues : ${kb(total())} en ${assets.length} fichiers`);
  console.log(lines.join('\n'));
  expect(assets.length).toBeGreaterThan(0);
});

test('the back-office overlays not walked by the day’s test pass axe too, opened by keyboard', async ({ page, baseURL }) => {
  // Eight axe runs: 40 s alone, over 3 minutes at a load average of 30 on 2 cores.
  test.setTimeout(360_000);
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address);
  /** Focuses the button and presses Enter: the overlay opens by keyboard. */
  const openWithKeyboard = async (name: string) => {
    await page.getByRole('button', { name, exact: true }).first().focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('dialog[open]')).toBeVisible();
    await expectNoAxeViolations(page, 'dialog[open]');
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  };

  await page.goto('/admin/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendrier' })).toBeVisible();
  await openWithKeyboard('Bloquer une période');

  await page.goto('/admin/patients');
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
  await openWithKeyboard('Nouveau patient');
  // The demo's portal patient: her file, then the merge dialog.
  await page
    .getByRole('link', { name: /Gagnon/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Gagnon/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await openWithKeyboard('Fusionner avec un autre dossier');

  await page.goto('/admin/rebooking');
  await expect(page.getByRole('heading', { level: 1, name: 'Re-réservation' })).toBeVisible();
  await openWithKeyboard('Nouvelle demande');
});
