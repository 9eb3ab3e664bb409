// The clinical record end to end, as a staff member signed in with a real
// authenticator code: the quick note opens from its shortcut on a patient's file, a template fills
// it, it is saved and signed; the server refuses to change it; a correction addendum shows beside
// it; the record exports as PDF and JSON; the audit trail lists each step. axe on the file, the
// quick note and the addendum dialog.
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../support/axe';
import { clinicToday } from '../support/clinic-days';
import { expect, test } from '../support/fixtures';
import { giveOwnClientAddress, uniqueEmail } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';

test.use({ allowConsoleErrors: /status of (404|409|422)/ });

interface ExportedRecord {
  notes: {
    id: string;
    status: string;
    subjective: string | null;
    addenda: { kind: string; reason: string | null; text: string | null }[];
  }[];
}

test('a quick note from a template is signed, refused any change, corrected by an addendum, exported, and audited', async ({
  page,
  baseURL,
}) => {
  const address = await giveOwnClientAddress(page);
  const headers = { origin: baseURL as string, 'x-forwarded-for': address };
  await signedInStaffMember(page, baseURL as string, address);
  const phone = test.info().project.name === 'téléphone';
  const api = (method: 'get' | 'post' | 'patch', path: string, data?: unknown) => page.request[method](path, { headers, data });

  // A patient of this test's own.
  const lastName = phone ? 'Bélanger' : 'Bérubé';
  const created = await api('post', '/api/admin/patients', {
    firstName: 'Rosalie',
    lastName,
    email: uniqueEmail('dossier'),
    phone: '418 555-0190',
  });
  expect(created.status()).toBe(201);
  const { patient } = (await created.json()) as { patient: { id: string } };

  await page.goto(`/admin/patients/${patient.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Rosalie ${lastName}` })).toBeVisible();
  const notes = page.getByRole('region', { name: 'Notes cliniques' });
  await expect(notes.getByText('Aucune note clinique pour ce patient.')).toBeVisible();

  // The quick note from its shortcut (Ctrl+S; on the phone, its Alt+S alternative), the patient
  // of the open file already chosen; the « Lombalgie aiguë » template fills the four sections.
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.keyboard.press(phone ? 'Alt+s' : 'Control+s');
  const quick = page.getByRole('dialog', { name: 'Note SOAP rapide' });
  await expect(quick).toBeVisible();
  await expect(quick.getByText(`Rosalie ${lastName}`).first()).toBeVisible();
  await quick.getByRole('combobox', { name: 'Modèle' }).selectOption({ label: 'Lombalgie aiguë' });
  await expect(quick.getByRole('textbox', { name: 'Subjectif' })).not.toHaveValue('');
  await expectNoAxeViolations(page, 'dialog[open]');
  await quick.getByRole('button', { name: 'Enregistrer et signer' }).click();
  await quick.getByRole('button', { name: 'Signer la note' }).click();
  await expect(quick.getByText('Note SOAP enregistrée avec succès').first()).toBeVisible();
  await quick.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(page.locator('dialog[open]')).toHaveCount(0);

  // On the file: signed, with no way to edit it; the server refuses a change all the same.
  const card = notes.getByRole('article').first();
  await expect(card.getByText('Signée', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Modifier/ })).toHaveCount(0);
  const { notes: history } = (await (await api('get', `/api/admin/patients/${patient.id}/notes`)).json()) as {
    notes: { id: string; subjective: string }[];
  };
  const note = history[0] as { id: string; subjective: string };
  const edit = await api('patch', `/api/admin/notes/${note.id}`, {
    visitDate: clinicToday(),
    subjective: 'Texte réécrit après coup',
  });
  expect(edit.status()).toBe(409);
  expect(((await edit.json()) as { error: { code: string } }).error.code).toBe('NOTE_001');
  await expectNoAxeViolations(page);

  // A correction, dated and signed, beside the original (which stays as it was).
  await card.getByRole('button', { name: /^Ajouter un addenda/ }).click();
  const addendum = page.getByRole('dialog', { name: 'Ajouter un addenda' });
  await addendum.getByRole('radio', { name: /Correction/ }).check();
  await addendum.getByRole('textbox', { name: /Raison/ }).fill('Côté de la douleur inversé');
  await addendum.getByRole('textbox', { name: /Texte/ }).fill('La douleur irradie à la jambe gauche, non à la droite.');
  await expectNoAxeViolations(page, 'dialog[open]');
  await addendum.getByRole('button', { name: 'Ajouter l’addenda' }).click();
  await expect(page.getByText('Addenda ajouté').first()).toBeVisible();
  // The note is folded to its summary: unfolded, it shows its text and addenda.
  await expect(card.getByText('1 addenda')).toBeVisible();
  await card.getByRole('button', { name: /^Afficher la note/ }).click();
  await expect(card.getByText('La douleur irradie à la jambe gauche, non à la droite.')).toBeVisible();
  await expect(card.getByText(note.subjective.split('\n')[0] as string).first()).toBeVisible();

  // The whole record, as PDF and as JSON, in one action each.
  const record = page.getByRole('region', { name: 'Dossier clinique' });
  const [pdf] = await Promise.all([page.waitForEvent('download'), record.getByRole('link', { name: /PDF/ }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfBytes = await readFile((await pdf.path()) as string);
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const [json] = await Promise.all([page.waitForEvent('download'), record.getByRole('link', { name: /JSON/ }).click()]);
  expect(json.suggestedFilename()).toMatch(/\.json$/);
  const exported = JSON.parse(await readFile((await json.path()) as string, 'utf8')) as ExportedRecord;
  const exportedNote = exported.notes.find((entry) => entry.id === note.id);
  expect(exportedNote?.status).toBe('signed');
  expect(exportedNote?.addenda).toEqual([
    expect.objectContaining({
      kind: 'correction',
      reason: 'Côté de la douleur inversé',
      text: 'La douleur irradie à la jambe gauche, non à la droite.',
    }),
  ]);

  // The audit trail, newest first, lists each step.
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: "Journal d'audit" })).toBeVisible();
  for (const label of [
    'Dossier clinique exporté',
    'Addenda ajouté à une note',
    'Note clinique signée',
    'Note clinique créée',
    'Historique des notes consulté',
    'Dossier patient consulté',
  ]) {
    // In the table: the filters' list of actions names them too.
    await expect(page.getByRole('region', { name: 'Événements du journal' }).getByText(label).first()).toBeVisible();
  }
});
