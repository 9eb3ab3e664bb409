// The public header as a visitor uses it (specification §2.2): the 'Réserver' and 'Portails' menus
// on a computer, the 'Menu' panel on a phone, the appointment-management dialog, the keyboard,
// the background past 20 px of scroll and the call-to-action with its analytics event.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  controlledBy,
  dataLayer,
  expectDataLayerEvent,
  openHome,
  scrollToY,
  uniqueEmail,
  giveOwnClientAddress,
} from '../support/public-site';

interface OpenedMenu {
  /** The button that opened it ('Réserver' / 'Portails' on a computer, 'Menu' on a phone). */
  toggle: Locator;
  /** The entries of the group asked for. */
  entries: Locator;
  /** The whole opened menu (the dropdown list, or the phone's panel). */
  menu: Locator;
}

/** Opens the header's 'Réserver' or 'Portails' entries the way this viewport offers them. */
async function openHeaderMenu(page: Page, isMobile: boolean, group: 'Réserver' | 'Portails'): Promise<OpenedMenu> {
  const banner = page.getByRole('banner');
  if (isMobile) {
    await expect(banner.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
    const toggle = banner.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = await controlledBy(page, toggle);
    await expect(menu).toBeVisible();
    return { toggle, menu, entries: menu.getByRole('list', { name: group }) };
  }
  await expect(banner.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  const toggle = banner.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: group, exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = await controlledBy(page, toggle);
  await expect(menu).toBeVisible();
  return { toggle, menu, entries: menu };
}

async function expectClosed(opened: OpenedMenu): Promise<void> {
  await expect(opened.toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(opened.menu).toBeHidden();
}

async function ctaClickLabels(page: Page): Promise<(string | undefined)[]> {
  return (await dataLayer(page)).filter((entry) => entry.event === 'cta_click').map((entry) => entry.label);
}

test('“Réserver” leads to the online booking page, and the logo back home', async ({ page, isMobile }) => {
  await openHome(page);
  const opened = await openHeaderMenu(page, isMobile, 'Réserver');
  await expect(opened.entries.getByRole('listitem')).toHaveText(['Réservation en ligne', 'Modifier mon RDV']);
  if (isMobile) {
    // The phone's panel carries the long call-to-action too.
    await expect(opened.menu.getByRole('button', { name: 'Prendre rendez-vous', exact: true })).toBeVisible();
  }

  await opened.entries.getByRole('link', { name: 'Réservation en ligne' }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réservation en ligne');
  // Choosing an entry closes the menu.
  await expectClosed(opened);

  await page
    .getByRole('banner')
    .getByRole('link', { name: /Émilie Tremblay/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Clinique chiropratique Émilie Tremblay');
});

test.describe('“Modifier mon RDV”', () => {
  // The made-up token at the end is answered 404, which the browser logs.
  test.use({ allowConsoleErrors: /status of 404/ });

  test('asks for the link or the e-mail, then leads to the management page or sends the link again', async ({ page, isMobile }) => {
    await giveOwnClientAddress(page);
    await openHome(page);

    let opened = await openHeaderMenu(page, isMobile, 'Réserver');
    await opened.entries.getByRole('button', { name: 'Modifier mon RDV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier mon rendez-vous' });
    await expect(dialog).toBeVisible();
    await expectClosed(opened);
    const field = dialog.getByLabel('Lien reçu par courriel ou votre adresse courriel');
    await expect(field).toBeFocused();

    // Neither a link nor an address.
    await field.fill('bonjour');
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Entrez le lien reçu par courriel/);

    // An address: the link is sent again, with the same answer whether or not it matches a patient.
    await field.fill(uniqueEmail('gestion'));
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/public/manage-link-requests'));
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    expect((await answer).ok()).toBe(true);
    const sent = dialog.getByRole('status');
    await expect(sent).toHaveText(
      "Si un rendez-vous est associé à cette adresse, un courriel contenant le lien de gestion vient d'être envoyé.",
    );
    await expect(sent).toBeFocused();
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    await expect(dialog).toBeHidden();
    // The focus goes back to the button the menu was opened with.
    await expect(opened.toggle).toBeFocused();

    // A bare token from the e-mail's link: straight to the management page, with an empty field again.
    opened = await openHeaderMenu(page, isMobile, 'Réserver');
    await opened.entries.getByRole('button', { name: 'Modifier mon RDV' }).click();
    await expect(dialog).toBeVisible();
    await expect(field).toHaveValue('');
    const token = 'Ab3_dE5-gH7iJ9kL1mN3pQ5rS7';
    expect(token.length).toBeGreaterThanOrEqual(22);
    await field.fill(`  ${token} `);
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(new RegExp(`/appointment/manage/${token}$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gérer mon rendez-vous');
    // A made-up token opens nothing.
    await expect(page.getByText('Rendez-vous non trouvé ou lien invalide')).toBeVisible();
  });
});

test('“Portails” offers the patient portal and, with the demo settings, no admin space', async ({ page, isMobile }) => {
  await openHome(page);
  const opened = await openHeaderMenu(page, isMobile, 'Portails');
  await expect(opened.entries.getByRole('link')).toHaveText(['Portail Patient']);
  // Not hidden: absent (the clinic setting show_admin_link is off in the demo seed).
  await expect(page.getByRole('banner').getByText('Espace Admin')).toHaveCount(0);

  await opened.entries.getByRole('link', { name: 'Portail Patient' }).click();
  await expect(page).toHaveURL(/\/patient-portal\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion Patient');
});

test('Escape closes a menu and gives the focus back to its button', async ({ page, isMobile }) => {
  await openHome(page);
  const banner = page.getByRole('banner');
  if (isMobile) {
    const toggle = banner.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = await controlledBy(page, toggle);
    // The panel follows its button: Tab goes into it.
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Services' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    return;
  }
  const toggle = banner.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Réserver', exact: true });
  const list = await controlledBy(page, toggle);
  await toggle.focus();
  // Arrow keys open the menu and move between its entries.
  await page.keyboard.press('ArrowDown');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('link', { name: 'Réservation en ligne' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('button', { name: 'Modifier mon RDV' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();
  await expect(toggle).toBeFocused();
  // Enter opens it again, Escape from the button closes it.
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('the header takes its solid background past 20 px of scroll', async ({ page }) => {
  await openHome(page);
  const header = page.locator('header.site-header');
  await expect(header).toBeVisible();
  await expect(header).not.toHaveClass(/site-header--scrolled/);
  await scrollToY(page, 60);
  await expect(header).toHaveClass(/site-header--scrolled/);
  // Fixed: still at the top of the viewport.
  expect((await header.boundingBox())?.y).toBe(0);
  await scrollToY(page, 10);
  await expect(header).not.toHaveClass(/site-header--scrolled/);
  await scrollToY(page, 400);
  await expect(header).toHaveClass(/site-header--scrolled/);
  await scrollToY(page, 0);
  await expect(header).not.toHaveClass(/site-header--scrolled/);
});

test('the section anchors lead to their section; the phone menu closes after a choice', async ({ page, isMobile, request }) => {
  // « Témoignages » only while the clinic shows its testimonials (hidden unless it says so).
  const profile = (await (await request.get('/api/public/clinic')).json()) as { showTestimonials: boolean };
  const anchors = ['Services', 'Approche', ...(profile.showTestimonials ? ['Témoignages'] : []), 'Contact'];
  await openHome(page);
  const banner = page.getByRole('banner');
  if (isMobile) {
    const toggle = banner.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    const panel = await controlledBy(page, toggle);
    await expect(panel.getByRole('link')).toHaveText([...anchors, 'Réservation en ligne', 'Portail Patient']);
    await panel.getByRole('link', { name: 'Approche' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  } else {
    const nav = banner.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link')).toHaveText(anchors);
    await nav.getByRole('link', { name: 'Approche' }).click();
  }
  await expect(page).toHaveURL(/\/#about$/);
  await expect(page.locator('#about h2')).toBeInViewport();
});

test('the call-to-action pushes its analytics event and opens the appointment request', async ({ page, isMobile }) => {
  await openHome(page);
  const banner = page.getByRole('banner');
  let opener: Locator;
  if (isMobile) {
    // The short header button is for wide screens; the phone has the long one in its menu.
    await expect(banner.getByRole('button', { name: 'Prendre RDV' })).toBeHidden();
    const toggle = banner.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    const panel = await controlledBy(page, toggle);
    await panel.getByRole('button', { name: 'Prendre rendez-vous', exact: true }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    opener = toggle;
  } else {
    opener = banner.getByRole('button', { name: 'Prendre RDV', exact: true });
    await opener.click();
  }

  const label = isMobile ? 'mobile_appointment' : 'header_appointment';
  await expectDataLayerEvent(page, { event: 'cta_click', label });
  expect(await ctaClickLabels(page)).toEqual([label]);

  const modal = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Nom complet')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(opener).toBeFocused();
});
