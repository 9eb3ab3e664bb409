// Accounts end to end: a new staff member signs up with her own invitation
// code (the configured one only creates the first account), is taken through the
// second-factor set-up with a real authenticator code, signs out, signs in with a code, then with a
// backup code (once); patients sign in with a password and with a magic
// link received over SMTP, choose a password from an e-mailed link, meet the not-found state, and
// come back to the page they were on after their session ended.
import type { Page } from '@playwright/test';
import { adminInvitationCode, authenticatorCode, demoAccounts } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { queryClinicDatabase, suiteDataDir } from '../support/clinic-database';
import { expect, test } from '../support/fixtures';
import { linkFromMail, mailCount } from '../support/mailbox';
import { newPatientRecord, openFromMail } from '../support/portal';
import { invitationCode, openSidebarIfFolded } from '../support/staff';
import { uniqueEmail, giveOwnClientAddress } from '../support/public-site';

// A refused sign-in or a session check without a session is an HTTP error the browser logs.
test.use({ allowConsoleErrors: /status of (400|401|403|404|422)/ });

const strongPassword = 'Traversier-Lavande-Genou-2026';

async function signOutOfBackOffice(page: Page): Promise<void> {
  await openSidebarIfFolded(page);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function staffPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test.describe('staff', () => {
  test('signs up with the code, sets up the second factor, then signs in with a code and with a backup code once', async ({ page }) => {
    await giveOwnClientAddress(page);
    const email = uniqueEmail('nouvelle.praticienne');

    await page.goto('/admin/signup');
    await page.getByLabel('Nom complet').fill('Julie Bergeron');
    await page.getByLabel('Courriel').fill(email);
    await page.getByLabel('Mot de passe').fill('motdepasse12');
    await page.getByLabel("Code d'invitation").fill('pas-le-bon-code');
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(page.getByText("Code d'invitation invalide")).toBeVisible();
    // The configured code only created the clinic's first account: now it is refused too.
    await page.getByLabel("Code d'invitation").fill(adminInvitationCode);
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(page.getByText("Code d'invitation invalide")).toBeVisible();
    await page.getByLabel("Code d'invitation").fill(await invitationCode(email, 'admin'));
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    // A common password is refused with French feedback, then a strong one is taken.
    await expect(page.getByLabel('Mot de passe')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Mot de passe').fill(strongPassword);
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(page.getByText('Compte créé')).toBeVisible();
    await page.getByRole('link', { name: 'Se connecter' }).click();

    // Password accepted: the set-up modal, which cannot be dismissed.
    await staffPassword(page, email, strongPassword);
    const setup = page.getByRole('dialog', { name: 'Authentification à deux facteurs' });
    await expect(setup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(setup).toBeVisible();
    await setup.getByRole('button', { name: 'Commencer la configuration' }).click();
    await expect(setup.getByRole('img', { name: /Code QR/ })).toBeVisible();
    await expectNoAxeViolations(page, 'dialog[open]');
    const secret = ((await setup.locator('.mfa-setup__secret code').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await setup.getByRole('button', { name: 'Continuer' }).click();
    await setup.getByLabel('Code à 6 chiffres').fill(await authenticatorCode(secret));
    await setup.getByRole('button', { name: 'Vérifier' }).click();
    const codeItems = setup.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem');
    await expect(codeItems).toHaveCount(10);
    const codes = (await codeItems.allTextContents()).map((code) => code.trim());
    await setup.getByLabel("J'ai enregistré mes codes de secours").check();
    await setup.getByRole('button', { name: 'Continuer' }).click();
    await setup.getByRole('button', { name: "Accéder à l'espace administrateur" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ma Journée' })).toBeVisible();
    await signOutOfBackOffice(page);

    // With the authenticator's code.
    await staffPassword(page, email, strongPassword);
    await expect(page.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible();
    // Each code is taken once: the next step's code (the server accepts one step either way) is
    // later than the one the set-up used, without waiting half a minute.
    await page.getByLabel('Code de vérification').fill(await authenticatorCode(secret, 1));
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ma Journée' })).toBeVisible();
    await signOutOfBackOffice(page);

    // With a backup code: it works once.
    for (const attempt of ['first', 'again'] as const) {
      await staffPassword(page, email, strongPassword);
      await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
      await page.getByLabel('Code de secours').fill(codes[0] as string);
      await page.getByRole('button', { name: 'Vérifier' }).click();
      if (attempt === 'again') {
        await expect(page.getByText('Code invalide. Veuillez réessayer.')).toBeVisible();
        await expect(page).toHaveURL(/\/admin(\?|$)/);
        break;
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Ma Journée' })).toBeVisible();
      await openSidebarIfFolded(page);
      await page.getByRole('link', { name: "Journal d'audit" }).click();
      await expect(page.getByRole('cell', { name: 'Code de secours utilisé' }).first()).toBeVisible();
      await signOutOfBackOffice(page);
    }
  });

  test('the demo admin reaches the dashboard only after her code, and a back-office address sends to the sign-in and back', async ({
    page,
  }) => {
    await giveOwnClientAddress(page);
    const demo = await demoAccounts();
    await page.goto('/admin/security');
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByLabel('Courriel').fill(demo.staffEmail);
    await page.getByLabel('Mot de passe').fill(demo.staffPassword);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    // Both projects sign the demo admin in at the same time and a code is good once: one uses the
    // authenticator, the other one of her backup codes.
    if (test.info().project.name === 'téléphone') {
      await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
      await page.getByLabel('Code de secours').fill(demo.staffBackupCodes[1] as string);
    } else {
      await page.getByLabel('Code de vérification').fill(await authenticatorCode(demo.staffTotpSecret));
    }
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page).toHaveURL(/\/admin\/security$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sécurité du compte' })).toBeVisible();
    await expect(page.getByText('Cette session')).toBeVisible();
    await expectNoAxeViolations(page);
    await openSidebarIfFolded(page);
    await page.getByRole('link', { name: "Journal d'audit" }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Journal d'audit" })).toBeVisible();
    await expect(page.getByRole('cell').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/** A patient record of its own for a test (the portal account comes from it on the first e-mailed link). */
async function patientPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('tab', { name: 'Mot de passe' }).click();
  // Both tab panels stay in the page (what was typed survives a switch): the visible one is the tabpanel role.
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Courriel').fill(email);
  await panel.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Se connecter' }).click();
}

async function signOutOfPortal(page: Page): Promise<void> {
  // On a phone « Se déconnecter » is at the end of the portal's slide-over menu.
  if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
  await expect(page).toHaveURL(/\/patient-portal\/login$/);
}

test.describe('patients', () => {
  test('the demo patient signs in with her password and sees her profile', async ({ page }) => {
    await giveOwnClientAddress(page);
    const demo = await demoAccounts();
    await page.goto('/patient-portal/login');
    await patientPassword(page, demo.patientEmail, 'pas le bon mot de passe');
    await expect(page.getByText('Courriel ou mot de passe invalide.')).toBeVisible();
    await patientPassword(page, demo.patientEmail, demo.patientPassword);
    await expect(page).toHaveURL(/\/patient-portal\/rendez-vous$/);
    await expect(page.getByText('Bonjour Camille')).toBeVisible();
    // Her appointments from the demo clinic, with their status.
    await expect(page.getByText(/^Statut : /).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a patient chooses a password from the e-mail, signs in with it and with a magic link, comes back after the session ends, then meets the not-found state', async ({
    page,
  }) => {
    await giveOwnClientAddress(page);
    const patient = await newPatientRecord();

    // Choose a password from the e-mailed link.
    await page.goto('/patient-portal/login');
    let before = await mailCount(patient.email);
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await page.getByRole('tabpanel').getByLabel('Courriel').fill(patient.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByRole('heading', { name: 'Vérifiez vos courriels' })).toBeVisible();
    const passwordLink = await linkFromMail(patient.email, /http:\/\/\S+#mot-de-passe=[\w-]+/, before);
    await openFromMail(page, passwordLink);
    // The token leaves the address bar at once.
    await expect(page).toHaveURL(/\/patient-portal\/login$/);
    await page.getByLabel('Nouveau mot de passe').fill(strongPassword);
    await page.getByLabel('Confirmer le mot de passe').fill(strongPassword);
    await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
    await expect(page.getByText('Bonjour Louis')).toBeVisible();
    // The same link a second time is refused (the token is spent when the form is sent).
    await signOutOfPortal(page);
    await openFromMail(page, passwordLink);
    await page.getByLabel('Nouveau mot de passe').fill(`${strongPassword}-bis`);
    await page.getByLabel('Confirmer le mot de passe').fill(`${strongPassword}-bis`);
    await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
    await expect(page.getByText('Ce lien est invalide ou a expiré. Veuillez en demander un nouveau.')).toBeVisible();

    // The session ends while on a page: the sign-in brings the patient back to it.
    await page.goto('/patient-portal/login');
    await patientPassword(page, patient.email, strongPassword);
    await expect(page.getByText('Bonjour Louis')).toBeVisible();
    await page.goto('/patient-portal/profil');
    await expect(page.getByText('1200, avenue Laurier Est, Montréal')).toBeVisible();
    await expectNoAxeViolations(page);
    await queryClinicDatabase(
      suiteDataDir(),
      `update sessions set expires_at = '2000-01-01T00:00:00.000Z'
       where subject_type = 'patient' and subject_id = (select id from patient_accounts where email = ?)`,
      [patient.email],
    );
    await page.reload();
    await expect(page).toHaveURL(/\/patient-portal\/login$/);
    await patientPassword(page, patient.email, strongPassword);
    await expect(page).toHaveURL(/\/patient-portal\/profil$/);
    await signOutOfPortal(page);

    // A magic link received by e-mail signs in once.
    before = await mailCount(patient.email);
    await page.getByRole('tab', { name: 'Lien magique' }).click();
    await page.getByRole('tabpanel').getByLabel('Courriel').fill(patient.email);
    await page.getByRole('button', { name: 'Envoyer le lien magique' }).click();
    await expect(page.getByRole('heading', { name: 'Vérifiez vos courriels' })).toBeVisible();
    const magicLink = await linkFromMail(patient.email, /http:\/\/\S+#lien=[\w-]+/, before);
    await openFromMail(page, magicLink);
    await expect(page).toHaveURL(/\/patient-portal\/rendez-vous$/);
    await expect(page.getByText('Bonjour Louis')).toBeVisible();

    // The clinic gives the record another address: the account no longer opens it.
    await queryClinicDatabase(suiteDataDir(), 'update patients set email = ? where id = ?', [uniqueEmail('autre'), patient.id]);
    await page.reload();
    await expect(page.getByText('Dossier patient introuvable')).toBeVisible();
    await expect(page.getByText(`Aucun dossier patient trouvé pour ${patient.email}. Veuillez contacter votre clinique.`)).toBeVisible();
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
