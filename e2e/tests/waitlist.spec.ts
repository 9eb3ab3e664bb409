// Waitlist end to end: a visitor joins the waitlist and sees the position;
// a booked patient cancels from the link; the waitlisted patient receives the offer by e-mail and
// accepts; a second invitee sees the slot taken; an offer left to expire cascades to the next
// patient; a rebooking link is accepted with a chosen slot, another answered with a callback request.
import type { APIRequestContext, Page } from '@playwright/test';
import { demoAccounts } from '../support/accounts';
import { shownBookingConsents } from '../support/booking-consents';
import { expectNoAxeViolations } from '../support/axe';
import { queryClinicDatabase, suiteDataDir } from '../support/clinic-database';
import { followUpDay, projectOpenDay, suiteOpenDays } from '../support/clinic-days';
import { expect, test } from '../support/fixtures';
import { linkFromMail, mailCount } from '../support/mailbox';
import { uniqueEmail, giveOwnClientAddress } from '../support/public-site';

// Refusals the browser logs (a taken slot, an expired invitation).
test.use({ allowConsoleErrors: /status of (409|410)/ });

const weekdays = ['Dimanche', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'];
const frenchWeekday = (date: string) => weekdays[new Date(`${date}T12:00:00Z`).getUTCDay()] as string;

/** Calls the API as this test's client (its own address for the rate limits, the site's origin for writes). */
function clientOf(request: APIRequestContext, address: string, baseURL: string) {
  const headers = { 'x-forwarded-for': address, origin: baseURL };
  return {
    request,
    headers,
    get: (path: string) => request.get(path, { headers }),
    post: (path: string, data: unknown) => request.post(path, { headers, data }),
  };
}

type Client = ReturnType<typeof clientOf>;

/** The client of this test, from an address of its own. */
async function ownClient(page: Page, request: APIRequestContext, baseURL: string | undefined): Promise<Client> {
  return clientOf(request, await giveOwnClientAddress(page), baseURL as string);
}

/** The follow-up service and this project's waitlist day. */
const waitlistDay = (client: Client) =>
  followUpDay(client.request, client.headers, projectOpenDay(suiteOpenDays.waitlist, test.info().project.name));

/** Books `time` for a new patient and returns the management link e-mailed to them. */
async function bookedPatient(
  client: Client,
  serviceId: string,
  date: string,
  time: string,
): Promise<{ email: string; manageLink: string }> {
  const email = uniqueEmail('patient.reserve');
  const response = await client.post('/api/public/bookings', {
    serviceId,
    date,
    time,
    name: 'Nadia Caron',
    email,
    phone: '514 555-0166',
    consentVersions: await shownBookingConsents(client.request, { headers: client.headers }),
  });
  expect(response.status()).toBe(201);
  return { email, manageLink: await linkFromMail(email, /http:\/\/\S+\/appointment\/manage\/[\w-]+/, 0) };
}

async function joinWaitlist(client: Client, fullName: string, date: string, period: string): Promise<string> {
  const email = uniqueEmail('attente');
  const response = await client.post('/api/public/waitlist', {
    fullName,
    email,
    phone: '514 555-0155',
    preferredDays: [frenchWeekday(date)],
    preferredTimes: [period],
    consent: true,
  });
  expect(response.status()).toBe(201);
  return email;
}

const invitationLink = (email: string, after = 0) => linkFromMail(email, /http:\/\/\S+\/invitation\/[\w-]+/, after);

async function openInvitation(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: "Invitation de la liste d'attente" })).toBeVisible();
}

test('a freed slot goes to the waitlist: joined on the page, offered by e-mail, accepted once, then cascades past an expired offer', async ({
  page,
  request,
  baseURL,
}) => {
  const client = await ownClient(page, request, baseURL);
  const { serviceId, day } = await waitlistDay(client);
  const free = day.slots.filter((slot) => slot.available).map((slot) => slot.time);
  const morning = free.find((time) => time < '12:00') as string;
  const afternoon = free.find((time) => time >= '12:00' && time < '17:00') as string;

  // A visitor joins on the page and sees the position.
  const first = uniqueEmail('attente.page');
  await page.goto('/waitlist');
  await page.getByLabel('Nom complet').fill('Élise Fortin');
  await page.getByRole('textbox', { name: 'Courriel', exact: true }).fill(first);
  await page.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('514 555-0133');
  await page.getByRole('checkbox', { name: frenchWeekday(day.date) }).check();
  await page.getByRole('checkbox', { name: 'Matin (8h-12h)' }).check();
  await page.getByRole('button', { name: "M'inscrire sur la liste d'attente" }).click();
  await expect(page.getByText(/Veuillez accepter/)).toBeVisible();
  await page.getByRole('checkbox', { name: /J'accepte d'être contacté/ }).check();
  await page.getByRole('button', { name: "M'inscrire sur la liste d'attente" }).click();
  await expect(page.getByText('Inscription confirmée')).toBeVisible();
  await expect(page.getByText(/Vous êtes n° \d+ sur la liste d'attente\./)).toBeVisible();
  await expectNoAxeViolations(page);
  const second = await joinWaitlist(client, 'Hugo Bélanger', day.date, 'Matin (8h-12h)');
  // Already on the list: the spec's message.
  const again = await client.post('/api/public/waitlist', {
    fullName: 'Élise Fortin',
    email: first,
    phone: '514 555-0133',
    preferredDays: [],
    preferredTimes: [],
    consent: true,
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { message: string } }).error.message).toBe("Vous êtes déjà inscrit sur notre liste d'attente!");

  // A booked patient cancels from the link: the slot is offered to both waiting patients at once.
  const booked = await bookedPatient(client, serviceId, day.date, morning);
  await page.goto(booked.manageLink);
  await page.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
  const cancel = page.getByRole('dialog', { name: 'Annuler le rendez-vous' });
  await cancel.getByLabel("Raison de l'annulation").fill('Un imprévu');
  await cancel.getByRole('button', { name: "Confirmer l'annulation" }).click();
  await expect(page.getByText('Votre rendez-vous a été annulé. Nous espérons vous revoir bientôt!')).toBeVisible();

  const firstOffer = await invitationLink(first);
  const secondOffer = await invitationLink(second);
  await openInvitation(page, firstOffer);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Accepter', exact: true }).click();
  await expect(page.getByText('Merci! Votre rendez-vous est réservé. Vérifiez votre courriel pour les détails.')).toBeVisible();
  // The accepted patient gets the usual confirmation with its management link.
  await linkFromMail(first, /http:\/\/\S+\/appointment\/manage\/[\w-]+/, 0);
  // The second invitee: the slot went to someone else.
  await openInvitation(page, secondOffer);
  await expect(page.getByText("Ce créneau a déjà été attribué à quelqu'un d'autre")).toBeVisible();
  const [taken] = await queryClinicDatabase(
    suiteDataDir(),
    "select count(*) as n from appointments where scheduled_date = ? and scheduled_time = ? and status in ('pending', 'confirmed')",
    [day.date, morning],
  );
  expect(taken?.n).toBe(1);

  // An offer left to expire passes to the next patient.
  const third = await joinWaitlist(client, 'Rose Tremblay', day.date, 'Après-midi (12h-17h)');
  const other = await bookedPatient(client, serviceId, day.date, afternoon);
  const token = other.manageLink.split('/').at(-1) as string;
  expect((await client.post(`/api/links/appointments/${token}/cancel`, { reason: 'Déménagement' })).status()).toBe(200);
  const thirdOffer = await invitationLink(third);
  const fourth = await joinWaitlist(client, 'Louis Gagné', day.date, 'Après-midi (12h-17h)');
  expect(await mailCount(fourth)).toBe(0);
  await queryClinicDatabase(
    suiteDataDir(),
    `update slot_offer_invitations set expires_at = '2000-01-01T00:00:00.000Z'
     where status = 'pending' and waitlist_entry_id in (select id from waitlist_entries where email = ?)`,
    [third],
  );
  const fourthOffer = await invitationLink(fourth);
  await openInvitation(page, thirdOffer);
  await expect(page.getByText('Cette invitation a expiré')).toBeVisible();
  await openInvitation(page, fourthOffer);
  await expect(page.getByRole('button', { name: 'Accepter', exact: true })).toBeVisible();
});

test('a rebooking link is accepted with a chosen slot, and another answered with a callback request', async ({
  page,
  request,
  baseURL,
}) => {
  const client = await ownClient(page, request, baseURL);
  const phone = test.info().project.name === 'téléphone';
  const { day } = await waitlistDay(client);
  const [firstTime, secondTime] = day.slots.filter((slot) => slot.available && slot.time >= '10:00').map((slot) => slot.time);

  // Staff (the demo admin, with one of her backup codes per project) propose slots.
  const demo = await demoAccounts();
  expect((await client.post('/api/auth/staff/sign-in', { email: demo.staffEmail, password: demo.staffPassword })).status()).toBe(200);
  const verified = await client.post('/api/auth/second-factor/verify', { backupCode: demo.staffBackupCodes[phone ? 5 : 4] });
  expect(verified.status()).toBe(200);
  const accepting = uniqueEmail('reprise');
  const calling = uniqueEmail('rappel');
  for (const patientEmail of [accepting, calling]) {
    const created = await client.post('/api/admin/rebooking-requests', {
      patientName: 'Chantal Morin',
      patientEmail,
      reason: 'La clinique est fermée le jour de votre rendez-vous',
      slots: [
        { date: day.date, time: firstTime, durationMinutes: 30 },
        { date: day.date, time: secondTime, durationMinutes: 30 },
      ],
    });
    expect(created.status()).toBe(201);
  }

  // The e-mail's link for the second slot preselects it.
  const acceptLink = await linkFromMail(accepting, /http:\/\/\S+\/rebook\/[\w-]+\?action=accept&(amp;)?slot=[\w-]+/, 0);
  await page.goto(acceptLink.replace('&amp;', '&'));
  await expect(page.getByText('La clinique est fermée le jour de votre rendez-vous')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirmer ce créneau' }).click();
  await expect(page.getByText('Votre rendez-vous a été confirmé avec succès!')).toBeVisible();
  const [booked] = await queryClinicDatabase(
    suiteDataDir(),
    "select count(*) as n from appointments where email = ? and status = 'confirmed'",
    [accepting],
  );
  expect(booked?.n).toBe(1);

  const callbackLink = await linkFromMail(calling, /http:\/\/\S+\/rebook\/[\w-]+\?action=callback/, 0);
  await page.goto(callbackLink);
  await expect(page.getByRole('radio', { name: 'Je préfère que la clinique me rappelle' })).toBeChecked();
  await page.getByLabel(/Notes/).fill('Après 16 h, s.v.p.');
  await page.getByRole('button', { name: 'Demander un rappel' }).click();
  await expect(page.getByText('Nous vous contacterons sous peu pour fixer un rendez-vous')).toBeVisible();
});
