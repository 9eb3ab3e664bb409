// Sends the text outbox through Twilio (when TWILIO_* is set), swept every few seconds by a job.
// Each row is claimed by one conditional UPDATE that only a still-due row of a patient still
// consenting satisfies, so however many instances sweep at once a text is handed to Twilio once,
// and a « STOP » recorded after it was queued keeps it home. Texts are all automatic: during the
// clinic's quiet hours none leaves, they wait for the period's end.
import { and, asc, eq, gt, isNull, lt, lte, not, or, sql } from 'drizzle-orm';
import { quietHoursOf, quietPeriodEnd } from 'shared-domain/platform/quiet-hours';
import type { AppDeps } from '../../deps';
import { logger } from '../../logger';
import { clinicSettings, textOutbox } from '../../platform/db/schema';
import type { JobWork } from '../../platform/jobs/scheduler';
import { TextMessageFailure, sendTextMessage } from '../../platform/text-messages/twilio-client';
import { consentedToTexts } from '../../privacy/public';

type SenderDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const minute = 60 * 1000;

export const textDelivery = {
  /** Wait after the 1st, 2nd… failed try that may pass later; none left gives the text up. */
  retryDelaysMs: [1 * minute, 5 * minute, 30 * minute],
  /** How long a claim keeps other senders off a row: longer than any call to Twilio (10 s). */
  claimMs: 5 * minute,
  /** A reminder not sent within 12 hours is not sent at all: that late it is wrong. */
  maxAgeMs: 12 * 60 * minute,
  batchSize: 20,
} as const;

export const textMaxAttempts = textDelivery.retryDelaysMs.length + 1;

/** The path Twilio posts its delivery receipts to, under PUBLIC_URL. */
export const textStatusPath = '/api/webhooks/texts/status';

type TextRow = typeof textOutbox.$inferSelect;

/** Sends every due text once; how many were sent, failed (to retry), given up, stopped by a withdrawal or held for quiet hours. */
export async function sendDueTexts(deps: SenderDeps) {
  const figures = { sent: 0, failed: 0, givenUp: 0, withoutConsent: 0, held: 0 };
  const channel = deps.config.textMessages;
  if (!channel) return figures;
  const now = deps.clock.now();
  figures.withoutConsent = await failWithoutConsent(deps);
  const due = await dueTextIds(deps, now);
  if (due.length === 0) return figures;
  if (await inQuietPeriod(deps, now)) {
    figures.held = due.length;
    return figures;
  }
  for (const id of due) {
    const row = await claimText(deps, id);
    if (!row) continue;
    figures[await deliver(deps, channel, row)] += 1;
  }
  return figures;
}

function dueCondition(now: Date) {
  return and(
    eq(textOutbox.status, 'queued'),
    lt(textOutbox.attempts, textMaxAttempts),
    or(isNull(textOutbox.nextAttemptAt), lte(textOutbox.nextAttemptAt, now.toISOString())),
    gt(textOutbox.createdAt, new Date(now.getTime() - textDelivery.maxAgeMs).toISOString()),
  );
}

function dueTextIds(deps: SenderDeps, now: Date): Promise<string[]> {
  return deps.db
    .select({ id: textOutbox.id })
    .from(textOutbox)
    .where(dueCondition(now))
    .orderBy(asc(textOutbox.createdAt))
    .limit(textDelivery.batchSize)
    .then((rows) => rows.map((row) => row.id));
}

/** A queued text whose patient withdrew her consent since is never sent: failed, `NO_CONSENT`. */
async function failWithoutConsent(deps: SenderDeps): Promise<number> {
  const now = deps.clock.now().toISOString();
  const stopped = await deps.db
    .update(textOutbox)
    .set({ status: 'failed', error: 'NO_CONSENT', body: '', nextAttemptAt: null, statusAt: now })
    .where(and(eq(textOutbox.status, 'queued'), not(consentedToTexts(deps.db, textOutbox.patientId))))
    .returning({ id: textOutbox.id });
  return stopped.length;
}

/** Whether the clinic's quiet hours hold at `now`: no text leaves, and no follow-up is queued. */
export async function inQuietPeriod(deps: Pick<AppDeps, 'db'>, now: Date): Promise<boolean> {
  const [clinic] = await deps.db
    .select({ start: clinicSettings.quietHoursStart, end: clinicSettings.quietHoursEnd, timeZone: clinicSettings.timeZone })
    .from(clinicSettings)
    .limit(1);
  return clinic ? quietPeriodEnd(now, quietHoursOf(clinic.start, clinic.end), clinic.timeZone) !== null : false;
}

/** The row if this sender now holds it: one UPDATE that only a due row of a consenting patient satisfies. */
async function claimText(deps: SenderDeps, id: string): Promise<TextRow | undefined> {
  const now = deps.clock.now();
  const [claimed] = await deps.db
    .update(textOutbox)
    .set({
      attempts: sql`${textOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + textDelivery.claimMs).toISOString(),
      error: null,
    })
    .where(and(eq(textOutbox.id, id), dueCondition(now), consentedToTexts(deps.db, textOutbox.patientId)))
    .returning();
  return claimed;
}

async function deliver(
  deps: SenderDeps,
  channel: NonNullable<AppDeps['config']['textMessages']>,
  row: TextRow,
): Promise<'sent' | 'failed' | 'givenUp'> {
  try {
    const accepted = await sendTextMessage(channel, {
      to: row.to,
      body: row.body,
      statusCallback: `${deps.config.publicUrl}${textStatusPath}`,
    });
    const now = deps.clock.now().toISOString();
    await deps.db
      .update(textOutbox)
      .set({ status: 'sent', providerSid: accepted.sid, sentAt: now, statusAt: now, nextAttemptAt: null, body: '' })
      .where(eq(textOutbox.id, row.id));
    logger.info('text sent', { textId: row.id, attempts: row.attempts });
    return 'sent';
  } catch (error) {
    const failure = error instanceof TextMessageFailure ? error : new TextMessageFailure('ERROR', true);
    const delay = failure.retryable ? textDelivery.retryDelaysMs[row.attempts - 1] : undefined;
    const now = deps.clock.now();
    await deps.db
      .update(textOutbox)
      .set(
        delay === undefined
          ? { status: 'failed', error: failure.code, body: '', nextAttemptAt: null, statusAt: now.toISOString() }
          : { error: failure.code, nextAttemptAt: new Date(now.getTime() + delay).toISOString() },
      )
      .where(eq(textOutbox.id, row.id));
    // The code only: Twilio's words may quote the number.
    logger.warn(delay === undefined ? 'text given up' : 'text not sent', { textId: row.id, attempts: row.attempts, reason: failure.code });
    return delay === undefined ? 'givenUp' : 'failed';
  }
}

/** The sweep: due texts, retries when their time comes, and what a stopped instance left. */
export const textSenderJob: JobWork = {
  name: 'text-sender',
  run: sendDueTexts,
};
