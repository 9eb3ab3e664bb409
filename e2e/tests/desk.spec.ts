// Finances at the desk, on the worker's side server (support/side-server.ts):
// closing the day's cash freezes that day's payments, which the suite's other tests must not meet. As the reception: a
// visit marked « Arrivé » gets its draft invoice, a product is added, the checkout takes 50 $ in
// cash and the rest from the card on file, the receipt arrives over SMTP, a credit note takes the
// product back and part of it is refunded in cash, a no-show fee is waived with its reason. The
// patient pays one chosen invoice from the portal, her account credit first. Receivables net what credit is left. The day is closed
// with 5 $ missing from the drawer and its note, and the closed day takes no more money.
import { randomUUID } from 'node:crypto';
import { decodeQuotedPrintable } from 'api/testing/smtp-listener';
import { queryClinicDatabase } from '../support/clinic-database';
import { clinicToday } from '../support/clinic-days';
import { mailsTo } from '../support/mailbox';
import { billedVisit, newPatientRecord, type PatientRecord, signInWithMagicLink } from '../support/portal';
import { giveOwnClientAddress } from '../support/public-site';
import { expect, onServer, type SideServer, test } from '../support/side-server';
import { openSidebarIfFolded, signedInStaffMember } from '../support/staff';

// The closed day's refusal (409) is an HTTP error the browser logs.
test.use({ allowConsoleErrors: /status of 409/ });
test.describe.configure({ mode: 'default' });

// The worker's side server (support/side-server.ts), kept here for the helpers below.
let server: SideServer | undefined;

test.beforeEach(({ sideServer }) => {
  server = sideServer;
});

function deskServer() {
  if (!server) throw new Error('the desk server is not running');
  return server;
}

/** A confirmed visit today at `time` for `patient`, with the clinic's « Suivi chiropratique ». */
async function visitToday(patient: PatientRecord, lastName: string, time: string): Promise<string> {
  const { dataDir } = deskServer();
  const id = randomUUID();
  const now = new Date().toISOString();
  const [service] = await queryClinicDatabase(dataDir, "select id from service_types where name = 'Suivi chiropratique'");
  await queryClinicDatabase(
    dataDir,
    `insert into appointments (id, patient_id, name, email, phone, status, scheduled_date, scheduled_time, duration_minutes,
       service_type_id, booking_source, payment_status, payment_amount, deposit_amount, presence_confirmed, created_at, updated_at)
     values (?, ?, ?, ?, '514 555-0177', 'confirmed', ?, ?, 30, ?, 'admin', 'pending', 0, 0, 1, ?, ?)`,
    [id, patient.id, `${patient.firstName} ${lastName}`, patient.email, clinicToday(), time, String(service?.id), now, now],
  );
  return id;
}

/** A card the patient saved in the portal (the sandbox gateway's token). */
async function cardOnFile(patient: PatientRecord): Promise<void> {
  const now = new Date().toISOString();
  await queryClinicDatabase(
    deskServer().dataDir,
    `insert into payment_methods (id, patient_id, card_token, card_brand, last_four_digits, expiry_month, expiry_year, cardholder_name,
       billing_address_line1, billing_city, billing_province, billing_postal_code, billing_country, is_primary, is_verified, is_active,
       created_at, updated_at)
     values (?, ?, ?, 'visa', '4242', 12, 2030, 'ÉLODIE FORTIN', '1200, avenue Laurier Est', 'Montréal', 'QC', 'H2J 1E4', 'CA', 1, 1, 1, ?, ?)`,
    [randomUUID(), patient.id, `tok_sandbox_${randomUUID().replaceAll('-', '')}`, now, now],
  );
}

/** The cents a dollar text shows, « 1 234,50 $ » → 123450. */
function centsOf(text: string): number {
  const match = /(-?[\d\s\u00a0\u202f]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in « ${text} »`);
  return Number((match[1] ?? '').replace(/[^\d-]/g, '')) * 100 + Number(match[2]);
}

const dollars = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

test('the desk bills the visit, takes cash and the card on file, credits, refunds, waives a fee and closes the day; the patient pays one invoice online', async ({
  browser,
}, testInfo) => {
  testInfo.setTimeout(300_000);
  const { url, dataDir } = deskServer();
  // No-show fees are the clinic's choice (« Paramètres › Frais »): 40 $ here.
  await queryClinicDatabase(dataDir, 'update clinic_settings set no_show_fee = 4000');
  const elodie = await newPatientRecord('Élodie', 'Fortin', dataDir);
  const older = await billedVisit(elodie, 40, false, 6500, dataDir);
  const oldest = await billedVisit(elodie, 70, false, 7500, dataDir);
  await cardOnFile(elodie);
  await visitToday(elodie, 'Fortin', '09:00');
  const absent = await newPatientRecord('Gabriel', 'Roy', dataDir);
  // At midnight: its start has passed whenever the test runs, so « Absent » is offered.
  await visitToday(absent, 'Roy', '00:00');

  const { context, page } = await onServer(browser, deskServer());
  try {
    await signedInStaffMember(page, url, await giveOwnClientAddress(page), 'reception', dataDir);

    // « Arrivé » on Ma Journée makes the visit's draft invoice.
    await page.goto('/admin/dashboard');
    const visit = page.getByRole('listitem').filter({ hasText: 'Élodie Fortin' });
    await visit.getByRole('button', { name: 'Arrivé' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Arrivée notée, brouillon de facture prêt : Élodie Fortin' })).toBeVisible();

    // The absent patient: « Absent » prepares the 40 $ fee as a draft, and says so.
    const absentVisit = page.getByRole('listitem').filter({ hasText: 'Gabriel Roy' });
    await absentVisit.getByRole('button', { name: 'Absent' }).click();
    await expect(absentVisit.getByText('RDV marqué comme absent', { exact: true })).toBeVisible();
    await expect(absentVisit.getByText(/^Frais d’absence préparés : 40,00\s\$ — à émettre$/)).toBeVisible();

    // The draft, from « Facturation »: a product line added.
    await openSidebarIfFolded(page);
    await page.getByRole('link', { name: 'Facturation' }).click();
    await expect(page.getByRole('heading', { name: 'Facturation', level: 1 })).toBeVisible();
    await page.getByRole('row').filter({ hasText: 'Élodie Fortin' }).filter({ hasText: 'Brouillon' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Brouillon de facture' })).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter un produit' }).click();
    const productDialog = page.getByRole('dialog', { name: 'Ajouter un produit' });
    const [pillowProduct] = await queryClinicDatabase(dataDir, "select id, price from products where name = 'Oreiller cervical'");
    await productDialog.getByLabel('Produit').selectOption(String(pillowProduct?.id));
    await productDialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Oreiller cervical' })).toBeVisible();

    // « Encaisser »: 50 $ cash and the rest from the card on file; the receipt over SMTP.
    await page.getByRole('button', { name: 'Encaisser' }).first().click();
    const checkout = page.getByRole('dialog', { name: 'Encaisser' });
    await expect(checkout.getByText('Encaissement pour Élodie Fortin')).toBeVisible();
    // Only today's draft: the older invoices are paid later, from the portal.
    for (const visit of [older, oldest]) {
      const box = checkout.getByRole('checkbox', { name: new RegExp(`E2E-${visit.invoiceId.slice(0, 8).toUpperCase()}`) });
      if (await box.isChecked()) await box.uncheck();
    }
    const [service] = await queryClinicDatabase(dataDir, "select price from service_types where name = 'Suivi chiropratique'");
    const due = Number(service?.price) + Number(pillowProduct?.price);
    await expect(checkout.getByText(new RegExp(`${dollars(due)}\\s\\$`)).first()).toBeVisible();
    const first = checkout.getByRole('group', { name: 'Paiement 1' });
    await first.getByLabel('Mode de paiement').selectOption({ label: 'Comptant' });
    // Bad input first: a negative amount is refused in French, nothing recorded.
    await first.getByLabel('Montant ($)').fill('-5');
    await checkout.getByRole('button', { name: 'Confirmer l’encaissement' }).click();
    await expect(checkout.getByText(/Montant \(\$\) doit être/)).toBeVisible();
    await first.getByLabel('Montant ($)').fill('50');
    await checkout.getByRole('button', { name: 'Ajouter un mode de paiement' }).click();
    const second = checkout.getByRole('group', { name: 'Paiement 2' });
    await second.getByLabel('Mode de paiement').selectOption({ label: 'Carte enregistrée' });
    await second.getByLabel('Montant ($)').fill(dollars(due - 5000));
    await second.getByLabel('Carte enregistrée').selectOption({ index: 1 });
    await checkout.getByRole('button', { name: 'Confirmer l’encaissement' }).click();
    await expect(checkout.getByRole('heading', { name: 'Encaissement enregistré' })).toBeVisible();
    await expect(checkout.getByText(`Le reçu a été envoyé à ${elodie.email}.`)).toBeVisible();
    // Only the receipt: her other mail (a reminder of today's visit) may arrive at any moment.
    const receipts = async () => (await mailsTo(elodie.email, dataDir)).filter((mail) => /Re=C3=A7u|Reçu/.test(mail.raw));
    await expect.poll(async () => (await receipts()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const receipt = decodeQuotedPrintable((await receipts()).at(-1)?.raw ?? '');
    expect(receipt).toMatch(/50,00\s\$/);
    await checkout.getByRole('button', { name: 'Terminer' }).click();
    // Issued on the way (numbered from the clinic's sequence) and paid.
    await expect(page.getByRole('heading', { name: /^Facture F-\d{5} Payée$/ })).toBeVisible();

    // A credit note takes the product back: its money becomes Élodie's credit.
    await page.getByRole('button', { name: 'Note de crédit' }).click();
    const credit = page.getByRole('dialog', { name: 'Note de crédit' });
    await credit.getByLabel('Certaines lignes').check();
    const pillowLine = credit.getByRole('checkbox', { name: /^Oreiller cervical — Au plus/ });
    const pillowCents = centsOf((await pillowLine.getAttribute('aria-label')) ?? (await pillowLine.locator('..').textContent()) ?? '');
    expect(pillowCents).toBe(Number(pillowProduct?.price));
    await pillowLine.check();
    await credit.getByLabel(/Montant à créditer sur « Oreiller cervical/).fill(dollars(pillowCents));
    await credit.getByLabel('Raison de la note de crédit').fill('Oreiller retourné, emballage intact');
    await credit.getByRole('button', { name: 'Émettre la note de crédit' }).click();
    // The note is listed under the invoice, and named in its totals beside its amount.
    await expect(page.getByText(/^Note de crédit NC-\d{5} du /)).toBeVisible();
    await expect(page.locator('dt', { hasText: /^Note de crédit NC-\d{5}$/ })).toBeVisible();

    // 20 $ of that credit refunded in cash, from « Paiements ».
    await openSidebarIfFolded(page);
    await page.getByRole('link', { name: 'Paiements' }).click();
    await page.getByRole('button', { name: 'Rembourser le crédit' }).click();
    const refund = page.getByRole('dialog', { name: 'Rembourser le crédit' });
    await refund.getByRole('combobox', { name: 'Patient' }).fill('Élodie');
    await refund.getByRole('option', { name: /Élodie Fortin/ }).click();
    await refund.getByLabel('Montant ($)').fill('20');
    await refund.getByLabel('Mode de paiement').selectOption({ label: 'Comptant' });
    await refund.getByLabel('Raison du remboursement').fill('Remboursement partiel de l’oreiller');
    await refund.getByRole('button', { name: 'Rembourser' }).click();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: 'Élodie Fortin' })
        .filter({ hasText: /-20,00\s\$/ }),
    ).toBeVisible();

    // The no-show fee waived, with its reason.
    await openSidebarIfFolded(page);
    await page.getByRole('link', { name: 'Facturation' }).click();
    await page.getByRole('row').filter({ hasText: 'Gabriel Roy' }).getByRole('link').first().click();
    await page.getByRole('button', { name: 'Renoncer aux frais' }).click();
    const waiver = page.getByRole('dialog', { name: 'Renoncer aux frais' });
    await waiver.getByLabel('Raison de la renonciation').selectOption({ label: 'Première fois' });
    await waiver.getByRole('button', { name: 'Renoncer aux frais' }).click();
    await expect(page.getByText('Frais annulés').first()).toBeVisible();
    await expect(page.getByText(/Première fois/)).toBeVisible();

    // The patient pays one chosen invoice from the portal.
    const creditBefore = pillowCents - 2000;
    const creditUsed = Math.min(creditBefore, 7500);
    const portal = await context.browser()?.newContext({ baseURL: url, locale: 'fr-CA', timezoneId: 'America/Toronto' });
    if (!portal) throw new Error('no browser for the portal');
    try {
      const patientPage = await portal.newPage();
      await giveOwnClientAddress(patientPage);
      await signInWithMagicLink(patientPage, elodie, dataDir);
      await patientPage.goto('/patient-portal/paiements');
      await patientPage.getByRole('button', { name: 'Payer maintenant' }).click();
      const pay = patientPage.getByRole('dialog', { name: 'Payer le solde' });
      const olderNumber = `E2E-${older.invoiceId.slice(0, 8).toUpperCase()}`;
      await pay.getByRole('checkbox', { name: new RegExp(olderNumber) }).uncheck();
      // Her credit (the pillow's, less the 20 $ refunded) pays first; the card only the rest.
      await expect(pay.getByText(new RegExp(`Crédit au compte appliqué : ${dollars(creditUsed)}\\s\\$`))).toBeVisible();
      await pay.getByRole('button', { name: new RegExp(`^Payer ${dollars(7500 - creditUsed)}\\s\\$$`) }).click();
      await expect(pay.getByRole('heading', { name: 'Paiement effectué' })).toBeVisible();
      await pay.getByRole('button', { name: 'Terminer' }).click();
      const [paid] = await queryClinicDatabase(dataDir, 'select payment_status from invoices where id = ?', [oldest.invoiceId]);
      expect(paid?.payment_status).toBe('paid');
      const [stillOwed] = await queryClinicDatabase(dataDir, 'select payment_status from invoices where id = ?', [older.invoiceId]);
      expect(stillOwed?.payment_status).not.toBe('paid');
    } finally {
      await portal.close();
    }

    // Receivables: what she still owes (the older invoice), her credit netted.
    await page.goto('/admin/payments?section=comptes');
    const row = page.getByRole('row').filter({ hasText: 'Élodie Fortin' });
    await expect(row).toBeVisible();
    const creditLeft = creditBefore - creditUsed;
    await expect(row).toContainText(new RegExp(`${dollars(6500)}\\s\\$`));
    await expect(row).toContainText(new RegExp(`${dollars(6500 - creditLeft)}\\s\\$`));

    // The daily close: 5 $ missing from the drawer, explained; then the day is frozen.
    await page.goto('/admin/payments?section=fermeture');
    const cash = page.getByLabel('Comptant — montant compté ($)');
    await expect(cash).toBeVisible();
    // What the screen expects, as the server computes it: 50 $ received, 20 $ refunded.
    const day = await page.request.get(`/api/admin/cash-closings/${clinicToday()}`);
    const { expected } = (await day.json()) as { expected: Record<'cash' | 'terminal' | 'cheque' | 'etransfer', number> };
    expect(expected.cash).toBeGreaterThanOrEqual(3000);
    await expect(page.getByText(`Attendu : ${dollars(expected.cash)}`).first()).toBeVisible();
    await cash.fill(dollars(expected.cash - 500));
    const counts = { terminal: 'Lot du terminal (débit et crédit)', cheque: 'Chèques', etransfer: 'Virements Interac' } as const;
    for (const [count, label] of Object.entries(counts) as [keyof typeof counts, string][]) {
      await page.getByLabel(`${label} — montant compté ($)`).fill(dollars(expected[count]));
    }
    await page.getByRole('button', { name: 'Fermer la caisse' }).click();
    await expect(page.getByText('Expliquez l’écart entre les montants attendus et comptés')).toBeVisible();
    await page.getByLabel('Explication de l’écart').fill('Monnaie rendue en trop à un patient, 5 $');
    await page.getByRole('button', { name: 'Fermer la caisse' }).click();
    await page.getByRole('dialog', { name: 'Fermer la caisse' }).getByRole('button', { name: 'Confirmer la fermeture' }).click();
    // Said twice once the day's summary is read again (the status line and the summary): either will do.
    await expect(page.getByText(/La caisse du .* est fermée\./).first()).toBeVisible();

    // The closed day's count never changes: a cash payment taken after the close is counted on the
    // next open day, and the closed day says so.
    await page.goto(`/admin/billing?patient=${elodie.id}&checkout=1`);
    const late = page.getByRole('dialog', { name: 'Encaisser' });
    const lateTender = late.getByRole('group', { name: 'Paiement 1' });
    await lateTender.getByLabel('Mode de paiement').selectOption({ label: 'Comptant' });
    await lateTender.getByLabel('Montant ($)').fill('10');
    await late.getByRole('button', { name: 'Confirmer l’encaissement' }).click();
    await expect(late.getByRole('heading', { name: 'Encaissement enregistré' })).toBeVisible();
    const [lateRow] = await queryClinicDatabase(
      dataDir,
      'select business_date, authorized_on from payment_transactions where patient_id = ? and amount = 1000 order by created_at desc limit 1',
      [elodie.id],
    );
    expect(lateRow?.authorized_on).toBe(clinicToday());
    expect(String(lateRow?.business_date) > clinicToday()).toBe(true);
    await page.goto('/admin/payments?section=fermeture');
    await expect(page.getByText(/^1 paiement reçu après la fermeture, compté le /)).toBeVisible();

    // The desk does not reopen a closed day; the administration does, with a reason: the day is open
    // again, and its history says who reopened it and why.
    await expect(page.getByRole('button', { name: 'Rouvrir la journée' })).toHaveCount(0);
    const office = await onServer(browser, deskServer());
    try {
      const admin = office.page;
      await signedInStaffMember(admin, url, await giveOwnClientAddress(admin), 'admin', dataDir);
      await admin.goto('/admin/payments?section=fermeture');
      await admin.getByRole('button', { name: 'Rouvrir la journée' }).click();
      const reopen = admin.getByRole('dialog', { name: 'Rouvrir la journée' });
      await reopen.getByRole('button', { name: 'Rouvrir la journée' }).click();
      await expect(reopen.getByText('Veuillez remplir le champ « Raison de la réouverture »')).toBeVisible();
      await reopen.getByLabel(/^Raison de la réouverture/).fill('Un chèque oublié dans le tiroir');
      await reopen.getByRole('button', { name: 'Rouvrir la journée' }).click();
      await expect(admin.getByText(/La caisse du .* est rouverte\./)).toBeVisible();
      await expect(admin.getByText(/^Rouverte le .* : Un chèque oublié dans le tiroir$/)).toBeVisible();
      await expect(admin.getByRole('button', { name: 'Fermer la caisse' })).toBeVisible();
      const [reopening] = await queryClinicDatabase(dataDir, 'select reason from cash_day_reopenings where business_date = ?', [
        clinicToday(),
      ]);
      expect(reopening?.reason).toBe('Un chèque oublié dans le tiroir');
    } finally {
      await office.context.close();
    }
  } finally {
    await context.close();
  }
});
