// « Automatisation », mounted at /api/admin/automation/rules: every automatic message as
// a rule with its switch and timing, saved one at a time, and « Envoyer un test ». The clinic's
// administrators' (management).
import { Hono } from 'hono';
import {
  type AutomationRuleKey,
  automationMessages,
  automationRuleKeys,
  automationRuleUpdateSchema,
} from 'shared-domain/automation/automation';
import type { AutomationRuleSavedView, AutomationRulesView, AutomationRuleTestView } from 'shared-domain/automation/automation-views';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { allow } from '../../platform/http/allow';
import { notFound } from '../../platform/http/app-error';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { loadRuleViews } from './rule-views';
import { sendRuleTest } from './send-rule-test';
import { updateAutomationRule } from './update-rule';

const ruleParam = z.object({ key: z.string().min(1).max(64) });

function knownRule(key: string): AutomationRuleKey {
  if (!(automationRuleKeys as readonly string[]).includes(key)) throw notFound(automationMessages.unknownRule);
  return key as AutomationRuleKey;
}

export function automationRuleRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('management'), async (c) => c.json({ rules: await loadRuleViews(deps) } satisfies AutomationRulesView, 200))
    .put('/:key', allow('management'), validate('param', ruleParam), validate('json', automationRuleUpdateSchema), async (c) => {
      const key = knownRule(c.req.valid('param').key);
      const saved = await updateAutomationRule(deps, c.get('staff').staffId, key, c.req.valid('json'));
      return c.json(saved satisfies AutomationRuleSavedView, 200);
    })
    .post('/:key/test', allow('management'), validate('param', ruleParam), async (c) => {
      const key = knownRule(c.req.valid('param').key);
      return c.json((await sendRuleTest(deps, c.get('staff').staffId, key)) satisfies AutomationRuleTestView, 201);
    });
}
