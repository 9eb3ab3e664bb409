// A rule's switch and timing as the clinic left them (« Automatisation »): a row of
// `automation_rules` when it was ever saved, else the catalogue's defaults (on unless the rule says
// it starts off, default delay).
import {
  type AutomationRuleKey,
  automationRuleKeys,
  automationRules as catalogue,
  ruleEnabledByDefault,
} from 'shared-domain/automation/automation';
import type { AppDeps } from '../../deps';
import { automationRules } from '../../platform/db/schema';

export interface RuleSetting {
  enabled: boolean;
  /** The delay the rule runs with (stored, else its default); null for a rule without one. */
  delay: number | null;
  /** The delay as stored: null when the rule follows its default. */
  storedDelay: number | null;
  /** Whether a row exists (a save was made); a guard of the next save. */
  saved: boolean;
  updatedAt: string | null;
}

export type RuleSettings = Record<AutomationRuleKey, RuleSetting>;

/** The delay a rule's definition offers, if any. */
export function delayOf(key: AutomationRuleKey) {
  const definition = catalogue[key];
  return 'delay' in definition ? definition.delay : undefined;
}

export async function loadRuleSettings(db: AppDeps['db']): Promise<RuleSettings> {
  const rows = await db.select().from(automationRules);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return Object.fromEntries(
    automationRuleKeys.map((key) => {
      const row = byKey.get(key);
      const delay = delayOf(key);
      const setting: RuleSetting = {
        enabled: row?.enabled ?? ruleEnabledByDefault(key),
        // A stored delay outside today's bounds (the catalogue changed since) is not trusted: the default runs.
        delay: delay ? (row?.delay != null && row.delay >= delay.min && row.delay <= delay.max ? row.delay : delay.default) : null,
        storedDelay: row?.delay ?? null,
        saved: row !== undefined,
        updatedAt: row?.updatedAt ?? null,
      };
      return [key, setting];
    }),
  ) as RuleSettings;
}
