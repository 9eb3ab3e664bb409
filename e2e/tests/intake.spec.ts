// « Questionnaire d'accueil » end to end: a new patient books her first visit; its confirmation
// e-mail brings the intake link, which she opens on a phone (390 px), fills (her pregnancy's
// questions appear once she says she is pregnant), sees saved as she types, and signs. The
// practitioner finds it in the patient's record, reads it and marks it « Lu ». axe on both.
import { expectNoAxeViolations } from '../support/axe';
import { shownBookingConsents } from '../support/booking-consents';
import { followUpDay, suiteOpenDays } from '../support/clinic-days';
import { expect, test } from '../support/fixtures';
import { linkFromMail } from '../support/mailbox';
import { giveOwnClientAddress, uniqueEmail } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';

test('a new patient signs her intake form from the confirmation at 390 px; the practitioner reads it and marks it « Lu »', async ({
  page,
  browser,
  baseURL,
}) => {
  const address = await giveOwnClientAddress(page);
  const headers = { origin: baseURL as string, 'x-forwarded-for': address };
  const email = uniqueEmail('accueil');
  const { serviceId, date, free } = await followUpDay(page.request, headers, suiteOpenDays.intake);
  const booked = await page.request.post('/api/public/bookings', {
    headers,
    data: {
      serviceId,
      date,
      // The day's first free time: family.spec takes its last.
      time: free[0],
      name: 'Maude Tremblay',
      email,
      phone: '514 555-0177',
      consentVersions: await shownBookingConsents(page.request, { headers }),
    },
  });
  expect(booked.status()).toBe(201);
  const link = await linkFromMail(email, /https?:\/\/[^\s"<>]+\/questionnaire-accueil\/[A-Za-z0-9_-]+/, 0);

  // On her phone.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, baseURL })).newPage();
  await giveOwnClientAddress(phone);
  await phone.goto(new URL(link).pathname);
  await expect(phone.getByRole('heading', { level: 1, name: 'Questionnaire d’accueil' })).toBeVisible();
  await phone.getByRole('radio', { name: 'Une femme enceinte' }).check();
  await phone.getByLabel(/Pourquoi consultez-vous/).fill('Douleur au bassin le soir');
  await phone.getByLabel(/Semaines de grossesse/).fill('30');
  await phone.getByRole('radio', { name: 'Sage-femme', exact: true }).check();
  await expect(phone.getByText(/Brouillon enregistré/)).toBeVisible();
  const emergency = phone.getByRole('group', { name: 'Personne à joindre en cas d’urgence' });
  await emergency.getByLabel(/^Nom/).fill('Jérôme Tremblay');
  await emergency.getByLabel(/^Téléphone/).fill('514 555-0178');
  await phone.getByRole('checkbox', { name: /Je consens/ }).check();
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(phone);
  await phone.getByRole('button', { name: 'Signer et envoyer' }).click();
  await expect(phone.getByText('Questionnaire signé et envoyé à la clinique')).toBeVisible();
  await phone.context().close();

  // The practitioner, in the record.
  await signedInStaffMember(page, baseURL as string, address, 'practitioner');
  const found = await page.request.get(`/api/admin/patients?q=${encodeURIComponent(email)}`, { headers });
  const { patients } = (await found.json()) as { patients: { id: string }[] };
  await page.goto(`/admin/patients/${patients[0]?.id}`);
  const intake = page.getByRole('region', { name: 'Questionnaire d’accueil' });
  await expect(intake.getByText(/Signé par Maude Tremblay/)).toBeVisible();
  await intake.getByRole('button', { name: 'Lire' }).click();
  await expect(intake.getByText('Douleur au bassin le soir')).toBeVisible();
  await expectNoAxeViolations(page);
  await intake.getByRole('button', { name: 'Marquer comme lu' }).click();
  await expect(intake.getByText('Questionnaire marqué comme lu')).toBeVisible();
  await expect(intake.getByText(/— Lu/)).toBeVisible();
});
