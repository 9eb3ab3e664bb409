// An e-mail's state as « Santé de l'automatisation » shows it, read from its outbox row,
// in SQL (to filter and count) and in code (for a row at hand), by the same rules:
// - sent: `sent_at` is set;
// - given up: not sent, and no try is left — every try used, a failure with no next try, or
//   older than the sender's limit (`outboxDelivery.maxAgeMs`: a message that late never leaves);
// - failed: not sent, its last try failed (`error` set), and it will be tried again;
// - planned: waiting for its first try (or for the end of the clinic's quiet hours).
import { and, gte, isNotNull, isNull, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { MessageState } from 'shared-domain/automation/automation';
import { emailOutbox } from '../db/schema';
import { outboxDelivery, outboxMaxAttempts } from './outbox-sender';

/** Before this instant a message not yet sent is too old to ever be. */
const tooOldBefore = (now: Date) => new Date(now.getTime() - outboxDelivery.maxAgeMs).toISOString();

/** The condition a row meets in `state` at `now`. */
export function messageStateCondition(state: MessageState, now: Date): SQL {
  const notSent = isNull(emailOutbox.sentAt);
  const givenUp = and(
    notSent,
    or(
      gte(emailOutbox.attempts, outboxMaxAttempts),
      and(isNotNull(emailOutbox.error), isNull(emailOutbox.nextAttemptAt)),
      lte(emailOutbox.createdAt, tooOldBefore(now)),
    ),
  ) as SQL;
  switch (state) {
    case 'sent':
      return isNotNull(emailOutbox.sentAt);
    case 'given_up':
      return givenUp;
    case 'failed':
      return and(notSent, isNotNull(emailOutbox.error), not(givenUp)) as SQL;
    case 'planned':
      return and(notSent, isNull(emailOutbox.error), not(givenUp)) as SQL;
  }
}

/** The state as one SQL value, to count by state in one query. */
export function messageStateSql(now: Date): SQL<MessageState> {
  return sql<MessageState>`case when ${messageStateCondition('sent', now)} then 'sent' when ${messageStateCondition('given_up', now)} then 'given_up' when ${emailOutbox.error} is not null then 'failed' else 'planned' end`;
}

export interface MessageStateRow {
  sentAt: string | null;
  error: string | null;
  attempts: number;
  nextAttemptAt: string | null;
  createdAt: string;
}

export function messageStateOf(row: MessageStateRow, now: Date): MessageState {
  if (row.sentAt !== null) return 'sent';
  if (row.attempts >= outboxMaxAttempts || (row.error !== null && row.nextAttemptAt === null) || row.createdAt <= tooOldBefore(now)) {
    return 'given_up';
  }
  return row.error !== null ? 'failed' : 'planned';
}
