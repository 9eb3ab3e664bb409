// « Assurances » follows claims to payment on the demo clinic: a SAAQ case's receipt carries its
// claim number and flags the care given before the prescription; a claim waiting for its payer 31
// days is a follow-up, « Relancer » recorded; one Desjardins cheque applied across two claims, what
// it did not pay left on the patient's balance; axe clean on each view at desktop and phone widths.
import { pdfText } from 'api/testing/pdf-text';
import { expectNoAxeViolations } from '../support/axe';
import { queryClinicDatabase, suiteDataDir } from '../support/clinic-database';
import { clinicDay, clinicToday } from '../support/clinic-days';
import { expect, test } from '../support/fixtures';
import { giveOwnClientAddress } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';

const saaqClaimNumber = 'SAAQ-26-418-775';

async function axeAtBothWidths(page: import('@playwright/test').Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a SAAQ case’s receipt carries its claim number and flags the care before the prescription', async ({ page, baseURL }) => {
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address, 'admin');
  await page.goto(`/admin/insurance?du=${clinicDay(-60)}&au=${clinicToday()}`);
  const table = page.getByRole('region', { name: 'Visites payées et leurs reçus pour assurance' });
  // Newest first: Rosalie's first visit, before the doctor's prescription, is her last row.
  const first = table.getByRole('row').filter({ hasText: 'Rosalie Tremblay' }).last();
  const href = await first.getByRole('link', { name: /^Reçu \(PDF\)/ }).getAttribute('href');
  const pdf = pdfText(Buffer.from(await (await page.request.get(href as string)).body())).replace(/\n/g, '');
  expect(pdf).toContain(`N° de réclamation SAAQ${saaqClaimNumber}`);
  expect(pdf).toContain('Soins reçus avant la date de la prescription');

  await first.getByRole('link', { name: /^Imprimer/ }).click();
  const receipt = page.getByRole('article', { name: /^Reçu pour fins d'assurance R-/ });
  await expect(receipt.getByText(saaqClaimNumber)).toBeVisible();
  await expect(receipt.getByText('Soins reçus avant la date de la prescription : non couverts par le dossier')).toBeVisible();

  // Her later visit, after the prescription: the claim number, no flag.
  await page.goBack();
  const later = table.getByRole('row').filter({ hasText: 'Rosalie Tremblay' }).first();
  await later.getByRole('link', { name: /^Imprimer/ }).click();
  await expect(receipt.getByText(saaqClaimNumber)).toBeVisible();
  await expect(receipt.getByText(/avant la date de la prescription/)).toHaveCount(0);
});

test('a claim waiting for its payer 31 days is a follow-up, and « Relancer » records the day', async ({ page, baseURL }) => {
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address, 'reception');
  await page.goto('/admin/insurance');
  await page.getByRole('navigation', { name: 'Vues d’Assurances' }).getByRole('link', { name: 'Relances' }).click();
  const table = page.getByRole('region', { name: 'Réclamations à relancer' });
  const row = table.getByRole('row').filter({ hasText: 'Olivier Gauthier' });
  await expect(row).toContainText('Sun Life');
  await expect(row).toContainText('Jamais');
  await axeAtBothWidths(page);

  await row.getByRole('button', { name: /^Relancer/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /Réclamation de Olivier Gauthier relancée le/ })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Olivier Gauthier' })).toHaveCount(0);
  // The claim shows when it was followed up.
  await page.goto('/admin/insurance?vue=reclamations&statut=pending');
  await expect(page.getByRole('region', { name: 'Réclamations aux assureurs, à la SAAQ et à la CNESST' })).toContainText('Relancée le');
  await axeAtBothWidths(page);
});

test('one Desjardins cheque is applied across two claims, and what it did not pay is billed to the patient', async ({ page, baseURL }) => {
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address, 'reception');
  await page.goto('/admin/insurance?vue=paiement');
  const form = page.getByRole('form', { name: 'Paiement d’un payeur' });
  await form.getByLabel('Payeur').selectOption({ label: 'Desjardins Assurances' });
  await form.getByLabel(/^Payé pour Sophie Lavoie/).fill('65,00');
  await form.getByLabel(/^Payé pour Olivier Gauthier/).fill('40,00');
  await form.getByLabel('Numéro du chèque ou du dépôt').fill('004512');
  await form.getByLabel('Montant reçu').fill('105,00');
  await axeAtBothWidths(page);
  await form.getByRole('button', { name: 'Appliquer le paiement' }).click();
  await expect(page.getByText('Paiement de 105,00 $ appliqué à 2 réclamations.')).toBeVisible();

  await page.goto('/admin/insurance?vue=reclamations&payeur=insurer&statut=partially_paid');
  const claims = page.getByRole('region', { name: 'Réclamations aux assureurs, à la SAAQ et à la CNESST' });
  const olivier = claims.getByRole('row').filter({ hasText: 'Desjardins Assurances' }).filter({ hasText: 'Olivier Gauthier' });
  await expect(olivier).toContainText('Facturé à la patiente : 25,00 $');
  await page.goto('/admin/insurance?vue=reclamations&payeur=insurer&statut=paid');
  await expect(claims.getByRole('row').filter({ hasText: 'Desjardins Assurances' }).filter({ hasText: 'Sophie Lavoie' })).toContainText(
    'Payée',
  );
  await axeAtBothWidths(page);
});

test('the insurers’ settings and a patient’s plan form pass axe at desktop and phone widths', async ({ page, baseURL }) => {
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address, 'admin');
  await page.goto('/admin/advanced-settings?section=assurances');
  await expect(page.getByRole('heading', { level: 2, name: 'Assurances' })).toBeVisible();
  await axeAtBothWidths(page);

  const [camille] = await queryClinicDatabase(
    suiteDataDir(),
    "select id from patients where first_name = 'Camille' and last_name = 'Gagnon'",
  );
  await page.goto(`/admin/patients/${(camille as { id: string }).id}`);
  await page.getByRole('button', { name: /^Régime d’assurance/ }).click();
  await expect(page.getByRole('form', { name: 'Régime d’assurance' }).getByLabel('Assureur')).toBeVisible();
  await axeAtBothWidths(page);
});
