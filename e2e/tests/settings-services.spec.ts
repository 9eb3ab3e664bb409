// « Paramètres › Services » end to end: the clinic's administrator adds a
// service with a deposit and an exempt tax code; the booking page offers it at once with its price
// and deposit; deactivated, it is no longer offered.
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { giveOwnClientAddress } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';

test('a service added with a deposit is offered on /booking with its price and deposit, and withdrawn once deactivated', async ({
  page,
  baseURL,
}) => {
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address, 'admin');
  // Each project adds its own: the two run against one clinic.
  const name = `Massothérapie (${test.info().project.name})`;

  await page.goto('/admin/settings?section=services');
  await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible();
  await page.getByRole('button', { name: 'Nouveau service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau service' });
  await dialog.getByLabel(/^Nom/).fill(name);
  await dialog.getByLabel(/^Prix/).fill('85,00');
  await dialog.getByLabel(/^Durée/).fill('45');
  await dialog.getByLabel(/^Taxes/).selectOption({ label: 'Soins exonérés' });
  await dialog.getByLabel('Dépôt exigé à la réservation').check();
  await dialog.getByLabel(/^Montant du dépôt/).fill('20');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Créer le service' }).click();
  await expect(page.getByText(`Service créé : ${name}`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/booking');
  await expect(page.getByRole('heading', { name: 'Choisissez un service' })).toBeVisible();
  const offered = page.getByRole('button', { name: new RegExp(name.replace(/[()]/g, '\\$&')) });
  await expect(offered).toContainText('85,00 $');
  await expect(offered).toContainText('Dépôt requis : 20,00 $');

  await page.goto('/admin/settings?section=services');
  await page.getByRole('button', { name: `Désactiver le service ${name}` }).click();
  await expect(page.getByText(`Service désactivé : ${name}`)).toBeVisible();
  await page.goto('/booking');
  await expect(page.getByRole('heading', { name: 'Choisissez un service' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Suivi chiropratique/ })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
});
