// The appointment request modal of the home page (specification §2.4, §5, §9): French field
// errors, the request stored once, the success panel for 3 s, and when the clinic cannot be
// reached, the retries then the error panel with the clinic's phone number.
import type { Locator, Page, Request } from '@playwright/test';
import { queryClinicDatabase, suiteDataDir } from '../support/clinic-database';
import { expect, test } from '../support/fixtures';
import { clinicPhone, expectDataLayerEvent, openHome, uniqueEmail, giveOwnClientAddress } from '../support/public-site';

const endpoint = '**/api/public/appointment-requests';

interface Visitor {
  name: string;
  email: string;
  phone: string;
  reason: string;
  age: string;
  time: string;
}

function aVisitor(): Visitor {
  return {
    name: 'Amélie Gagnon',
    email: uniqueEmail('amelie'),
    phone: '514 555-0199',
    reason: 'Mon bébé de 4 mois dort mal et pleure beaucoup.',
    age: '4 mois',
    time: 'Matin',
  };
}

/** Opens the modal with the hero's button, as a visitor does. */
async function openRequestFromHero(page: Page): Promise<Locator> {
  await page.locator('#accueil').getByRole('button', { name: 'Prendre rendez-vous', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Nom complet')).toBeFocused();
  return modal;
}

const fields = (modal: Locator) => ({
  name: modal.getByLabel('Nom complet'),
  email: modal.getByLabel('Courriel'),
  phone: modal.getByLabel('Téléphone'),
  reason: modal.getByLabel('Raison de la consultation'),
  age: modal.getByLabel('Âge du patient'),
  time: modal.getByLabel('Moment préféré'),
});

async function fillRequest(modal: Locator, visitor: Visitor): Promise<void> {
  const field = fields(modal);
  await field.name.fill(visitor.name);
  await field.email.fill(visitor.email);
  await field.phone.fill(visitor.phone);
  await field.reason.fill(visitor.reason);
  await field.age.fill(visitor.age);
  await field.time.selectOption(visitor.time);
}

const isRequestPost = (request: Request) => request.method() === 'POST' && request.url().endsWith('/api/public/appointment-requests');

async function storedRequests(email: string) {
  return queryClinicDatabase(
    suiteDataDir(),
    'select name, phone, reason, patient_age, preferred_time, status, booking_source, scheduled_date from appointments where email = ?',
    [email],
  );
}

test('a visitor corrects the French field errors, sends the request once, and the modal closes by itself', async ({ page }) => {
  await giveOwnClientAddress(page);
  await openHome(page);
  let modal = await openRequestFromHero(page);
  await expectDataLayerEvent(page, { event: 'cta_click', label: 'hero_appointment' });
  let field = fields(modal);
  const send = modal.getByRole('button', { name: 'Envoyer la demande' });

  // Empty: the first error of each required field, the focus on the first one; nothing is sent.
  let posts = 0;
  page.on('request', (request) => {
    if (isRequestPost(request)) posts += 1;
  });
  await send.click();
  await expect(field.name).toHaveAccessibleDescription('Veuillez remplir le champ « Nom complet »');
  await expect(field.email).toHaveAccessibleDescription('Veuillez remplir le champ « Courriel »');
  await expect(field.phone).toHaveAccessibleDescription('Veuillez remplir le champ « Téléphone »');
  await expect(field.reason).toHaveAccessibleDescription('Veuillez remplir le champ « Raison de la consultation »');
  for (const required of [field.name, field.email, field.phone, field.reason])
    await expect(required).toHaveAttribute('aria-invalid', 'true');
  await expect(field.age).not.toHaveAttribute('aria-invalid');
  await expect(field.name).toBeFocused();
  expect(posts).toBe(0);

  // Once a field shows an error, it is checked as the visitor types, one message at a time.
  const visitor = aVisitor();
  await field.name.fill('A');
  await expect(field.name).toHaveAccessibleDescription('Nom complet doit contenir au moins 2 caractères');
  // Spaces around it are trimmed before sending (checked on the request below).
  await field.name.fill(`  ${visitor.name} `);
  await expect(field.name).not.toHaveAttribute('aria-invalid');
  await expect(field.name).toHaveAccessibleDescription('');
  await field.email.fill('amelie@exemple');
  await expect(field.email).toHaveAccessibleDescription('Courriel doit être une adresse courriel valide');
  await field.email.fill(visitor.email);
  await expect(field.email).toHaveAccessibleDescription('');
  await field.phone.fill('514 555');
  await expect(field.phone).toHaveAccessibleDescription('Téléphone doit être un numéro de téléphone valide');
  await field.phone.fill(visitor.phone);
  await expect(field.phone).toHaveAccessibleDescription('');
  await field.reason.fill('Dos');
  await expect(field.reason).toHaveAccessibleDescription('Raison de la consultation doit contenir au moins 5 caractères');
  await field.reason.fill(visitor.reason);
  await expect(field.reason).toHaveAccessibleDescription('');
  await field.age.fill(visitor.age);
  await field.time.selectOption(visitor.time);
  expect(posts).toBe(0);

  // How long the success panel stays before the dialog closes, timed in the page.
  const successShownFor = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let shownAt: number | undefined;
        const observer = new MutationObserver(() => {
          const dialog = document.querySelector('dialog[open]');
          if (shownAt === undefined && dialog?.textContent?.includes('Demande envoyée !')) shownAt = performance.now();
          if (shownAt !== undefined && !dialog) {
            observer.disconnect();
            resolve(performance.now() - shownAt);
          }
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
          attributeFilter: ['open'],
        });
      }),
  );

  // Sent and stored: 201, an appointment awaiting its time.
  const firstAnswer = page.waitForResponse((response) => isRequestPost(response.request()));
  await send.click();
  const first = await firstAnswer;
  expect(first.status()).toBe(201);
  expect(await first.json()).toEqual({ received: true, kind: 'appointment' });
  expect(first.request().postDataJSON()).toEqual({
    name: visitor.name,
    email: visitor.email,
    phone: visitor.phone,
    reason: visitor.reason,
    patient_age: visitor.age,
    preferred_time: visitor.time,
  });
  const success = modal.getByRole('heading', { name: 'Demande envoyée !' });
  await expect(success).toBeVisible();
  await expect(success).toBeFocused();
  expect(await storedRequests(visitor.email)).toEqual([
    {
      name: visitor.name,
      phone: visitor.phone,
      reason: visitor.reason,
      patient_age: visitor.age,
      preferred_time: visitor.time,
      status: 'pending',
      booking_source: 'site',
      scheduled_date: null,
    },
  ]);

  // The panel stays 3 s, then the modal closes by itself.
  await expect(modal).toBeHidden({ timeout: 6_000 });
  const shownFor = await successShownFor;
  expect(shownFor).toBeGreaterThanOrEqual(2_950);
  expect(shownFor).toBeLessThan(4_000);

  // Opened again: an empty form, without errors.
  modal = await openRequestFromHero(page);
  field = fields(modal);
  for (const input of Object.values(field)) await expect(input).toHaveValue('');
  await expect(modal.locator('[aria-invalid="true"]')).toHaveCount(0);

  // A field is checked when the visitor leaves it, too.
  await field.email.fill('amelie');
  await expect(field.email).toHaveAccessibleDescription('');
  await field.email.blur();
  await expect(field.email).toHaveAccessibleDescription('Courriel doit être une adresse courriel valide');

  // The same request again (a second click, a lost answer): the same success, but stored once.
  await fillRequest(modal, visitor);
  await expect(field.email).toHaveAccessibleDescription('');
  const secondAnswer = page.waitForResponse((response) => isRequestPost(response.request()));
  await modal.getByRole('button', { name: 'Envoyer la demande' }).click();
  const second = await secondAnswer;
  expect(second.status()).toBe(201);
  expect(await second.json()).toEqual({ received: true, kind: 'appointment' });
  await expect(modal.getByRole('heading', { name: 'Demande envoyée !' })).toBeVisible();
  expect(await storedRequests(visitor.email)).toHaveLength(1);
  expect(posts).toBe(2);
});

test.describe('when the clinic cannot be reached', () => {
  // Chromium logs each aborted request, and the client error log writes the network error once.
  // (One pattern: Playwright reads a two-element array given to test.use as [value, options].)
  test.use({ allowConsoleErrors: /^Failed to load resource: net::ERR_FAILED|^\[NET_001\] ERR-/ });

  test('three attempts, then the error panel with the clinic’s phone number; “Réessayer” gives the form back', async ({ page }) => {
    await giveOwnClientAddress(page);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('[NET_001]')) logged.push(message.text());
    });
    // When each attempt leaves, timed in the page itself (a busy test runner would blur the gaps).
    await page.addInitScript(() => {
      const starts: number[] = [];
      (window as unknown as { __requestStarts: number[] }).__requestStarts = starts;
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const target = typeof input === 'string' ? input : input instanceof Request ? input.url : String(input);
        if (target.includes('/api/public/appointment-requests')) starts.push(performance.now());
        return original(input, init);
      };
    });
    await openHome(page);
    let attempts = 0;
    await page.route(endpoint, (route) => {
      attempts += 1;
      return route.abort('failed');
    });

    const modal = await openRequestFromHero(page);
    const visitor = aVisitor();
    await fillRequest(modal, visitor);
    await modal.getByRole('button', { name: 'Envoyer la demande' }).click();
    // While it tries, the button says so and cannot be pressed twice.
    await expect(modal.getByRole('button', { name: 'Envoi…' })).toBeDisabled();

    const panel = modal.getByRole('alert');
    await expect(panel.getByRole('heading', { name: "Erreur lors de l'envoi" })).toBeVisible({
      timeout: 10_000,
    });
    await expect(panel).toContainText('Impossible de joindre le serveur de la clinique.');
    await expect(panel).toContainText(`Si le problème persiste, contactez-nous au ${clinicPhone}`);
    await expect(panel.getByRole('link', { name: clinicPhone })).toHaveAttribute('href', 'tel:5145550142');
    // The reference shown is the id of the one error logged (NET_001, network error).
    const reference = (await panel.locator('code').textContent()) ?? '';
    expect(reference).toMatch(/^ERR-/);
    await expect(panel).toContainText(`Référence de l'erreur : ${reference}`);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(`[NET_001] ${reference} `);

    // 3 attempts in all, 1 s then 2 s apart.
    expect(attempts).toBe(3);
    const starts = await page.evaluate(() => (window as unknown as { __requestStarts: number[] }).__requestStarts);
    expect(starts).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = starts;
    expect(second - first).toBeGreaterThanOrEqual(1_000);
    expect(second - first).toBeLessThan(2_000);
    expect(third - second).toBeGreaterThanOrEqual(2_000);
    expect(third - second).toBeLessThan(3_000);

    // Back online: the filled form comes back, and sending it works.
    await page.unroute(endpoint);
    await panel.getByRole('button', { name: 'Réessayer' }).click();
    await expect(fields(modal).email).toHaveValue(visitor.email);
    const send = modal.getByRole('button', { name: 'Envoyer la demande' });
    await expect(send).toBeFocused();
    const answer = page.waitForResponse((response) => isRequestPost(response.request()));
    await send.click();
    expect((await answer).status()).toBe(201);
    await expect(modal.getByRole('heading', { name: 'Demande envoyée !' })).toBeVisible();
    expect(attempts).toBe(3);
  });
});

test.describe('when the server refuses a field', () => {
  // Chromium logs the 422 answer.
  test.use({ allowConsoleErrors: /status of 422/ });

  test('the message goes on that field (422), without retrying', async ({ page }) => {
    await openHome(page);
    // A message of the general validator the form itself never gives for this field.
    const serverMessage = 'Courriel a un format invalide';
    let attempts = 0;
    await page.route(endpoint, (route) => {
      attempts += 1;
      return route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'VAL_001',
            message: 'Certains champs sont invalides.',
            fields: { email: serverMessage },
          },
        }),
      });
    });

    const modal = await openRequestFromHero(page);
    const visitor = aVisitor();
    await fillRequest(modal, visitor);
    const field = fields(modal);
    await expect(field.email).toHaveAccessibleDescription('');
    await modal.getByRole('button', { name: 'Envoyer la demande' }).click();

    await expect(field.email).toHaveAccessibleDescription(serverMessage);
    await expect(field.email).toHaveAttribute('aria-invalid', 'true');
    await expect(field.email).toBeFocused();
    // The rest of the form is as it was, and no error panel replaces it.
    await expect(field.name).toHaveValue(visitor.name);
    await expect(field.name).not.toHaveAttribute('aria-invalid');
    await expect(modal.getByRole('alert')).toHaveCount(0);
    expect(attempts).toBe(1);
  });
});
