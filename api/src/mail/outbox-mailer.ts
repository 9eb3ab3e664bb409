// Without SMTP, messages are kept in `email_outbox`: the development mailbox and the end-to-end
// tests read them there, links included.
import type { AppDeps } from '../deps';
import { emailOutbox } from '../db/schema';
import { createdTimestamp } from '../db/timestamps';
import type { Mailer } from './outgoing-mail';

export function outboxMailer(deps: Pick<AppDeps, 'db' | 'clock'>): Mailer {
  return {
    async send(mail) {
      await deps.db.insert(emailOutbox).values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        ...createdTimestamp(deps.clock),
      });
    },
  };
}
