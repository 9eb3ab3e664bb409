// What the rest of the API may use of automation (issue 23): the rules' job for the list of
// scheduled jobs, and a rule's switch and timing as the clinic left them. A context imports another
// only through that one's `public.ts` (docs/conventions.md, « Boundaries »; biome.json).
export { automationRulesJob } from './rules/automation-rules-job';
export { loadRuleSettings, type RuleSetting, type RuleSettings } from './rules/rule-settings';
