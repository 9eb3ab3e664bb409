// Outgoing e-mail (DESIGN §6): real SMTP when SMTP_URL is set, otherwise the outbox table that the
// development mailbox shows. Callers see one `send`, whichever it is.
import type { Config } from '../config';
import type { AppDeps } from '../deps';
import type { Mailer } from './outgoing-mail';
import { outboxMailer } from './outbox-mailer';
import { smtpMailer } from './smtp-mailer';

export type { Mailer, OutgoingMail } from './outgoing-mail';

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, deps: Pick<AppDeps, 'db' | 'clock'>): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(deps);
}
