// « Importer des patients » end to end: an administrator opens it from « Patients »,
// finds the demo's past import, brings in a spreadsheet saved by Excel on a French Windows
// (Windows-1252, `;`), sees the row with an error and the row repeating a record on file, imports
// the rest, then undoes the import from the list.
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { giveOwnClientAddress } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';

test('an administrator previews a Windows spreadsheet, imports it and undoes the import', async ({ page, baseURL }) => {
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address, 'admin');
  // Each browser of the run imports its own file, under its own name.
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const fileName = `ancien-logiciel-${unique}.csv`;

  await page.goto('/admin/patients');
  await page.getByRole('link', { name: 'Importer des patients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Importer des patients' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Étape 1 sur 4 : choisir le fichier' })).toBeFocused();
  // The demo clinic's import of two days ago, still undoable.
  await expect(page.getByText('export-ancien-logiciel.csv')).toBeVisible();
  await expectNoAxeViolations(page);

  const rows = [
    'Nom;Prénom;Date de naissance;Courriel',
    // Its own name too: the other browser's Hélène, imported first, would make this one a duplicate.
    `Bélanger-${unique};Hélène;12/05/1980;helene.${unique}@courriel.example`,
    'Côté;Éric;1975-13-01;',
    // A record the demo's import created.
    'Dufresne;Geneviève;1979-04-12;genevieve.dufresne@courriel.example',
  ];
  await page
    .getByLabel(/^Fichier CSV/)
    .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(`${rows.join('\r\n')}\r\n`, 'latin1') });
  await page.getByRole('button', { name: 'Lire le fichier' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Étape 2 sur 4 : associer les colonnes' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: /Colonne « Prénom »/ })).toHaveValue('firstName');
  await page.getByRole('button', { name: 'Voir l’aperçu' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Étape 3 sur 4 : vérifier l’aperçu' })).toBeFocused();
  await expect(page.getByText('3 lignes lues')).toBeVisible();
  await expect(page.getByText('1 prête à importer')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lignes avec des erreurs' })).toContainText('Date de naissance doit être une date valide');
  const duplicate = page.getByRole('radiogroup', { name: /Ligne 4 : Dufresne, Geneviève/ });
  await expect(duplicate.getByRole('radio', { name: 'Ignorer' })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Importer 1 patient' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Étape 4 sur 4 : importation terminée' })).toBeFocused();
  await expect(page.getByText('1 patient créé')).toBeVisible();
  await expect(page.getByText('3 lignes ignorées')).toHaveCount(0);
  await expect(page.getByText('2 lignes ignorées')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: fileName });
  await row.getByRole('button', { name: 'Annuler l’importation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Annuler cette importation ?' });
  await expectNoAxeViolations(page, 'dialog[open]');
  await dialog.getByRole('button', { name: 'Annuler l’importation' }).click();
  await expect(page.getByText('Importation annulée : 1 dossier supprimé, 0 dossier rétabli.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: fileName })).toContainText('Annulée le');
});
