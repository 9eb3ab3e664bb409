// Every e-mail the API sends goes through the outbox table (DESIGN §6): a request only inserts a
// row, so a slow or failing mail server never slows or fails it; the sender delivers the row
// (./outbox-sender.ts). Without SMTP_URL the rows are the development mailbox (`npm run demo:mail`).
// Each row's subject and body are sealed with the instance's key (./sealed-mail.ts).
import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { AppDeps } from '../../deps';
import { insertWhere } from '../db/insert-where';
import { emailOutbox } from '../db/schema';
import { createdTimestamp } from '../db/timestamps';
import type { OutgoingMail } from './outgoing-mail';
import { nudgeOutboxSender } from './outbox-sender';
import { sealMail } from './sealed-mail';

export type QueueDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>;

function outboxRow(deps: Pick<AppDeps, 'clock' | 'secrets'>, mail: OutgoingMail): typeof emailOutbox.$inferInsert {
  // Given here rather than by the column's default, which a raw `insertWhere` would not apply; the
  // seal is bound to it.
  const id = randomUUID();
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

/** Puts `mail` in the outbox and wakes this instance's sender, without waiting for the delivery. */
export async function queueEmail(deps: QueueDeps, mail: OutgoingMail): Promise<void> {
  await deps.db.insert(emailOutbox).values(outboxRow(deps, mail));
  nudgeOutboxSender(deps);
}

/**
 * The outbox insert of `mail`, to run in the same `db.batch` as the change that causes it, so the
 * e-mail is queued if and only if the change is written (with `onlyIf`, only when that condition
 * holds as the batch runs). Call `nudgeOutboxSender(deps)` once the batch is written.
 */
export function outboxInsert(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>,
  mail: OutgoingMail,
  options: { onlyIf?: SQL } = {},
): BatchItem<'sqlite'> {
  const row = outboxRow(deps, mail);
  return options.onlyIf ? deps.db.run(insertWhere(emailOutbox, row, options.onlyIf)) : deps.db.insert(emailOutbox).values(row);
}
