// axe finds no violation on the public pages and the open appointment request.
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openHome, startUsing } from '../support/public-site';

for (const path of ['/', '/booking', '/waitlist', '/confidentialite', '/admin', '/admin/signup', '/patient-portal/login']) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    await startUsing(page);
    // The page itself, not a loading placeholder: its heading is there.
    await page.locator('#root:not([data-prerendered]) main h1').first().waitFor();
    await expectNoAxeViolations(page);
  });
}

test('axe: the open appointment request and the appointment-management dialog', async ({ page, isMobile }) => {
  await openHome(page);
  await page.locator('#accueil').getByRole('button', { name: 'Prendre rendez-vous' }).click();
  const request = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
  await request.getByLabel(/Nom complet/).waitFor();
  // The dialog with its validation messages showing, as a visitor who submitted too early sees it.
  await request.getByRole('button', { name: /Envoyer/ }).click();
  await expect(request.getByText('Veuillez remplir le champ « Nom complet »')).toBeVisible();
  await expectNoAxeViolations(page, 'dialog[open]');
  await page.keyboard.press('Escape');
  await expect(request).toBeHidden();

  if (isMobile) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Menu du site' }).getByRole('button', { name: 'Modifier mon RDV' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Réserver' }).click();
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Modifier mon RDV' }).click();
  }
  await page.getByRole('dialog', { name: 'Modifier mon rendez-vous' }).waitFor();
  await expectNoAxeViolations(page, 'dialog[open]');
});
