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
   * Sent by the clinic on its own, not in answer to anyone's action (a reminder): held during
   * the clinic's quiet hours until their end. Everything else — a confirmation, a link someone
   * asked for, a notice of a change staff just made — answers someone and leaves at once.
   */
  automatic?: boolean;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
