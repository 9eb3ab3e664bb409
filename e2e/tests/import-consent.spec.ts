// The consent ledger drives e-mails from end to end: a patient imported with « oui » to e-mails
// appears in « Consentements » as given by the import, her reminder goes; she withdraws her
// reminders in the portal, the ledger dates it, and the reminder job's next runs send her nothing.
import { randomUUID } from 'node:crypto';
import { queryClinicDatabase, suiteDataDir } from '../support/clinic-database';
import { expect, test } from '../support/fixtures';
import { mailSubject, mailsTo } from '../support/mailbox';
import { signInWithMagicLink } from '../support/portal';
import { giveOwnClientAddress } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';

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

/** A confirmed visit of hers `hours` from now: inside the 24-hour reminder window, not yet reminded. */
async function visitIn(hours: number, patient: { id: string; email: string }): Promise<void> {
  const start = montreal(new Date(Date.now() + hours * 3600_000));
  const longAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
  await queryClinicDatabase(
    suiteDataDir(),
    `insert into appointments (id, patient_id, name, email, phone, status, scheduled_date, scheduled_time, duration_minutes, presence_confirmed,
       booking_source, payment_status, payment_amount, deposit_amount, created_at, updated_at)
     values (?, ?, 'Océane Importée', ?, '514 555-0144', 'confirmed', ?, ?, 30, 0, 'admin', 'pending', 0, 0, ?, ?)`,
    [randomUUID(), patient.id, patient.email, start.date, start.time, longAgo, longAgo],
  );
}

const reminders = async (email: string) =>
  (await mailsTo(email)).filter((mail) => mailSubject(mail).startsWith('Rappel : votre rendez-vous'));

/** When the reminder job last started, from its own record (it runs every 2 s on the suite's server). */
const lastReminderRun = async () => {
  const [row] = await queryClinicDatabase(suiteDataDir(), "select last_started_at from job_states where name = 'appointment-reminders'");
  return Date.parse(String(row?.last_started_at ?? ''));
};

test('a patient imported with consent is in the ledger, withdraws her reminders in the portal, and is reminded no more @une-fois', async ({
  page,
  browser,
  baseURL,
}) => {
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address, 'admin');
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const fileName = `consentements-${unique}.csv`;
  const email = `oceane.${unique}@courriel.example`;

  // The clinic's file says « oui » to e-mails for her.
  await page.goto('/admin/patients/import');
  const rows = ['Nom;Prénom;Date de naissance;Courriel;Consentement aux courriels', `Importée-${unique};Océane;1990-03-15;${email};oui`];
  await page
    .getByLabel(/^Fichier CSV/)
    .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(`${rows.join('\r\n')}\r\n`, 'utf8') });
  await page.getByRole('button', { name: 'Lire le fichier' }).click();
  await expect(page.getByRole('combobox', { name: /Colonne « Consentement aux courriels »/ })).toHaveValue('emailConsent');
  await page.getByRole('button', { name: 'Voir l’aperçu' }).click();
  await page.getByRole('button', { name: 'Importer 1 patient' }).click();
  await expect(page.getByText('1 patient créé')).toBeVisible();
  const [record] = await queryClinicDatabase(suiteDataDir(), 'select id from patients where email = ?', [email]);
  const patient = { id: String(record?.id), email, firstName: 'Océane' };

  // « Consentements » shows her reminders given by the import.
  await page.goto(`/admin/patients/${patient.id}`);
  const remindersConsent = page
    .getByRole('region', { name: 'Consentements' })
    .getByRole('article', { name: 'Rappels et avis par courriel' });
  await expect(remindersConsent).toContainText(/Donné le .*importation/);

  // Her visit is reminded, as the ledger allows.
  await visitIn(3, patient);
  await expect.poll(async () => (await reminders(email)).length, { timeout: 30_000 }).toBe(1);

  // In the portal, she reads where it came from and withdraws it.
  const context = await browser.newContext();
  try {
    const portal = await context.newPage();
    await giveOwnClientAddress(portal);
    await signInWithMagicLink(portal, patient);
    await portal.goto('/patient-portal/profil');
    const mine = portal.getByRole('listitem').filter({ has: portal.getByRole('heading', { name: 'Rappels et avis par courriel' }) });
    await expect(mine).toContainText(`importation : ${fileName}`);
    await mine.getByRole('button', { name: /^Retirer mon consentement/ }).click();
    await portal
      .getByRole('dialog', { name: 'Retirer mon consentement — Rappels et avis par courriel' })
      .getByRole('button', { name: 'Confirmer le retrait' })
      .click();
    await expect(mine).toContainText('Retiré le');
  } finally {
    await context.close();
  }

  // The ledger dates her withdrawal, through the portal.
  await page.reload();
  await expect(remindersConsent).toContainText(/Retiré le .*portail patient/);

  // Her next visit: two runs of the job after it was written, counted by the job's own record (each
  // run starts once the previous has ended), and still the one reminder. No fixed wait, which a
  // busy machine could make too short to prove it.
  const written = Date.now();
  await visitIn(4, patient);
  await expect.poll(lastReminderRun, { timeout: 30_000 }).toBeGreaterThan(written);
  const nextRun = await lastReminderRun();
  await expect.poll(lastReminderRun, { timeout: 30_000 }).toBeGreaterThan(nextRun);
  expect(await reminders(email)).toHaveLength(1);
});
