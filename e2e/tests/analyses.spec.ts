// « Analyses » on the demo clinic: a period's visits completed, no-show rate and new patients match
// a count the test makes from the database itself; the no-show figure opens the visits behind it;
// axe clean on the figures and on the list at desktop and phone widths. The period is the four weeks
// that end two days ago: the demo's practice has visits there whatever the day the suite runs (the
// calendar month has none on its first days), and the suite's other tests change only today's and
// later visits, so the two counts cannot drift apart meanwhile.
import { expectNoAxeViolations } from '../support/axe';
import { queryClinicDatabase, suiteDataDir } from '../support/clinic-database';
import { clinicDay } from '../support/clinic-days';
import { expect, test } from '../support/fixtures';
import { giveOwnClientAddress } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';

const spaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const percent = (count: number, of: number) =>
  spaces(new Intl.NumberFormat('fr-CA', { style: 'percent', maximumFractionDigits: 1 }).format(count / of));

test('a period’s figures match the database, and the no-show figure opens its visits', async ({ page, baseURL }) => {
  const period = { from: clinicDay(-29), to: clinicDay(-2) };
  const dataDir = suiteDataDir();
  const count = async (sql: string) => Number((await queryClinicDatabase(dataDir, sql, [period.from, period.to]))[0]?.n ?? 0);
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address, 'practitioner');

  const completed = await count("select count(*) as n from appointments where status = 'completed' and scheduled_date between ? and ?");
  const noShows = await count("select count(*) as n from appointments where status = 'no_show' and scheduled_date between ? and ?");
  const due = await count(
    "select count(*) as n from appointments where status in ('completed', 'no_show', 'cancelled') and scheduled_date between ? and ?",
  );
  const newPatients = await count(
    "select count(*) as n from (select min(scheduled_date) as first from appointments where status = 'completed' and patient_id is not null group by patient_id) where first between ? and ?",
  );
  expect(completed).toBeGreaterThan(0);
  expect(noShows).toBeGreaterThan(0);

  await page.goto(`/admin/analytics?periode=custom&du=${period.from}&au=${period.to}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Analyses' })).toBeVisible();
  const figure = (name: string) => page.getByRole('article', { name, exact: true });
  await expect(figure('Visites terminées').locator('.analyses-figure__value')).toHaveText(String(completed));
  await expect(figure('Nouveaux patients').locator('.analyses-figure__value')).toHaveText(String(newPatients));
  const noShow = figure('Taux d’absence');
  expect(spaces(await noShow.locator('.analyses-figure__value').textContent())).toBe(percent(noShows, due));
  await expect(noShow.getByText(/par rapport à la période précédente|aucune comparaison possible/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Visites terminées par jour et heure' })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await noShow.getByRole('link', { name: 'Voir la liste : Taux d’absence' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Taux d’absence' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Taux d’absence' });
  await expect(list.getByRole('row').filter({ hasText: 'Absent' })).toHaveCount(noShows);
  await expect(page.getByRole('link', { name: /CSV — Excel français/ })).toHaveAttribute('href', /figure=noShowRate/);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
});
