// Without SMTP, messages are kept in `email_outbox`: the development mailbox and the end-to-end
// tests read them there, links included.
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { Mailer } from './mailer';

export function outboxMailer(db: Database): Mailer {
  return {
    async send(mail) {
      await db.insert(emailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
    },
  };
}
