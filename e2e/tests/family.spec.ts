// A family in the portal: a mother signs in, chooses her four-year-old in « Pour qui ? » (axe clean),
// sees his visit and books another for him; the visit is on his record, reached at her address.
// Her own record, her son's and their link are this test's own (written as the desk would).
// Another mother adds her baby while booking (« Ajouter un enfant ») and books for her; the desk
// sees the new child in her file, added by her, to confirm.
import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from '../support/axe';
import { dayButtonName, followUpDay, openDay, spokenTime, suiteOpenDays } from '../support/clinic-days';
import { queryClinicDatabase, suiteDataDir } from '../support/clinic-database';
import { expect, test } from '../support/fixtures';
import { newPatientRecord, signInWithMagicLink } from '../support/portal';
import { giveOwnClientAddress } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';

/** Born four years and a half ago: a child whose consent and portal are his mother's. */
const fourYearsOld = () => new Date(Date.now() - 4.5 * 365.25 * 86_400_000).toISOString().slice(0, 10);

test('a mother acts for her son in the portal: his visit, and one booked for him', async ({ page, request, baseURL }) => {
  const address = await giveOwnClientAddress(page);
  const mother = await newPatientRecord('Nadia', 'Gagnon');
  const son = randomUUID();
  const now = new Date().toISOString();
  const dataDir = suiteDataDir();
  await queryClinicDatabase(
    dataDir,
    `insert into patients (id, first_name, last_name, date_of_birth, status, total_visits, created_at, updated_at)
     values (?, 'Théo', 'Gagnon', ?, 'active', 0, ?, ?)`,
    [son, fourYearsOld(), now, now],
  );
  await queryClinicDatabase(
    dataDir,
    `insert into family_links (id, guardian_patient_id, dependant_patient_id, relationship, source, created_at, updated_at)
     values (?, ?, ?, 'mere', 'staff', ?, ?)`,
    [randomUUID(), mother.id, son, now, now],
  );
  const date = openDay(suiteOpenDays.family);
  const [pediatric] = await queryClinicDatabase(dataDir, "select id from service_types where name = 'Chiropratique pédiatrique'");
  await queryClinicDatabase(
    dataDir,
    `insert into appointments (id, patient_id, name, email, phone, status, scheduled_date, scheduled_time, duration_minutes,
       service_type_id, booking_source, payment_amount, deposit_amount, presence_confirmed, created_at, updated_at)
     values (?, ?, 'Théo Gagnon', ?, '514 555-0177', 'confirmed', ?, '11:00', 30, ?, 'admin', 6000, 0, 0, ?, ?)`,
    [randomUUID(), son, mother.email, date, (pediatric as { id: string }).id, now, now],
  );

  await signInWithMagicLink(page, mother);
  const who = page.getByRole('combobox', { name: 'Pour qui ?' });
  await expect(who).toHaveValue(mother.id);
  await expectNoAxeViolations(page, 'header');
  await who.selectOption({ label: 'Théo Gagnon (mère)' });
  const visits = page.getByRole('list', { name: 'Vos rendez-vous' });
  await expect(visits.getByText('Chiropratique pédiatrique')).toBeVisible();

  // The last free time of the family's day, booked for him.
  const day = await followUpDay(request, { 'x-forwarded-for': address, origin: baseURL as string }, suiteOpenDays.family);
  const time = day.free.at(-1) as string;
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).click();
  const book = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
  await expect(book.getByText(/Théo Gagnon \(mère\)/)).toBeVisible();
  await book.getByRole('combobox', { name: /Service/ }).selectOption({ label: 'Suivi chiropratique — 65,00 $ · 30 min' });
  await book
    .getByRole('list', { name: 'Date' })
    .getByRole('button', { name: dayButtonName(date) })
    .click();
  await book.getByRole('button', { name: spokenTime(time), exact: true }).click();
  await book.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(
    page.getByRole('heading', { name: 'Rendez-vous réservé avec succès! Vérifiez votre email pour les détails.' }),
  ).toBeVisible();
  const booked = await queryClinicDatabase(
    dataDir,
    'select patient_id, email, booking_source from appointments where scheduled_date = ? and scheduled_time = ? and patient_id in (?, ?)',
    [date, time, son, mother.id],
  );
  expect(booked).toEqual([{ patient_id: son, email: mother.email, booking_source: 'portal' }]);
});

/** Born three months ago: a baby. */
const threeMonthsOld = () => new Date(Date.now() - 91 * 86_400_000).toISOString().slice(0, 10);

test('a mother adds her baby while booking and books for her; the desk sees the new child to confirm', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const address = await giveOwnClientAddress(page);
  const mother = await newPatientRecord('Maude', 'Bérubé');
  const dataDir = suiteDataDir();
  await signInWithMagicLink(page, mother);

  await page.getByRole('button', { name: 'Prendre rendez-vous' }).click();
  const book = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
  await book.getByRole('button', { name: 'Ajouter un enfant' }).click();
  await book.getByRole('textbox', { name: /Prénom de l’enfant/ }).fill('Léonie');
  await book.getByRole('textbox', { name: /^Nom de l’enfant/ }).fill('Bérubé');
  await book.getByLabel(/Date de naissance/).fill(threeMonthsOld());
  await book.getByRole('combobox', { name: /Votre lien avec l’enfant/ }).selectOption({ label: 'Mère' });
  await expectNoAxeViolations(page, 'dialog[open]');
  await book.getByRole('button', { name: 'Ajouter l’enfant' }).click();
  await expect(book.getByText('Léonie Bérubé fait maintenant partie de votre famille au portail', { exact: false })).toBeVisible();
  await expect(book.getByText('Léonie Bérubé (mère)')).toBeVisible();

  // The family's day, a free time the other journey of this file does not take (it takes the last).
  const day = await followUpDay(request, { 'x-forwarded-for': address, origin: baseURL as string }, suiteOpenDays.family);
  const time = day.free.at(-2) as string;
  await book.getByRole('combobox', { name: /Service/ }).selectOption({ label: 'Suivi chiropratique — 65,00 $ · 30 min' });
  await book
    .getByRole('list', { name: 'Date' })
    .getByRole('button', { name: dayButtonName(day.date) })
    .click();
  await book.getByRole('button', { name: spokenTime(time), exact: true }).click();
  await book.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(
    page.getByRole('heading', { name: 'Rendez-vous réservé avec succès! Vérifiez votre email pour les détails.' }),
  ).toBeVisible();
  const [baby] = (await queryClinicDatabase(
    dataDir,
    `select patients.id, family_links.source, appointments.status from patients
       join family_links on family_links.dependant_patient_id = patients.id and family_links.guardian_patient_id = ?
       join appointments on appointments.patient_id = patients.id and appointments.scheduled_date = ? and appointments.scheduled_time = ?`,
    [mother.id, day.date, time],
  )) as { id: string; source: string; status: string }[];
  expect(baby).toMatchObject({ source: 'guardian', status: 'pending' });

  // The desk, in its own browser: the mother's file names the baby she added, a record to confirm.
  const desk = await browser.newContext({ baseURL });
  try {
    const staff = await desk.newPage();
    await signedInStaffMember(staff, baseURL as string, await giveOwnClientAddress(staff));
    await staff.goto(`/admin/patients/${mother.id}`);
    const family = staff.getByRole('region', { name: 'Famille' });
    await expect(family.getByText('Léonie Bérubé', { exact: true })).toBeVisible();
    await expect(
      family.getByText(/Ajouté au portail par Maude Bérubé le .*dossier à confirmer avec son premier rendez-vous\./),
    ).toBeVisible();
  } finally {
    await desk.close();
  }
});
