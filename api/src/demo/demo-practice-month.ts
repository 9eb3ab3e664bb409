// A practice's last two months in the demo, so « Analyses » has something true to say about this
// month against the last one: regular patients coming back each week and booking the next visit
// as they leave, new patients this month, visits booked online late in the evening, a no-show
// whose reminder bounced and one who never answered hers, a late and a timely cancellation, each
// visit invoiced and paid at the desk. Only days before yesterday (yesterday and today are the
// desk's demo, and yesterday is closed): nothing of it shows on today's or a future day.
import { randomUUID } from 'node:crypto';
import type { BatchItem } from 'drizzle-orm/batch';
import { eq, gte } from 'drizzle-orm';
import { addDays, type Clock, clinicDate, clinicInstant } from 'shared-domain/platform/clinic-time';
import type { Database } from '../platform/db/client';
import {
  appointments,
  closedCashDays,
  emailOutbox,
  invoiceLines,
  invoicePayments,
  invoices,
  patients,
  paymentTransactions,
  serviceTypes,
} from '../platform/db/schema';
import { outboxMaxAttempts } from '../platform/mail/outbox-sender';
import { demoSettings } from './demo-clinic';
import { isDemoOpenDay, isWithinDemoHours } from './demo-open-hours';

/** The practice's patients: who, from how many days back they come, and how their visits go. */
export const demoPracticePatients = [
  { firstName: 'Hélène', lastName: 'Marchand', firstVisitDaysAgo: 58, everyDays: 7 },
  { firstName: 'Yves', lastName: 'Caron', firstVisitDaysAgo: 55, everyDays: 7 },
  { firstName: 'Sophie', lastName: 'Giroux', firstVisitDaysAgo: 50, everyDays: 14 },
  { firstName: 'Karim', lastName: 'Haddad', firstVisitDaysAgo: 46, everyDays: 7 },
  { firstName: 'Martine', lastName: 'Poirier', firstVisitDaysAgo: 40, everyDays: 10 },
  { firstName: 'Luc', lastName: 'Deschênes', firstVisitDaysAgo: 33, everyDays: 7 },
  { firstName: 'Nadia', lastName: 'Benali', firstVisitDaysAgo: 24, everyDays: 7 },
  { firstName: 'François', lastName: 'Ouellet', firstVisitDaysAgo: 19, everyDays: 7 },
  { firstName: 'Julie', lastName: 'Lemieux', firstVisitDaysAgo: 15, everyDays: 7 },
  { firstName: 'Antoine', lastName: 'Vachon', firstVisitDaysAgo: 12, everyDays: 7 },
  { firstName: 'Émilie', lastName: 'Bergeron', firstVisitDaysAgo: 9, everyDays: 7 },
  { firstName: 'Olivier', lastName: 'Lapointe', firstVisitDaysAgo: 6, everyDays: 7 },
] as const;

const times = ['08:30', '09:00', '10:00', '10:30', '11:00', '13:30', '14:00', '15:00', '16:00', '17:30', '18:00'] as const;
const sources = [
  'admin',
  'online',
  'admin',
  'portal',
  'online',
  'site',
  'admin',
  'waitlist',
  'online',
  'admin',
  'rebooking',
  'online',
] as const;
const dayMs = 24 * 60 * 60 * 1000;

/** The demo clinic's open day on or before `date`. */
function openDayOnOrBefore(date: string): string {
  let day = date;
  while (!isDemoOpenDay(day)) day = addDays(day, -1);
  return day;
}

type Outcome = 'completed' | 'no_show_bounced' | 'no_show_silent' | 'late_cancel' | 'timely_cancel';

/** The few visits that did not go as planned: each the last visit of one patient, so within the last days. */
function outcomeOf(patient: number, last: boolean): Outcome {
  if (!last) return 'completed';
  const outcomes: Partial<Record<number, Outcome>> = { 1: 'no_show_bounced', 4: 'no_show_silent', 2: 'late_cancel', 6: 'timely_cancel' };
  return outcomes[patient] ?? 'completed';
}

export async function seedDemoPracticeMonth(db: Database, clock: Clock): Promise<void> {
  const timeZone = demoSettings.timeZone;
  const today = clinicDate(clock.now(), timeZone);
  // Before yesterday: yesterday is the desk's closed day, today its open one.
  const lastDay = addDays(today, -2);
  const [followUp] = await db.select().from(serviceTypes).where(eq(serviceTypes.visitKind, 'follow_up')).limit(1);
  const closed = new Set(
    (
      await db
        .select({ day: closedCashDays.businessDate })
        .from(closedCashDays)
        .where(gte(closedCashDays.businessDate, addDays(today, -90)))
    ).map((row) => row.day),
  );
  const price = followUp?.price ?? 7500;
  const at = (date: string, time: string) => clinicInstant(date, time, timeZone).toISOString();
  const statements: BatchItem<'sqlite'>[] = [];
  let invoiceNumber = 0;

  demoPracticePatients.forEach((person, index) => {
    const patientId = randomUUID();
    const email = `${person.firstName.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}.${person.lastName.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}@courriel.example`;
    const phone = `514 555-03${String(10 + index)}`;
    const name = `${person.firstName} ${person.lastName}`;
    const firstDay = openDayOnOrBefore(addDays(today, -person.firstVisitDaysAgo));
    statements.push(
      db.insert(patients).values({
        id: patientId,
        firstName: person.firstName,
        lastName: person.lastName,
        email,
        phone,
        recordOpenedOn: firstDay,
        consultationReason: 'Douleur lombaire',
        createdAt: at(addDays(firstDay, -3), '10:00'),
        updatedAt: at(firstDay, '10:00'),
      }),
    );
    const days: string[] = [];
    for (let day = firstDay; day <= lastDay; day = openDayOnOrBefore(addDays(day, person.everyDays))) days.push(day);
    let previousDay: string | undefined;
    days.forEach((day, visit) => {
      // The rotation's next time that fits the day's hours and misses its breaks (Friday closes early).
      const duration = followUp?.durationMinutes ?? 30;
      const time =
        times
          .map((_, step) => times[(index + visit + step) % times.length] ?? '10:00')
          .find((candidate) => isWithinDemoHours(day, candidate, duration)) ?? '10:00';
      const source = visit === 0 ? (sources[index] ?? 'admin') : index % 3 === 2 ? 'online' : 'admin';
      // A follow-up is booked at the desk as the patient leaves the visit before it; a first visit
      // three days ahead, an online one late in the evening.
      const bookedAt =
        previousDay && source === 'admin'
          ? at(previousDay, '16:30')
          : source === 'online' || source === 'portal'
            ? at(addDays(day, -3), '21:40')
            : at(addDays(day, -3), '10:15');
      const outcome = outcomeOf(index, visit === days.length - 1);
      const appointmentId = randomUUID();
      const startsAt = clinicInstant(day, time, timeZone).getTime();
      const status = outcome === 'completed' ? 'completed' : outcome.startsWith('no_show') ? 'no_show' : 'cancelled';
      statements.push(
        db.insert(appointments).values({
          id: appointmentId,
          patientId,
          name,
          email,
          phone,
          reason: 'Suivi',
          status,
          scheduledDate: day,
          scheduledTime: time,
          durationMinutes: followUp?.durationMinutes ?? 30,
          serviceTypeId: followUp?.id ?? null,
          bookingSource: source,
          presenceConfirmed: outcome === 'completed' && visit % 3 !== 1,
          paymentStatus: outcome === 'completed' ? 'paid' : 'pending',
          paymentAmount: price,
          reminderSentAt: status === 'cancelled' ? null : new Date(startsAt - dayMs).toISOString(),
          cancelledAt:
            outcome === 'late_cancel'
              ? new Date(startsAt - 6 * 60 * 60 * 1000).toISOString()
              : outcome === 'timely_cancel'
                ? new Date(startsAt - 4 * dayMs).toISOString()
                : null,
          cancellationReason: status === 'cancelled' ? 'Empêchement' : null,
          createdAt: bookedAt,
          updatedAt: at(day, '17:00'),
        }),
      );
      if (outcome === 'no_show_bounced') {
        statements.push(
          // Given up, as the sender leaves a refused message: its tries spent, its body gone.
          db.insert(emailOutbox).values({
            to: email,
            subject: '',
            text: '',
            kind: 'rappel',
            patientId,
            appointmentId,
            attempts: outboxMaxAttempts,
            nextAttemptAt: null,
            error: '550 5.1.1 Adresse inconnue',
            createdAt: new Date(startsAt - dayMs).toISOString(),
          }),
        );
      }
      if (outcome === 'completed' && !closed.has(day)) {
        invoiceNumber += 1;
        const invoiceId = randomUUID();
        const paymentId = randomUUID();
        statements.push(
          db.insert(invoices).values({
            id: invoiceId,
            patientId,
            appointmentId,
            totalAmount: price,
            paidAmount: price,
            paymentStatus: 'paid',
            issuedOn: day,
            dueOn: addDays(day, 30),
            kind: 'visit',
            issuedAt: at(day, time),
            createdAt: at(day, time),
            updatedAt: at(day, time),
          }),
          db.insert(invoiceLines).values({
            invoiceId,
            appointmentId,
            description: followUp?.name ?? 'Suivi chiropratique',
            serviceDate: day,
            amount: price,
            taxCode: 'exempt',
          }),
          db.insert(paymentTransactions).values({
            id: paymentId,
            patientId,
            appointmentId,
            amount: price,
            allocatedAmount: price,
            status: 'completed',
            transactionType: 'payment',
            tender: invoiceNumber % 3 === 0 ? 'credit_terminal' : 'debit',
            receivedAt: new Date(startsAt + 40 * 60 * 1000).toISOString(),
            businessDate: day,
            createdAt: new Date(startsAt + 40 * 60 * 1000).toISOString(),
          }),
          db.insert(invoicePayments).values({ invoiceId, transactionId: paymentId, amount: price }),
        );
      }
      previousDay = day;
    });
  });
  if (statements.length > 0) await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
}
