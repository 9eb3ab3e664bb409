// What the public-site specs share: loading the home page until the app has taken it over,
// scrolling without smooth-scroll animations, the analytics data layer, a client address per test.
import { randomInt, randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The demo clinic's phone number (api/src/demo/demo-clinic.ts), shown wherever a visitor may be stuck. */
export const clinicPhone = '514 555-0142';

export interface DataLayerEntry {
  event: string;
  label?: string;
  value?: string | number;
  timestamp: string;
}

/**
 * What a visitor does first on a page (the mouse moving over it, away from any control): the
 * prerendered `/` fetches its scripts at that first sign of use, not with the page
 * (api/src/platform/server/scripts-on-interaction.ts). Harmless on any other page.
 */
export async function startUsing(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
}

/**
 * Opens `path` (the home page by default), starts using it, and waits until React has hydrated
 * the prerendered markup.
 */
export async function openHome(page: Page, url = '/'): Promise<void> {
  await page.goto(url);
  await startUsing(page);
  await page.locator('#root:not([data-prerendered]) main#contenu').waitFor();
}

/**
 * The API rate-limits anonymous posts per client address; the test server trusts X-Forwarded-For
 * (TRUST_PROXY), so each test that posts names its own address.
 */
export async function giveOwnClientAddress(page: Page): Promise<string> {
  const address = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/** A unique e-mail address, so the same test in both projects (and in repeated runs) never collides. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@exemple.ca`;
}

export async function dataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() => [...((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? [])]);
}

/** Waits for an event in `window.dataLayer`; the timestamp must be an ISO date. */
export async function expectDataLayerEvent(page: Page, event: { event: string; label?: string }): Promise<void> {
  await expect
    .poll(async () => dataLayer(page), {
      message: `dataLayer should contain ${JSON.stringify(event)}`,
    })
    .toContainEqual(
      expect.objectContaining({
        ...event,
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      }),
    );
}

/** Scrolls the window to `y` at once (the site asks for smooth scrolling, which a test need not wait for). */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  // A phone's device pixels make the position fractional.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 1.5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(y + 1.5);
}

/**
 * Puts the top of a home page section at 40 % of the viewport's height, at once: the section then
 * crosses the middle of the viewport, and a section taller than 60 % of it hides the next one.
 */
export async function scrollSectionIntoView(page: Page, id: string): Promise<void> {
  await page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    if (!section) throw new Error(`no #${sectionId}`);
    const top = window.scrollY + section.getBoundingClientRect().top - window.innerHeight * 0.4;
    window.scrollTo({ top, behavior: 'instant' });
  }, id);
}

export async function viewportHeight(page: Page): Promise<number> {
  return page.evaluate(() => window.innerHeight);
}

/** The element a disclosure button controls (`aria-controls`). */
export async function controlledBy(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'the menu button names the element it controls').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}
