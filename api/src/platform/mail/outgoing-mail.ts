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
  /**
   * What it is and whom it concerns, for « Santé de l'automatisation », stored in
   * clear beside the sealed body: the template's key (shared-domain/clinic/email-templates) or another
   * kind (`otherMessageKinds`), the patient, the appointment, the batch that queued it. A message
   * of a paused rule (shared-domain/automation/automation `ruleOfTemplate`) is not queued.
   */
  kind?: string;
  patientId?: string | null;
  appointmentId?: string | null;
  batchId?: string | null;
  /**
   * Staff asked for this very message (« Renvoyer le reçu », « Envoyer un rappel de paiement »):
   * a paused rule stops the clinic's automatic messages, not a gesture someone just made.
   */
  ignorePause?: boolean;
}

export interface Mailer {
  /**
   * `messageId`: the message's own `Message-ID`, the same on every try (the outbox row's), so a
   * receiver can drop a second copy should the sender stop between handing it over and marking it sent.
   */
  send(mail: OutgoingMail, options?: { messageId?: string }): Promise<void>;
}
