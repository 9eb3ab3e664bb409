// What the rest of the API may use of automation: the rules' job and the daily digest for
// the list of scheduled jobs, and a rule's switch and timing as the clinic left them. A context imports another
// only through that one's `public.ts` (docs/conventions.md, « Boundaries »; biome.json).
export { automationDigestJob } from './health/automation-digest-job';
export { batchDepositRefundJob } from './batches/batch-deposit-refund-job';
export { automationRulesJob } from './rules/automation-rules-job';
export { loadRuleSettings, type RuleSetting, type RuleSettings } from './rules/rule-settings';
