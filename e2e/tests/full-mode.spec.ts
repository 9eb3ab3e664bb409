// Agenda full (booking_mode 'full', DESIGN.md §7; specification §2.2–2.3, analytics §7): every
// call-to-action of the public site says waitlist and leads to /waitlist, from the first HTML on.
// A server of its own, so the suite's other tests keep an open agenda.
import type { Page } from '@playwright/test';
import { startServer } from '../bench/server';
import { queryClinicDatabase, setBookingMode } from '../support/clinic-database';
import { shownBookingConsents } from '../support/booking-consents';
import { openDay } from '../support/clinic-days';
import { expect, test } from '../support/fixtures';
import {
  controlledBy,
  dataLayer,
  expectDataLayerEvent,
  openHome,
  scrollSectionIntoView,
  scrollToY,
  viewportHeight,
} from '../support/public-site';

const waitlistLong = "Rejoindre la liste d'attente";
const waitlistShort = "Liste d'attente";
/** What an open agenda would say ('Prendre RDV', 'Prendre rendez-vous', 'Réserver maintenant'). */
const bookingWords = /Prendre RDV|Prendre rendez-vous|Réserver maintenant/;

// One server per project, started once for the file's tests.
test.describe.configure({ mode: 'default' });

let server: Awaited<ReturnType<typeof startServer>> | undefined;

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixtures from the first parameter, which must be a destructuring pattern.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(200_000);
  server = await startServer();
  await setBookingMode(server.dataDir, 'full');
  // This clinic shows its testimonials (hidden unless it says so), so the sticky bar's
  // label for them is seen here.
  await queryClinicDatabase(server.dataDir, 'update clinic_settings set show_testimonials = 1');
});

test.afterAll(async () => {
  await server?.stop();
  server = undefined;
});

function url(path: string): string {
  if (!server) throw new Error('the full-mode server is not running');
  return `${server.url}${path}`;
}

async function expectOnWaitlistPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(url('/waitlist'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(waitlistShort);
  // Full means the waitlist page, never the appointment request.
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function ctaClickLabels(page: Page): Promise<(string | undefined)[]> {
  return (await dataLayer(page)).filter((entry) => entry.event === 'cta_click').map((entry) => entry.label);
}

// Once: its browser context has no device, so the phone's run would be the same.
test('the first HTML, before any script, already offers the waitlist', { tag: '@une-fois' }, async ({ browser, request }) => {
  const profile = await request.get(url('/api/public/clinic'));
  expect(((await profile.json()) as { agendaFull: boolean }).agendaFull).toBe(true);

  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(url('/'));
    await expect(page.locator('#root[data-prerendered="/"]')).toHaveCount(1);
    await expect(page.locator('#accueil').getByRole('button', { name: waitlistLong, exact: true })).toBeVisible();
    // The header's short button (shown on wide screens) and the phone menu's long one.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: waitlistShort, exact: true, includeHidden: true })).toBeAttached();
    await expect(banner.getByRole('button', { name: waitlistLong, exact: true, includeHidden: true })).toBeAttached();
    await expect(page.getByText(bookingWords)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the header’s call-to-action leads to the waitlist (the menu’s, on a phone)', async ({ page, isMobile }) => {
  await openHome(page, url('/'));
  // Nothing on the page offers an appointment.
  await expect(page.getByText(bookingWords)).toHaveCount(0);
  const banner = page.getByRole('banner');
  if (isMobile) {
    const toggle = banner.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    const panel = await controlledBy(page, toggle);
    await panel.getByRole('button', { name: waitlistLong, exact: true }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  } else {
    await banner.getByRole('button', { name: waitlistShort, exact: true }).click();
  }
  await expectOnWaitlistPage(page);
  const label = isMobile ? 'mobile_waitlist' : 'header_waitlist';
  await expectDataLayerEvent(page, { event: 'cta_click', label });
  expect(await ctaClickLabels(page)).toEqual([label]);
});

test('the hero’s button leads to the waitlist', async ({ page }) => {
  await openHome(page, url('/'));
  const hero = page.locator('#accueil');
  await expect(hero.getByRole('button')).toHaveText([waitlistLong]);
  await hero.getByRole('button', { name: waitlistLong, exact: true }).click();
  await expectOnWaitlistPage(page);
  await expectDataLayerEvent(page, { event: 'cta_click', label: 'hero_waitlist' });
  expect(await ctaClickLabels(page)).toEqual(['hero_waitlist']);
});

test('the sticky bar offers the waitlist and leads to it', async ({ page }) => {
  await openHome(page, url('/'));
  const bar = page.getByRole('region', { name: 'Accès rapide' });
  await scrollToY(page, (await viewportHeight(page)) / 2 + 40);
  await expect(bar.getByRole('button', { name: waitlistLong, exact: true })).toBeVisible();
  // The sections' own labels stay; the booking one becomes the waitlist's.
  await scrollSectionIntoView(page, 'testimonials');
  await expect(bar.getByRole('button', { name: 'Je veux ces résultats' })).toBeVisible();
  await scrollSectionIntoView(page, 'faq');
  const action = bar.getByRole('button', { name: waitlistLong, exact: true });
  await expect(action).toBeVisible();
  await expect(bar).toHaveJSProperty('inert', false);
  await expect(bar.getByText(bookingWords)).toHaveCount(0);

  await action.click();
  await expectOnWaitlistPage(page);
  await expectDataLayerEvent(page, { event: 'cta_click', label: 'sticky_waitlist' });
  expect(await ctaClickLabels(page)).toEqual(['sticky_waitlist']);
});

test('online booking is closed too: no menu entry, /booking offers the waitlist, the API refuses', async ({ page, request, isMobile }) => {
  await openHome(page, url('/'));
  await expect(page.locator('a[href="/booking"]')).toHaveCount(0);
  if (isMobile) await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Réservation en ligne' })).toHaveCount(0);

  await page.goto(url('/booking'));
  await expect(page.getByRole('heading', { name: 'Notre horaire est complet' })).toBeVisible();
  await expect(page.getByRole('link', { name: waitlistLong })).toHaveAttribute('href', '/waitlist');
  await expect(page.getByText('Choisissez un service')).toHaveCount(0);
  await expect(page.getByText('Notre horaire est complet').first()).toBeVisible();

  const { services } = (await (await request.get(url('/api/public/booking/services'))).json()) as { services: unknown[] };
  expect(services).toEqual([]);
  // A real service and a well-formed request: refused for the agenda alone.
  const [service] = await queryClinicDatabase(server?.dataDir as string, "select id from service_types where name = 'Suivi chiropratique'");
  const refused = await request.post(url('/api/public/bookings'), {
    headers: { origin: url('') },
    data: {
      serviceId: service?.id,
      date: openDay(3),
      time: '09:00',
      name: 'Marie Tremblay',
      email: 'marie@exemple.ca',
      phone: '514 555-0100',
      consentVersions: await shownBookingConsents(request, { url: url('/api/public/consent-texts') }),
    },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('BOOK_004');

  await page.goto(url('/waitlist'));
  await expect(page.getByText(/Notre horaire est complet/).first()).toBeVisible();
});
