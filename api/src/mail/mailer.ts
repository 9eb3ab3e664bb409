// Outgoing e-mail (DESIGN §6): real SMTP when SMTP_URL is set, otherwise the outbox table that the
// development mailbox shows. Callers see one `send`, whichever it is.
import type { Config } from '../config';
import type { Database } from '../db/client';
import { outboxMailer } from './outbox-mailer';
import { smtpMailer } from './smtp-mailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Database): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(db);
}
