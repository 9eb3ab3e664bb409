// « Envoyer un test »: the rule's first template, in the clinic's own wording, filled with the demo
// values the template editor previews, sent to the signed-in staff member's own address. Kind
// `test`: no rule's pause holds it back, and « Santé de l'automatisation » tells it apart.
import { eq } from 'drizzle-orm';
import { type AutomationRuleKey, automationMessages, automationRules as catalogue } from 'shared-domain/automation/automation';
import { demoValues } from 'shared-domain/clinic/email-templates';
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import { staffUsers } from '../../platform/db/schema';
import { consumeRateLimit, rateLimitedError } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert } from '../../platform/mail/queue-email';
import { parsedTemplate, renderParsedTemplate } from '../../platform/mail/template-email';

export async function sendRuleTest(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>,
  staffId: string,
  key: AutomationRuleKey,
): Promise<{ message: string }> {
  const verdict = await consumeRateLimit(deps, rateLimitPolicy.automationTestEmail, staffId);
  if (!verdict.allowed) throw rateLimitedError(verdict);
  const [staff] = await deps.db.select({ email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, staffId));
  if (!staff) throw new Error('signed-in staff member not found');
  const [template] = catalogue[key].templates;
  const clinic = await loadEmailClinic(deps.db);
  const rendered = renderParsedTemplate(
    clinic,
    template,
    parsedTemplate(template, clinic.emailTemplates?.[template]),
    demoValues(template),
  );
  await deps.db.batch([
    outboxInsert(deps, { to: staff.email, ...rendered, subject: `[Test] ${rendered.subject}`, kind: 'test' }),
    auditEventInsert(deps, {
      actor: { type: 'staff', id: staffId },
      action: 'automation_rule.test_sent',
      entity: 'automation_rules',
      entityId: key,
      details: { rule: key, template },
    }),
  ]);
  nudgeOutboxSender(deps);
  return { message: automationMessages.testSent(staff.email) };
}
