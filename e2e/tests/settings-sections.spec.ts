// « Paramètres », each section the administrator fills: the demo clinic's values shown,
// no accessibility violation (switches, the week's breaks, the closures, the statistics), a save
// that changes nothing says so, and a closure added then removed. Values are left as they were:
// the suite's other tests read the same clinic.
import { expectNoAxeViolations } from '../support/axe';
import { clinicDay } from '../support/clinic-days';
import { expect, test } from '../support/fixtures';
import { giveOwnClientAddress } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';

const sections = [
  { id: 'clinique', title: 'Clinique', shows: /^Nom de la clinique/, value: 'Clinique chiropratique Émilie Tremblay' },
  { id: 'reservation', title: 'Réservation en ligne', shows: /^Horizon de réservation/, value: '30' },
  { id: 'frais', title: 'Frais', shows: /^Frais de rendez-vous manqué/, value: '40,00' },
  // (The suite's server clears the demo's quiet hours: serve-with-mailbox.ts.)
  { id: 'attente-rappels', title: "Liste d'attente et rappels", shows: /^Rappel envoyé avant le rendez-vous/, value: '24' },
  { id: 'site-public', title: 'Site public', shows: /^Valeur — Statistique 3/, value: '2007' },
  { id: 'confidentialite', title: 'Confidentialité', shows: /^Nom de la personne responsable/, value: 'Dre Émilie Tremblay' },
] as const;

test('each settings section shows the clinic’s values, passes axe, and a save without a change says « Aucune modification »', async ({
  page,
  baseURL,
}) => {
  // Six pages, each loaded, audited by axe and saved: half a minute each on a busy 2-core machine
  // (it took 45 s alone, over 90 s beside other work), so the wait grows with the sections.
  test.setTimeout(30_000 * sections.length);
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address, 'admin');
  for (const section of sections) {
    await page.goto(`/admin/settings?section=${section.id}`);
    await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
    await expect(page.getByLabel(section.shows)).toHaveValue(section.value);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Aucune modification' })).toBeVisible();
  }
});

test('the hours show the lunch breaks and the holidays; a closure is added, then removed', async ({ page, baseURL }) => {
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address, 'admin');
  await page.goto('/admin/settings?section=heures');
  await expect(page.getByRole('heading', { level: 2, name: "Heures d'ouverture" })).toBeVisible();
  await expect(page.getByLabel('Début de la pause 1 du mardi')).toHaveValue('12:00');
  const closures = page.getByRole('list', { name: 'Fermetures' });
  await expect(closures.getByRole('listitem').filter({ hasText: 'Congé des Fêtes' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Each project its own, far ahead: the two run against one clinic.
  const reason = `Formation à l’étranger (${test.info().project.name})`;
  const day = clinicDay(test.info().project.name === 'ordinateur' ? 290 : 297);
  await page.getByLabel(/^Premier jour/).fill(day);
  await page.getByLabel(/^Dernier jour/).fill(day);
  await page.getByLabel(/^Motif/).fill(reason);
  await page.getByRole('button', { name: 'Ajouter la fermeture' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Fermeture ajoutée : ${reason}` })).toBeVisible();
  await expect(closures.getByRole('listitem').filter({ hasText: reason })).toBeVisible();
  await page.getByRole('button', { name: `Retirer la fermeture ${reason}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Fermeture retirée : ${reason}` })).toBeVisible();
  await expect(closures.getByRole('listitem').filter({ hasText: reason })).toHaveCount(0);
});
