// The sticky bottom call-to-action of the home page (specification §2.3, §9, analytics §7): shown
// past half the viewport's height, labelled by the section in view, hidden over the contact
// section, and dismissible for the rest of the visit.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { dataLayer, expectDataLayerEvent, openHome, scrollSectionIntoView, scrollToY, viewportHeight } from '../support/public-site';

/** The bar, hidden or not (getByRole leaves hidden elements out unless asked). */
const stickyBar = (page: Page) => page.getByRole('region', { name: 'Accès rapide', includeHidden: true });

/**
 * The bar shows this action. While the bar slides away it stays painted for a moment, but it is
 * inert at once: checking both tells a shown bar from one on its way out.
 */
async function expectBarAction(bar: Locator, role: 'button' | 'link', name: string): Promise<Locator> {
  const action = bar.getByRole(role, { name, exact: true });
  await expect(action).toBeVisible();
  await expect(bar).toHaveJSProperty('inert', false);
  // One action at a time, besides 'Fermer'.
  await expect(bar.getByRole('link').or(bar.getByRole('button'))).toHaveCount(2);
  return action;
}

test('the bar appears past half the viewport, follows the section in view and hides over the contact section', async ({ page }) => {
  await openHome(page);
  const bar = stickyBar(page);
  await expect(bar).toHaveCount(1);
  await expect(bar).toBeHidden();
  await expect(bar).toHaveJSProperty('inert', true);

  const half = (await viewportHeight(page)) / 2;
  await scrollToY(page, half + 40);
  // Still in the hero: the booking call-to-action, which opens the request.
  await expectBarAction(bar, 'button', 'Prendre rendez-vous');
  // Just short of half the viewport: hidden again.
  await scrollToY(page, half - 40);
  await expect(bar).toBeHidden();
  await scrollToY(page, half + 40);
  await expectBarAction(bar, 'button', 'Prendre rendez-vous');

  // Services and Reconnexion: links to their section.
  await scrollSectionIntoView(page, 'services');
  await expect(await expectBarAction(bar, 'link', 'Trouver mon service')).toHaveAttribute('href', '#services');
  await scrollSectionIntoView(page, 'reconnexion');
  await expect(await expectBarAction(bar, 'link', 'Découvrir le programme')).toHaveAttribute('href', '#reconnexion');
  // FAQ: the booking call-to-action in other words (the testimonials, shown only when the clinic
  // says so, are checked on the full-mode server: full-mode.spec.ts).
  await scrollSectionIntoView(page, 'faq');
  await expectBarAction(bar, 'button', 'Réserver maintenant');

  // The contact section has the phone and the address: the bar steps aside while it shows.
  await scrollSectionIntoView(page, 'contact');
  await expect(bar).toBeHidden();
  await scrollSectionIntoView(page, 'faq');
  await expectBarAction(bar, 'button', 'Réserver maintenant');

  // Back up to the hero: the first label again.
  await scrollToY(page, half + 40);
  await expectBarAction(bar, 'button', 'Prendre rendez-vous');

  // From the FAQ, the bar opens the appointment request like the other buttons.
  await scrollSectionIntoView(page, 'faq');
  await (await expectBarAction(bar, 'button', 'Réserver maintenant')).click();
  await expectDataLayerEvent(page, { event: 'cta_click', label: 'sticky_appointment' });
  await expect(page.getByRole('dialog', { name: 'Prendre rendez-vous' })).toBeVisible();
});

test('“Fermer” dismisses the bar for the rest of the visit', async ({ page, isMobile }) => {
  await openHome(page);
  const bar = stickyBar(page);
  const half = (await viewportHeight(page)) / 2;
  await scrollToY(page, half + 40);
  await expect(bar).toBeVisible();

  await bar.getByRole('button', { name: 'Fermer' }).click();
  await expect(bar).toHaveCount(0);
  await expectDataLayerEvent(page, { event: 'sticky_cta_dismissed' });
  expect((await dataLayer(page)).filter((entry) => entry.event === 'sticky_cta_dismissed')).toHaveLength(1);

  // Further down, it does not come back.
  await scrollSectionIntoView(page, 'faq');
  await expect(bar).toHaveCount(0);

  // Nor after going to another page and back, in the same document.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await scrollToY(page, 0);
  if (isMobile) {
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    await page.getByRole('navigation', { name: 'Menu du site' }).getByRole('link', { name: 'Réservation en ligne' }).click();
  } else {
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await nav.getByRole('button', { name: 'Réserver', exact: true }).click();
    await nav.getByRole('link', { name: 'Réservation en ligne' }).click();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réservation en ligne');
  await page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Accueil' }).click();
  await expect(page.locator('main#contenu #accueil')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  // A bar that is not dismissed is always in the page (hidden or not): this one is gone.
  await scrollSectionIntoView(page, 'faq');
  await expect(bar).toHaveCount(0);
  expect((await dataLayer(page)).filter((entry) => entry.event === 'sticky_cta_dismissed')).toHaveLength(1);
});
