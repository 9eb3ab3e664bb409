// Law 25 built in, on the suite's demo clinic, in a real browser: the
// privacy officer records an incident and exports the register; Camille downloads her data from the
// portal, and the export holds what she gave and nothing the clinic inferred, then her son's as his
// mother; a de-indexation request shows its deadline in the queue; the retention review lists the
// record whose last visit is six years old. axe on each view.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { demoAccounts } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { clinicToday } from '../support/clinic-days';
import { expect, test } from '../support/fixtures';
import { giveOwnClientAddress } from '../support/public-site';
import { openSidebarIfFolded, signedInStaffMember } from '../support/staff';

test.use({ allowConsoleErrors: /status of (404|409|422)/ });

test('the privacy officer records an incident and exports the register for the Commission', async ({ page, baseURL }) => {
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Ma Journée' })).toBeVisible();
  await openSidebarIfFolded(page);
  await page.getByRole('navigation', { name: 'Navigation du back-office' }).getByRole('link', { name: 'Registre des incidents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registre des incidents de confidentialité' })).toBeVisible();
  await expectNoAxeViolations(page);

  const phone = test.info().project.name === 'téléphone';
  const what = phone ? 'Liste de rendez-vous imprimée oubliée dans la salle d’attente' : 'Courriel de rappel envoyé à une mauvaise adresse';
  await page.getByRole('button', { name: 'Consigner un incident' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Renseignements visés' }).fill(`${what} : nom, date et heure du rendez-vous.`);
  await dialog.getByRole('textbox', { name: "Circonstances de l'incident" }).fill(what);
  const today = clinicToday();
  await dialog.getByLabel("Date de l'incident (ou début de la période)").fill(today);
  await dialog.getByLabel('Date où la clinique en a pris connaissance').fill(today);
  await dialog.getByRole('textbox', { name: 'Nombre de personnes concernées' }).fill('1');
  await dialog
    .getByRole('textbox', { name: 'Évaluation du risque de préjudice' })
    .fill('Renseignements peu sensibles, destinataire connu.');
  await dialog.getByRole('radio', { name: 'Non' }).check();
  await dialog.getByRole('textbox', { name: 'Mesures prises' }).fill('Destinataire joint; courriel supprimé.');
  await dialog.getByRole('button', { name: 'Consigner l’incident' }).click();
  const recorded = page.getByText(/Incident INC-\d{4}-\d{3} consigné/);
  await expect(recorded).toBeVisible();
  const reference = /INC-\d{4}-\d{3}/.exec((await recorded.textContent()) ?? '')?.[0] ?? '';
  await expect(page.getByRole('table', { name: 'Incidents consignés' }).getByText(reference)).toBeVisible();

  // The register for the Commission: a CSV another program reads, with this incident in it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /^CSV — Excel français/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^registre-incidents.*\.csv$/);
  const text = (await readFile((await download.path()) as string, 'utf8')).replace(/^\uFEFF/, '');
  const rows = parse(text, { delimiter: [';', ','], columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const row = rows.find((entry) => Object.values(entry).includes(reference));
  expect(row, `${reference} in the register`).toBeDefined();
  expect(Object.values(row ?? {}).join(' ')).toContain(what);
});

test('Camille downloads her data from the portal: what she gave, nothing the clinic inferred', async ({ page, baseURL }) => {
  const address = await giveOwnClientAddress(page);
  const demo = await demoAccounts();
  const signIn = await page.request.post('/api/auth/patient/sign-in', {
    headers: { origin: baseURL as string, 'x-forwarded-for': address },
    data: { email: demo.patientEmail, password: demo.patientPassword },
  });
  expect(signIn.status()).toBe(200);
  await page.goto('/patient-portal/profil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Télécharger mes données' });
  await section.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: /Télécharger le JSON/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path()) as string, 'utf8')) as {
    format: string;
    person: Record<string, unknown>;
    appointments: unknown[];
  };
  expect(exported.format).toBe('clinique-portabilite');
  expect(exported.person).toMatchObject({ firstName: 'Camille', email: demo.patientEmail });
  expect(exported.appointments.length).toBeGreaterThan(0);
  // No clinical assessment, plan or score: the clinic's inferences are not hers to carry away.
  const all = JSON.stringify(exported);
  for (const inferred of ['assessment', 'plan', 'score', 'totalVisits', 'noShow']) expect(all).not.toContain(`"${inferred}"`);

  // Her son's, as his mother: his record, not hers.
  const downloadingHis = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Télécharger les données de Félix Gagnon (JSON)' }).click();
  const his = JSON.parse(await readFile((await (await downloadingHis).path()) as string, 'utf8')) as typeof exported;
  expect(his.person).toMatchObject({ firstName: 'Félix', lastName: 'Gagnon' });
});

test('the retention review lists the records whose last visit is six years old: one to decide, one waiting under a legal hold', async ({
  page,
  baseURL,
}) => {
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address);
  await page.goto('/admin/privacy/retention');
  await expect(page.getByRole('heading', { level: 1, name: 'Conservation des dossiers' })).toBeVisible();
  const due = page.getByRole('table', { name: 'Dossiers à réviser' });
  // The demo's Gisèle Archambault was last seen six years before the demo's today: past the 5 years of the OCQ.
  const row = due.getByRole('row').filter({ hasText: 'Gisèle Archambault' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('6 ans');
  await expect(row.getByRole('button', { name: /Anonymiser/ })).toBeVisible();
  await expect(row.getByRole('button', { name: /Détruire le dossier/ })).toBeVisible();
  // Bernard Lafleur, as old, waits under the demo's legal hold: the reason shows, nothing can destroy it.
  const held = due.getByRole('row').filter({ hasText: 'Bernard Lafleur' });
  await expect(held).toContainText('Suspension légale : Réclamation à la CNESST en cours');
  await expect(held.getByRole('button', { name: 'Lever la suspension' })).toBeVisible();
  await expect(held.getByRole('button', { name: /Détruire le dossier/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a de-indexation request recorded at the desk shows its 30-day deadline in the queue', async ({ page, baseURL }) => {
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address);
  await page.goto('/admin/privacy/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes d’accès et de rectification' })).toBeVisible();
  await expectNoAxeViolations(page);

  const phone = test.info().project.name === 'téléphone';
  const name = phone ? 'Sophie Lavoie' : 'Marc Gingras';
  await page.getByRole('button', { name: 'Nouvelle demande' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Une personne sans dossier' }).check();
  await dialog.getByLabel('Type de demande').selectOption({ label: 'Désindexation' });
  await dialog.getByRole('textbox', { name: 'Nom de la personne' }).fill(name);
  await dialog
    .getByRole('textbox', { name: 'Courriel de la personne' })
    .fill(`${phone ? 'sophie' : 'marc'}.desindexation@courriel.example`);
  await dialog.getByRole('textbox', { name: 'Précisions' }).fill('Retirer mon nom des résultats de recherche du site.');
  await dialog.getByRole('button', { name: 'Consigner la demande' }).click();
  await expect(page.getByText(/Demande DEM-\d{4}-\d{4} consignée/)).toBeVisible();
  const row = page.getByRole('table', { name: 'Demandes reçues' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Désindexation');
  await expect(row).toContainText('30 jours restants');
});
