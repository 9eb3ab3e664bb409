// « Rapports financiers » on the demo clinic: the period's sales (on the clinic's accounting basis,
// stated on the page) and the number of payments match what the test reads from the database
// itself; the payments' figure opens the list behind it, whose CSV file is downloaded and parsed
// back; axe clean on the report (desktop and phone widths) and on the list. The period is the four weeks that end two days
// ago: the demo's practice has visits paid at the desk there whatever the day the suite runs, and
// the suite's other tests take money today only, so the two counts cannot drift apart meanwhile.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expectNoAxeViolations } from '../support/axe';
import { queryClinicDatabase, suiteDataDir } from '../support/clinic-database';
import { clinicDay } from '../support/clinic-days';
import { expect, test } from '../support/fixtures';
import { giveOwnClientAddress } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';

const spaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const money = (cents: number) => spaces(new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100));

test('the period’s sales and payments match the database, and the payments open their list and its CSV', async ({ page, baseURL }) => {
  const period = { from: clinicDay(-29), to: clinicDay(-2) };
  const dataDir = suiteDataDir();
  const number = async (sql: string, args: string[]) => Number((await queryClinicDatabase(dataDir, sql, args))[0]?.n ?? 0);
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address, 'admin');

  const [settings] = await queryClinicDatabase(dataDir, 'select accounting_basis as basis from clinic_settings');
  const moneyIn = "status = 'completed' and transaction_type in ('payment', 'deposit', 'refund') and business_date between ? and ?";
  const sales =
    settings?.basis === 'accrual'
      ? await number(
          "select (select coalesce(sum(total_amount), 0) from invoices where payment_status not in ('draft', 'waived', 'void') and issued_on between ? and ?) - (select coalesce(sum(amount), 0) from credit_notes where issued_on between ? and ?) as n",
          [period.from, period.to, period.from, period.to],
        )
      : await number(
          `select coalesce(sum(case when transaction_type = 'refund' then -amount else amount end), 0) as n from payment_transactions where ${moneyIn}`,
          [period.from, period.to],
        );
  const payments = await number(`select count(*) as n from payment_transactions where ${moneyIn}`, [period.from, period.to]);
  expect(payments).toBeGreaterThan(0);

  await page.goto(`/admin/financial-reports?periode=custom&du=${period.from}&au=${period.to}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rapports financiers' })).toBeVisible();
  await expect(page.getByText(settings?.basis === 'accrual' ? /Comptabilité d’exercice/ : /Comptabilité de caisse/)).toBeVisible();
  const total = page.getByRole('article', { name: 'Ventes de la période' });
  expect(spaces(await total.locator('.analyses-figure__value').textContent())).toBe(money(sales));
  await expect(total.getByText(/par rapport à la période précédente|aucune comparaison possible/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Comptes à recevoir par âge' })).toBeVisible();
  // At a desktop's width and a phone's.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }

  await page.getByRole('link', { name: 'Voir la liste : Paiements par mode de paiement, Total' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiements' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /ligne/ })).toHaveText(new RegExp(`^${payments} ligne`));
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /CSV — Excel français/ }).click()]);
  expect(download.suggestedFilename()).toBe(`rapport-financier-paiements-${period.from}-${period.to}.csv`);
  const [header, ...rows] = parse((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
  expect(header).toEqual(['Date', 'Document', 'Patient ou payeur', 'Détail', 'Montant']);
  expect(rows).toHaveLength(payments);
  expect(rows.every((row) => row[0]! >= period.from && row[0]! <= period.to)).toBe(true);
});
