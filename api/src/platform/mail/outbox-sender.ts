// Delivers the outbox over SMTP (when SMTP_URL is set): woken in-process by each queued e-mail so
// links arrive within a second, and swept every few seconds by a job for retries and for rows
// another instance queued before it stopped. Each row is claimed by one conditional UPDATE, so
// however many instances and sweeps run at once, a message is handed to the server once.
//
// Quiet hours: during the clinic's quiet period a message the clinic sends on its own
// (`OutgoingMail.automatic`: the reminders) waits for its end; what answers someone's action (a
// confirmation, a sign-in link, a change staff just made) leaves at once — the person is waiting
// for it. The waitlist makes no new invitation during the period (slot-offers.ts). The period is read from the clinic's one settings row at each delivery, through
// the schema this folder already holds: every queueing path in every context nudges this sender,
// so no caller has to carry it.
import { and, asc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { quietHoursOf, quietPeriodEnd } from 'shared-domain/platform/quiet-hours';
import type { AppDeps } from '../../deps';
import type { Database } from '../db/client';
import { clinicSettings, emailOutbox } from '../db/schema';
import type { JobWork } from '../jobs/scheduler';
import { logger } from '../../logger';
import type { Mailer } from './outgoing-mail';
import { outboxMessageId, smtpMailer } from './smtp-mailer';
import { openMail } from './sealed-mail';

export type SenderDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>;

const minute = 60 * 1000;

export const outboxDelivery = {
  /** Wait after the 1st, 2nd… failed try; a failure with no delay left gives the message up. */
  retryDelaysMs: [1 * minute, 5 * minute, 30 * minute, 120 * minute, 360 * minute],
  /**
   * How long a claim keeps other senders off a row: longer than any SMTP exchange, so only a
   * sender that died mid-send lets its row be tried again.
   */
  claimMs: 15 * minute,
  /**
   * A message not delivered within a day is not sent at all: a reminder or a link that late is
   * wrong, and rows kept while no SMTP server was configured are not mailed when one is added.
   */
  maxAgeMs: 24 * 60 * minute,
  batchSize: 20,
} as const;

export const outboxMaxAttempts = outboxDelivery.retryDelaysMs.length + 1;

type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Once a message is delivered or given up, its row keeps the fact (to whom, what, when, how it
 * went) for the log and the staff, not the body: its links belong to the recipient alone.
 */
const withoutBody = { text: '', html: null, attachments: null };

/** Sends every due message once; resolves to how many were sent, failed (to retry) and given up. */
export async function sendDueEmails(deps: SenderDeps): Promise<{ sent: number; failed: number; givenUp: number }> {
  const figures = { sent: 0, failed: 0, givenUp: 0 };
  const { smtpUrl, mailFrom } = deps.config;
  if (!smtpUrl) return figures;
  const mailer = smtpMailer(smtpUrl, mailFrom);
  // Each batch leaves its rows sent, held or scheduled later, so the loop ends when nothing is due.
  for (let batch = 0; batch < 10; batch += 1) {
    const due = await dueMessageIds(deps);
    if (due.length === 0) break;
    const quietUntil = await quietPeriodEndNow(deps);
    for (const id of due) {
      const row = await claimMessage(deps, id);
      if (!row) continue;
      const outcome = await deliver(deps, mailer, row, quietUntil);
      if (outcome !== 'held') figures[outcome] += 1;
    }
  }
  return figures;
}

/** The end of the clinic's quiet period if now is in one, else null. */
async function quietPeriodEndNow(deps: SenderDeps): Promise<Date | null> {
  const [clinic] = await deps.db
    .select({ start: clinicSettings.quietHoursStart, end: clinicSettings.quietHoursEnd, timeZone: clinicSettings.timeZone })
    .from(clinicSettings)
    .limit(1);
  return clinic ? quietPeriodEnd(deps.clock.now(), quietHoursOf(clinic.start, clinic.end), clinic.timeZone) : null;
}

/** Puts a claimed row back, due at the end of the quiet period; the claim is not a try. */
async function holdUntil(deps: SenderDeps, row: OutboxRow, until: Date): Promise<'held'> {
  await deps.db
    .update(emailOutbox)
    .set({ attempts: row.attempts - 1, nextAttemptAt: until.toISOString() })
    .where(eq(emailOutbox.id, row.id));
  logger.info('e-mail held for quiet hours', { outboxId: row.id, until: until.toISOString() });
  return 'held';
}

function dueMessageIds(deps: SenderDeps): Promise<string[]> {
  const now = deps.clock.now();
  return deps.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(dueCondition(now), gt(emailOutbox.createdAt, new Date(now.getTime() - outboxDelivery.maxAgeMs).toISOString())))
    .orderBy(asc(emailOutbox.createdAt))
    .limit(outboxDelivery.batchSize)
    .then((rows) => rows.map((row) => row.id));
}

function dueCondition(now: Date) {
  return and(
    isNull(emailOutbox.sentAt),
    lt(emailOutbox.attempts, outboxMaxAttempts),
    or(isNull(emailOutbox.nextAttemptAt), lte(emailOutbox.nextAttemptAt, now.toISOString())),
  );
}

/**
 * The row if this sender now holds it: one UPDATE that only a still-due row satisfies. The last
 * failure is cleared while it is being sent, so a message in flight is no failure staff could
 * « Réessayer » (which would make it due again under another sender); a new failure is recorded anew.
 */
async function claimMessage(deps: SenderDeps, id: string): Promise<OutboxRow | undefined> {
  const now = deps.clock.now();
  const [claimed] = await deps.db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + outboxDelivery.claimMs).toISOString(),
      error: null,
    })
    .where(and(eq(emailOutbox.id, id), dueCondition(now)))
    .returning();
  return claimed;
}

async function deliver(
  deps: SenderDeps,
  mailer: Mailer,
  row: OutboxRow,
  quietUntil: Date | null,
): Promise<'sent' | 'failed' | 'givenUp' | 'held'> {
  // Opened here only, just before it leaves (sealed at rest: ./sealed-mail.ts). A row this key
  // cannot open (another instance's key, tampering) is given up at once: no retry would open it.
  const mail = openMail(deps.secrets.encryptionKey, row);
  if (!mail) return giveUpUnreadable(deps, row);
  if (quietUntil && mail.automatic) return holdUntil(deps, row, quietUntil);
  try {
    await mailer.send(mail, { messageId: outboxMessageId(row.id, deps.config.mailFrom) });
  } catch (error) {
    return recordFailure(deps, row, error as SmtpError);
  }
  await deps.db
    .update(emailOutbox)
    .set({ sentAt: deps.clock.now().toISOString(), nextAttemptAt: null, error: null, ...withoutBody })
    .where(eq(emailOutbox.id, row.id));
  logger.info('e-mail sent', { outboxId: row.id, attempts: row.attempts });
  return 'sent';
}

interface SmtpError {
  name?: unknown;
  code?: unknown;
  responseCode?: unknown;
}

/**
 * Records a failed try and when the next one may run. The stored and logged reason is the error's
 * code only: a server's reply or an error message may quote the recipient's address.
 */
async function recordFailure(deps: SenderDeps, row: OutboxRow, error: SmtpError): Promise<'failed' | 'givenUp'> {
  const reason = [error?.code ?? error?.name ?? 'ERROR', error?.responseCode].filter((part) => part !== undefined).join(' ');
  const delay = outboxDelivery.retryDelaysMs[row.attempts - 1];
  const nextAttemptAt = delay === undefined ? null : new Date(deps.clock.now().getTime() + delay).toISOString();
  await deps.db
    .update(emailOutbox)
    .set({ error: String(reason).slice(0, 100), nextAttemptAt, ...(delay === undefined && withoutBody) })
    .where(eq(emailOutbox.id, row.id));
  logger.warn(delay === undefined ? 'e-mail given up' : 'e-mail not sent', {
    outboxId: row.id,
    attempts: row.attempts,
    reason,
    ...(nextAttemptAt && { nextAttemptAt }),
  });
  return delay === undefined ? 'givenUp' : 'failed';
}

/** A row that does not open is never due again: no later try would open it either. */
async function giveUpUnreadable(deps: SenderDeps, row: OutboxRow): Promise<'givenUp'> {
  await deps.db
    .update(emailOutbox)
    .set({ error: 'UNREADABLE', attempts: outboxMaxAttempts, nextAttemptAt: null, ...withoutBody })
    .where(eq(emailOutbox.id, row.id));
  logger.warn('e-mail given up', { outboxId: row.id, attempts: row.attempts, reason: 'UNREADABLE' });
  return 'givenUp';
}

/** A running in-process delivery per database, and whether a message was queued meanwhile. */
const senders = new WeakMap<Database, { run: Promise<void>; again: boolean }>();

/**
 * Starts delivering now, on this instance, without waiting: the e-mail just queued leaves within
 * a moment instead of at the next sweep. Nudges during a delivery make it look again once done.
 */
export function nudgeOutboxSender(deps: SenderDeps): void {
  if (!deps.config.smtpUrl) return;
  const running = senders.get(deps.db);
  if (running) {
    running.again = true;
    return;
  }
  const state = { run: Promise.resolve(), again: false };
  state.run = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
    try {
      do {
        state.again = false;
        await sendDueEmails(deps);
      } while (state.again);
    } catch (error) {
      // The sweep retries whatever this run left; the log names the failure, not the message.
      logger.warn('outbox delivery failed', { error: (error as SmtpError)?.name, code: (error as SmtpError)?.code });
    } finally {
      senders.delete(deps.db);
    }
  });
  senders.set(deps.db, state);
}

/** Resolves once this instance's nudged delivery (if any) is over: for shutdown and tests. */
export async function outboxSenderIdle(db: Database): Promise<void> {
  for (let running = senders.get(db); running; running = senders.get(db)) await running.run;
}

/** The sweep: retries when their time comes, and what a stopped instance left undelivered. */
export const outboxSenderJob: JobWork = {
  name: 'outbox-sender',
  run: sendDueEmails,
};
