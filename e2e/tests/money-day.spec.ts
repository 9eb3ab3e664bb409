// The desk's money day as a patient and the front desk live it, on a side server of its own
// (support/side-server.ts, `moneyDayServer`), whose day is closed here, which the suite's other tests must not meet:
// a patient with account credit follows her payment reminder's link and pays exactly her balance;
// a deposit paid by card at online booking is deducted from the visit's invoice at the desk;
// cash at « Encaisser » rounds to 0,05 $ and the receipt says so; a portal payment made after the
// day's close counts on the next open day, which the closed day says; on a phone, « Fermeture de
// caisse » and « Annulations automatisées » fit the screen's width.
import { randomUUID } from 'node:crypto';
import { decodeQuotedPrintable } from 'api/testing/smtp-listener';
import { queryClinicDatabase } from '../support/clinic-database';
import { clinicToday, dayButtonName, openDay } from '../support/clinic-days';
import { linkFromMail, mailCount, mailsTo } from '../support/mailbox';
import { billedVisit, newPatientRecord, openFromMail, type PatientRecord, signInWithMagicLink } from '../support/portal';
import { giveOwnClientAddress, uniqueEmail } from '../support/public-site';
import { expect, onServer, test } from '../support/side-server';
import { signedInStaffMember } from '../support/staff';

test.describe.configure({ mode: 'default' });

/** A card the patient saved in the portal (the sandbox gateway's token). */
async function cardOnFile(dataDir: string, patient: PatientRecord): Promise<void> {
  const now = new Date().toISOString();
  await queryClinicDatabase(
    dataDir,
    `insert into payment_methods (id, patient_id, card_token, card_brand, last_four_digits, expiry_month, expiry_year, cardholder_name,
       billing_address_line1, billing_city, billing_province, billing_postal_code, billing_country, is_primary, is_verified, is_active,
       created_at, updated_at)
     values (?, ?, ?, 'visa', '4242', 12, ?, 'MAUDE LACHANCE', '1200, avenue Laurier Est', 'Montréal', 'QC', 'H2J 1E4', 'CA', 1, 1, 1, ?, ?)`,
    // A card good for years, whatever the year of the run.
    [randomUUID(), patient.id, `tok_sandbox_${randomUUID().replaceAll('-', '')}`, new Date().getFullYear() + 4, now, now],
  );
}

/** Money the clinic holds for the patient: a cash payment `days` ago that paid no invoice. */
async function accountCredit(dataDir: string, patient: PatientRecord, cents: number, days: number): Promise<void> {
  const date = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const at = `${date}T15:00:00.000Z`;
  await queryClinicDatabase(
    dataDir,
    `insert into payment_transactions (id, patient_id, transaction_type, amount, currency, status, description, tender, received_at,
       business_date, allocated_amount, created_at)
     values (?, ?, 'payment', ?, 'CAD', 'completed', 'Paiement en trop', 'cash', ?, ?, 0, ?)`,
    [randomUUID(), patient.id, cents, at, date, at],
  );
}

/** « 1 234,50 » for 123450 cents, as the desk's fields take it. */
const dollars = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

const amount = (text: string) => new RegExp(text.replace(' $', '\\s\\$'));

test('a patient with account credit follows her payment reminder and pays exactly her balance @une-fois', async ({
  browser,
  moneyDayServer,
}) => {
  const { url, dataDir } = moneyDayServer;
  const maude = await newPatientRecord('Maude', 'Lachance', dataDir);
  // 280,00 $ owed for 40 days, 54,99 $ of credit: her balance is 225,01 $.
  const owed = await billedVisit(maude, 40, false, 28000, dataDir);
  await accountCredit(dataDir, maude, 5499, 20);
  await cardOnFile(dataDir, maude);

  // The desk sends the reminder (the same e-mail as the automated « Relancer les soldes impayés »).
  const desk = await onServer(browser, moneyDayServer);
  const before = await mailCount(maude.email, dataDir);
  try {
    const address = await giveOwnClientAddress(desk.page);
    await signedInStaffMember(desk.page, url, address, 'reception', dataDir);
    const sent = await desk.page.request.post(`/api/admin/patients/${maude.id}/payment-reminder`, {
      headers: { origin: url, 'x-forwarded-for': address },
    });
    expect(sent.status()).toBe(201);
  } finally {
    await desk.context.close();
  }
  const link = await linkFromMail(maude.email, /http:\/\/[^\s"'<>]+\/patient-portal\/paiements\?payer=[\w%,-]+/, before, dataDir);
  expect(link).toContain(owed.invoiceId);
  const reminder = decodeQuotedPrintable(
    (await mailsTo(maude.email, dataDir))
      .slice(before)
      .map((mail) => mail.raw)
      .join('\n'),
  );
  // The amount it names is the balance, the invoice less the credit it lists.
  expect(reminder).toMatch(/225,01\s\$/);
  expect(reminder).toMatch(/Crédit au compte/);

  const { context, page } = await onServer(browser, moneyDayServer);
  try {
    await signInWithMagicLink(page, maude, dataDir);
    await openFromMail(page, link);
    // The link opens the payment of the invoice it lists: the credit applied first, the card the rest.
    const pay = page.getByRole('dialog', { name: 'Payer le solde' });
    await expect(pay.getByText(amount('Crédit au compte appliqué : 54,99 $'))).toBeVisible();
    await expect(pay.getByText(amount('À payer par carte : 225,01 $'))).toBeVisible();
    await pay.getByRole('button', { name: amount('Payer 225,01 $') }).click();
    await expect(pay.getByRole('heading', { name: 'Paiement effectué' })).toBeVisible();
    await pay.getByRole('button', { name: 'Terminer' }).click();

    // Nothing owed any more, no credit left: the balance is 0,00 $.
    const balanceRegion = page.getByRole('region', { name: 'Solde à payer' });
    await expect(balanceRegion.getByText('Aucun solde à payer')).toBeVisible();
    await expect(balanceRegion.getByText(/Crédit au compte/)).toHaveCount(0);
    const balance = (await (await page.request.get('/api/portal/balance')).json()) as { totalCents: number; creditCents: number };
    expect(balance).toMatchObject({ totalCents: 0, creditCents: 0 });
    const [charged] = await queryClinicDatabase(
      dataDir,
      "select amount from payment_transactions where patient_id = ? and tender is not 'cash' order by created_at desc limit 1",
      [maude.id],
    );
    expect(charged?.amount).toBe(22501);
  } finally {
    await context.close();
  }
});

test("a deposit paid by card at online booking is deducted from the visit's invoice at the desk @une-fois", async ({
  browser,
  moneyDayServer,
}) => {
  const { url, dataDir } = moneyDayServer;
  const email = uniqueEmail('depot');
  const { context, page } = await onServer(browser, moneyDayServer);
  try {
    // Online, « Neurologie fonctionnelle » asks a 30 $ deposit: its last step takes a card.
    await page.goto('/booking');
    await page
      .getByRole('button', { name: /Neurologie fonctionnelle/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Choisissez une date' })).toBeVisible();
    await page
      .getByRole('list', { name: 'Choisissez une date' })
      .getByRole('button', { name: dayButtonName(openDay(12)) })
      .click();
    await page.getByRole('list', { name: 'Choisissez une heure' }).getByRole('button').and(page.locator(':enabled')).first().click();
    await expect(page.getByRole('heading', { name: 'Vos coordonnées' })).toBeVisible();
    await expect(page.getByText(amount('Dépôt requis : 30,00 $'))).toBeVisible();
    await page.getByLabel('Nom complet').fill('Rosalie Gagnon');
    await page.getByRole('textbox', { name: 'Courriel' }).fill(email);
    await page.getByLabel('Téléphone').fill('514 555-0144');
    await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    // A card good for years, whatever the year of the run.
    await page.getByLabel("Date d'expiration").fill(`12/${String((new Date().getFullYear() + 4) % 100).padStart(2, '0')}`);
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Nom du titulaire').fill('ROSALIE GAGNON');
    await page.getByLabel('Code postal').fill('H2J 1E4');
    await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
    await expect(page.getByText(/Rendez-vous réservé avec succès/)).toBeVisible();
  } finally {
    await context.close();
  }
  const [visit] = await queryClinicDatabase(dataDir, 'select id, patient_id from appointments where email = ?', [email]);
  const [deposit] = await queryClinicDatabase(
    dataDir,
    "select amount from payment_transactions where appointment_id = ? and transaction_type = 'deposit' and status = 'completed'",
    [String(visit?.id)],
  );
  expect(deposit?.amount).toBe(3000);
  // The visit comes today (the desk marks arrivals on the visit's day only).
  await queryClinicDatabase(dataDir, "update appointments set scheduled_date = ?, scheduled_time = '09:30' where id = ?", [
    clinicToday(),
    String(visit?.id),
  ]);

  const desk = await onServer(browser, moneyDayServer);
  try {
    const staff = desk.page;
    await signedInStaffMember(staff, url, await giveOwnClientAddress(staff), 'reception', dataDir);
    await staff.goto('/admin/dashboard');
    const arriving = staff.getByRole('listitem').filter({ hasText: 'Rosalie Gagnon' });
    await expect(arriving.getByText(amount('Dépôt payé : 30,00 $'))).toBeVisible();
    await arriving.getByRole('button', { name: 'Arrivé' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Arrivée notée, brouillon de facture prêt : Rosalie Gagnon' })).toBeVisible();
    const [draft] = await queryClinicDatabase(dataDir, 'select id, total_amount from invoices where appointment_id = ?', [
      String(visit?.id),
    ]);
    await staff.goto(`/admin/billing?invoice=${String(draft?.id)}`);
    await expect(staff.getByRole('heading', { name: 'Brouillon de facture' })).toBeVisible();
    // Before « Émettre », the draft says what its issue takes off: the deposit paid online.
    await expect(staff.getByText(amount('Dépôt à déduire : −30,00 $'))).toBeVisible();
    await staff.getByRole('button', { name: 'Émettre' }).click();
    await staff.getByRole('dialog', { name: 'Émettre la facture' }).getByRole('button', { name: 'Émettre la facture' }).click();
    await expect(staff.getByRole('heading', { name: /^Facture F-\d{5}/ })).toBeVisible();
    // The deposit paid its part: the invoice owes its total less 30 $.
    const [issued] = await queryClinicDatabase(dataDir, 'select total_amount, paid_amount from invoices where id = ?', [String(draft?.id)]);
    expect(issued?.paid_amount).toBe(3000);
    const owedCents = Number(issued?.total_amount) - 3000;
    const balanceRow = staff.locator('.billing-totals__row').filter({ has: staff.locator('dt', { hasText: /^Solde/ }) });
    await expect(balanceRow).toContainText(new RegExp(`${dollars(owedCents)}\\s\\$`));
  } finally {
    await desk.context.close();
  }
});

test('cash rounds to 0,05 $ at « Encaisser », and a portal payment after the close counts on the next open day @une-fois', async ({
  browser,
  moneyDayServer,
}) => {
  const { url, dataDir } = moneyDayServer;
  const today = clinicToday();
  const jacob = await newPatientRecord('Jacob', 'Tremblay', dataDir);
  const owed = await billedVisit(jacob, 10, false, 10489, dataDir);
  await cardOnFile(dataDir, jacob);

  const { context, page } = await onServer(browser, moneyDayServer);
  try {
    await signedInStaffMember(page, url, await giveOwnClientAddress(page), 'reception', dataDir);

    // 104,89 $ owed, 104,90 $ handed over in cash: the drawer takes the rounding, not a surplus.
    await page.goto(`/admin/billing?patient=${jacob.id}&checkout=1`);
    const checkout = page.getByRole('dialog', { name: 'Encaisser' });
    await expect(checkout.getByText('Encaissement pour Jacob Tremblay')).toBeVisible();
    await expect(checkout.getByRole('checkbox', { name: new RegExp(`E2E-${owed.invoiceId.slice(0, 8).toUpperCase()}`) })).toBeChecked();
    const tender = checkout.getByRole('group', { name: 'Paiement 1' });
    await tender.getByLabel('Mode de paiement').selectOption({ label: 'Comptant' });
    await tender.getByLabel('Montant ($)').fill('104,90');
    await expect(checkout.locator('dt', { hasText: 'Arrondi du comptant au 0,05 $' })).toBeVisible();
    await checkout.getByRole('button', { name: 'Confirmer l’encaissement' }).click();
    await expect(checkout.getByRole('heading', { name: 'Encaissement enregistré' })).toBeVisible();
    const [invoice] = await queryClinicDatabase(dataDir, 'select payment_status from invoices where id = ?', [owed.invoiceId]);
    expect(invoice?.payment_status).toBe('paid');
    // The receipt says the rounding.
    const receipts = async () => (await mailsTo(jacob.email, dataDir)).filter((mail) => /Re=C3=A7u|Reçu/.test(mail.raw));
    await expect.poll(async () => (await receipts()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const receipt = decodeQuotedPrintable((await receipts()).at(-1)?.raw ?? '');
    expect(receipt).toContain('Arrondi du comptant au 0,05 $');
    expect(receipt).toMatch(/104,90\s\$/);
    await checkout.getByRole('button', { name: 'Terminer' }).click();

    // The day is closed with the counts the server expects.
    await page.goto('/admin/payments?section=fermeture');
    const cash = page.getByLabel('Comptant — montant compté ($)');
    await expect(cash).toBeVisible();
    const day = await page.request.get(`/api/admin/cash-closings/${today}`);
    const { expected } = (await day.json()) as { expected: Record<'cash' | 'terminal' | 'cheque' | 'etransfer', number> };
    const counts = {
      cash: 'Comptant',
      terminal: 'Lot du terminal (débit et crédit)',
      cheque: 'Chèques',
      etransfer: 'Virements Interac',
    } as const;
    for (const [count, label] of Object.entries(counts) as [keyof typeof counts, string][]) {
      await page.getByLabel(`${label} — montant compté ($)`).fill(dollars(expected[count]));
    }
    await page.getByRole('button', { name: 'Fermer la caisse' }).click();
    await page.getByRole('dialog', { name: 'Fermer la caisse' }).getByRole('button', { name: 'Confirmer la fermeture' }).click();
    // Said twice once the day's summary is read again (the status line and the summary): either will do.
    await expect(page.getByText(/La caisse du .* est fermée\./).first()).toBeVisible();

    // After the close, Jacob pays a newer invoice from the portal: it counts on the next open day.
    const later = await billedVisit(jacob, 5, false, 6500, dataDir);
    const portal = await onServer(browser, moneyDayServer);
    try {
      await signInWithMagicLink(portal.page, jacob, dataDir);
      await portal.page.goto('/patient-portal/paiements');
      await portal.page.getByRole('button', { name: 'Payer maintenant' }).click();
      const pay = portal.page.getByRole('dialog', { name: 'Payer le solde' });
      await pay.getByRole('button', { name: amount('Payer 65,00 $') }).click();
      await expect(pay.getByRole('heading', { name: 'Paiement effectué' })).toBeVisible();
    } finally {
      await portal.context.close();
    }
    const [late] = await queryClinicDatabase(
      dataDir,
      'select t.business_date from payment_transactions t join invoice_payments p on p.transaction_id = t.id where p.invoice_id = ?',
      [later.invoiceId],
    );
    expect(String(late?.business_date) > today).toBe(true);
    // The closed day's view says it was received after the close, and on which day it counts.
    await page.goto('/admin/payments?section=fermeture');
    // (The desk's journey may have closed, taken late money and reopened this same day on this worker's server.)
    await expect(page.getByText(/^\d+ paiements? reçus? après la fermeture, comptés? le /)).toBeVisible();
  } finally {
    await context.close();
  }
});

// On a phone 390 px wide (the phone project's device, narrowed), on the suite's server: its day is
// never closed, so « Fermeture de caisse » shows its counting form, the widest state of the page.
test('« Fermeture de caisse » and « Annulations automatisées » fit a 390 px phone without scrolling sideways', async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'téléphone', 'the width of a phone');
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInStaffMember(page, baseURL as string, await giveOwnClientAddress(page), 'admin');
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  await page.goto('/admin/payments?section=fermeture');
  await expect(page.getByLabel('Comptant — montant compté ($)')).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(390);

  await page.goto('/admin/cancellation-automation');
  await expect(page.getByRole('heading', { name: 'Annulations automatisées', level: 1 })).toBeVisible();
  // The month's figures and paths drawn, not only the page's frame.
  await expect(page.getByRole('heading', { name: 'Parcours des annulations' })).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(390);
});
