// The desk's money day as a patient and the front desk live it, on the worker's side server
// (support/side-server.ts), whose day is closed here, which the suite's other tests must not meet:
// a patient with account credit follows her payment reminder's link and pays exactly her balance;
// cash at « Encaisser » rounds to 0,05 $ and the receipt says so; a portal payment made after the
// day's close counts on the next open day, which the closed day says; on a phone, « Fermeture de
// caisse » and « Annulations automatisées » fit the screen's width.
import { randomUUID } from 'node:crypto';
import { decodeQuotedPrintable } from 'api/testing/smtp-listener';
import { queryClinicDatabase } from '../support/clinic-database';
import { clinicToday } from '../support/clinic-days';
import { linkFromMail, mailCount, mailsTo } from '../support/mailbox';
import { billedVisit, newPatientRecord, openFromMail, type PatientRecord, signInWithMagicLink } from '../support/portal';
import { giveOwnClientAddress } from '../support/public-site';
import { expect, onServer, type SideServer, test } from '../support/side-server';
import { signedInStaffMember } from '../support/staff';

// The closed day's refusal (409) is an HTTP error the browser logs.
test.use({ allowConsoleErrors: /status of 409/ });
test.describe.configure({ mode: 'serial' });

// The worker's side server (support/side-server.ts), kept here for the helpers below.
let server: SideServer | undefined;

test.beforeEach(({ sideServer }) => {
  server = sideServer;
});

function moneyServer() {
  if (!server) throw new Error('the money server is not running');
  return server;
}

/** A card the patient saved in the portal (the sandbox gateway's token). */
async function cardOnFile(patient: PatientRecord): Promise<void> {
  const now = new Date().toISOString();
  await queryClinicDatabase(
    moneyServer().dataDir,
    `insert into payment_methods (id, patient_id, card_token, card_brand, last_four_digits, expiry_month, expiry_year, cardholder_name,
       billing_address_line1, billing_city, billing_province, billing_postal_code, billing_country, is_primary, is_verified, is_active,
       created_at, updated_at)
     values (?, ?, ?, 'visa', '4242', 12, 2030, 'MAUDE LACHANCE', '1200, avenue Laurier Est', 'Montréal', 'QC', 'H2J 1E4', 'CA', 1, 1, 1, ?, ?)`,
    [randomUUID(), patient.id, `tok_sandbox_${randomUUID().replaceAll('-', '')}`, now, now],
  );
}

/** Money the clinic holds for the patient: a cash payment `days` ago that paid no invoice. */
async function accountCredit(patient: PatientRecord, cents: number, days: number): Promise<void> {
  const date = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const at = `${date}T15:00:00.000Z`;
  await queryClinicDatabase(
    moneyServer().dataDir,
    `insert into payment_transactions (id, patient_id, transaction_type, amount, currency, status, description, tender, received_at,
       business_date, allocated_amount, created_at)
     values (?, ?, 'payment', ?, 'CAD', 'completed', 'Paiement en trop', 'cash', ?, ?, 0, ?)`,
    [randomUUID(), patient.id, cents, at, date, at],
  );
}

const amount = (text: string) => new RegExp(text.replace(' $', '\\s\\$'));

test('a patient with account credit follows her payment reminder and pays exactly her balance @une-fois', async ({ browser }) => {
  const { url, dataDir } = moneyServer();
  const maude = await newPatientRecord('Maude', 'Lachance', dataDir);
  // 280,00 $ owed for 40 days, 54,99 $ of credit: her balance is 225,01 $.
  const owed = await billedVisit(maude, 40, false, 28000, dataDir);
  await accountCredit(maude, 5499, 20);
  await cardOnFile(maude);

  // The desk sends the reminder (the same e-mail as the automated « Relancer les soldes impayés »).
  const desk = await onServer(browser, moneyServer());
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

  const { context, page } = await onServer(browser, moneyServer());
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
