// « Progrès des patients » on the demo clinic: over the practice's last two months (ending two days
// ago, so whatever the day the suite runs it has visits and nothing the other tests change), the
// visit-drop funnel counts as many new patients as the database holds and shows its table, the
// outcomes summary renders with its table and its thresholds; axe clean.
import { expectNoAxeViolations } from '../support/axe';
import { queryClinicDatabase, suiteDataDir } from '../support/clinic-database';
import { clinicDay } from '../support/clinic-days';
import { expect, test } from '../support/fixtures';
import { giveOwnClientAddress } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';

test('the visit-drop funnel and the outcomes summary render with their tables', async ({ page, baseURL }) => {
  const period = { from: clinicDay(-62), to: clinicDay(-2) };
  const [row] = await queryClinicDatabase(
    suiteDataDir(),
    "select count(*) as n from (select min(scheduled_date) as first from appointments where status = 'completed' and patient_id is not null group by patient_id) where first between ? and ?",
    [period.from, period.to],
  );
  const newPatients = Number(row?.n ?? 0);
  expect(newPatients).toBeGreaterThan(0);
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address, 'practitioner');

  await page.goto(`/admin/progress?periode=custom&du=${period.from}&au=${period.to}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Progrès des patients' })).toBeVisible();
  const funnel = page.getByRole('table', { name: 'Nouveaux patients venus à chaque visite dans les 8 semaines' });
  await expect(
    funnel
      .getByRole('row', { name: /^1re visite/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(String(newPatients));
  await expect(page.getByRole('region', { name: 'Nouveaux patients de la période' }).getByRole('row')).toHaveCount(newPatients + 1);

  const outcomes = page.getByRole('table', { name: 'Scores au début et au dernier questionnaire, par questionnaire' });
  await expect(outcomes.getByRole('row', { name: /Douleur \(0–10\)/ })).toBeVisible();
  await expect(page.getByText(/Farrar et al\., Pain 2001/)).toBeVisible();
  const episodes = page.getByRole('region', { name: 'Épisodes de la période' });
  await expect(episodes.getByRole('link', { name: /mesures de résultats de/ }).first()).toHaveAttribute('href', /#dossier-mesures$/);
  await expectNoAxeViolations(page);
});
