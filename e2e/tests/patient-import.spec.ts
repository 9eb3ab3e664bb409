// « Importer des patients » end to end: an administrator opens it from « Patients »,
// finds the demo's past import, brings in a spreadsheet saved by Excel on a French Windows
// (Windows-1252, `;`), sees the row with an error and the row repeating a record on file, imports
// the rest, then undoes the import from the list. Then a file as Excel writes it for a clinic in
// Quebec — ’ and œ in names, an address on two lines, dates like 04/05/1990 — imports intact.
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
    `Bélanger-${unique};Hélène;25/05/1980;helene.${unique}@courriel.example`,
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
  // 25/05/1980 can only be day-first.
  await expect(page.getByText('Dates lues dans l’ordre jour/mois : c’est l’ordre qu’indiquent les dates du fichier.')).toBeVisible();
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

/** `text` in Windows-1252, as Excel saves « CSV (séparateur : point-virgule) » on a French Windows. */
function windows1252(text: string): Buffer {
  const high: Record<string, number> = { '’': 0x92, œ: 0x9c, Œ: 0x8c, '€': 0x80, '–': 0x96, '…': 0x85 };
  return Buffer.from([...text].map((character) => high[character] ?? character.charCodeAt(0)));
}

test('a Windows-1252 file with ’ and œ in its names and an address on two lines imports intact', async ({ page, baseURL }) => {
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address, 'admin');
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const lastName = `L’Heureux-${unique}`;

  await page.goto('/admin/patients/import');
  const rows = [
    'Nom;Prénom;Date de naissance;Adresse;Ville;Province;Code postal;Notes',
    `${lastName};Lœtitia;04/05/1990;"1220, avenue du Mont-Royal Est\r\nApp. 3";Montréal;QC;H2J 1Y2;Suivi – « Sacré-Cœur »…`,
  ];
  const bytes = windows1252(`${rows.join('\r\n')}\r\n`);
  expect([...bytes]).toEqual(expect.arrayContaining([0x92, 0x9c, 0x96, 0x85]));
  await page.getByLabel(/^Fichier CSV/).setInputFiles({ name: `excel-${unique}.csv`, mimeType: 'text/csv', buffer: bytes });
  await page.getByRole('button', { name: 'Lire le fichier' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Étape 2 sur 4 : associer les colonnes' })).toBeFocused();
  await page.getByRole('button', { name: 'Voir l’aperçu' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Étape 3 sur 4 : vérifier l’aperçu' })).toBeFocused();
  await expect(page.getByText('1 prête à importer')).toBeVisible();
  // 04/05/1990 alone cannot tell its order: the import waits for the answer.
  await page.getByRole('button', { name: 'Importer 1 patient' }).click();
  await expect(page.getByText('Choisissez l’ordre des dates avant d’importer.')).toBeVisible();
  await page.getByRole('radio', { name: 'jour/mois (04/05/1990 : 4 mai 1990)' }).check();
  const sample = page.getByRole('region', { name: 'Premières lignes prêtes' });
  await expect(sample).toContainText(`${lastName}, Lœtitia`);
  await expect(sample).toContainText('4 mai 1990');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Importer 1 patient' }).click();
  await expect(page.getByText('1 patient créé')).toBeVisible();

  await page.goto('/admin/patients');
  await page.getByRole('searchbox', { name: 'Rechercher un patient' }).fill(unique);
  await page.getByRole('link', { name: new RegExp(unique) }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(unique) })).toContainText(lastName);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(unique) })).toContainText('Lœtitia');
  const addressOnFile = page.locator('dd.patient-file__address');
  // Both lines kept, and shown as two.
  expect(await addressOnFile.textContent()).toBe('1220, avenue du Mont-Royal Est\nApp. 3, Montréal (Québec) H2J 1Y2');
  await expect(addressOnFile).toHaveCSS('white-space', 'pre-line');
  await expect(page.getByText('vendredi 4 mai 1990').first()).toBeVisible();
});
