// « Actions en un clic »: three batches prepared from the day's state, each counted live
// and run as a batch like the others (../batches/run-batch.ts): the presence request to tomorrow's
// patients who have not confirmed, the payment reminder to each patient owing on an invoice due
// more than 30 days ago (billing's own open-amount rules), and this week's free slots handed to the
// waitlist's engine (one `slot_freed` event each, which its job offers by its own rules).
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import type { OneClickAction } from 'shared-domain/automation/automation';
import { addDays, clinicDate, clinicInstant, weekdayOf } from 'shared-domain/platform/clinic-time';
import { formatDate } from 'shared-domain/platform/format';
import { overdueAccountsAsOf, overdueAccountsWithEmailCount, paymentReminderEmail } from '../../billing/public';
import { insertWhere } from '../../platform/db/insert-where';
import { appointmentEvents, appointmentSlotOffers, serviceTypes } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { loadAgenda, slotIsFree } from '../../scheduling/public';
import { loadClinicSettings, loadOpeningHours, onlineBookingNow } from '../../clinic/public';
import { offeredBookingDays, slotsOfDay } from 'shared-domain/scheduling/availability';
import { batchEmailLabels, presenceRequestEmail } from '../batches/batch-emails';
import { appointmentMailItems, planNotes, type PlanContext } from '../batches/batch-plan';
import { appointmentFingerprint, selectAppointments, selectionToken } from '../batches/batch-selection';
import { batchMail, type BatchPlan, itemAudit, itemRow, itemTotals, type PlannedItem } from '../batches/run-batch';

/** An invoice due more than this many days ago is « impayé de plus de 30 jours ». */
export const overdueDays = 30;

export const oneClickNotes = {
  offeredMeanwhile: 'Créneau offert ou pris entre-temps',
} as const;

const today = (context: PlanContext) => clinicDate(context.deps.clock.now(), context.clinic.timeZone);

/** Tomorrow's pending or confirmed appointments whose presence is not confirmed, each with its request. */
export async function planPresenceReminders(context: PlanContext): Promise<BatchPlan> {
  const { deps, clinic } = context;
  const tomorrow = addDays(today(context), 1);
  const selected = (
    await selectAppointments(deps, { type: 'day', date: tomorrow }, { futureOnly: true, timeZone: clinic.timeZone })
  ).filter((appointment) => !appointment.presenceConfirmed);
  const items = appointmentMailItems(context, selected, 'presence_reminders', (appointment, token) => ({
    ...presenceRequestEmail(deps, clinic, appointment, token),
    kind: 'demande_presence',
  }));
  return { kind: 'presence_reminders', items, selectionToken: selectionToken('presence_reminders', selected.map(appointmentFingerprint)) };
}

/**
 * The patients owing something on an invoice due before `overdueDays` ago, with their account as
 * billing reads it: one statement that sums the whole ledger, read off the request thread.
 */
export function overdueAccounts(context: PlanContext) {
  const { deps } = context;
  const asOf = today(context);
  return overdueAccountsAsOf(deps.reportReader ?? deps.db, asOf, addDays(asOf, -overdueDays));
}

/** How many reminders the plan would send (those owing with an e-mail), counted by the database alone. */
function overdueReminderCount(context: PlanContext) {
  const { deps } = context;
  const asOf = today(context);
  return overdueAccountsWithEmailCount(deps.reportReader ?? deps.db, asOf, addDays(asOf, -overdueDays));
}

/** One payment reminder per patient owing on an invoice due more than 30 days ago. */
export async function planPaymentReminders(context: PlanContext): Promise<BatchPlan> {
  const { deps, clinic } = context;
  const accounts = await overdueAccounts(context);
  const items = accounts.map(({ person, account }): PlannedItem => {
    const email = person.email?.trim() ? person.email : null;
    const name = `${person.firstName} ${person.lastName}`.trim();
    const subject = { appointmentId: null, patientId: person.id };
    return {
      view: {
        appointmentId: null,
        patientId: person.id,
        patientName: name,
        startsAt: null,
        movesTo: null,
        serviceName: null,
        email,
        emailLabel: email ? batchEmailLabels.payment_reminders : null,
        outcome: email ? 'messaged' : 'skipped',
        note: email ? null : planNotes.noEmail,
      },
      write(run, sendAt) {
        if (!email) return [itemRow(run, { ...subject, outcome: 'skipped', note: planNotes.noEmail })];
        const mail = paymentReminderEmail(deps, clinic, name, account);
        return [
          itemRow(run, { ...subject, outcome: 'messaged' }),
          ...batchMail(run, { to: email, ...mail, kind: 'rappel_paiement' }, subject, sendAt),
          itemAudit(
            run,
            {
              action: 'payment.reminder_sent',
              entity: 'patients',
              entityId: person.id,
              details: { patientId: person.id, invoices: account.invoices.length, batchId: run.batchId },
            },
            sql`1`,
          ),
        ];
      },
    };
  });
  const fingerprint = accounts.map(({ person, account }) => [
    person.id,
    person.email,
    account.balanceCents,
    account.invoices.map((invoice) => [invoice.id, invoice.openCents]),
  ]);
  return { kind: 'payment_reminders', items, selectionToken: selectionToken('payment_reminders', fingerprint) };
}

/** The last day of this week: Sunday (today when it is Sunday). */
export function endOfWeek(date: string): string {
  return addDays(date, (7 - weekdayOf(date)) % 7);
}

/** No open offer and no freed-slot event not yet handled at this date and time: not offered already. */
function notOffered(context: PlanContext, slot: { date: string; time: string }): SQL {
  const { db } = context.deps;
  return and(
    notExists(
      db
        .select({ one: sql`1` })
        .from(appointmentSlotOffers)
        .where(
          and(
            eq(appointmentSlotOffers.status, 'open'),
            eq(appointmentSlotOffers.slotDate, slot.date),
            eq(appointmentSlotOffers.slotTime, slot.time),
          ),
        ),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(appointmentEvents)
        .where(
          and(
            eq(appointmentEvents.type, 'slot_freed'),
            isNull(appointmentEvents.handledAt),
            eq(appointmentEvents.slotDate, slot.date),
            eq(appointmentEvents.slotTime, slot.time),
          ),
        ),
    ),
  ) as SQL;
}

/**
 * The free slots from now to `last` (Sunday for « Actions en un clic ») as the booking page offers
 * them (its grid for the clinic's first service open online, its notice rules, the agenda's
 * appointments and blocked periods: the shared-domain rules of the booking engine), less those
 * already offered to the waitlist.
 */
export async function freeSlotsUntil(context: PlanContext, until: (today: string) => string) {
  const { deps } = context;
  const { db } = deps;
  const [settings, hours, [service]] = await Promise.all([
    loadClinicSettings(db),
    loadOpeningHours(db),
    db
      .select({ id: serviceTypes.id, name: serviceTypes.name, durationMinutes: serviceTypes.durationMinutes })
      .from(serviceTypes)
      .where(and(eq(serviceTypes.isActive, true), eq(serviceTypes.allowOnlineBooking, true)))
      .orderBy(asc(serviceTypes.displayOrder), asc(serviceTypes.name))
      .limit(1),
  ]);
  if (!service) return { service: undefined, slots: [] };
  const now = onlineBookingNow(deps, settings);
  const last = until(now.today);
  const dates = offeredBookingDays(hours, now.today, settings.advanceBookingDays).filter((date) => date <= last);
  if (dates.length === 0) return { service, slots: [] };
  const agenda = await loadAgenda(db, now.today, last);
  const candidates = dates.flatMap((date) =>
    slotsOfDay({ hours, date, durationMinutes: service.durationMinutes, appointments: agenda.appointments, blocked: agenda.blocked, now })
      .filter((slot) => slot.available)
      .map((slot) => ({ date, time: slot.time })),
  );
  if (candidates.length === 0) return { service, slots: [] };
  const [offers, events] = await Promise.all([
    db
      .select({ date: appointmentSlotOffers.slotDate, time: appointmentSlotOffers.slotTime })
      .from(appointmentSlotOffers)
      .where(and(eq(appointmentSlotOffers.status, 'open'), inArray(appointmentSlotOffers.slotDate, dates))),
    db
      .select({ date: appointmentEvents.slotDate, time: appointmentEvents.slotTime })
      .from(appointmentEvents)
      .where(
        and(eq(appointmentEvents.type, 'slot_freed'), isNull(appointmentEvents.handledAt), inArray(appointmentEvents.slotDate, dates)),
      ),
  ]);
  const offered = new Set([...offers, ...events].map((slot) => `${slot.date} ${slot.time}`));
  return { service, slots: candidates.filter((slot) => !offered.has(`${slot.date} ${slot.time}`)) };
}

/** A free slot handed to the waitlist's engine: one freed-slot event, unless it was taken or offered meanwhile. */
export function freeSlotItem(
  context: PlanContext,
  service: { name: string; durationMinutes: number } | undefined,
  slot: { date: string; time: string },
): PlannedItem {
  const { clinic } = context;
  const durationMinutes = service?.durationMinutes ?? 0;
  const target = { ...slot, durationMinutes };
  return {
    view: {
      appointmentId: null,
      patientId: null,
      patientName: '',
      startsAt: clinicInstant(slot.date, slot.time, clinic.timeZone).toISOString(),
      movesTo: null,
      serviceName: service?.name ?? null,
      email: null,
      emailLabel: null,
      outcome: 'offered',
      note: null,
    },
    write(run) {
      const { db } = run.deps;
      const free = and(slotIsFree(db, target), notOffered(context, slot)) as SQL;
      const slotBefore = { scheduledDate: slot.date, scheduledTime: slot.time, durationMinutes };
      return [
        itemRow(run, { outcome: 'offered', before: slotBefore }, free),
        itemRow(run, { outcome: 'skipped', before: slotBefore, note: oneClickNotes.offeredMeanwhile }, sql`not (${free})`),
        db.run(
          insertWhere(
            appointmentEvents,
            {
              id: randomUUID(),
              type: 'slot_freed',
              appointmentId: null,
              slotDate: slot.date,
              slotTime: slot.time,
              durationMinutes,
              reason: 'offered',
              ...createdTimestamp(run.deps.clock),
            },
            free,
          ),
        ),
      ];
    },
  };
}
/** One freed-slot event per free slot of this week not yet offered: the waitlist's engine offers each by its rules. */
export async function planFreeSlotOffers(context: PlanContext): Promise<BatchPlan> {
  const { service, slots } = await freeSlotsUntil(context, endOfWeek);
  const items = slots.map((slot) => freeSlotItem(context, service, slot));
  return { kind: 'offer_free_slots', items, selectionToken: selectionToken('offer_free_slots', [service?.id ?? null, slots]) };
}

export const oneClickPlans: Record<OneClickAction, (context: PlanContext) => Promise<BatchPlan>> = {
  unconfirmed_tomorrow: planPresenceReminders,
  unpaid_over_30_days: planPaymentReminders,
  free_slots_this_week: planFreeSlotOffers,
};

/** What each action would touch now, as its plan counts it (`itemTotals(…).touched`). */
const touchedByPlan = (plan: (context: PlanContext) => Promise<BatchPlan>) => async (context: PlanContext) =>
  itemTotals((await plan(context)).items).touched;

/**
 * The counts the page shows on opening: the reminders' from one counting statement off the request
 * thread (their plan reads every late account and is built only when run); the others' plans are a
 * day's or a week's agenda, built as they are.
 */
export const oneClickCounts: Record<OneClickAction, (context: PlanContext) => Promise<number>> = {
  unconfirmed_tomorrow: touchedByPlan(planPresenceReminders),
  unpaid_over_30_days: overdueReminderCount,
  free_slots_this_week: touchedByPlan(planFreeSlotOffers),
};

/** The batch in words. */
export function oneClickSummary(action: OneClickAction, context: PlanContext): string {
  const day = today(context);
  switch (action) {
    case 'unconfirmed_tomorrow':
      return `Demandes de confirmation de présence — ${formatDate(addDays(day, 1))}`;
    case 'unpaid_over_30_days':
      return `Rappels de paiement — soldes impayés de plus de ${overdueDays} jours`;
    case 'free_slots_this_week':
      return `Créneaux libres offerts à la liste d’attente — jusqu’au ${formatDate(endOfWeek(day))}`;
  }
}
