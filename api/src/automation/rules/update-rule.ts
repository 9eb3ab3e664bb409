// Saving a rule's switch and delay (« Automatisation »): the delay checked against the rule's own
// bounds, nothing written when nothing changes, else the row and its audit entry in one batch,
// both guarded on the rule still being as it was read (a save from another screen in between makes
// this one read again rather than record a « before » that was not).
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type AutomationRuleKey, type AutomationRuleUpdate, automationMessages } from 'shared-domain/automation/automation';
import type { AutomationRuleSavedView } from 'shared-domain/automation/automation-views';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import { automationRules } from '../../platform/db/schema';
import { fieldRefusal } from '../../platform/http/app-error';
import { delayOf, loadRuleSettings, type RuleSetting } from './rule-settings';
import { loadRuleViews, queuedOf } from './rule-views';

type RuleDeps = Pick<AppDeps, 'db' | 'clock'>;

/** The delay to store once `update` is applied (null: the default), or a French refusal. */
function storedDelayAfter(key: AutomationRuleKey, before: RuleSetting, update: AutomationRuleUpdate): number | null {
  const bounds = delayOf(key);
  if (update.delay === undefined) return before.storedDelay;
  if (update.delay === null) return null;
  if (!bounds) throw fieldRefusal('delay', automationMessages.noDelay);
  if (update.delay < bounds.min || update.delay > bounds.max)
    throw fieldRefusal('delay', automationMessages.delayOutOfRange(bounds.min, bounds.max));
  return update.delay;
}

/** The rule is still as `before` was read: the guard of the audit entry and of the write. */
function stillAsRead(key: AutomationRuleKey, before: RuleSetting): SQL {
  if (!before.saved) return sql`not exists (select 1 from ${automationRules} where ${automationRules.key} = ${key})`;
  return sql`exists (select 1 from ${automationRules} where ${automationRules.key} = ${key} and ${automationRules.enabled} = ${before.enabled ? 1 : 0} and ${automationRules.delay} is ${before.storedDelay})`;
}

const attempts = 3;

export async function updateAutomationRule(
  deps: RuleDeps,
  staffId: string,
  key: AutomationRuleKey,
  update: AutomationRuleUpdate,
): Promise<AutomationRuleSavedView> {
  const bounds = delayOf(key);
  for (let attempt = 1; ; attempt += 1) {
    const settings = await loadRuleSettings(deps.db);
    const before = settings[key];
    const storedDelay = storedDelayAfter(key, before, update);
    const effectiveDelay = bounds ? (storedDelay ?? bounds.default) : null;
    const changed = before.enabled !== update.enabled || before.delay !== effectiveDelay;
    if (changed) {
      const now = deps.clock.now().toISOString();
      const guard = stillAsRead(key, before);
      const values = { enabled: update.enabled, delay: storedDelay, updatedBy: staffId, updatedAt: now };
      const [audited] = await deps.db.batch([
        auditEventInsertWhere(
          deps,
          {
            actor: { type: 'staff', id: staffId },
            action: 'automation_rule.updated',
            entity: 'automation_rules',
            entityId: key,
            details: {
              rule: key,
              before: { enabled: before.enabled, delay: before.delay },
              after: { enabled: update.enabled, delay: effectiveDelay },
            },
          },
          guard,
        ),
        before.saved
          ? deps.db
              .update(automationRules)
              .set(values)
              .where(and(eq(automationRules.key, key), guard))
          : deps.db.run(insertWhere(automationRules, { key, ...values }, guard)),
      ]);
      // Another save came between the read and the write: read again and apply this one over it.
      if (audited.rowsAffected !== 1) {
        if (attempt < attempts) continue;
        throw new Error('automation rule kept changing while saved');
      }
    }
    const [rule] = (await loadRuleViews(deps)).filter((view) => view.key === key);
    if (!rule) throw new Error(`rule ${key} missing from its views`);
    return { rule, message: rule.enabled ? null : automationMessages.pausedQueued(await queuedOf(deps, key)) };
  }
}
