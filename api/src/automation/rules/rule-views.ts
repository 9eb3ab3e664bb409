// « Automatisation »: each rule as the page shows it — its switch and own delay, the timing kept
// in the clinic's settings said in words, its templates' names, and what its messages are doing
// (still in the outbox, sent in the last 30 days), counted by the outbox rows' `kind`.
import { and, count, gt, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { type AutomationRuleKey, automationRuleKeys, automationRules as catalogue } from 'shared-domain/automation/automation';
import type { AutomationRuleView } from 'shared-domain/automation/automation-views';
import { durationText } from 'shared-domain/clinic/clinic-settings';
import { emailTemplates } from 'shared-domain/clinic/email-templates';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { emailOutbox } from '../../platform/db/schema';
import { outboxDelivery, outboxMaxAttempts } from '../../platform/mail/outbox-sender';
import { delayOf, loadRuleSettings, type RuleSettings } from './rule-settings';

type ViewDeps = Pick<AppDeps, 'db' | 'clock'>;
type ClinicTiming = Pick<Awaited<ReturnType<typeof loadClinicSettings>>, 'reminderHoursBefore' | 'offerBatchSize' | 'offerExpiryMinutes'>;

const day = 24 * 60 * 60 * 1000;

/** The timing a rule keeps in « Paramètres › Liste d'attente et rappels », said in words. */
export function settingsTiming(key: AutomationRuleKey, clinic: ClinicTiming): string | null {
  if (key === 'reminder') return `${clinic.reminderHoursBefore} h avant le rendez-vous`;
  if (key === 'waitlist_offers') {
    const people = clinic.offerBatchSize === 1 ? '1 personne' : `${clinic.offerBatchSize} personnes`;
    return `${people} à la fois, ${durationText(clinic.offerExpiryMinutes)} pour répondre`;
  }
  return null;
}

/**
 * Rows not sent and still to be tried: waiting their time or failed with a retry left (the
 * sender's own rule: fewer tries than its maximum, younger than a day).
 */
export function stillQueued(now: Date) {
  return and(
    isNull(emailOutbox.sentAt),
    lt(emailOutbox.attempts, outboxMaxAttempts),
    gt(emailOutbox.createdAt, new Date(now.getTime() - outboxDelivery.maxAgeMs).toISOString()),
  );
}

/** How many rows of each kind match `where`. */
async function countsByKind(db: AppDeps['db'], kinds: string[], where: ReturnType<typeof and>) {
  const rows = await db
    .select({ kind: emailOutbox.kind, total: count() })
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.kind, kinds), where))
    .groupBy(emailOutbox.kind);
  return new Map(rows.map((row) => [row.kind, row.total]));
}

const templatesOf = (key: AutomationRuleKey): readonly string[] => catalogue[key].templates;

/** How many messages of `key`'s templates are still queued: what a pause does not stop. */
export async function queuedOf(deps: ViewDeps, key: AutomationRuleKey): Promise<number> {
  const counts = await countsByKind(deps.db, [...templatesOf(key)], stillQueued(deps.clock.now()));
  return [...counts.values()].reduce((sum, value) => sum + value, 0);
}

export async function loadRuleViews(deps: ViewDeps, settings?: RuleSettings): Promise<AutomationRuleView[]> {
  const now = deps.clock.now();
  const [kept, clinic] = await Promise.all([settings ?? loadRuleSettings(deps.db), loadClinicSettings(deps.db)]);
  const kinds = automationRuleKeys.flatMap((key) => [...templatesOf(key)]);
  const [queued, sent] = await Promise.all([
    countsByKind(deps.db, kinds, stillQueued(now)),
    countsByKind(
      deps.db,
      kinds,
      and(isNotNull(emailOutbox.sentAt), gte(emailOutbox.sentAt, new Date(now.getTime() - 30 * day).toISOString())),
    ),
  ]);
  const sum = (counts: Map<string, number>, key: AutomationRuleKey) =>
    templatesOf(key).reduce((total, kind) => total + (counts.get(kind) ?? 0), 0);
  return automationRuleKeys.map((key) => {
    const definition = catalogue[key];
    const delay = delayOf(key);
    const setting = kept[key];
    return {
      key,
      label: definition.label,
      description: definition.description,
      enabled: setting.enabled,
      delay: delay ? setting.delay : null,
      delayUnit: delay?.unit ?? null,
      settingsTiming: settingsTiming(key, clinic),
      templates: definition.templates.map((template) => ({ key: template, label: emailTemplates[template].name })),
      queued: sum(queued, key),
      sentLast30Days: sum(sent, key),
      updatedAt: setting.updatedAt,
    } satisfies AutomationRuleView;
  });
}
