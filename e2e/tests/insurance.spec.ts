// « Assurances » as the desk uses it, on the demo clinic's paid visits: the list of a year's paid
// visits with their receipts, a receipt's PDF read back field by field (every field insurers ask
// for), its second print saying DUPLICATA with the original's number; axe clean at desktop and
// phone widths.
import { pdfText } from 'api/testing/pdf-text';
import { expectNoAxeViolations } from '../support/axe';
import { clinicDay, clinicToday } from '../support/clinic-days';
import { expect, test } from '../support/fixtures';
import { giveOwnClientAddress } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';

test('a paid visit’s receipt from « Assurances » has every field, and its second print says DUPLICATA', async ({ page, baseURL }) => {
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address, 'admin');
  await page.goto(`/admin/insurance?du=${clinicDay(-365)}&au=${clinicToday()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Assurances' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Visites payées et leurs reçus pour assurance' });
  await expect(table).toBeVisible();
  await expect(table.getByText('À émettre').first()).toBeVisible();
  await expect(table.getByText(/Duplicata/).first()).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // A receipt still to issue: its first print is the original, its second a DUPLICATA.
  const row = table.getByRole('row').filter({ hasText: 'À émettre' }).first();
  const href = await row.getByRole('link', { name: /^Reçu \(PDF\)/ }).getAttribute('href');
  const first = await page.request.get(href as string);
  expect(first.status()).toBe(200);
  const original = pdfText(Buffer.from(await first.body())).replace(/\n/g, '');
  const number = /N° du reçu(R-\d{5})/.exec(original)?.[1];
  expect(number).toBeDefined();
  for (const field of [
    "Reçu pour fins d'assurance",
    'Date du reçu',
    'Date du service',
    'Patient',
    'Service',
    'D.C., chiropraticienne',
    'N° de permis OCQ',
    'Clinique',
    'Adresse',
    'Téléphone',
    'Remboursable',
    'Montant payé',
    'Mode de paiement',
    'Payé en totalité — solde 0,00 $',
  ]) {
    expect(original, field).toContain(field);
  }
  expect(original).not.toContain('DUPLICATA');

  // The print page: the second print, a DUPLICATA naming the original's number.
  await row.getByRole('link', { name: /^Imprimer/ }).click();
  const receipt = page.getByRole('article', { name: `Reçu pour fins d'assurance ${number}` });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByText(new RegExp(`^DUPLICATA — réimprimé le .* ; original n° ${number} du `))).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  const again = pdfText(Buffer.from(await (await page.request.get(href as string)).body())).replace(/\n/g, '');
  expect(again).toContain(`original n° ${number}`);
});
