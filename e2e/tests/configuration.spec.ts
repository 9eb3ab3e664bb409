// The clinic sets itself up from the back-office, on a server of its own so
// the suite's other tests keep their clinic: the administrator rewrites the confirmation e-mail's
// subject (the next online booking's e-mail carries it), closes Fridays (/booking stops offering
// them), names the privacy officer (the privacy page shows her), switches the agenda to full (the
// home page offers the waitlist); a receptionist cannot open the settings (no link, « Accès
// réservé », 403). Adding a service is settings-services.spec.ts.
import type { BrowserContext, Page } from '@playwright/test';
import { startServer } from '../bench/server';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { mailSubject, mailsTo } from '../support/mailbox';
import { giveOwnClientAddress, openHome, uniqueEmail } from '../support/public-site';
import { openSidebarIfFolded, signedInStaffMember } from '../support/staff';

// The refusals the receptionist meets (403) are HTTP errors the browser logs.
test.use({ allowConsoleErrors: /status of 403/ });
test.describe.configure({ mode: 'default' });

let server: Awaited<ReturnType<typeof startServer>> | undefined;

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixtures from the first parameter, which must be a destructuring pattern.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(200_000);
  server = await startServer({ TRUST_PROXY: 'true' }, { withMailbox: true });
});

test.afterAll(async () => {
  await server?.stop();
  server = undefined;
});

function clinicServer() {
  if (!server) throw new Error('the configuration server is not running');
  return server;
}

/** A browser context on this test's server, with the project's device (desktop or phone). */
async function onClinicServer(browser: import('@playwright/test').Browser): Promise<{ context: BrowserContext; page: Page }> {
  const { launchOptions: _launch, ...device } = test.info().project.use as Record<string, unknown>;
  const context = await browser.newContext({ ...device, baseURL: clinicServer().url });
  const page = await context.newPage();
  await giveOwnClientAddress(page);
  return { context, page };
}

async function saveSection(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: /modifications? enregistrées? :/ })).toBeVisible();
}

async function offeredDays(page: Page): Promise<string[]> {
  await page.goto('/booking');
  await expect(page.getByRole('heading', { name: 'Choisissez un service' })).toBeVisible();
  await page.getByRole('button', { name: /Suivi chiropratique/ }).click();
  const days = page.getByRole('list', { name: 'Choisissez une date' }).getByRole('button');
  await expect(days.first()).toBeVisible();
  return days.allTextContents();
}

/**
 * The first date that still has a free hour, then that hour: late in the day, today is listed with
 * every hour past (« Aucun créneau disponible ce jour »), so the first date is not always bookable.
 */
async function chooseFirstFreeSlot(page: Page): Promise<void> {
  const dates = page.getByRole('list', { name: 'Choisissez une date' }).getByRole('button');
  const count = await dates.count();
  for (let index = 0; index < count; index += 1) {
    await dates.nth(index).click();
    const hours = page.getByRole('list', { name: 'Choisissez une heure' }).getByRole('button').and(page.locator(':enabled'));
    const empty = page.getByText('Aucun créneau disponible ce jour');
    await expect(hours.first().or(empty)).toBeVisible();
    if (await hours.count()) {
      await hours.first().click();
      return;
    }
    await page.getByRole('button', { name: 'Retour' }).click();
  }
  throw new Error('no date with a free hour');
}

test('the administrator rewrites an e-mail, closes Fridays, names the privacy officer and fills the agenda: each takes effect at once', async ({
  browser,
}) => {
  // Five settings saved and each checked where it shows (an e-mail, /booking, two public pages):
  // 38 s alone, 78 s beside other work; the default 90 s left too little room.
  test.setTimeout(180_000);
  const { context, page } = await onClinicServer(browser);
  const { url, dataDir } = clinicServer();
  try {
    await signedInStaffMember(page, url, await giveOwnClientAddress(page), 'admin', dataDir);

    // The confirmation e-mail's subject, then an online booking: its e-mail carries it.
    await page.goto('/admin/advanced-settings?section=courriels');
    await page.getByRole('button', { name: 'Modifier : Confirmation de réservation' }).click();
    await page.getByLabel(/^Objet/).fill('Votre place est réservée à la {clinique}');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(/Confirmation de réservation/).and(page.getByRole('status'))).toBeVisible();
    await expectNoAxeViolations(page);

    const email = uniqueEmail('configuration');
    const daysBefore = await offeredDays(page);
    expect(daysBefore.some((day) => /vendredi/i.test(day))).toBe(true);
    await chooseFirstFreeSlot(page);
    await page.getByLabel('Nom complet').fill('Mathilde Roy');
    await page.getByRole('textbox', { name: 'Courriel' }).fill(email);
    await page.getByLabel('Téléphone').fill('514 555-0123');
    await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
    await expect(page.getByText('Rendez-vous réservé avec succès!')).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(email, dataDir)).map((mail) => mailSubject(mail)), { timeout: 15_000 })
      .toEqual([expect.stringMatching(/^Votre place est réservée à la /)]);

    // Fridays closed: /booking offers none.
    await page.goto('/admin/settings?section=heures');
    await page.getByRole('group', { name: 'Vendredi' }).getByRole('switch', { name: 'Ouvert' }).uncheck();
    await saveSection(page);
    await expectNoAxeViolations(page);
    const daysAfter = await offeredDays(page);
    expect(daysAfter.filter((day) => /vendredi/i.test(day))).toEqual([]);
    expect(daysAfter.length).toBeGreaterThan(0);

    // The privacy officer, published on the privacy page.
    await page.goto('/admin/settings?section=confidentialite');
    await page.getByLabel(/^Nom de la personne responsable/).fill('Me Sophie Lavoie');
    await page.getByLabel(/^Fonction/).fill('Responsable de la protection des renseignements personnels');
    await saveSection(page);
    await page.goto('/confidentialite');
    await expect(page.getByText('Me Sophie Lavoie')).toBeVisible();

    // The agenda full: the home page offers the waitlist instead of booking.
    await page.goto('/admin/settings?section=reservation');
    await page.getByRole('radio', { name: 'Complet' }).check();
    await saveSection(page);
    await openHome(page, '/');
    await expect(page.locator('#accueil').getByRole('button', { name: "Rejoindre la liste d'attente", exact: true })).toBeVisible();
    await expect(page.getByText(/Prendre RDV|Prendre rendez-vous|Réserver maintenant/)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a receptionist has no settings: no link, « Accès réservé », and the API refuses her', async ({ browser }) => {
  const { context, page } = await onClinicServer(browser);
  const { url, dataDir } = clinicServer();
  try {
    await signedInStaffMember(page, url, await giveOwnClientAddress(page), 'reception', dataDir);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Ma Journée' })).toBeVisible();
    await openSidebarIfFolded(page);
    const sidebar = page.getByRole('navigation', { name: 'Navigation du back-office' });
    await expect(sidebar.getByRole('link', { name: 'Calendrier', exact: true })).toBeVisible();
    for (const refused of ['Paramètres', 'Paramètres avancés', 'Équipe'])
      await expect(sidebar.getByRole('link', { name: refused, exact: true })).toHaveCount(0);
    await page.goto('/admin/settings?section=clinique');
    await expect(page.getByRole('heading', { name: 'Accès réservé' })).toBeVisible();
    for (const path of ['/api/admin/settings', '/api/admin/configuration', '/api/admin/email-templates', '/api/admin/invoicing'])
      expect((await page.request.get(path)).status(), path).toBe(403);
  } finally {
    await context.close();
  }
});
