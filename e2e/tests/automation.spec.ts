// Automation you can see and trust, on the worker's side server
// (support/side-server.ts): a sick day cancels a whole day of the demo clinic, which the suite's
// other tests must not meet. As the clinic's administrator: a reminder to an address the SMTP
// listener refuses shows « Échec » with its error code, and « Réessayer » sends it once the listener accepts; the daily digest of
// failures reaches the clinic; a sick day cancels the next open day's five demo appointments after its dry
// run and closes the day to booking, five notices arrive each with the patient's own rebooking link,
// and the waitlist is offered nothing (the box was not ticked); a second sick day is undone within
// its window, its day reopened and nothing sent; the monitoring
// view finds an error by the reference the visitor's error panel showed.
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { decodeQuotedPrintable } from 'api/testing/smtp-listener';
import { expectNoAxeViolations } from '../support/axe';
import { queryClinicDatabase } from '../support/clinic-database';
import { clinicDay, nextOpenDay } from '../support/clinic-days';
import { mailsTo } from '../support/mailbox';
import { newPatientRecord } from '../support/portal';
import { expect, onServer, type SideServer, test } from '../support/side-server';
import { giveOwnClientAddress, openHome } from '../support/public-site';
import { openSidebarIfFolded, signedInStaffMember } from '../support/staff';

// The visitor's request fails on purpose (the network error the monitoring view then finds).
test.use({ allowConsoleErrors: /NET_001|ERR-|Failed to load resource/ });
test.describe.configure({ mode: 'serial' });

// The worker's side server (support/side-server.ts), kept here for the helpers below.
let server: SideServer | undefined;

test.beforeEach(({ sideServer }) => {
  server = sideServer;
});

function automationServer() {
  if (!server) throw new Error('the automation server is not running');
  return server;
}

const onAutomationServer = (browser: Browser) => onServer(browser, automationServer());

async function signedInAdmin(page: Page): Promise<void> {
  const { url, dataDir } = automationServer();
  await signedInStaffMember(page, url, await giveOwnClientAddress(page), 'admin', dataDir);
}

/** The times the public booking page offers on `date` for its first service. */
async function bookableTimes(page: Page, date: string): Promise<string[]> {
  const { url } = automationServer();
  const services = (await (await page.request.get(`${url}/api/public/booking/services`)).json()) as { services: { id: string }[] };
  const answer = await page.request.get(`${url}/api/public/booking/availability?serviceId=${services.services[0]?.id ?? ''}`);
  const { days } = (await answer.json()) as { days: { date: string; slots: { time: string; available: boolean }[] }[] };
  return (
    days
      .find((day) => day.date === date)
      ?.slots.filter((slot) => slot.available)
      .map((slot) => slot.time) ?? []
  );
}

async function openView(page: Page, name: string): Promise<void> {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Ma Journée' })).toBeVisible();
  await openSidebarIfFolded(page);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** A confirmed visit for `patient` on `date` at `time` (the desk's « Suivi chiropratique »). */
async function visitOn(patient: { id: string; email: string; firstName: string }, date: string, time: string): Promise<string> {
  const { dataDir } = automationServer();
  const id = randomUUID();
  const now = new Date().toISOString();
  const [service] = await queryClinicDatabase(dataDir, "select id from service_types where name = 'Suivi chiropratique'");
  await queryClinicDatabase(
    dataDir,
    `insert into appointments (id, patient_id, name, email, phone, status, scheduled_date, scheduled_time, duration_minutes,
       service_type_id, booking_source, payment_status, payment_amount, deposit_amount, presence_confirmed, created_at, updated_at)
     values (?, ?, ?, ?, '514 555-0177', 'confirmed', ?, ?, 30, ?, 'admin', 'pending', 0, 0, 0, ?, ?)`,
    [id, patient.id, `${patient.firstName} Automatisation`, patient.email, date, time, String(service?.id), now, now],
  );
  return id;
}

/**
 * The calendar day `days` ahead, or its neighbour `step` away when that is the next open day: the
 * first sick day cancels every visit of that day, so the other journeys keep off it.
 */
const besideSickDay = (days: number, step: 1 | -1) => (clinicDay(days) === nextOpenDay() ? clinicDay(days + step) : clinicDay(days));

const refusedList = () => join(automationServer().dataDir, 'mailbox-refused.txt');

test('a refused reminder shows « Échec » with its code, « Réessayer » sends it once the server accepts, and the digest reaches the clinic', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { dataDir } = automationServer();
  const patient = await newPatientRecord('Mireille', 'Automatisation', dataDir);
  // Reminders three days ahead, so this visit (one or two days from now) is due for one at once.
  await queryClinicDatabase(dataDir, 'update clinic_settings set reminder_hours_before = 72');
  await writeFile(refusedList(), `${patient.email}\n`);
  await visitOn(patient, besideSickDay(2, -1), '10:00');

  const { context, page } = await onAutomationServer(browser);
  await signedInAdmin(page);
  await openView(page, "Santé de l'automatisation");

  // The reminder job queues it, the sender meets the 550: « Échec » with the code, never the server's words.
  const row = page.getByRole('row').filter({ hasText: patient.email });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Échec', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row).toContainText('550');
  await expect(row).toContainText('Rappel de rendez-vous');
  await expectNoAxeViolations(page, 'main');

  // The listener accepts again; « Réessayer » sends it now, once.
  await rm(refusedList());
  await row.getByRole('button', { name: /^Réessayer/ }).click();
  await expect.poll(async () => (await mailsTo(patient.email, dataDir)).length, { timeout: 30_000 }).toBe(1);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: patient.email })).toContainText('Envoyé', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // The clinic's address gets the day's digest of what failed (the demo's failures and this one's).
  const [clinic] = await queryClinicDatabase(dataDir, 'select email from clinic_settings');
  const clinicAddress = String(clinic?.email);
  await expect
    .poll(
      async () =>
        (await mailsTo(clinicAddress, dataDir))
          .map((mail) => decodeQuotedPrintable(mail.raw))
          .find((text) => /pas pu être envoy/.test(text)),
      { timeout: 30_000 },
    )
    .toBeTruthy();
  await context.close();
});

test("a sick day cancels tomorrow's five appointments after its dry run and closes the day; five notices leave with their own rebooking links; the waitlist is offered nothing", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { dataDir } = automationServer();
  // The demo's « tomorrow »: the next open day, whatever day the suite runs on.
  const tomorrow = nextOpenDay();
  const booked = await queryClinicDatabase(
    dataDir,
    "select id, email from appointments where scheduled_date = ? and status in ('pending', 'confirmed') order by scheduled_time",
    [tomorrow],
  );
  expect(booked).toHaveLength(5);
  const ids = booked.map((row) => String(row.id));
  const cancelledCount = async () =>
    (
      await queryClinicDatabase(
        dataDir,
        `select count(*) as n from appointments where status = 'cancelled' and id in (${ids.map(() => '?').join(', ')})`,
        ids,
      )
    )[0]?.n;
  const before = new Date().toISOString();
  const annulationsBefore = await Promise.all(booked.map(async ({ email }) => countCancellationNotices(String(email))));

  const { context, page } = await onAutomationServer(browser);
  await signedInAdmin(page);
  await openView(page, 'Opérations groupées');
  await page.getByRole('button', { name: 'Journée maladie' }).click();
  await page.getByRole('textbox', { name: 'Jour', exact: true }).fill(tomorrow);
  await page.getByLabel('Envoi des courriels').selectOption({ label: 'Tout de suite' });
  await expect(page.getByLabel('Offrir les créneaux libérés à la liste d’attente')).not.toBeChecked();
  await expect(page.getByLabel('Fermer cette journée à la réservation (rouverte si l’opération est annulée)')).toBeChecked();
  await page.getByRole('button', { name: 'Aperçu', exact: true }).click();

  // The dry run: who gets what, that the day will close, nothing changed yet.
  const preview = page.getByRole('table', { name: 'Ce que l’opération ferait' });
  await expect(preview.getByRole('row')).toHaveCount(6);
  await expect(page.getByText(/^La journée du .* sera fermée à la réservation/)).toBeVisible();
  expect(await cancelledCount()).toBe(0);
  await expectNoAxeViolations(page, 'main');

  await page.getByRole('button', { name: 'Lancer l’opération' }).click();
  const confirm = page.getByRole('dialog', { name: 'Lancer l’opération ?' });
  await confirm.getByRole('button', { name: 'Lancer l’opération' }).click();
  await expect(page.getByRole('heading', { name: /^Rapport de l’opération/ })).toBeVisible();

  // The day is closed (the clinic's own closure): the booking page offers none of its slots, the freed ones neither.
  expect(
    await queryClinicDatabase(dataDir, 'select reason from blocked_times where start_date = ? and end_date = ? and start_time is null', [
      tomorrow,
      tomorrow,
    ]),
  ).toEqual([{ reason: 'Journée maladie' }]);
  expect(await bookableTimes(page, tomorrow)).toEqual([]);

  // Five notices, each with the patient's own rebooking link, not the public booking page.
  const rebookLinks: string[] = [];
  for (const [index, { email }] of booked.entries()) {
    await expect
      .poll(async () => countCancellationNotices(String(email)), { timeout: 60_000, message: `l'avis à ${email}` })
      .toBe((annulationsBefore[index] ?? 0) + 1);
    const notice = (await mailsTo(String(email), dataDir))
      .map((mail) => decodeQuotedPrintable(mail.raw))
      .filter((text) => /a été annulé/.test(text))
      .at(-1);
    const link = /\/rebook\/[\w-]{22,}/.exec(notice ?? '')?.[0];
    expect(link, `le lien de reprise de ${email}`).toBeDefined();
    expect(notice).not.toMatch(/\/booking\b/);
    rebookLinks.push(link ?? '');
  }
  expect(new Set(rebookLinks).size).toBe(5);
  // A link opens on the slots offered to that patient, none on the closed day.
  await page.goto(`${automationServer().url}${rebookLinks[0]}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reprise de rendez-vous' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /\(\d+ min\)$/ }).first()).toBeVisible();
  expect(await cancelledCount()).toBe(5);
  // Not ticked: no slot freed for the waitlist, no offer made.
  expect(
    await queryClinicDatabase(dataDir, "select count(*) as n from appointment_events where type = 'slot_freed' and created_at >= ?", [
      before,
    ]),
  ).toEqual([{ n: 0 }]);
  expect(
    await queryClinicDatabase(dataDir, 'select count(*) as n from appointment_slot_offers where slot_date = ? and created_at >= ?', [
      tomorrow,
      before,
    ]),
  ).toEqual([{ n: 0 }]);
  await context.close();
});

test('a second sick day is undone within its window: every appointment is back and nothing is sent', async ({ browser }) => {
  test.setTimeout(240_000);
  const { dataDir } = automationServer();
  const day = besideSickDay(3, 1);
  const patients = await Promise.all(['Rosalie', 'Béatrice'].map((name) => newPatientRecord(name, 'Automatisation', dataDir)));
  await visitOn(patients[0] as (typeof patients)[number], day, '09:00');
  await visitOn(patients[1] as (typeof patients)[number], day, '11:00');
  const booked = await queryClinicDatabase(
    dataDir,
    "select id, email, status from appointments where scheduled_date = ? and status in ('pending', 'confirmed')",
    [day],
  );
  const ids = booked.map((row) => String(row.id));
  const statusesOf = async () =>
    (
      await queryClinicDatabase(dataDir, `select status from appointments where id in (${ids.map(() => '?').join(', ')}) order by id`, ids)
    ).map((row) => row.status);
  const statusesBefore = await statusesOf();
  const started = new Date().toISOString();
  const noticesBefore = await Promise.all(booked.map(async ({ email }) => countCancellationNotices(String(email))));

  const { context, page } = await onAutomationServer(browser);
  await signedInAdmin(page);
  await openView(page, 'Opérations groupées');
  await page.getByRole('button', { name: 'Journée maladie' }).click();
  await page.getByRole('textbox', { name: 'Jour', exact: true }).fill(day);
  await page.getByLabel('Envoi des courriels').selectOption({ label: 'Dans 15 minutes (le temps de pouvoir annuler)' });
  await page.getByRole('button', { name: 'Aperçu', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Ce que l’opération ferait' }).getByRole('row')).toHaveCount(booked.length + 1);
  await page.getByRole('button', { name: 'Lancer l’opération' }).click();
  await page.getByRole('dialog', { name: 'Lancer l’opération ?' }).getByRole('button', { name: 'Lancer l’opération' }).click();
  await expect(page.getByRole('heading', { name: /^Rapport de l’opération/ })).toBeVisible();
  expect(await statusesOf()).toEqual(ids.map(() => 'cancelled'));

  await expect(page.getByText(/pour annuler\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Annuler l’opération' }).click();
  await expect(page.getByText(/^Opération annulée : /)).toContainText(`${booked.length} rendez-vous rétablis`);

  expect(await statusesOf()).toEqual(statusesBefore);
  // The day is open again: its closure went with the undo.
  expect(await queryClinicDatabase(dataDir, 'select id from blocked_times where start_date = ? and end_date = ?', [day, day])).toEqual([]);
  // The notices were dropped with the undo: none is left to send, none arrived.
  const batchMail = await queryClinicDatabase(
    dataDir,
    "select count(*) as n from email_outbox where kind = 'annulation' and created_at >= ? and appointment_id in (select id from appointments where scheduled_date = ?)",
    [started, day],
  );
  expect(batchMail).toEqual([{ n: 0 }]);
  for (const [index, { email }] of booked.entries()) expect(await countCancellationNotices(String(email))).toBe(noticesBefore[index]);
  await context.close();
});

test('the monitoring view finds an error by the reference the visitor read', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await onAutomationServer(browser);
  // The visitor's request fails on the network: the panel shows the error's reference.
  await page.route('**/api/public/appointment-requests', (route) => route.abort('failed'));
  // Once the page is the app's (not its prerendered HTML), the button opens the request.
  await openHome(page);
  await page.locator('#accueil').getByRole('button', { name: 'Prendre rendez-vous', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
  await expect(modal.getByLabel('Nom complet')).toBeFocused();
  await modal.getByLabel('Nom complet').fill('Visiteuse Erreur');
  await modal.getByLabel('Courriel').fill('visiteuse.erreur@example.com');
  await modal.getByLabel('Téléphone').fill('514 555-0199');
  await modal.getByLabel('Raison de la consultation').fill('Douleur au bas du dos depuis une semaine.');
  await modal.getByLabel('Âge du patient').fill('42 ans');
  await modal.getByLabel('Moment préféré').selectOption('Matin');
  await modal.getByRole('button', { name: 'Envoyer la demande' }).click();
  const reference = (await modal.getByRole('alert').locator('code').textContent({ timeout: 30_000 })) ?? '';
  expect(reference).toMatch(/^ERR-/);
  await context.close();

  const staff = await onAutomationServer(browser);
  await signedInAdmin(staff.page);
  await openView(staff.page, 'Surveillance du système');
  await expectNoAxeViolations(staff.page, 'main');
  const search = staff.page.getByRole('search', { name: 'Rechercher une erreur' });
  await search.getByLabel('Identifiant de l’erreur').fill(reference);
  await search.getByRole('button', { name: 'Rechercher' }).click();
  await expect(staff.page.getByText('1 erreur trouvée.')).toBeVisible();
  await expect(staff.page.getByRole('list', { name: 'Erreurs du journal' })).toContainText(reference);
  await expect(staff.page.getByRole('list', { name: 'Erreurs du journal' })).toContainText('NET_001');
  await staff.context.close();
});

async function countCancellationNotices(address: string): Promise<number> {
  const mails = await mailsTo(address, automationServer().dataDir);
  return mails.map((mail) => decodeQuotedPrintable(mail.raw)).filter((text) => /a été annulé/.test(text)).length;
}
