// /api/admin/automation/rules (« Automatisation »): every automatic message as a rule,
// its switch and its own timing saved (PUT, answered with the rule as kept and, when paused, how
// many already queued will still go), and « Envoyer un test » to the signed-in member's address.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import type { AutomationRuleKey, AutomationRuleUpdate } from 'shared-domain/automation/automation';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';

const rules = createAdminClient().automation.rules;

export type AutomationRulesAnswer = ApiData<typeof rules.$get>;
export type AutomationRule = AutomationRulesAnswer['rules'][number];
export type SavedAutomationRule = ApiData<(typeof rules)[':key']['$put']>;

// Under 'admin' like every back-office key (query-keys.ts), so a refresh after a change reads it again.
export const automationRulesKey = ['admin', 'automation', 'rules'] as const;

export const automationRulesQueryOptions = () => queryOptions({ queryKey: automationRulesKey, queryFn: () => apiData(() => rules.$get()) });

export const useAutomationRules = () => useQuery(automationRulesQueryOptions());

export const saveAutomationRule = (key: AutomationRuleKey, update: AutomationRuleUpdate) =>
  callApi(() => rules[':key'].$put({ param: { key }, json: update }));

export const sendAutomationRuleTest = (key: AutomationRuleKey) => callApi(() => rules[':key'].test.$post({ param: { key } }));
