// « Journal d'audit » answers the privacy officer, on a server of its own (an opening hour changes,
// which the suite's other tests book by): the practitioner reads Camille's file; the administrator
// changes Monday's opening hour; the trail names Camille beside the practitioner's read and says the
// hour before and after; from Camille's file, « Qui a consulté ce dossier ? » leads to the trail
// filtered to her, where the hours' change is no longer listed.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { startServer } from '../bench/server';
import { expectNoAxeViolations } from '../support/axe';
import { queryClinicDatabase } from '../support/clinic-database';
import { expect, test } from '../support/fixtures';
import { giveOwnClientAddress } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';

test.describe.configure({ mode: 'default' });

let server: Awaited<ReturnType<typeof startServer>> | undefined;

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixtures from the first parameter, which must be a destructuring pattern.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(200_000);
  server = await startServer({ TRUST_PROXY: 'true' }, { withMailbox: true });
});

test.afterAll(async () => {
  await server?.stop();
  server = undefined;
});

function auditServer() {
  if (!server) throw new Error('the audit trail server is not running');
  return server;
}

/** A browser context on this file's server, with the project's device. */
async function onAuditServer(browser: Browser): Promise<{ context: BrowserContext; page: Page; address: string }> {
  const { launchOptions: _launch, ...device } = test.info().project.use as Record<string, unknown>;
  const context = await browser.newContext({ ...device, baseURL: auditServer().url });
  const page = await context.newPage();
  const address = await giveOwnClientAddress(page);
  return { context, page, address };
}

const trailRows = (page: Page) => page.getByRole('region', { name: 'Événements du journal' }).getByRole('row');

test("the trail names Camille's record read by the practitioner and a changed opening hour before and after, filtered by patient", async ({
  browser,
}) => {
  // Two staff members signed in on a server of their own, a setting saved, three views of the trail.
  test.setTimeout(180_000);
  const { url, dataDir } = auditServer();
  const [camille] = await queryClinicDatabase(dataDir, "select id from patients where first_name = 'Camille' and last_name = 'Gagnon'");
  const camilleFile = `/admin/patients/${String(camille?.id)}`;

  const practitioner = await onAuditServer(browser);
  const admin = await onAuditServer(browser);
  try {
    // The practitioner opens Camille's file.
    await signedInStaffMember(practitioner.page, url, practitioner.address, 'practitioner', dataDir);
    await practitioner.page.goto(camilleFile);
    await expect(practitioner.page.getByRole('heading', { level: 1, name: 'Camille Gagnon' })).toBeVisible();
    // « Qui a consulté ce dossier ? » is the management's: not drawn for her.
    await expect(practitioner.page.getByRole('heading', { name: 'Qui a consulté ce dossier ?' })).toHaveCount(0);

    // The administrator moves Monday's opening.
    await signedInStaffMember(admin.page, url, admin.address, 'admin', dataDir);
    await admin.page.goto('/admin/settings?section=heures');
    const monday = admin.page.getByRole('group', { name: 'Lundi' });
    if (!(await monday.getByRole('switch', { name: 'Ouvert' }).isChecked())) await monday.getByRole('switch', { name: 'Ouvert' }).check();
    const opening = monday.getByLabel(/^Ouverture — Lundi/);
    const before = await opening.inputValue();
    const after = before === '08:00' ? '08:30' : '08:00';
    await opening.fill(after);
    await admin.page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(admin.page.getByRole('status').filter({ hasText: /modifications? enregistrées? :/ })).toBeVisible();

    // The whole trail: Camille named beside the practitioner's read, the hour before and after.
    await admin.page.goto('/admin/audit');
    await expect(admin.page.getByRole('heading', { level: 1, name: "Journal d'audit" })).toBeVisible();
    const read = trailRows(admin.page).filter({ hasText: 'Dossier patient consulté' }).filter({ hasText: 'Camille Gagnon' });
    await expect(read.first()).toBeVisible();
    await expect(read.first().getByRole('link', { name: 'Camille Gagnon' })).toHaveAttribute('href', camilleFile);
    const hours = trailRows(admin.page).filter({ hasText: "Heures d'ouverture modifiées" });
    await expect(hours.first()).toContainText(`Heure d'ouverture du lundi : ${before} → ${after}`);
    await expectNoAxeViolations(admin.page);

    // From Camille's file, her own trail, then the whole trail filtered to her.
    await admin.page.goto(camilleFile);
    const consulted = admin.page.getByRole('region', { name: 'Qui a consulté ce dossier ?' });
    await expect(consulted.getByRole('row').filter({ hasText: 'Dossier patient consulté' }).first()).toBeVisible();
    await consulted.getByRole('link', { name: 'Voir dans le journal d’audit' }).click();
    await expect(admin.page).toHaveURL(/\/admin\/audit\?patient=/);
    await expect(admin.page.getByText('Patient : Camille Gagnon')).toBeVisible();
    await expect(trailRows(admin.page).filter({ hasText: 'Dossier patient consulté' }).first()).toBeVisible();
    await expect(trailRows(admin.page).filter({ hasText: "Heures d'ouverture modifiées" })).toHaveCount(0);
    const named = await trailRows(admin.page)
      .filter({ has: admin.page.getByRole('cell') })
      .allTextContents();
    for (const row of named) expect(row).toContain('Camille Gagnon');
  } finally {
    await practitioner.context.close();
    await admin.context.close();
  }
});
