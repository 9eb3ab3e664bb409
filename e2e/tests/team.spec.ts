// The clinic's team end to end: an administrator invites a receptionist
// from « Équipe »; she signs up with the e-mailed code (which then fails a second time), sets up her
// second factor, sees the schedule and billing, is refused every clinical route and view; deactivated,
// she is signed out at her next request. And the owner, trusted in her browser, still signs in
// right after an attacker's 100 failed attempts on her account from other addresses.
import type { Browser, Page } from '@playwright/test';
import { decodeQuotedPrintable } from 'api/testing/smtp-listener';
import { authenticatorCode } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { mailCount, mailsTo } from '../support/mailbox';
import { giveOwnClientAddress, uniqueEmail } from '../support/public-site';
import { openSidebarIfFolded, signedInStaffMember, staffMemberPassword } from '../support/staff';

// Refusals (403 of a clinical route, 401 after deactivation, 422 of a used code, 429) are HTTP errors the browser logs.
test.use({ allowConsoleErrors: /status of (401|403|422|429)/ });

const receptionPassword = 'Comptoir-Bouleau-Ciboulette-2026';

/** The code of the newest invitation e-mail to `address`, waiting for it to arrive. */
async function invitationCodeFromMail(address: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const text = (await mailsTo(address))
          .slice(after)
          .map((mail) => decodeQuotedPrintable(mail.raw))
          .join('\n');
        code = /code d’invitation :\s+(\S+)/.exec(text)?.[1];
        return code;
      },
      { message: `l'invitation envoyée à ${address}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code as string;
}

/** A second browser on the same server, with an address of its own. */
async function anotherBrowser(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await giveOwnClientAddress(page);
  return page;
}

async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('an invited receptionist signs up once, sees the desk and not the record, and is signed out when deactivated', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two staff members signed in with their second factor, a sign-up and a deactivation: 42–50 s
  // alone, 78 s beside other work; the default 90 s left too little room.
  test.setTimeout(180_000);
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address, 'admin');
  const email = uniqueEmail('reception');

  // The administrator invites her from « Équipe ».
  await page.goto('/admin/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Équipe' })).toBeVisible();
  const before = await mailCount(email);
  await page.getByRole('button', { name: 'Inviter une personne' }).click();
  const invite = page.getByRole('dialog', { name: 'Inviter une personne' });
  await invite.getByLabel('Courriel').fill(email);
  await invite.getByRole('radio', { name: /Réception/ }).check();
  await expectNoAxeViolations(page, 'dialog[open]');
  await invite.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(page.getByText(`Invitation envoyée à ${email}.`)).toBeVisible();
  const code = await invitationCodeFromMail(email, before);

  // She signs up with it in her own browser, then sets up her second factor.
  const desk = await anotherBrowser(browser, baseURL as string);
  await desk.goto(`/admin/signup?courriel=${encodeURIComponent(email)}`);
  await expect(desk.getByLabel('Courriel')).toHaveValue(email);
  await desk.getByLabel('Nom complet').fill('Chloé Desrosiers');
  await desk.getByLabel('Mot de passe').fill(receptionPassword);
  await desk.getByLabel("Code d'invitation").fill(code);
  await desk.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(desk.getByText('Compte créé')).toBeVisible();
  await signInWithPassword(desk, email, receptionPassword);
  const setup = desk.getByRole('dialog', { name: 'Authentification à deux facteurs' });
  await setup.getByRole('button', { name: 'Commencer la configuration' }).click();
  const secret = ((await setup.locator('.mfa-setup__secret code').textContent()) ?? '').replace(/\s/g, '');
  await setup.getByRole('button', { name: 'Continuer' }).click();
  await setup.getByLabel('Code à 6 chiffres').fill(await authenticatorCode(secret));
  await setup.getByRole('button', { name: 'Vérifier' }).click();
  await setup.getByLabel("J'ai enregistré mes codes de secours").check();
  await setup.getByRole('button', { name: 'Continuer' }).click();
  await setup.getByRole('button', { name: "Accéder à l'espace administrateur" }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Ma Journée' })).toBeVisible();

  // The code worked once.
  const again = await desk.request.post('/api/auth/staff/sign-up', {
    headers: { origin: baseURL as string },
    data: { fullName: 'Quelqu’un d’autre', email, password: receptionPassword, invitationCode: code },
  });
  expect(again.status()).toBe(422);
  expect(JSON.stringify(await again.json())).toContain("Code d'invitation invalide");

  // The desk's views are in her sidebar; the record's, the settings' and the team's are not.
  await openSidebarIfFolded(desk);
  const sidebar = desk.getByRole('navigation', { name: 'Navigation du back-office' });
  await expect(sidebar.getByRole('link', { name: 'Calendrier' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Facturation' })).toBeVisible();
  for (const refused of ["Journal d'audit", 'Paramètres', 'Équipe', 'Analyses', 'Progrès des patients']) {
    await expect(sidebar.getByRole('link', { name: refused, exact: true })).toHaveCount(0);
  }
  await sidebar.getByRole('link', { name: 'Calendrier', exact: true }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Calendrier' })).toBeVisible();

  // The server refuses her the clinical record, whatever she types.
  const { patients } = (await (await desk.request.get('/api/admin/patients')).json()) as { patients: { id: string }[] };
  const patientId = (patients[0] as { id: string }).id;
  for (const path of [
    `/api/admin/patients/${patientId}/notes`,
    `/api/admin/patients/${patientId}/record`,
    `/api/admin/patients/${patientId}/record/export.pdf`,
    `/api/admin/patients/${patientId}/outcomes`,
    '/api/admin/note-patients',
    '/api/admin/audit-events',
  ]) {
    const refused = await desk.request.get(path);
    expect(refused.status(), path).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('AUTH_002');
  }
  // A view she may not open says why instead of failing.
  await desk.goto('/admin/audit');
  await expect(desk.getByRole('heading', { name: 'Accès réservé' })).toBeVisible();
  await expectNoAxeViolations(desk);

  // Deactivated by the administrator: signed out at her next request.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: /Désactiver/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Désactiver le compte' });
  await confirm.getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByText('Compte désactivé : Chloé Desrosiers.')).toBeVisible();
  expect((await desk.request.get('/api/admin/me')).status()).toBe(401);
  await desk.goto('/admin/calendar');
  await expect(desk.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await signInWithPassword(desk, email, receptionPassword);
  await expect(desk.getByText('Courriel ou mot de passe incorrect.').first()).toBeVisible();
  await desk.context().close();
});

test('the owner signs in from her browser right after 100 failed attempts on her account from elsewhere', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  const address = await giveOwnClientAddress(page);
  // Signed up and through her second factor in this browser: it is now a trusted one.
  const owner = await signedInStaffMember(page, baseURL as string, address, 'admin');
  expect((await page.request.post('/api/auth/sign-out', { headers: { origin: baseURL as string } })).ok()).toBe(true);

  // An attacker's script, from a hundred other addresses.
  const attacker = await playwright.request.newContext({ baseURL });
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await attacker.post('/api/auth/staff/sign-in', {
      headers: { origin: baseURL as string, 'x-forwarded-for': `203.0.113.${(attempt % 250) + 1}` },
      data: { email: owner.email, password: `devine-${attempt}-mot-de-passe` },
    });
    statuses.push(response.status());
  }
  await attacker.dispose();
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(80);

  // From her browser, the right password leads to her code, and the code to her day.
  await signInWithPassword(page, owner.email, staffMemberPassword);
  await expect(page.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible();
  await page.getByLabel('Code de vérification').fill(await authenticatorCode(owner.secret, 1));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ma Journée' })).toBeVisible();

  // A browser she never used is still held back by the limit.
  const stranger = await anotherBrowser(browser, baseURL as string);
  await signInWithPassword(stranger, owner.email, staffMemberPassword);
  await expect(stranger.getByText(/Trop de tentatives/).first()).toBeVisible();
  await stranger.context().close();
});
