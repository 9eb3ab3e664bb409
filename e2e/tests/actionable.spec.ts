// « Analyses actionnables » on the demo clinic: Camille's re-exam is due with no appointment on or
// after it, and the list proposes her a visit in one click — the e-mail with her rebooking link
// arrives, saying a system decided and how to ask a person to review it; Hélène Tremblay, never
// asked for consent, is excluded from reactivation with the reason shown; axe clean.
import { demoAccounts } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { linkFromMail, mailCount, mailsTo } from '../support/mailbox';
import { giveOwnClientAddress } from '../support/public-site';
import { signedInStaffMember } from '../support/staff';
import { decodeQuotedPrintable } from 'api/testing/smtp-listener';

test('the re-exam list offers Camille a slot by e-mail, and Hélène is excluded from reactivation with the reason', async ({
  page,
  baseURL,
}) => {
  const camille = (await demoAccounts()).patientEmail;
  const address = await giveOwnClientAddress(page);
  await signedInStaffMember(page, baseURL as string, address, 'practitioner');
  const before = await mailCount(camille);

  await page.goto('/admin/actionable-analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analyses actionnables' })).toBeVisible();
  const list = (title: RegExp) => page.locator('section', { has: page.getByRole('heading', { level: 2, name: title }) });
  const reexam = list(/^Réexamen à prévoir sans rendez-vous/);
  const camilleRow = reexam.getByRole('row').filter({ hasText: 'Camille Gagnon' });
  await expect(camilleRow.getByText(/^Réexamen prévu le .*; prochain rendez-vous le .*, avant cette date\.$/)).toBeVisible();

  const helene = list(/^Patients à réactiver/)
    .getByRole('row')
    .filter({ hasText: 'Hélène Tremblay' });
  await expect(helene.getByText('Exclu : Aucun consentement valide')).toBeVisible();
  await expect(helene.getByText(/Exclu : aucun consentement exprès au registre/)).toBeVisible();
  await expect(helene.getByRole('button', { name: 'Lever l’exclusion — Hélène Tremblay' })).toBeVisible();
  await expectNoAxeViolations(page);

  await camilleRow.getByRole('button', { name: 'Proposer un rendez-vous — Camille Gagnon' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rendez-vous proposé à Camille Gagnon' })).toBeVisible();
  await expect(camilleRow.getByText(/^Envoyé le /)).toBeVisible();
  const link = await linkFromMail(camille, /https?:\/\/[^\s"<>]+\/rebook\/[^\s"<>?]+/, before);
  const mail = decodeQuotedPrintable((await mailsTo(camille)).at(-1)?.raw ?? '');
  expect(mail).toContain('Cette décision d’écrire a été prise par un système.');
  expect(mail).toContain('révise cette décision');

  // The link opens her proposal with the slots offered.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
