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
  /**
   * Someone is waiting for it (a sign-in or password link, an unlock link, an invitation): it
   * leaves during the clinic's quiet hours too, which hold every other message until morning.
   */
  urgent?: boolean;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
