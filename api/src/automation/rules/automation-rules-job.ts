// The `automation-rules` job (every 15 minutes, api/src/jobs.ts): the automatic messages driven by
// a rule, each sent only while its rule is on, with the rule's delay, once per thing it
// is about (./send-once.ts). The messages are `automatic`: the clinic's quiet hours hold them.
// (The older messages — confirmation, reminder, waitlist, rebooking, receipt — are sent by their
// own code; their rule's pause is applied where the outbox is written.)
import type { AutomationRuleKey } from 'shared-domain/automation/automation';
import type { JobDeps, JobWork } from '../../platform/jobs/scheduler';
import { sendPaymentReminders } from './payment-reminders';
import { sendPresenceRequests } from './presence-requests';
import { loadRuleSettings } from './rule-settings';
import { type RuleRun, ruleRunContext } from './rule-run';
import { sendFirstVisitFollowUps, sendReexamInvitations } from './visit-follow-ups';
import { sendYearlyStatements } from './yearly-statements';

const senders = {
  presence_request: { figure: 'presenceRequests', send: sendPresenceRequests },
  first_visit_follow_up: { figure: 'firstVisitFollowUps', send: sendFirstVisitFollowUps },
  reexam_due: { figure: 'reexamInvitations', send: sendReexamInvitations },
  payment_reminder: { figure: 'paymentReminders', send: sendPaymentReminders },
  yearly_statement: { figure: 'yearlyStatements', send: sendYearlyStatements },
} as const satisfies Partial<Record<AutomationRuleKey, { figure: string; send: (run: RuleRun) => Promise<number> }>>;

export async function runAutomationRules(deps: JobDeps): Promise<Record<string, number>> {
  const [settings, context] = await Promise.all([loadRuleSettings(deps.db), ruleRunContext(deps)]);
  const figures: Record<string, number> = {};
  for (const [key, { figure, send }] of Object.entries(senders) as [keyof typeof senders, (typeof senders)[keyof typeof senders]][]) {
    const setting = settings[key];
    figures[figure] = setting.enabled ? await send({ ...context, delay: setting.delay ?? 0 }) : 0;
  }
  return figures;
}

export const automationRulesJob: JobWork = {
  name: 'automation-rules',
  run: runAutomationRules,
};
