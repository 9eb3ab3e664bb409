// The monthly reminder of the retention review: once per clinic month, when records are
// past their period, the privacy officer (the settings' address, else the clinic's) gets « 3 dossiers
// ont dépassé leur période de conservation » and the way to « Conservation des dossiers »; no name.
// Once a month whatever the runs or instances: the month's `automation_sends` row (rule
// 'retention-review', the clinic month), the e-mail and the audit row are one batch, the e-mail and
// the audit written only with the row. A month with nothing due claims nothing, so a record that
// comes due later that month is still told.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { recordsDueLine } from 'shared-domain/privacy/privacy-retention';
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import { automationSends } from '../../platform/db/schema';
import type { JobWork } from '../../platform/jobs/scheduler';
import { button, linkLine, paragraph, renderEmail } from '../../platform/mail/email-layout';
import { html } from '../../platform/mail/html';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert } from '../../platform/mail/queue-email';
import { recordsPastRetention } from './records-past-retention';

export const retentionReviewRule = 'retention-review';

type ReviewDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>;

export async function remindRetentionReview(deps: ReviewDeps): Promise<{ sent: number; due: number }> {
  const clinic = await loadEmailClinic(deps.db);
  const to = clinic.privacyOfficerEmail || clinic.email;
  const now = deps.clock.now();
  const today = clinicDate(now, clinic.timeZone);
  const month = today.slice(0, 7);
  const thisMonth = and(eq(automationSends.rule, retentionReviewRule), eq(automationSends.subject, month));
  const [told] = await deps.db.select({ subject: automationSends.subject }).from(automationSends).where(thisMonth).limit(1);
  if (told || !to) return { sent: 0, due: 0 };
  const due = (await recordsPastRetention(deps.db, today, now)).length;
  if (due === 0) return { sent: 0, due };

  const line = recordsDueLine(due);
  const reviewUrl = absoluteUrl(deps.config.publicUrl, paths.adminRetentionReview.build());
  const next =
    'Pour chacun, décidez de l’anonymiser, de le détruire ou de le conserver (avec un motif) dans « Conservation des dossiers » :';
  const mail = renderEmail({
    clinic,
    subject: line,
    preheader: `${line}.`,
    text: ['Bonjour,', '', `${line}.`, '', next, reviewUrl, '', 'Rien n’est détruit ni anonymisé sans votre décision.'],
    html: html`${paragraph('Bonjour,')}${paragraph(`${line}.`)}${paragraph(next)}${button('Conservation des dossiers', reviewUrl)}${linkLine(
      'Ou copiez ce lien :',
      reviewUrl,
    )}${paragraph('Rien n’est détruit ni anonymisé sans votre décision.')}`,
  });
  const outboxId = randomUUID();
  const claimed = sql`exists (select 1 from ${automationSends} where ${thisMonth} and ${automationSends.outboxId} = ${outboxId})`;
  const [claim] = await deps.db.batch([
    deps.db.run(
      insertWhere(
        automationSends,
        { rule: retentionReviewRule, subject: month, outboxId, createdAt: now.toISOString() },
        sql`not exists (select 1 from ${automationSends} where ${thisMonth})`,
      ),
    ),
    outboxInsert(deps, { to, ...mail, kind: 'staff' }, { onlyIf: claimed, id: outboxId }),
    auditEventInsertWhere(
      deps,
      { actor: { type: 'system' }, action: 'retention.reminder_sent', entity: 'email_outbox', entityId: outboxId, details: { count: due } },
      claimed,
    ),
  ]);
  if (claim.rowsAffected !== 1) return { sent: 0, due };
  nudgeOutboxSender(deps);
  return { sent: 1, due };
}

export const retentionReviewJob: JobWork = {
  name: retentionReviewRule,
  run: remindRetentionReview,
};
