// What every e-mail is made of, and the one method a transport offers; kept apart from the queue
// and the sender so the templates, the queue and the transport do not import each other.
import type { OutboxAttachment } from '../db/schema';

export type MailAttachment = OutboxAttachment;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message, e.g. the booking's `rendez-vous.ics`. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
