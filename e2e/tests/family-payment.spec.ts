// « Payer pour la famille »: a mother signs in, books a visit for her son and one for her baby
// through « Pour qui ? », the visits then take place and are invoiced (written in the database, as
// the desk's « Terminé » and issuing would), and she pays both invoices in one payment with her
// card (axe clean), then downloads each child's insurance receipt, read by the PDF parser. Her
// record, her children and their links are this test's own.
import { randomUUID } from 'node:crypto';
import { pdfText } from 'api/testing/pdf-text';
import { expectNoAxeViolations } from '../support/axe';
import { clinicDay, dayButtonName, followUpDay, openDay, spokenTime, suiteOpenDays } from '../support/clinic-days';
import { queryClinicDatabase, suiteDataDir } from '../support/clinic-database';
import { expect, test } from '../support/fixtures';
import { newPatientRecord, signInWithMagicLink } from '../support/portal';
import { giveOwnClientAddress } from '../support/public-site';

const bornYearsAgo = (years: number) => new Date(Date.now() - years * 365.25 * 86_400_000).toISOString().slice(0, 10);

test('a mother books for her son and her baby, pays both invoices in one payment and downloads each receipt', async ({
  page,
  request,
  baseURL,
}) => {
  const address = await giveOwnClientAddress(page);
  const dataDir = suiteDataDir();
  const mother = await newPatientRecord('Maude', 'Tremblay');
  const now = new Date().toISOString();
  const children = [
    { id: randomUUID(), firstName: 'Jacob', born: bornYearsAgo(4.5) },
    { id: randomUUID(), firstName: 'Alice', born: bornYearsAgo(0.7) },
  ];
  for (const child of children) {
    await queryClinicDatabase(
      dataDir,
      `insert into patients (id, first_name, last_name, date_of_birth, status, total_visits, created_at, updated_at)
       values (?, ?, 'Tremblay', ?, 'active', 0, ?, ?)`,
      [child.id, child.firstName, child.born, now, now],
    );
    await queryClinicDatabase(
      dataDir,
      `insert into family_links (id, guardian_patient_id, dependant_patient_id, relationship, source, created_at, updated_at)
       values (?, ?, ?, 'mere', 'staff', ?, ?)`,
      [randomUUID(), mother.id, child.id, now, now],
    );
  }
  await signInWithMagicLink(page, mother);

  // Her card, in « Paiements ».
  await page.goto('/patient-portal/paiements');
  await page.getByRole('button', { name: 'Ajouter une carte' }).first().click();
  const cardDialog = page.getByRole('dialog', { name: 'Ajouter une carte' });
  await cardDialog.getByLabel(/^Numéro de carte/).fill('4242424242424242');
  await cardDialog.getByLabel(/^Date d'expiration/).fill(`08${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`);
  await cardDialog.getByLabel(/^CVV/).fill('123');
  await cardDialog.getByLabel(/^Nom du titulaire/).fill('Maude Tremblay');
  await cardDialog
    .getByLabel(/^Adresse/)
    .first()
    .fill('1200, avenue Laurier Est');
  await cardDialog.getByLabel(/^Ville/).fill('Montréal');
  await cardDialog.getByLabel(/^Code postal/).fill('h2j1h1');
  await cardDialog.getByRole('button', { name: 'Ajouter la carte' }).click();
  await expect(cardDialog).toBeHidden({ timeout: 5_000 });

  // A visit for each child, on the family's day, through « Pour qui ? ».
  const day = await followUpDay(request, { 'x-forwarded-for': address, origin: baseURL as string }, suiteOpenDays.familyPayment);
  const date = openDay(suiteOpenDays.familyPayment);
  await page.goto('/patient-portal/rendez-vous');
  for (const [index, child] of children.entries()) {
    const time = day.free[index] as string;
    await page.getByRole('combobox', { name: 'Pour qui ?' }).selectOption({ label: `${child.firstName} Tremblay (mère)` });
    await page.getByRole('button', { name: 'Prendre rendez-vous' }).click();
    const book = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
    await expect(book.getByText(new RegExp(`${child.firstName} Tremblay \\(mère\\)`))).toBeVisible();
    await book.getByRole('combobox', { name: /Service/ }).selectOption({ label: 'Suivi chiropratique — 65,00 $ · 30 min' });
    await book
      .getByRole('list', { name: 'Date' })
      .getByRole('button', { name: dayButtonName(date) })
      .click();
    await book.getByRole('button', { name: spokenTime(time), exact: true }).click();
    await book.getByRole('button', { name: 'Confirmer la réservation' }).click();
    await expect(page.getByText('Rendez-vous réservé avec succès! Vérifiez votre email pour les détails.')).toBeVisible();
  }

  // The visits took place (yesterday, so paying today is after them) and the desk invoiced them.
  const visitDay = clinicDay(-1);
  const visits = await queryClinicDatabase(
    dataDir,
    'select id, patient_id from appointments where scheduled_date = ? and patient_id in (?, ?) order by scheduled_time',
    [date, children[0]?.id as string, children[1]?.id as string],
  );
  expect(visits.map((visit) => visit.patient_id)).toEqual(children.map((child) => child.id));
  const [service] = await queryClinicDatabase(dataDir, "select name from service_types where name = 'Suivi chiropratique'");
  for (const visit of visits) {
    const invoiceId = randomUUID();
    await queryClinicDatabase(
      dataDir,
      "update appointments set status = 'completed', scheduled_date = ?, presence_confirmed = 1 where id = ?",
      [visitDay, visit.id as string],
    );
    await queryClinicDatabase(
      dataDir,
      `insert into invoices (id, patient_id, appointment_id, total_amount, payment_status, issued_on, due_on, number, issued_at,
         created_at, updated_at)
       values (?, ?, ?, 6500, 'unpaid', ?, ?, ?, ?, ?, ?)`,
      [
        invoiceId,
        visit.patient_id as string,
        visit.id as string,
        visitDay,
        clinicDay(29),
        `E2E-${invoiceId.slice(0, 8).toUpperCase()}`,
        now,
        now,
        now,
      ],
    );
    await queryClinicDatabase(
      dataDir,
      `insert into invoice_lines (id, invoice_id, appointment_id, description, service_date, amount, tax_code, line_order)
       values (?, ?, ?, ?, ?, 6500, 'exempt', 0)`,
      [randomUUID(), invoiceId, visit.id as string, service?.name as string, visitDay],
    );
  }

  // Both invoices, one payment, her card.
  await page.getByRole('combobox', { name: 'Pour qui ?' }).selectOption({ label: 'Maude Tremblay (moi)' });
  await page.goto('/patient-portal/paiements');
  const family = page.getByRole('region', { name: 'Payer pour la famille' });
  for (const child of children) {
    await expect(family.getByRole('group', { name: `${child.firstName} Tremblay` }).getByRole('checkbox')).toBeChecked();
  }
  await expectNoAxeViolations(page, 'section.family-payment');
  await family.getByRole('button', { name: /^Payer 130,00/ }).click();
  await expect(family.getByRole('heading', { name: 'Paiement effectué' })).toBeVisible();
  await expect(family.getByText(`Un reçu détaillant la part de chacun a été envoyé à ${mother.email}.`)).toBeVisible();
  const paid = await queryClinicDatabase(
    dataDir,
    'select status, gateway_reference, family_payment_id from payment_transactions where patient_id in (?, ?)',
    children.map((child) => child.id),
  );
  expect(paid.map((row) => row.status)).toEqual(['completed', 'completed']);
  expect(new Set(paid.map((row) => row.gateway_reference)).size).toBe(1);
  expect(new Set(paid.map((row) => row.family_payment_id)).size).toBe(1);

  // Each child's receipt, his own, downloaded from her page.
  for (const child of children) {
    const receipts = family.getByRole('region', { name: `Reçus de ${child.firstName} Tremblay` });
    const link = receipts.getByRole('link', { name: /Télécharger le reçu/ });
    await expect(link).toBeVisible();
    const response = await page.request.get((await link.getAttribute('href')) as string);
    expect(response.status()).toBe(200);
    const text = pdfText(Buffer.from(await response.body())).replace(/\n/g, '');
    expect(text).toContain("Reçu pour fins d'assurance");
    expect(text).toContain(`${child.firstName} Tremblay`);
  }
});
