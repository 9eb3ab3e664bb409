// Every scheduled job of the API process (DESIGN.md §6), with how often it runs and why that often:
// the one list `main.ts` starts. Each runs at start and then once per period, on whichever instance
// holds its lease (platform/jobs/scheduler.ts); the work itself lives beside its context, in a
// `<thing>-job.ts` file.
import { automationDigestJob, automationRulesJob, batchDepositRefundJob } from './automation/public';
import { overdueInvoiceJob } from './billing/payments/overdue-invoice-job';
import { stalePaymentJob } from './billing/payments/stale-payment-job';
import type { AppDeps } from './deps';
import { retentionJob } from './privacy/retention/retention-job';
import type { Job } from './platform/jobs/scheduler';
import { backupJob, retentionReviewJob } from './privacy/public';
import { outboxSenderJob } from './platform/mail/outbox-sender';
import { queueAppointmentChangeNotice } from './scheduling/emails';
import { appointmentReminderJob } from './scheduling/emails/appointment-reminder-job';
import { rebookingExpiryJob } from './scheduling/rebooking/rebooking-expiry-job';
import { textFollowUpJob } from './scheduling/texts/text-follow-up-job';
import { textSenderJob } from './scheduling/texts/text-sender';
import { slotOfferJob } from './scheduling/waitlist/slot-offer-job';

const seconds = (count: number) => count * 1000;
const minutes = (count: number) => count * 60 * 1000;
const hours = (count: number) => count * 60 * 60 * 1000;

export function scheduledJobs(deps: AppDeps): Job[] {
  const { config } = deps;
  return [
    // 'retention': what the privacy policy promises to erase; an hour late at most is soon enough.
    { ...retentionJob, everyMs: hours(1) },
    // 'appointment-reminders': REMINDER_CHECK_SECONDS (5 minutes by default); a reminder is due a day ahead.
    { ...appointmentReminderJob, everyMs: seconds(config.reminderCheckSeconds) },
    // 'waitlist-slot-offers': WAITLIST_CHECK_SECONDS (30 s by default); a freed slot is worth offering at once.
    { ...slotOfferJob, everyMs: seconds(config.waitlistCheckSeconds) },
    // 'rebooking-expiry': the back-office sees expired requests within minutes (an answer re-checks the end itself).
    { ...rebookingExpiryJob, everyMs: minutes(5) },
    // 'overdue-invoices': due dates are whole days, so an hour late at most is soon enough.
    { ...overdueInvoiceJob, everyMs: hours(1) },
    // 'stale-payments': a payment is stale after two minutes (payBalanceTiming); looking every minute is soon enough.
    // A booking whose deposit it finds refused is cancelled, and the patient gets the cancellation notice.
    {
      ...stalePaymentJob(deps, (appointmentId) => queueAppointmentChangeNotice(deps, { appointmentId, change: 'cancelled' })),
      everyMs: minutes(1),
    },
    // 'batch-deposits': a cancelled day's deposits go back once its batch can no longer be undone (15 minutes);
    // a minute later at most is soon enough.
    { ...batchDepositRefundJob(deps), everyMs: minutes(1) },
    // 'automation-rules': presence requests, follow-ups, re-exams, payment reminders, yearly statements;
    // each is due hours or days ahead, so a quarter-hour late at most is soon enough.
    { ...automationRulesJob, everyMs: minutes(15) },
    // 'automation-digest': AUTOMATION_DIGEST_CHECK_SECONDS (15 minutes by default); the day's summary of failed
    // e-mails leaves once, from 07:00 clinic time, so a quarter-hour late at most.
    { ...automationDigestJob, everyMs: seconds(config.automationDigestCheckSeconds) },
    // 'backup': the encrypted copy of the database, taken when the last is 23 h old; looking
    // every hour, a server down overnight backs up within the hour it is back.
    { ...backupJob, everyMs: hours(1) },
    // 'retention-review': the privacy officer hears once a month of the records past their retention period;
    // the month's e-mail leaves at the first run that finds one, so a few hours late at most.
    { ...retentionReviewJob, everyMs: hours(6) },
    // 'outbox-sender', with an SMTP server to send to: retries when due (a queued e-mail also wakes the sender at once).
    ...(config.smtpUrl ? [{ ...outboxSenderJob, everyMs: seconds(5) }] : []),
    // 'text-sender', with Twilio configured: reminders are hours ahead, so a few seconds late at most is soon enough.
    ...(config.textMessages ? [{ ...textSenderJob, everyMs: seconds(10) }] : []),
    // 'text-follow-ups', with Twilio configured: a visit still unconfirmed N hours before gets its text;
    // REMINDER_CHECK_SECONDS, as the e-mail reminders it follows.
    ...(config.textMessages ? [{ ...textFollowUpJob, everyMs: seconds(config.reminderCheckSeconds) }] : []),
  ];
}
