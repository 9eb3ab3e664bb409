// The patient portal end to end, for a patient of this test's own (so the
// desktop and phone runs never share a balance): her appointments listed and one moved; a card
// added with a sandbox number and made primary; a declined card answered with the error and the
// form back; the balance paid, by keyboard, and the receipt received over SMTP; an invoice opened
// and its PDF downloaded; an insurance receipt listed; a second patient sees none of it. Along the
// way: axe on each screen and dialog, and no card number or CVV in the database file, the server's
// logs or any API answer.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { decodeQuotedPrintable } from 'api/testing/smtp-listener';
import { demoAccounts } from '../support/accounts';
import { dayButtonName, followUpDay, openDay, projectOpenDay, spokenTime, suiteOpenDays } from '../support/clinic-days';
import { shownBookingConsents } from '../support/booking-consents';
import { expectNoAxeViolations } from '../support/axe';
import { queryClinicDatabase, suiteDataDir } from '../support/clinic-database';
import { expect, test } from '../support/fixtures';
import { linkFromMail, mailCount, mailsTo } from '../support/mailbox';
import { billedVisit, newPatientRecord, signInWithMagicLink } from '../support/portal';
import { giveOwnClientAddress } from '../support/public-site';

// Refusals the browser logs: the declined card (422), the cancellation without its reason.
test.use({ allowConsoleErrors: /status of (402|404|422)/ });

const cardNumber = '4242424242424242';
const secondCardNumber = '5555555555554444';
const cvv = '739';

/** Books the first free time of this project's day for `patient` through the public API; returns it and the next free time. */
async function bookUpcoming(request: APIRequestContext, address: string, baseURL: string, patient: { email: string }) {
  const headers = { 'x-forwarded-for': address, origin: baseURL };
  const day = await followUpDay(request, headers, projectOpenDay(suiteOpenDays.portal, test.info().project.name));
  const [first, second] = day.free;
  const serviceId = day.serviceId;
  const mailsBefore = await mailCount(patient.email);
  const booked = await request.post('/api/public/bookings', {
    headers,
    data: {
      serviceId,
      date: day.date,
      time: first,
      name: 'Julie Bergeron',
      email: patient.email,
      phone: '514 555-0163',
      consentVersions: await shownBookingConsents(request, { headers }),
    },
  });
  expect(booked.status()).toBe(201);
  // Made on the public site with her address, it joins her record once she opens its e-mailed link.
  const manage = await linkFromMail(patient.email, /http:\/\/\S+\/appointment\/manage\/[\w-]+/, mailsBefore);
  const token = manage.split('/').at(-1) as string;
  expect((await request.get(`/api/links/appointments/${token}`, { headers })).status()).toBe(200);
  return { date: day.date, time: first as string, nextTime: second as string };
}

async function addCard(page: Page, number: string, options: { nickname?: string } = {}) {
  await page.getByRole('button', { name: 'Ajouter une carte' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une carte' });
  await dialog.getByLabel(/^Numéro de carte/).fill(number);
  await dialog.getByLabel(/^Date d'expiration/).fill('0830');
  await dialog.getByLabel(/^CVV/).fill(cvv);
  await dialog.getByLabel(/^Nom du titulaire/).fill('Julie Bergeron');
  await dialog
    .getByLabel(/^Adresse/)
    .first()
    .fill('1200, avenue Laurier Est');
  await dialog.getByLabel(/^Ville/).fill('Montréal');
  await dialog.getByLabel(/^Code postal/).fill('h2j1h1');
  if (options.nickname) await dialog.getByLabel(/^Surnom de la carte/).fill(options.nickname);
  return dialog;
}

// Once, on the desktop: its phone version would check the same server behaviour; the phone's
// portal layout is « Paiements »' test below.
test('a patient moves an appointment, adds cards, pays her balance, opens her invoice and receipts; another patient sees none of it', {
  tag: '@une-fois',
}, async ({ page, browser, request, baseURL }) => {
  // The longest journey of the suite (1.4 min alone on 2 cores): time enough when the machine is busy.
  test.setTimeout(300_000);
  const address = await giveOwnClientAddress(page);
  const apiAnswers: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || response.headers()['content-type']?.includes('pdf')) return;
    apiAnswers.push(await response.text().catch(() => ''));
  });

  const patient = await newPatientRecord('Julie', 'Bergeron');
  const paidVisit = await billedVisit(patient, 21, true, 6500);
  const owedVisit = await billedVisit(patient, 7, false, 7500);
  const upcoming = await bookUpcoming(request, address, baseURL as string, patient);

  await signInWithMagicLink(page, patient);

  // Rendez-vous: the booked visit and the two past ones; the booked one moves to the next free time.
  await expect(page).toHaveURL(/\/patient-portal\/rendez-vous$/);
  const list = page.getByRole('list', { name: 'Vos rendez-vous' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await list.getByRole('button', { name: 'Déplacer' }).click();
  const move = page.getByRole('dialog', { name: 'Choisissez un nouveau créneau' });
  await move
    .getByRole('list', { name: 'Nouvelle date' })
    .getByRole('button', { name: dayButtonName(upcoming.date) })
    .click();
  await move.getByRole('button', { name: spokenTime(upcoming.nextTime), exact: true }).click();
  await expectNoAxeViolations(page, 'dialog[open]');
  await move.getByRole('button', { name: 'Confirmer le nouveau créneau' }).click();
  await expect(page.getByRole('heading', { name: 'Votre rendez-vous a été reprogrammé avec succès!' })).toBeVisible();
  const [moved] = await queryClinicDatabase(
    suiteDataDir(),
    "select scheduled_time from appointments where email = ? and status in ('pending', 'confirmed')",
    [patient.email],
  );
  expect(moved?.scheduled_time).toBe(upcoming.nextTime);

  // Paiements: the balance owed, no card yet.
  await page.goto('/patient-portal/paiements');
  await expect(page.getByRole('heading', { name: 'Solde à payer' })).toBeVisible();
  await expect(page.getByText('75,00 $').first()).toBeVisible();
  await expect(page.getByText('Mode test')).toBeVisible();
  await expectNoAxeViolations(page);

  // A sandbox card: the first is primary. A second one, then made primary.
  let dialog = await addCard(page, cardNumber);
  await expectNoAxeViolations(page, 'dialog[open]');
  await dialog.getByRole('button', { name: 'Ajouter la carte' }).click();
  await expect(dialog.getByText('Méthode de paiement ajoutée avec succès')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  dialog = await addCard(page, secondCardNumber, { nickname: 'Mastercard travail' });
  await dialog.getByRole('button', { name: 'Ajouter la carte' }).click();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  const cards = page.getByRole('list', { name: 'Vos cartes' });
  await cards.getByRole('listitem').filter({ hasText: '4444' }).getByRole('button', { name: 'Définir comme principale' }).click();
  await expect(page.getByText('Méthode de paiement principale mise à jour')).toBeVisible();
  await expect(cards.getByRole('listitem').first()).toContainText('4444');
  await expect(cards.getByRole('listitem').first()).toContainText('Principale');

  // A declined card: the issuer's refusal, and the form comes back as it was.
  dialog = await addCard(page, '4000000000000002');
  await dialog.getByRole('button', { name: 'Ajouter la carte' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Erreur: Carte refusée par l’émetteur');
  await expect(dialog.getByLabel(/^Numéro de carte/)).toHaveValue('4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(cards.getByRole('listitem')).toHaveCount(2);

  // Pay the balance by keyboard with the primary card; the receipt arrives over SMTP.
  const payNow = page.getByRole('button', { name: 'Payer maintenant' });
  await payNow.focus();
  await page.keyboard.press('Enter');
  const pay = page.getByRole('dialog', { name: 'Payer le solde' });
  await expect(pay.getByRole('radio', { name: /4444/ })).toBeChecked();
  await expectNoAxeViolations(page, 'dialog[open]');
  await pay.getByRole('button', { name: 'Payer 75,00 $' }).focus();
  await page.keyboard.press('Enter');
  await expect(pay.getByRole('heading', { name: 'Paiement effectué' })).toBeVisible();
  await expect(pay.getByText(`Un reçu a été envoyé à ${patient.email}`).first()).toBeVisible();
  // The receipt names the invoice it paid (the e-mails before it: the magic link, the booking and its move).
  const invoiceNumber = `E2E-${owedVisit.invoiceId.slice(0, 8).toUpperCase()}`;
  const receipts = async () => (await mailsTo(patient.email)).filter((mail) => decodeQuotedPrintable(mail.raw).includes(invoiceNumber));
  await expect.poll(async () => (await receipts()).length, { timeout: 10_000 }).toBe(1);
  expect(decodeQuotedPrintable((await receipts())[0]?.raw ?? '')).toMatch(/75,00\s\$/);
  await pay.getByRole('button', { name: 'Terminer' }).click();
  await expect(page.getByText('Aucun solde à payer')).toBeVisible();
  const transactions = page.getByRole('table', { name: /Vos transactions/ });
  await expect(transactions.getByRole('row').filter({ hasText: '75,00 $' }).first()).toContainText('Complété');
  await expectNoAxeViolations(page);

  // Documents: both invoices and both visits' receipts; one invoice opened, its PDF downloaded.
  await page.goto('/patient-portal/documents');
  await expect(page.getByText(invoiceNumber).first()).toBeVisible();
  // A receipt's number is given at its first download: each is listed with its PDF.
  for (const visit of [paidVisit, owedVisit]) {
    await expect(page.locator(`a[href="/api/portal/insurance-receipts/${visit.appointmentId}/pdf"]`)).toBeVisible();
  }
  await expectNoAxeViolations(page);
  const invoiceRow = page.getByRole('listitem').filter({ hasText: invoiceNumber });
  await invoiceRow.getByRole('link', { name: 'Voir la facture' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Facture ${invoiceNumber}`) })).toBeVisible();
  await expect(page.getByText('Payé').first()).toBeVisible();
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Télécharger le PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`facture-${invoiceNumber}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

  // A second patient signed in elsewhere sees none of it, and cannot open it by its address.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await giveOwnClientAddress(otherPage);
  const stranger = await newPatientRecord('Marc', 'Tessier');
  await signInWithMagicLink(otherPage, stranger);
  await otherPage.goto('/patient-portal/documents');
  await expect(otherPage.getByText('Aucune facture pour le moment')).toBeVisible();
  await expect(otherPage.getByText('Aucun reçu pour le moment')).toBeVisible();
  await otherPage.goto(`/patient-portal/factures/${owedVisit.invoiceId}`);
  await expect(otherPage.getByRole('heading', { name: 'Facture introuvable' })).toBeVisible();
  for (const path of [
    `/api/portal/invoices/${owedVisit.invoiceId}`,
    `/api/portal/invoices/${owedVisit.invoiceId}/pdf`,
    `/api/portal/insurance-receipts/${paidVisit.appointmentId}/pdf`,
  ]) {
    expect((await otherPage.request.get(path)).status(), path).toBe(404);
  }
  await otherPage.goto('/patient-portal/paiements');
  await expect(otherPage.getByText('Aucune transaction pour le moment')).toBeVisible();
  await expect(otherPage.getByText('Aucune méthode de paiement enregistrée')).toBeVisible();
  await other.close();

  // Nowhere a card number or a CVV: the database file (and its write-ahead log), the logs, the answers.
  const dataDir = suiteDataDir();
  const stored = Buffer.concat(
    await Promise.all(['clinic.db', 'clinic.db-wal'].map((name) => readFile(join(dataDir, name)).catch(() => Buffer.alloc(0)))),
  ).toString('latin1');
  const logs = await readFile(join(dataDir, 'server.log'), 'utf8').catch(() => '');
  for (const number of [cardNumber, secondCardNumber]) {
    expect(stored.includes(number), 'numéro de carte dans la base').toBe(false);
    expect(logs.includes(number), 'numéro de carte dans les journaux').toBe(false);
    expect(
      apiAnswers.some((answer) => answer.includes(number)),
      'numéro de carte dans une réponse',
    ).toBe(false);
  }
  expect(logs.includes(`"${cvv}"`), 'CVV dans les journaux').toBe(false);
  expect(
    apiAnswers.some((answer) => answer.includes(`"${cvv}"`)),
    'CVV dans une réponse',
  ).toBe(false);
  expect(apiAnswers.length).toBeGreaterThan(10);
});

// Once, on the desktop: its phone version would check the same server behaviour; the phone's
// portal layout is « Paiements »' test below.
test('a patient books from the portal without typing her details, cancels with a reason, and asks the clinic to correct her record', {
  tag: '@une-fois',
}, async ({ page, request, baseURL }) => {
  const address = await giveOwnClientAddress(page);
  const patient = await newPatientRecord('Sarah', 'Lemieux');
  await signInWithMagicLink(page, patient);
  await expect(page.getByText('Aucun rendez-vous pour le moment')).toBeVisible();

  // The last free time of this project's day (the other test takes the first ones).
  const day = await followUpDay(
    request,
    { 'x-forwarded-for': address, origin: baseURL as string },
    projectOpenDay(suiteOpenDays.portal, test.info().project.name),
  );
  const time = day.free.at(-1) as string;
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).click();
  const book = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
  await book.getByRole('combobox', { name: /Service/ }).selectOption({ label: 'Suivi chiropratique — 65,00 $ · 30 min' });
  await book
    .getByRole('list', { name: 'Date' })
    .getByRole('button', { name: dayButtonName(day.date) })
    .click();
  await book.getByRole('button', { name: spokenTime(time), exact: true }).click();
  await expect(book.getByRole('textbox', { name: /Courriel|Nom/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'dialog[open]');
  await book.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(
    page.getByRole('heading', { name: 'Rendez-vous réservé avec succès! Vérifiez votre email pour les détails.' }),
  ).toBeVisible();
  await linkFromMail(patient.email, /http:\/\/\S+\/appointment\/manage\/[\w-]+/, 0);
  const [booked] = await queryClinicDatabase(
    suiteDataDir(),
    'select booking_source, scheduled_date, scheduled_time from appointments where patient_id = ?',
    [patient.id],
  );
  expect(booked).toEqual({ booking_source: 'portal', scheduled_date: day.date, scheduled_time: time });

  // Cancelled from the tab: a reason is asked first.
  await page.getByRole('list', { name: 'Vos rendez-vous' }).getByRole('button', { name: 'Annuler' }).click();
  const cancel = page.getByRole('dialog', { name: 'Annuler le rendez-vous' });
  await cancel.getByRole('button', { name: "Confirmer l'annulation" }).click();
  await expect(cancel.getByText("Veuillez indiquer une raison pour l'annulation")).toBeVisible();
  await cancel.getByRole('textbox', { name: /Raison de l'annulation/ }).fill('Conflit d’horaire au travail');
  await expectNoAxeViolations(page, 'dialog[open]');
  await cancel.getByRole('button', { name: "Confirmer l'annulation" }).click();
  await expect(page.getByRole('heading', { name: 'Votre rendez-vous a été annulé. Nous espérons vous revoir bientôt!' })).toBeVisible();
  await expect(page.getByText('Conflit d’horaire au travail')).toBeVisible();

  // Mon profil: read-only record, and a correction request that reaches the privacy officer.
  await page.goto('/patient-portal/profil');
  await expect(page.getByText('Pour modifier ces informations, communiquez avec votre clinique.')).toBeVisible();
  const officer = 'emilie.tremblay@clinique-tremblay.example';
  const before = (await mailsTo(officer)).length;
  await page.getByRole('textbox', { name: /Correction à apporter/ }).fill('Mon numéro de téléphone est maintenant le 514 555-0199.');
  await expectNoAxeViolations(page);
  await page.getByRole('region', { name: 'Demander une correction' }).getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText('Demande de correction envoyée. La clinique vous répondra dans un délai de 20 jours.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Vos demandes' }).getByText('En attente de réponse')).toBeVisible();
  await expect
    .poll(
      async () => (await mailsTo(officer)).slice(before).filter((mail) => decodeQuotedPrintable(mail.raw).includes('514 555-0199')).length,
      {
        timeout: 10_000,
      },
    )
    .toBe(1);
});

// Once, on the desktop: the phone's dialog is the same form, and the server's side is checked again by nothing else here.
test('a patient books a service that asks a deposit from the portal with her saved card, and sees the deposit paid', {
  tag: '@une-fois',
}, async ({ page }) => {
  await giveOwnClientAddress(page);
  const patient = await newPatientRecord('Nadia', 'Gagnon');
  await signInWithMagicLink(page, patient);
  await page.goto('/patient-portal/paiements');
  const dialog = await addCard(page, cardNumber);
  await dialog.getByRole('button', { name: 'Ajouter la carte' }).click();
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  await page.goto('/patient-portal/rendez-vous');
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).click();
  const book = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
  await book
    .getByRole('combobox', { name: /Service/ })
    .selectOption({ label: 'Neurologie fonctionnelle — 120,00 $ · 60 min · Dépôt requis : 30,00 $' });
  const date = openDay(suiteOpenDays.portalDeposit);
  await book
    .getByRole('list', { name: 'Date' })
    .getByRole('button', { name: dayButtonName(date) })
    .click();
  const times = book.getByRole('list', { name: /^Heure/ });
  await times.getByRole('button', { disabled: false }).first().click();
  const cards = book.getByRole('radiogroup', { name: /Carte pour le dépôt/ });
  await expect(cards.getByRole('radio', { name: /•••• 4242 \(principale\)/ })).toBeChecked();
  await expectNoAxeViolations(page, 'dialog[open]');
  await book.getByRole('button', { name: 'Confirmer la réservation' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Rendez-vous réservé avec succès!' });
  await expect(notice).toContainText('Dépôt payé : 30,00 $');
  const [deposit] = await queryClinicDatabase(
    suiteDataDir(),
    "select t.amount, t.status, a.booking_source from payment_transactions t join appointments a on a.id = t.appointment_id where t.patient_id = ? and t.transaction_type = 'deposit'",
    [patient.id],
  );
  expect(deposit).toEqual({ amount: 3000, status: 'completed', booking_source: 'portal' });
});

// Measured in the browser: the demo's Camille (ten transactions) on a
// desktop (1280 px) and a phone (390 px).
test('« Paiements » fits its screen: every transaction column within the tab, each date on one line; in the add-card dialog the expiry and CVV inputs on one line and the billing address set apart', async ({
  page,
  baseURL,
  isMobile,
}) => {
  if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
  const address = await giveOwnClientAddress(page);
  const demo = await demoAccounts();
  const signIn = await page.request.post('/api/auth/patient/sign-in', {
    headers: { origin: baseURL as string, 'x-forwarded-for': address },
    data: { email: demo.patientEmail, password: demo.patientPassword },
  });
  expect(signIn.status()).toBe(200);
  await page.goto('/patient-portal/paiements');
  const table = page.getByRole('table', { name: /Vos transactions/ });
  await expect(table.getByRole('button', { name: /^Facture / }).first()).toBeVisible();
  const fit = await table.evaluate((element) => {
    const frame = element.closest('.ui-stacked-table') as HTMLElement;
    return {
      sideways: frame.scrollWidth - frame.clientWidth,
      // An inline element has one box per line it takes.
      datesOverOneLine: [...element.querySelectorAll('time')].filter((time) => time.getClientRects().length > 1).length,
      cutButtons: [...element.querySelectorAll('button')].filter((button) => button.scrollWidth > button.clientWidth).length,
    };
  });
  expect(fit).toEqual({ sideways: 0, datesOverOneLine: 0, cutButtons: 0 });

  await page.getByRole('button', { name: 'Ajouter une carte' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une carte' });
  const [expiry, cvvInput, holder, billing] = await Promise.all([
    dialog.getByLabel(/^Date d'expiration/).boundingBox(),
    dialog.getByLabel(/^CVV/).boundingBox(),
    dialog.getByLabel(/^Nom du titulaire/).boundingBox(),
    dialog.getByRole('group', { name: 'Adresse de facturation' }).boundingBox(),
  ]);
  expect(Math.round(expiry?.y ?? 0)).toBe(Math.round(cvvInput?.y ?? -1));
  // At least a field's spacing (16 px) between the cardholder's input and the billing address's legend.
  expect((billing?.y ?? 0) - ((holder?.y ?? 0) + (holder?.height ?? 0))).toBeGreaterThanOrEqual(16);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
