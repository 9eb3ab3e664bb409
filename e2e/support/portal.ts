// Patients of the portal's end-to-end tests: a record of their own (so tests running at once never
// share a balance), past visits billed the way the clinic bills them (written in the database, as
// the back-office billing will), and a sign-in through the e-mailed magic link.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { queryClinicDatabase, suiteDataDir } from './clinic-database';
import { linkFromMail, mailCount } from './mailbox';
import { uniqueEmail } from './public-site';

export interface PatientRecord {
  id: string;
  email: string;
  firstName: string;
}

/** A patient on file who takes e-mail reminders, without an account yet (the magic link makes it). */
export async function newPatientRecord(
  firstName = 'Louis',
  lastName = 'Pelletier',
  dataDir: string = suiteDataDir(),
): Promise<PatientRecord> {
  const id = randomUUID();
  // An address keeps to plain letters: « Élodie » writes elodie.
  const email = uniqueEmail(
    `patient.${firstName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()}`,
  );
  const now = new Date().toISOString();
  await queryClinicDatabase(
    dataDir,
    `insert into patients (id, first_name, last_name, email, phone, address, status, total_visits, created_at, updated_at)
     values (?, ?, ?, ?, '514 555-0177', '1200, avenue Laurier Est, Montréal', 'active', 0, ?, ?)`,
    [id, firstName, lastName, email, now, now],
  );
  // She said yes to e-mail reminders when her record was opened at the desk: the consent ledger's
  // entry is what lets the clinic e-mail her (the record's column follows it).
  await queryClinicDatabase(
    dataDir,
    `insert into patient_consents (id, patient_id, email, kind, version, channel, given_at, created_at)
     values (?, ?, ?, 'email_reminders', 1, 'desk', ?, ?)`,
    [randomUUID(), id, email, now, now],
  );
  return { id, email, firstName };
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export interface BilledVisit {
  appointmentId: string;
  invoiceId: string;
  amountCents: number;
}

/**
 * A completed follow-up `days` ago, invoiced; paid by card at the visit or still owed. Returns the
 * visit and its invoice.
 */
export async function billedVisit(
  patient: PatientRecord,
  days: number,
  paid: boolean,
  amountCents = 6500,
  dataDir: string = suiteDataDir(),
): Promise<BilledVisit> {
  const date = daysAgo(days);
  const at = `${date}T15:00:00.000Z`;
  const appointmentId = randomUUID();
  const invoiceId = randomUUID();
  const [service] = await queryClinicDatabase(dataDir, "select id, name from service_types where name = 'Suivi chiropratique'");
  await queryClinicDatabase(
    dataDir,
    `insert into appointments (id, patient_id, name, email, phone, status, scheduled_date, scheduled_time, duration_minutes,
       service_type_id, booking_source, payment_status, payment_amount, deposit_amount, presence_confirmed, created_at, updated_at)
     values (?, ?, ?, ?, '514 555-0177', 'completed', ?, '10:00', 30, ?, 'admin', ?, ?, 0, 1, ?, ?)`,
    [
      appointmentId,
      patient.id,
      `${patient.firstName} Pelletier`,
      patient.email,
      date,
      service?.id as string,
      paid ? 'paid' : 'pending',
      amountCents,
      at,
      at,
    ],
  );
  await queryClinicDatabase(
    dataDir,
    `insert into invoices (id, patient_id, appointment_id, total_amount, payment_status, issued_on, due_on, number, paid_amount,
       issued_at, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      invoiceId,
      patient.id,
      appointmentId,
      amountCents,
      paid ? 'paid' : 'unpaid',
      date,
      daysAgo(days - 30),
      // Issued invoices carry their number; the test's own, unique like the clinic's.
      `E2E-${invoiceId.slice(0, 8).toUpperCase()}`,
      paid ? amountCents : 0,
      at,
      at,
      at,
    ],
  );
  await queryClinicDatabase(
    dataDir,
    `insert into invoice_lines (id, invoice_id, appointment_id, description, service_date, amount, tax_code, line_order)
     values (?, ?, ?, ?, ?, ?, 'exempt', 0)`,
    [randomUUID(), invoiceId, appointmentId, service?.name as string, date, amountCents],
  );
  if (paid) {
    const transactionId = randomUUID();
    await queryClinicDatabase(
      dataDir,
      `insert into payment_transactions (id, patient_id, appointment_id, transaction_type, amount, currency, status, description,
         tender, received_at, business_date, allocated_amount, created_at)
       values (?, ?, ?, 'payment', ?, 'CAD', 'completed', ?, 'card_on_file', ?, ?, ?, ?)`,
      [transactionId, patient.id, appointmentId, amountCents, service?.name as string, at, date, amountCents, at],
    );
    await queryClinicDatabase(dataDir, 'insert into invoice_payments (transaction_id, invoice_id, amount) values (?, ?, ?)', [
      transactionId,
      invoiceId,
      amountCents,
    ]);
  }
  return { appointmentId, invoiceId, amountCents };
}

/** A link clicked in a mail client opens the page afresh (not a jump within the page already open). */
export async function openFromMail(page: Page, link: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(link);
}

/** Asks for a magic link on the login page and follows it from the e-mail; lands on the portal. */
export async function signInWithMagicLink(page: Page, patient: PatientRecord, dataDir: string = suiteDataDir()): Promise<void> {
  await page.goto('/patient-portal/login');
  const before = await mailCount(patient.email, dataDir);
  await page.getByRole('tab', { name: 'Lien magique' }).click();
  await page.getByRole('tabpanel').getByLabel('Courriel').fill(patient.email);
  await page.getByRole('button', { name: 'Envoyer le lien magique' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez vos courriels' })).toBeVisible();
  await openFromMail(page, await linkFromMail(patient.email, /http:\/\/\S+#lien=[\w-]+/, before, dataDir));
  await expect(page.getByText(`Bonjour ${patient.firstName}`)).toBeVisible();
}
