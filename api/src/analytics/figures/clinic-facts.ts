// What « Analyses » reads from the clinic's records, as shared-domain's figures take it
// (analytics/clinic-figures): the appointments dated from `since` on (with what came of each
// reminder), each patient's first visit that took place, the hours and blocked periods, the money
// counted and invoiced, the waitlist. A handful of indexed range reads; the figures are computed
// from them in memory, the same code for every period.
import { and, between, eq, gte, inArray, isNotNull, isNull, lte, min, sql } from 'drizzle-orm';
import type { DateRange } from 'shared-domain/analytics/analysis-period';
import { type ClinicFacts, reminderOutcomeOf } from 'shared-domain/analytics/clinic-figures';
import type { FreedSlot } from 'shared-domain/analytics/freed-slots';
import { addDays } from 'shared-domain/platform/clinic-time';
import { loadClinicSettings, loadOpeningHours } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import {
  appointmentEvents,
  appointments,
  blockedTimes,
  creditNotes,
  emailOutbox,
  invoices,
  paymentTransactions,
  waitlistEntries,
} from '../../platform/db/schema';

/** Cancelled less than this many hours before the visit when the clinic set no cut-off (the billing's late-fee window). */
const defaultLateHours = 24;

/** The reminder e-mail's kind in the outbox (shared-domain/clinic/email-templates). */
const reminderKind = 'rappel';

/** Money the desk counts: completed payments, deposits and refunds (a refund negative), as the daily close. */
const signedAmount = sql<number>`(case when ${paymentTransactions.transactionType} = 'refund' then -${paymentTransactions.amount} else ${paymentTransactions.amount} end)`;

/** The money the desk counts from `since` on. */
export const collectedSince = (since: string) =>
  and(
    gte(paymentTransactions.businessDate, since),
    eq(paymentTransactions.status, 'completed'),
    inArray(paymentTransactions.transactionType, ['payment', 'deposit', 'refund']),
  );

/** The payments, deposits and refunds the desk counted over a range (the list behind the figure). */
export const collectedWithin = (range: DateRange) => and(collectedSince(range.from), lte(paymentTransactions.businessDate, range.to));

/** Invoices issued: neither a draft, a waived fee nor void (rows older than the numbering have no number). */
export const issued = sql`${invoices.paymentStatus} not in ('draft', 'waived', 'void')`;

/**
 * The facts from `since` on; `seenEarlier`: a period before it whose patients seen are read alone
 * (the previous period's own previous one, for its retention), not visit by visit.
 */
export async function loadClinicFacts(deps: Pick<AppDeps, 'db'>, since: string, seenEarlier?: DateRange): Promise<ClinicFacts> {
  const { db } = deps;
  const sinceInstant = addDays(since, -1);
  const [settings, hours, blocked, visits, bounced, firsts, payments, issuedInvoices, credits, waitlist, earlier] = await Promise.all([
    loadClinicSettings(db),
    loadOpeningHours(db),
    db.select().from(blockedTimes).where(gte(blockedTimes.endDate, since)),
    db
      .select({
        id: appointments.id,
        patientId: appointments.patientId,
        date: appointments.scheduledDate,
        time: appointments.scheduledTime,
        durationMinutes: appointments.durationMinutes,
        status: appointments.status,
        source: appointments.bookingSource,
        createdAt: appointments.createdAt,
        cancelledAt: appointments.cancelledAt,
        presenceConfirmed: appointments.presenceConfirmed,
        reminderSentAt: appointments.reminderSentAt,
      })
      .from(appointments)
      .where(gte(appointments.scheduledDate, since)),
    // Reminders never delivered: an error and no delivery (still retrying or given up).
    db
      .selectDistinct({ appointmentId: emailOutbox.appointmentId })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, reminderKind),
          gte(emailOutbox.createdAt, sinceInstant),
          isNull(emailOutbox.sentAt),
          isNotNull(emailOutbox.error),
        ),
      ),
    db
      .select({ patientId: appointments.patientId, first: min(appointments.scheduledDate) })
      .from(appointments)
      .where(and(eq(appointments.status, 'completed'), isNotNull(appointments.patientId)))
      .groupBy(appointments.patientId),
    db
      .select({ date: paymentTransactions.businessDate, cents: sql<number>`sum(${signedAmount})` })
      .from(paymentTransactions)
      .where(collectedSince(since))
      .groupBy(paymentTransactions.businessDate),
    db
      .select({ date: invoices.issuedOn, cents: sql<number>`sum(${invoices.totalAmount})` })
      .from(invoices)
      .where(and(gte(invoices.issuedOn, since), issued))
      .groupBy(invoices.issuedOn),
    db
      .select({ date: creditNotes.issuedOn, cents: sql<number>`-sum(${creditNotes.amount})` })
      .from(creditNotes)
      .where(gte(creditNotes.issuedOn, since))
      .groupBy(creditNotes.issuedOn),
    db
      .select({
        id: waitlistEntries.id,
        createdAt: waitlistEntries.createdAt,
        preferredDays: waitlistEntries.preferredDays,
        preferredTimes: waitlistEntries.preferredTimes,
      })
      .from(waitlistEntries)
      .where(gte(waitlistEntries.createdAt, sinceInstant)),
    seenEarlier
      ? db
          .selectDistinct({ patientId: appointments.patientId })
          .from(appointments)
          .where(
            and(
              between(appointments.scheduledDate, seenEarlier.from, seenEarlier.to),
              eq(appointments.status, 'completed'),
              isNotNull(appointments.patientId),
            ),
          )
      : Promise.resolve([]),
  ]);
  const open = hours.filter((day) => day.enabled);
  const bouncedReminders = new Set(bounced.map((row) => row.appointmentId));
  return {
    timeZone: settings.timeZone,
    lateCancellationHours: settings.selfServiceCutoffHours ?? defaultLateHours,
    visits: visits.map((visit) => ({
      id: visit.id,
      patientId: visit.patientId,
      date: visit.date,
      time: visit.time,
      durationMinutes: visit.durationMinutes,
      status: visit.status,
      source: visit.source,
      createdAt: visit.createdAt,
      cancelledAt: visit.cancelledAt,
      reminder: reminderOutcomeOf({
        presenceConfirmed: visit.presenceConfirmed,
        reminderSent: visit.reminderSentAt !== null,
        reminderFailed: bouncedReminders.has(visit.id),
      }),
    })),
    firstVisitOn: new Map(firsts.flatMap((row) => (row.patientId && row.first ? [[row.patientId, row.first] as const] : []))),
    hours: {
      open: open.map((day) => ({ weekday: day.weekday, start: day.start, end: day.end })),
      breaks: open.flatMap((day) => (day.breaks ?? []).map((pause) => ({ weekday: day.weekday, ...pause }))),
      blocked: blocked.map((period) => ({
        startDate: period.startDate,
        endDate: period.endDate,
        startTime: period.startTime,
        endTime: period.endTime,
      })),
    },
    ...(seenEarlier
      ? { seenEarlier: { range: seenEarlier, patientIds: new Set(earlier.flatMap((row) => (row.patientId ? [row.patientId] : []))) } }
      : {}),
    collected: payments.flatMap((row) => (row.date ? [{ date: row.date, cents: row.cents }] : [])),
    invoiced: [...issuedInvoices, ...credits],
    waitlist,
  };
}

/** The slots freed from `since` on (their date), as the waitlist's listener was told of them. */
export async function loadFreedSlots(deps: Pick<AppDeps, 'db'>, since: string): Promise<FreedSlot[]> {
  return deps.db
    .select({
      id: appointmentEvents.id,
      slotDate: appointmentEvents.slotDate,
      slotTime: appointmentEvents.slotTime,
      freedAt: appointmentEvents.createdAt,
    })
    .from(appointmentEvents)
    .where(and(eq(appointmentEvents.type, 'slot_freed'), gte(appointmentEvents.slotDate, since)));
}
