// The text-message channel: the outbox of texts (sent once by a job, then followed by Twilio's
// receipts) and the replies received (each once, by Twilio's MessageSid).
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { textMessageKinds, textMessageStatuses, textReplyOutcomes } from 'shared-domain/automation/text-messages';
import { createdAt, id } from './columns';

/**
 * One text to a patient's mobile number. `body` names the clinic and the visit's time, never its
 * reason; it is emptied once the text is sent or given up. `providerSid` is Twilio's id, which its
 * receipts name; `statusAt` is when the status last changed.
 */
export const textOutbox = sqliteTable(
  'text_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    kind: text('kind', { enum: textMessageKinds }).notNull(),
    patientId: text('patient_id').notNull(),
    appointmentId: text('appointment_id'),
    status: text('status', { enum: textMessageStatuses }).notNull().default('queued'),
    providerSid: text('provider_sid'),
    // Twilio's error code, or the client's (NETWORK, TIMEOUT…): never its words.
    error: text('error'),
    // The sending job: tries so far and when the next may run; null once sent or given up.
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at'),
    createdAt: createdAt(),
    sentAt: text('sent_at'),
    statusAt: text('status_at'),
  },
  (t) => [
    uniqueIndex('text_outbox_provider_sid_idx').on(t.providerSid),
    index('text_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('text_outbox_appointment_idx').on(t.appointmentId, t.kind),
    index('text_outbox_created_idx').on(t.createdAt),
  ],
);

/**
 * One text received on the clinic's number from a patient's number (others are ignored), once per
 * `messageSid`: a webhook Twilio repeats finds its row and changes nothing. `outcome` says what it
 * did; `to_read` ones form the desk's short inbox until someone marks them read.
 */
export const textReplies = sqliteTable(
  'text_replies',
  {
    id: id(),
    messageSid: text('message_sid').notNull(),
    from: text('from').notNull(),
    body: text('body').notNull(),
    patientId: text('patient_id').notNull(),
    appointmentId: text('appointment_id'),
    outcome: text('outcome', { enum: textReplyOutcomes }).notNull(),
    receivedAt: text('received_at').notNull(),
    readAt: text('read_at'),
    readBy: text('read_by'),
  },
  (t) => [uniqueIndex('text_replies_message_sid_idx').on(t.messageSid), index('text_replies_outcome_idx').on(t.outcome, t.receivedAt)],
);
