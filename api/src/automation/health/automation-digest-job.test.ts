// The daily digest: once per clinic day from 07:00, only when e-mails failed since the last one,
// to the clinic's address, by kind in French that agrees with the count; once whatever the runs.
import { eq } from 'drizzle-orm';
import { automationRuleKeys } from 'shared-domain/automation/automation';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, automationRules, automationSends, clinicSettings, emailOutbox } from '../../platform/db/schema';
import { outboxMaxAttempts } from '../../platform/mail/outbox-sender';
import { outboxMails, sealedOutboxRow } from '../../testing/outbox';
import { testNow, useTestApp } from '../../testing/test-app';
import { sendAutomationDigest } from './automation-digest-job';
import { failureLine } from './digest-email';

// Montréal is UTC−5 in November: 11:30Z is 06:30 at the clinic, 12:05Z is 07:05.
const beforeSeven = '2026-11-18T11:30:00Z';
const afterSeven = '2026-11-18T12:05:00Z';

describe('the daily digest of failed e-mails', () => {
  const testApp = useTestApp();
  let clinicEmail = '';

  beforeEach(async () => {
    const { db, clock } = testApp();
    clock.set(testNow);
    await db.delete(emailOutbox);
    await db.delete(automationSends);
    await db.delete(automationRules);
    const [clinic] = await db.select({ email: clinicSettings.email }).from(clinicSettings);
    clinicEmail = clinic?.email ?? '';
  });

  /** A message queued at `at` that failed (or was given up), or was sent. */
  const message = (kind: string, at: string, outcome: 'failed' | 'given_up' | 'sent' | 'planned') => ({
    ...sealedOutboxRow(testApp(), { to: 'julie@exemple.ca', subject: 'Sujet', text: 'Corps' }),
    kind,
    createdAt: at,
    attempts: outcome === 'given_up' ? outboxMaxAttempts : outcome === 'planned' ? 0 : 1,
    ...(outcome === 'failed' && { error: 'EENVELOPE 550', nextAttemptAt: afterSeven }),
    ...(outcome === 'given_up' && { error: 'ETIMEDOUT', text: '' }),
    ...(outcome === 'sent' && { sentAt: at, text: '' }),
  });
  const digests = () => outboxMails(testApp(), eq(emailOutbox.kind, 'digest'));

  it('says « 2 rappels n’ont pas pu être envoyés », in the singular and the feminine too', () => {
    expect(failureLine('rappel', 2)).toBe('2 rappels n’ont pas pu être envoyés');
    expect(failureLine('rappel', 1)).toBe('1 rappel n’a pas pu être envoyé');
    expect(failureLine('confirmation', 1)).toBe('1 confirmation de réservation n’a pas pu être envoyée');
    expect(failureLine('facture', 3)).toBe('3 factures n’ont pas pu être envoyées');
    expect(failureLine('inconnu', 2)).toBe('2 courriels n’ont pas pu être envoyés');
  });

  it('leaves from the clinic time AUTOMATION_DIGEST_FROM sets instead of 07:00', async () => {
    const { db, clock, deps } = testApp();
    await db.insert(emailOutbox).values([message('rappel', '2026-11-18T02:00:00Z', 'failed')]);
    clock.set(beforeSeven);
    const early = { ...deps, config: { ...deps.config, automationDigestFrom: '06:00' } };
    expect(await sendAutomationDigest(early)).toEqual({ sent: 1, failed: 1 });
    expect(await digests()).toHaveLength(1);
    // The other tests count the digest's audit entries from nothing.
    await db.delete(auditEvents).where(eq(auditEvents.action, 'automation.digest_sent'));
  });

  it('leaves once a clinic day from 07:00 when something failed, to the clinic, by kind, with the way to the health page', async () => {
    const { db, clock, deps } = testApp();
    await db.insert(emailOutbox).values([
      message('rappel', '2026-11-17T20:00:00Z', 'failed'),
      message('rappel', '2026-11-18T02:00:00Z', 'given_up'),
      message('confirmation', '2026-11-18T03:00:00Z', 'failed'),
      message('confirmation', '2026-11-18T04:00:00Z', 'sent'),
      message('rappel', '2026-11-18T05:00:00Z', 'planned'),
      // Older than a day before the first digest: not counted.
      message('facture', '2026-11-16T20:00:00Z', 'failed'),
    ]);

    clock.set(beforeSeven);
    expect(await sendAutomationDigest(deps)).toEqual({ sent: 0, failed: 0 });
    expect(await digests()).toHaveLength(0);

    clock.set(afterSeven);
    expect(await sendAutomationDigest(deps)).toEqual({ sent: 1, failed: 3 });
    const [digest] = await digests();
    expect(digest).toMatchObject({ to: clinicEmail, kind: 'digest', patientId: null });
    expect(digest?.subject).toBe('Courriels non envoyés — mercredi 18 novembre 2026');
    expect(digest?.text).toContain('- 2 rappels n’ont pas pu être envoyés.\n- 1 confirmation de réservation n’a pas pu être envoyée.\n');
    expect(digest?.text).not.toContain('facture');
    expect(digest?.text).toContain('http://localhost:3000/admin/automation-health');
    expect(digest?.html).toContain('href="http://localhost:3000/admin/automation-health"');
    const [audit] = await db.select().from(auditEvents).where(eq(auditEvents.action, 'automation.digest_sent'));
    expect(audit).toMatchObject({ actorType: 'system', entity: 'email_outbox', entityId: digest?.id, details: { failed: 3 } });
    expect(await db.select().from(automationSends)).toMatchObject([{ rule: 'digest', subject: '2026-11-18', outboxId: digest?.id }]);

    // Later the same day: nothing more, even with a new failure.
    await db.insert(emailOutbox).values(message('annulation', '2026-11-18T13:00:00Z', 'failed'));
    clock.set('2026-11-18T20:00:00Z');
    expect(await sendAutomationDigest(deps)).toEqual({ sent: 0, failed: 0 });
    expect(await digests()).toHaveLength(1);

    // The next day: only what failed since the last digest.
    clock.set('2026-11-19T12:30:00Z');
    expect(await sendAutomationDigest(deps)).toEqual({ sent: 1, failed: 1 });
    const next = (await digests()).find((mail) => mail.id !== digest?.id);
    expect(next?.text).toContain('- 1 avis d’annulation n’a pas pu être envoyé.\n');
    expect(next?.text).not.toContain('rappel');

    // And the day after, nothing failed: no digest.
    clock.set('2026-11-20T12:30:00Z');
    expect(await sendAutomationDigest(deps)).toEqual({ sent: 0, failed: 0 });
    expect(await digests()).toHaveLength(2);
  });

  it('sends nothing when nothing failed', async () => {
    const { db, clock, deps } = testApp();
    await db
      .insert(emailOutbox)
      .values([message('rappel', '2026-11-18T02:00:00Z', 'sent'), message('rappel', '2026-11-18T03:00:00Z', 'planned')]);
    clock.set(afterSeven);
    expect(await sendAutomationDigest(deps)).toEqual({ sent: 0, failed: 0 });
    expect(await db.$count(emailOutbox, eq(emailOutbox.kind, 'digest'))).toBe(0);
    expect(await db.$count(automationSends)).toBe(0);
  });

  it('is paused by no rule, and leaves once when two instances run it at the same moment', async () => {
    const { db, clock, deps } = testApp();
    await db.insert(automationRules).values(automationRuleKeys.map((key) => ({ key, enabled: false, updatedAt: testNow })));
    await db.insert(emailOutbox).values(message('rappel', '2026-11-18T02:00:00Z', 'failed'));
    const audited = () => db.$count(auditEvents, eq(auditEvents.action, 'automation.digest_sent'));
    const auditedBefore = await audited();
    clock.set(afterSeven);
    const runs = await Promise.all([sendAutomationDigest(deps), sendAutomationDigest(deps), sendAutomationDigest(deps)]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect(await digests()).toHaveLength(1);
    expect(await audited()).toBe(auditedBefore + 1);
  });
});
