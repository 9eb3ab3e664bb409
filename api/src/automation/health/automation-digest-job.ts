// The daily digest: once per clinic day, from 07:00 clinic time, when e-mails failed or
// were given up since the last digest (or, before the first, in the last 24 h), the clinic's
// address gets a summary by kind and the way to « Santé de l'automatisation ». Sent once a day
// whatever the runs or instances: the day's `automation_sends` row (rule 'digest', the clinic date),
// the e-mail and its audit row are one batch, the e-mail and the audit written only with the row.
// No rule pauses it (kind `digest`).
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, isNotNull, isNull, max, sql } from 'drizzle-orm';
import { clinicDate, clinicTime } from 'shared-domain/platform/clinic-time';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import { automationSends, clinicSettings, emailOutbox } from '../../platform/db/schema';
import type { JobWork } from '../../platform/jobs/scheduler';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert } from '../../platform/mail/queue-email';
import { digestEmail } from './digest-email';

export const digestRule = 'digest';
export const digestTiming = {
  /** Before the first digest, how far back failures count. */
  firstLookBackMs: 24 * 60 * 60 * 1000,
} as const;

type DigestDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>;

export async function sendAutomationDigest(deps: DigestDeps): Promise<{ sent: number; failed: number }> {
  const nothing = { sent: 0, failed: 0 };
  const [clinic] = await deps.db.select().from(clinicSettings).limit(1);
  if (!clinic?.email) return nothing;
  const now = deps.clock.now();
  // From AUTOMATION_DIGEST_FROM (07:00): the clinic reads it as its day starts.
  if (clinicTime(now, clinic.timeZone) < deps.config.automationDigestFrom) return nothing;
  const today = clinicDate(now, clinic.timeZone);
  const sentToday = and(eq(automationSends.rule, digestRule), eq(automationSends.subject, today));
  const [last] = await deps.db
    .select({ at: max(automationSends.createdAt), today: sql<number>`coalesce(sum(${sentToday}), 0)` })
    .from(automationSends)
    .where(eq(automationSends.rule, digestRule));
  if (Number(last?.today ?? 0) > 0) return nothing;
  const since = last?.at ?? new Date(now.getTime() - digestTiming.firstLookBackMs).toISOString();

  // Failed (still to retry) or given up after a failure: an error and no delivery.
  const failures = await deps.db
    .select({ kind: emailOutbox.kind, count: count() })
    .from(emailOutbox)
    .where(and(gte(emailOutbox.createdAt, since), isNull(emailOutbox.sentAt), isNotNull(emailOutbox.error)))
    .groupBy(emailOutbox.kind)
    .orderBy(desc(count()), emailOutbox.kind);
  const failed = failures.reduce((sum, failure) => sum + failure.count, 0);
  if (failed === 0) return nothing;

  const mail = digestEmail({
    clinic,
    date: today,
    timeZone: clinic.timeZone,
    failures,
    healthUrl: absoluteUrl(deps.config.publicUrl, paths.adminAutomationHealth.build()),
  });
  const outboxId = randomUUID();
  const claimed = sql`exists (select 1 from ${automationSends} where ${sentToday} and ${automationSends.outboxId} = ${outboxId})`;
  const [day] = await deps.db.batch([
    deps.db.run(
      insertWhere(
        automationSends,
        { rule: digestRule, subject: today, outboxId, createdAt: now.toISOString() },
        sql`not exists (select 1 from ${automationSends} where ${sentToday})`,
      ),
    ),
    outboxInsert(deps, { to: clinic.email, ...mail, kind: 'digest' }, { onlyIf: claimed, id: outboxId }),
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'system' },
        action: 'automation.digest_sent',
        entity: 'email_outbox',
        entityId: outboxId,
        details: { failed },
      },
      claimed,
    ),
  ]);
  if (day.rowsAffected !== 1) return { sent: 0, failed };
  nudgeOutboxSender(deps);
  return { sent: 1, failed };
}

export const automationDigestJob: JobWork = {
  name: 'automation-digest',
  run: sendAutomationDigest,
};
