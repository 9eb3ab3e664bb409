// « Automatisation »'s routes: every rule with its switch, timing and counts; a save checked against
// the rule's bounds, written once with its audit entry (and not at all when nothing changes), saying
// what a pause leaves queued; « Envoyer un test » to the member's own address in the clinic's words.
import { and, eq } from 'drizzle-orm';
import { automationMessages, automationRuleKeys, automationRules as catalogue } from 'shared-domain/automation/automation';
import type { AutomationRuleSavedView, AutomationRulesView, AutomationRuleTestView } from 'shared-domain/automation/automation-views';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, automationRules, clinicSettings, emailOutbox, emailTemplates, rateLimitBuckets } from '../../platform/db/schema';
import { auditEventsOf } from '../../testing/audit-events';
import { sealedOutboxRow } from '../../testing/outbox';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, testNow, useTestApp } from '../../testing/test-app';
import { mailsTo } from './rules-test-support';

describe('« Automatisation » (/api/admin/automation/rules)', () => {
  const testApp = useTestApp();
  let admin: { id: string; cookie: string; email: string };
  let reception: { id: string; cookie: string };

  const call = (path: string, method = 'GET', body?: unknown, cookie = admin.cookie) =>
    testApp().app.request(`/api/admin/automation/rules${path}`, {
      method,
      headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  const rules = async () => {
    const response = await call('');
    expect(response.status).toBe(200);
    return (await readJson<AutomationRulesView>(response)).rules;
  };
  const ruleOf = async (key: string) => (await rules()).find((rule) => rule.key === key);
  const auditCount = (action: string) => testApp().db.$count(auditEvents, eq(auditEvents.action, action));

  /** An outbox row of `kind`, waiting, failed, given up or sent some days ago. */
  async function outboxRow(kind: string, state: 'planned' | 'failed' | 'given_up' | { sentDaysAgo: number }) {
    const now = testApp().clock.now().getTime();
    const row = sealedOutboxRow(testApp(), { to: 'patient@courriel.example', subject: 'Rappel', text: 'Bonjour' });
    const fields =
      state === 'planned'
        ? {}
        : state === 'failed'
          ? { attempts: 1, error: 'EENVELOPE 550', nextAttemptAt: new Date(now + 60_000).toISOString() }
          : state === 'given_up'
            ? { attempts: 6, error: 'EENVELOPE 550', nextAttemptAt: null }
            : { sentAt: new Date(now - state.sentDaysAgo * 86_400_000).toISOString() };
    await testApp()
      .db.insert(emailOutbox)
      .values({ ...row, kind, createdAt: new Date(now - 3_600_000).toISOString(), ...fields });
  }

  beforeAll(async () => {
    const app = testApp();
    const member = await staffMemberWithSession(app, 'admin', { email: 'direction@clinique.example' });
    admin = { ...member, email: 'direction@clinique.example' };
    reception = await staffMemberWithSession(app, 'reception');
  });

  beforeEach(async () => {
    testApp().clock.set(testNow);
    await testApp().db.delete(emailOutbox);
    await testApp().db.delete(automationRules);
    await testApp().db.delete(rateLimitBuckets);
  });

  it('lists every rule in the catalogue’s order, on with its default delay until saved, its timing and its counts', async () => {
    await outboxRow('rappel', 'planned');
    await outboxRow('rappel', 'failed');
    await outboxRow('rappel', 'given_up');
    await outboxRow('rappel', { sentDaysAgo: 10 });
    await outboxRow('rappel', { sentDaysAgo: 40 });
    await outboxRow('confirmation_clinique', { sentDaysAgo: 1 });
    await outboxRow('confirmation', { sentDaysAgo: 2 });
    await outboxRow('test', 'planned');

    const listed = await rules();
    expect(listed.map((rule) => rule.key)).toEqual([...automationRuleKeys]);
    expect(listed.every((rule) => rule.updatedAt === null)).toBe(true);
    // The messages listed below start off (a clinic that upgrades is not surprised); the others were always sent, and stay on.
    expect(listed.filter((rule) => !rule.enabled).map((rule) => rule.key)).toEqual([
      'presence_request',
      'first_visit_follow_up',
      'reexam_due',
      'payment_reminder',
      'yearly_statement',
    ]);
    expect(listed.find((rule) => rule.key === 'presence_request')).toMatchObject({
      label: catalogue.presence_request.label,
      delay: 48,
      delayUnit: 'hours_before',
      settingsTiming: null,
      templates: [{ key: 'demande_presence', label: 'Demande de confirmation de présence' }],
    });
    expect(listed.find((rule) => rule.key === 'reminder')).toMatchObject({
      delay: null,
      delayUnit: null,
      settingsTiming: '24 h avant le rendez-vous',
      queued: 2,
      sentLast30Days: 1,
    });
    expect(listed.find((rule) => rule.key === 'waitlist_offers')?.settingsTiming).toBe('3 personnes à la fois, 2 h pour répondre');
    expect(listed.find((rule) => rule.key === 'confirmation')).toMatchObject({ queued: 0, sentLast30Days: 2 });

    await testApp().db.update(clinicSettings).set({ reminderHoursBefore: 48, offerBatchSize: 1, offerExpiryMinutes: 90 });
    expect((await ruleOf('reminder'))?.settingsTiming).toBe('48 h avant le rendez-vous');
    expect((await ruleOf('waitlist_offers'))?.settingsTiming).toBe('1 personne à la fois, 1 h 30 pour répondre');
    await testApp().db.update(clinicSettings).set({ reminderHoursBefore: 24, offerBatchSize: 3, offerExpiryMinutes: 120 });
  });

  it('pauses a rule, saying how many of its messages are still queued, audited once; the same save again writes nothing', async () => {
    await outboxRow('rappel', 'planned');
    await outboxRow('rappel', 'failed');
    const before = await auditCount('automation_rule.updated');

    const response = await call('/reminder', 'PUT', { enabled: false });
    expect(response.status).toBe(200);
    const saved = await readJson<AutomationRuleSavedView>(response);
    expect(saved.rule).toMatchObject({ key: 'reminder', enabled: false, queued: 2, updatedAt: testNow.replace('Z', '.000Z') });
    expect(saved.message).toBe(automationMessages.pausedQueued(2));
    const [row] = await testApp().db.select().from(automationRules).where(eq(automationRules.key, 'reminder'));
    expect(row).toMatchObject({ enabled: false, delay: null, updatedBy: admin.id });
    const [audit] = await auditEventsOf(testApp().db, 'automation_rule.updated', 'reminder');
    expect(audit).toMatchObject({
      actorId: admin.id,
      details: { rule: 'reminder', before: { enabled: true, delay: null }, after: { enabled: false, delay: null } },
    });

    testApp().clock.advance({ minutes: 5 });
    const again = await call('/reminder', 'PUT', { enabled: false });
    expect(again.status).toBe(200);
    expect((await readJson<AutomationRuleSavedView>(again)).message).toBe(automationMessages.pausedQueued(2));
    expect(await auditCount('automation_rule.updated')).toBe(before + 1);
    const [unchanged] = await testApp().db.select().from(automationRules).where(eq(automationRules.key, 'reminder'));
    expect(unchanged?.updatedAt).toBe(row?.updatedAt);

    // On again: no message, the change audited.
    const resumed = await readJson<AutomationRuleSavedView>(await call('/reminder', 'PUT', { enabled: true }));
    expect(resumed).toMatchObject({ rule: { enabled: true }, message: null });
    expect(await auditCount('automation_rule.updated')).toBe(before + 2);
  });

  it('saves a rule’s own delay within its bounds, and back to its default with null', async () => {
    const saved = await readJson<AutomationRuleSavedView>(await call('/presence_request', 'PUT', { enabled: true, delay: 72 }));
    expect(saved).toMatchObject({ rule: { key: 'presence_request', enabled: true, delay: 72 }, message: null });
    const [audit] = (await auditEventsOf(testApp().db, 'automation_rule.updated', 'presence_request')).slice(-1);
    expect(audit?.details).toEqual({
      rule: 'presence_request',
      before: { enabled: false, delay: 48 },
      after: { enabled: true, delay: 72 },
    });
    // Saving the switch alone keeps the delay.
    expect((await readJson<AutomationRuleSavedView>(await call('/presence_request', 'PUT', { enabled: false }))).rule.delay).toBe(72);
    expect(
      (await readJson<AutomationRuleSavedView>(await call('/presence_request', 'PUT', { enabled: false, delay: null }))).rule.delay,
    ).toBe(48);
  });

  it('refuses in French, changing nothing: a delay out of bounds, a delay on a rule without one, an unknown rule, a malformed body', async () => {
    const before = await auditCount('automation_rule.updated');
    const outOfBounds = await call('/presence_request', 'PUT', { enabled: false, delay: 1 });
    expect(outOfBounds.status).toBe(422);
    expect((await readJson<ApiErrorBody>(outOfBounds)).error.fields).toEqual({ delay: automationMessages.delayOutOfRange(2, 168) });
    const tooLong = await call('/payment_reminder', 'PUT', { enabled: true, delay: 121 });
    expect((await readJson<ApiErrorBody>(tooLong)).error.fields).toEqual({ delay: automationMessages.delayOutOfRange(1, 120) });

    const noDelay = await call('/reminder', 'PUT', { enabled: true, delay: 12 });
    expect(noDelay.status).toBe(422);
    expect((await readJson<ApiErrorBody>(noDelay)).error.fields).toEqual({ delay: automationMessages.noDelay });

    const unknown = await call('/anniversaire', 'PUT', { enabled: false });
    expect(unknown.status).toBe(404);
    expect((await readJson<ApiErrorBody>(unknown)).error.message).toBe(automationMessages.unknownRule);
    expect((await call('/anniversaire/test', 'POST')).status).toBe(404);

    const malformed = await call('/reminder', 'PUT', { delay: 12 });
    expect(malformed.status).toBe(422);
    expect((await readJson<ApiErrorBody>(malformed)).error.fields?.enabled).toBe('Indiquez si la règle est active.');
    const decimal = await call('/presence_request', 'PUT', { enabled: true, delay: 2.5 });
    expect((await readJson<ApiErrorBody>(decimal)).error.fields?.delay).toBe('Le délai doit être un nombre entier.');

    expect(await testApp().db.$count(automationRules)).toBe(0);
    expect(await auditCount('automation_rule.updated')).toBe(before);
  });

  it('is the administrators’: the reception may neither read nor change the rules', async () => {
    expect((await call('', 'GET', undefined, reception.cookie)).status).toBe(403);
    expect((await call('/reminder', 'PUT', { enabled: false }, reception.cookie)).status).toBe(403);
    expect((await call('/reminder/test', 'POST', undefined, reception.cookie)).status).toBe(403);
    expect(await testApp().db.$count(automationRules)).toBe(0);
  });

  it('« Envoyer un test » sends the first template in the clinic’s words with demo values to the member, even while paused', async () => {
    await testApp()
      .db.insert(emailTemplates)
      .values({
        key: 'demande_presence',
        subject: 'Votre visite du {date} chez {clinique}',
        body: 'Bonjour {nom},\n\nConfirmez ici :\n{lien_confirmation}',
        updatedAt: testNow,
      })
      .onConflictDoNothing();
    await call('/presence_request', 'PUT', { enabled: false });

    const response = await call('/presence_request/test', 'POST');
    expect(response.status).toBe(201);
    expect(await readJson<AutomationRuleTestView>(response)).toEqual({ message: automationMessages.testSent(admin.email) });
    const [mail, ...others] = await mailsTo(testApp(), admin.email);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({
      subject: '[Test] Votre visite du lundi 23 novembre 2026 chez Clinique chiropratique Émilie Tremblay',
      kind: 'test',
      automatic: false,
      patientId: null,
    });
    expect(mail!.text).toContain('Bonjour Julie Bouchard,');
    expect(mail!.text).toContain('https://clinique.example/appointment/confirm/exemple');
    const [audit] = await auditEventsOf(testApp().db, 'automation_rule.test_sent', 'presence_request');
    expect(audit).toMatchObject({ actorId: admin.id, details: { rule: 'presence_request', template: 'demande_presence' } });
    await testApp().db.delete(emailTemplates).where(eq(emailTemplates.key, 'demande_presence'));
  });

  it('sends tests at a measured pace: past ten in a quarter-hour, the member waits', async () => {
    for (let sent = 0; sent < 10; sent += 1) expect((await call('/yearly_statement/test', 'POST')).status).toBe(201);
    const refused = await call('/yearly_statement/test', 'POST');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).not.toBeNull();
    expect(await testApp().db.$count(emailOutbox, and(eq(emailOutbox.to, admin.email), eq(emailOutbox.kind, 'test')))).toBe(10);
    testApp().clock.advance({ minutes: 16 });
    expect((await call('/yearly_statement/test', 'POST')).status).toBe(201);
  });
});
