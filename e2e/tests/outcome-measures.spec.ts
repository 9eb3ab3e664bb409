// Outcome measures end to end: staff record a pain score on a patient's file and send
// the pain scale to the portal; the patient, signed in with the e-mailed magic link, fills it at the
// top of « Rendez-vous »; back on the file the request reads « Remplie » and both scores are in the
// series. axe on the section, its dialogs and the portal's questionnaire.
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { newPatientRecord, signInWithMagicLink } from '../support/portal';
import { giveOwnClientAddress } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';

test.use({ allowConsoleErrors: /status of (404|409|422)/ });

test('a pain score recorded by staff, the pain scale sent to the portal and filled by the patient', async ({ page, browser, baseURL }) => {
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address);
  const phone = test.info().project.name === 'téléphone';
  const patient = await newPatientRecord('Mireille', phone ? 'Gagné' : 'Gosselin');

  await page.goto(`/admin/patients/${patient.id}`);
  const measures = page.getByRole('region', { name: 'Mesures de résultats' });
  await expect(measures.getByText('Aucune mesure enregistrée.')).toBeVisible();

  // A score recorded during the visit.
  await measures.getByRole('button', { name: 'Enregistrer une mesure' }).click();
  const record = page.getByRole('dialog', { name: 'Enregistrer une mesure' });
  await record.getByRole('combobox', { name: 'Questionnaire' }).selectOption('pain_nrs');
  await record.getByRole('radio', { name: '6', exact: true }).check();
  await expectNoAxeViolations(page, 'dialog[open]');
  await record.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(measures.getByRole('img').first()).toBeVisible();

  // The pain scale sent to the portal: the patient is e-mailed.
  await measures.getByRole('button', { name: 'Envoyer au portail' }).click();
  const send = page.getByRole('dialog', { name: 'Envoyer un questionnaire au portail' });
  await send.getByRole('combobox', { name: 'Questionnaire' }).selectOption('pain_nrs');
  await expectNoAxeViolations(page, 'dialog[open]');
  await send.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(measures.getByText(/en attente/i).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The patient fills it in the portal, in a browser of their own.
  const portal = await (await browser.newContext({ ...test.info().project.use, baseURL })).newPage();
  await giveOwnClientAddress(portal);
  await signInWithMagicLink(portal, patient);
  const pending = portal.getByRole('region', { name: 'Questionnaires à remplir' });
  await expect(pending).toBeVisible();
  await pending
    .getByRole('button', { name: /Remplir/ })
    .first()
    .click();
  const form = portal.getByRole('dialog');
  await form.getByRole('radio', { name: '3', exact: true }).check();
  await expectNoAxeViolations(portal, 'dialog[open]');
  await form.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(portal.getByRole('heading', { name: 'Merci !' })).toBeVisible();
  await expect(portal.getByText('Vos réponses ont été transmises à la clinique.')).toBeVisible();
  await expect(pending).toHaveCount(0);
  await portal.context().close();

  // Back on the file: filled, and both scores in the series.
  await page.reload();
  await expect(measures.getByText(/remplie?/i).first()).toBeVisible();
  await measures.getByText('Valeurs en tableau').first().click();
  await expect(measures.getByRole('cell', { name: /^6/ }).first()).toBeVisible();
  await expect(measures.getByRole('cell', { name: /^3/ }).first()).toBeVisible();
});
