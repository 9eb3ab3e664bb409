// Every e-mail the API sends goes through the outbox table (DESIGN §6): a request only inserts a
// row, so a slow or failing mail server never slows or fails it; the sender delivers the row
// (./outbox-sender.ts). Without SMTP_URL the rows are the development mailbox (`npm run demo:mail`).
import type { AppDeps } from '../../deps';
import { emailOutbox } from '../db/schema';
import { createdTimestamp } from '../db/timestamps';
import type { OutgoingMail } from './outgoing-mail';
import { nudgeOutboxSender } from './outbox-sender';

export type QueueDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** Puts `mail` in the outbox and wakes this instance's sender, without waiting for the delivery. */
export async function queueEmail(deps: QueueDeps, mail: OutgoingMail): Promise<void> {
  await deps.db.insert(emailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    attachments: mail.attachments?.length ? mail.attachments : null,
    ...createdTimestamp(deps.clock),
  });
  nudgeOutboxSender(deps);
}
