// Every e-mail the API sends goes through the outbox table (DESIGN §6): a request only inserts a
// row, so a slow or failing mail server never slows or fails it; the sender delivers the row
// (./outbox-sender.ts). Without SMTP_URL the rows are the development mailbox (`npm run demo:mail`).
// Each row's subject and body are sealed with the instance's key (./sealed-mail.ts).
import { randomUUID } from 'node:crypto';
import { and, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { type AutomationRuleKey, ruleEnabledByDefault, ruleOfTemplate } from 'shared-domain/automation/automation';
import type { AppDeps } from '../../deps';
import { insertWhere } from '../db/insert-where';
import { automationRules, emailOutbox } from '../db/schema';
import { createdTimestamp } from '../db/timestamps';
import type { OutgoingMail } from './outgoing-mail';
import { nudgeOutboxSender } from './outbox-sender';
import { sealMail } from './sealed-mail';

export type QueueDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>;

function outboxRow(
  deps: Pick<AppDeps, 'clock' | 'secrets'>,
  mail: OutgoingMail,
  id: string = randomUUID(),
): typeof emailOutbox.$inferInsert {
  // Given here rather than by the column's default, which a raw `insertWhere` would not apply; the
  // seal is bound to it.
  return {
    id,
    to: mail.to,
    ...sealMail(deps.secrets.encryptionKey, id, mail),
    kind: mail.kind ?? 'other',
    patientId: mail.patientId ?? null,
    appointmentId: mail.appointmentId ?? null,
    batchId: mail.batchId ?? null,
    ...createdTimestamp(deps.clock),
  };
}

/**
 * The guard that keeps a paused rule's message out of the outbox (« Automatisation »):
 * checked by the insert itself, so it holds inside the caller's batch and against a pause made a
 * moment before. A kind of no rule (`test`, `digest`, `staff`, `batch_message`, `other`) is never paused.
 */
function notPaused(kind: string | undefined): SQL | undefined {
  const rule = kind === undefined ? undefined : ruleOfTemplate(kind);
  return rule ? ruleIsOn(rule) : undefined;
}

/**
 * True in SQL while `rule` is on: switched on, or never switched and on by default
 * (shared-domain/automation/automation `ruleEnabledByDefault`: the messages marked `enabledByDefault: false` start off).
 */
export function ruleIsOn(rule: AutomationRuleKey): SQL {
  return ruleEnabledByDefault(rule)
    ? sql`not exists (select 1 from ${automationRules} where ${automationRules.key} = ${rule} and ${automationRules.enabled} = 0)`
    : sql`exists (select 1 from ${automationRules} where ${automationRules.key} = ${rule} and ${automationRules.enabled} = 1)`;
}

function insertStatement(deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>, mail: OutgoingMail, onlyIf: SQL | undefined, id?: string) {
  const row = outboxRow(deps, mail, id);
  const condition = and(onlyIf, mail.ignorePause ? undefined : notPaused(mail.kind));
  return condition ? deps.db.run(insertWhere(emailOutbox, row, condition)) : deps.db.insert(emailOutbox).values(row);
}

/**
 * Puts `mail` in the outbox (unless its rule is paused) and wakes this instance's sender, without
 * waiting for the delivery.
 */
export async function queueEmail(deps: QueueDeps, mail: OutgoingMail): Promise<void> {
  await insertStatement(deps, mail, undefined);
  nudgeOutboxSender(deps);
}

/**
 * The outbox insert of `mail`, to run in the same `db.batch` as the change that causes it, so the
 * e-mail is queued if and only if the change is written (with `onlyIf`, only when that condition
 * holds as the batch runs) and its rule is not paused. Call `nudgeOutboxSender(deps)` once the
 * batch is written. `id`: the row's id, when the batch's other statements name it.
 */
export function outboxInsert(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>,
  mail: OutgoingMail,
  options: { onlyIf?: SQL; id?: string } = {},
): BatchItem<'sqlite'> {
  return insertStatement(deps, mail, options.onlyIf, options.id);
}
