// « Relevé annuel des frais de soins » and « Rapport de taxes » on the demo clinic: Camille (the
// demo patient, who came and paid last year) downloads last year's statement from the portal's
// « Documents », read back field by field (what she paid, and the payers' part apart — no payer
// pays the clinic yet, so it reads 0,00 $); the admin opens the quarter's tax report, whose taxable
// sales show the GST and QST of the desk's pillows; axe clean on both at desktop and phone widths.
import { pdfText } from 'api/testing/pdf-text';
import { demoAccounts } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { giveOwnClientAddress } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';

const lastYear = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric' }).format(new Date())) - 1;

test('the demo patient downloads last year’s statement of care expenses from « Documents »', async ({ page }) => {
  await giveOwnClientAddress(page);
  const demo = await demoAccounts();
  await page.goto('/patient-portal/login');
  await page.getByRole('tab', { name: 'Mot de passe' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Courriel').fill(demo.patientEmail);
  await panel.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(demo.patientPassword);
  await panel.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/patient-portal\/rendez-vous$/);

  await page.goto('/patient-portal/documents');
  const statements = page.getByRole('region', { name: 'Relevés annuels des frais de soins' });
  await expect(statements.getByRole('heading', { name: `Relevé ${lastYear}` })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  const href = await statements.getByRole('link', { name: `Télécharger le relevé (PDF) ${lastYear}` }).getAttribute('href');
  const response = await page.request.get(href as string);
  expect(response.status()).toBe(200);
  const text = pdfText(Buffer.from(await response.body())).replace(/\n/g, '');
  for (const field of [
    'Relevé annuel des frais de soins',
    'Patient : Camille',
    `Période du 1er janv. ${lastYear} au 31 déc. ${lastYear}`,
    `10 févr. ${lastYear}`,
    `19 mai ${lastYear}`,
    `15 sept. ${lastYear}`,
    'Total payé par le patient',
    'Total payé par un tiers (non admissible)0,00',
    'Seul le montant payé par le patient compte pour le crédit d’impôt pour frais médicaux',
  ]) {
    expect(text.replace(/\s+/g, ' '), field).toContain(field.replace(/\s+/g, ' '));
  }
});

test('the quarter’s tax report shows the GST and QST of the taxable sales', async ({ page, baseURL }) => {
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address, 'admin');
  await page.goto('/admin/taxes');
  await expect(page.getByRole('heading', { level: 1, name: 'Taxes et relevés' })).toBeVisible();
  const table = page.getByRole('table', { name: /^Rapport de taxes du/ });
  await expect(table).toBeVisible();
  const net = table.getByRole('row', { name: /Net à déclarer/ });
  const cells = await net.getByRole('cell').allTextContents();
  // Taxable sales, before taxes, GST, QST, exempt: the GST and QST of the pillows are there.
  expect(cells).toHaveLength(5);
  for (const cell of cells.slice(0, 4)) expect(cell).not.toMatch(/^0,00/);
  await expect(page.getByRole('meter', { name: 'Seuil du petit fournisseur' })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Relevés annuels' }).click();
  await expect(page.getByRole('button', { name: 'Envoyer les relevés' })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
});
