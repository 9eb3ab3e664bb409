// Online booking end to end: a visitor books a real slot, receives the
// confirmation over SMTP with its calendar file, opens the link, confirms presence, reschedules and
// cancels; a second visitor cannot take the booked slot; a day with every slot taken says so; the
// reminder job sends one reminder, whose link confirms presence on arrival.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { queryClinicDatabase, suiteDataDir } from '../support/clinic-database';
import { dayButtonName, openDay, projectOpenDay, suiteOpenDays } from '../support/clinic-days';
import { expect, test } from '../support/fixtures';
import { linkFromMail, mailSubject, mailsTo } from '../support/mailbox';
import { uniqueEmail, giveOwnClientAddress } from '../support/public-site';

const booked = 'Rendez-vous réservé avec succès! Vérifiez votre email pour les détails.';

/** This project's booking day (each project books on its own, so the two never race for a slot). */
const bookingDay = () => openDay(projectOpenDay(suiteOpenDays.booking, test.info().project.name));

async function chooseService(page: Page): Promise<void> {
  await page.goto('/booking');
  await expect(page.getByRole('heading', { name: 'Choisissez un service' })).toBeVisible();
  await page.getByRole('button', { name: /Suivi chiropratique/ }).click();
  await expect(page.getByRole('heading', { name: 'Choisissez une date' })).toBeVisible();
}

/** The button of `date` in the booking page's list of days. */
function dayButton(page: Page, date: string): Locator {
  return page.getByRole('list', { name: 'Choisissez une date' }).getByRole('button', { name: dayButtonName(date) });
}

function times(page: Page): Locator {
  return page.getByRole('list', { name: 'Choisissez une heure' }).getByRole('button');
}

/** The clinic-local date and time of an instant (the demo clinic is in Montréal). */
function montreal(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

test('a visitor books, gets the e-mail with its calendar file, confirms, reschedules and cancels; the slot is then taken for others', async ({
  page,
}) => {
  await giveOwnClientAddress(page);
  const email = uniqueEmail('reservation');
  await chooseService(page);
  await dayButton(page, bookingDay()).click();
  await expect(page.getByRole('heading', { name: 'Choisissez une heure' })).toBeVisible();
  const slot = times(page).and(page.locator(':enabled')).first();
  const time = ((await slot.textContent()) ?? '').trim();
  await slot.click();
  await expect(page.getByRole('heading', { name: 'Vos coordonnées' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Nom complet').fill('Mathilde Roy');
  await page.getByRole('textbox', { name: 'Courriel' }).fill(email);
  await page.getByLabel('Téléphone').fill('514 555-0123');
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByText(booked)).toBeVisible();
  // The back button leads to the times, not to a form sent already.
  expect(page.url()).toContain('etape=5');

  // The confirmation, over SMTP: the management link and the calendar file.
  const manageLink = await linkFromMail(email, /http:\/\/\S+\/appointment\/manage\/[\w-]+/, 0);
  const [confirmation] = await mailsTo(email);
  expect(confirmation?.raw).toMatch(/Content-Type: text\/calendar/i);
  expect(confirmation?.raw).toContain('rendez-vous.ics');

  // A second visitor sees that slot taken.
  await chooseService(page);
  await dayButton(page, bookingDay()).click();
  const taken = page
    .getByRole('list', { name: 'Choisissez une heure' })
    .getByRole('button', { name: `${time} (indisponible)`, exact: true });
  await expect(taken).toBeDisabled();

  // The link: confirm presence, reschedule, cancel.
  await page.goto(manageLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Gérer mon rendez-vous' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer ma présence' }).click();
  await expect(page.getByText('Votre présence a été confirmée avec succès!')).toBeVisible();
  await expect(page.getByText('Présence confirmée', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: "Changer la date ou l'heure" }).click();
  await page
    .getByRole('list', { name: 'Nouvelle date' })
    .getByRole('button', { name: dayButtonName(bookingDay()) })
    .click();
  const newTimes = page.getByRole('list', { name: /Nouvelle heure/ }).getByRole('button');
  await newTimes.and(page.locator(':enabled')).last().click();
  await page.getByRole('button', { name: 'Confirmer le nouveau créneau' }).click();
  await expect(page.getByText('Votre rendez-vous a été reprogrammé avec succès!')).toBeVisible();
  // The move was e-mailed, with a fresh link.
  await linkFromMail(email, /http:\/\/\S+\/appointment\/manage\/[\w-]+/, 1);

  await page.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
  const cancel = page.getByRole('dialog', { name: 'Annuler le rendez-vous' });
  await cancel.getByRole('button', { name: "Confirmer l'annulation" }).click();
  await expect(cancel.getByText("Veuillez indiquer une raison pour l'annulation")).toBeVisible();
  await cancel.getByLabel("Raison de l'annulation").fill('Un empêchement au travail');
  await cancel.getByRole('button', { name: "Confirmer l'annulation" }).click();
  await expect(page.getByText('Votre rendez-vous a été annulé. Nous espérons vous revoir bientôt!')).toBeVisible();
  await expect(page.getByText('Un empêchement au travail')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annuler le rendez-vous' })).toBeHidden();
  const freed = await queryClinicDatabase(
    suiteDataDir(),
    `select count(*) as n from appointment_events e join appointments a on a.id = e.appointment_id where a.email = ?`,
    [email],
  );
  expect(freed[0]?.n).toBe(2);
});

test('a day with every slot taken is marked full and says so', async ({ page }) => {
  // The clinic's day taken whole by one long confirmed visit (inserted once for both projects).
  const fullDate = openDay(suiteOpenDays.fullDay);
  const now = new Date().toISOString();
  await queryClinicDatabase(
    suiteDataDir(),
    `insert or ignore into appointments (id, name, email, phone, status, scheduled_date, scheduled_time, duration_minutes, presence_confirmed,
       booking_source, payment_status, payment_amount, deposit_amount, created_at, updated_at)
     values (?, 'Journée complète', 'journee.complete@exemple.ca', '514 555-0100', 'confirmed', ?, '00:00', 1440, 0, 'admin', 'pending', 0, 0, ?, ?)`,
    [`full-day-${fullDate}`, fullDate, now, now],
  );
  await chooseService(page);
  await expect(dayButton(page, fullDate)).toContainText('Complet');
  await dayButton(page, fullDate).click();
  await expect(page.getByText('Aucun créneau disponible ce jour')).toBeVisible();
});

test('the reminder job sends one reminder, whose link confirms presence on arrival', async ({ page }) => {
  const email = uniqueEmail('rappel');
  // Three hours from now, booked a week ago: inside the 24-hour reminder window, not yet reminded.
  const start = montreal(new Date(Date.now() + 3 * 3600_000));
  const longAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
  await queryClinicDatabase(
    suiteDataDir(),
    `insert into appointments (id, name, email, phone, status, scheduled_date, scheduled_time, duration_minutes, presence_confirmed,
       booking_source, payment_status, payment_amount, deposit_amount, created_at, updated_at)
     values (?, 'Rémi Gagnon', ?, '514 555-0188', 'confirmed', ?, ?, 30, 0, 'online', 'pending', 0, 0, ?, ?)`,
    [randomUUID(), email, start.date, start.time, longAgo, longAgo],
  );
  // The job looks every 2 s on the suite's server (REMINDER_CHECK_SECONDS).
  const confirmLink = await linkFromMail(email, /http:\/\/\S+\/appointment\/confirm\/[\w-]+/, 0);
  // Two more runs of the job, counted by the job's own record (each run starts once the previous has
  // ended): still one reminder. No fixed wait, which a busy machine could make too short to prove it.
  const lastStart = async () => {
    const [row] = await queryClinicDatabase(suiteDataDir(), "select last_started_at from job_states where name = 'appointment-reminders'");
    return Date.parse(String(row?.last_started_at ?? ''));
  };
  const mailed = Date.now();
  await expect.poll(lastStart, { timeout: 30_000 }).toBeGreaterThan(mailed);
  const nextRun = await lastStart();
  await expect.poll(lastStart, { timeout: 30_000 }).toBeGreaterThan(nextRun);
  // Only reminders are counted: the automation's presence request (every 15 minutes, same window) may
  // reach the same visit while the test runs, and is a different e-mail.
  const reminders = (await mailsTo(email)).filter((mail) => mailSubject(mail).startsWith('Rappel : votre rendez-vous'));
  expect(reminders).toHaveLength(1);

  await page.goto(confirmLink);
  await expect(page.getByText('Votre présence a été confirmée avec succès!')).toBeVisible();
  await expect(page.getByText('Présence confirmée', { exact: true })).toBeVisible();
  const [row] = await queryClinicDatabase(suiteDataDir(), 'select presence_confirmed from appointments where email = ?', [email]);
  expect(row?.presence_confirmed).toBe(1);
});
