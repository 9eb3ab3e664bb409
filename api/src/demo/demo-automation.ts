// The demo clinic's automation, written once right after the demo is first seeded
// (`ensureDemoClinic`), so every automation screen shows each of its states:
// - « Santé de l'automatisation »: e-mails sent (confirmations, reminders, waitlist offers, a sick
//   day's notices), one reminder failed with « EENVELOPE 550 » and its next try, one given up, and
//   the next open day's reminders planned for their hour; each job's last run and a few runs, one of them failed;
// - « Automatisation »: the first-visit follow-up paused, the presence request on its own delay;
// - « Opérations groupées »: a « Journée maladie » three weeks ago, done, its day closed, and a batch undone;
// - « Surveillance »: four client errors with the ids a person would read on the error screen;
// - « Annulations automatisées »: cancellations this month ending in each outcome.
// The next open day (« tomorrow » to a clinic closed on weekends: Monday when started on a Friday
// evening, a Saturday or a Sunday) holds exactly five booked visits for five patients with e-mail
// addresses: the sick day of the end-to-end suite cancels them. Every visit it places is on an open
// day inside opening hours (./demo-open-hours.ts), and nothing it writes e-mails anyone at start:
// a visit inside the reminder window was reminded when it entered it, one outside is left to the job. Kept out of the shared seed, as the desk's
// demo is: the API tests run on the same clinic and count its e-mails and appointments.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import { jobLabels } from 'shared-domain/automation/automation';
import { jobFigureWords } from 'shared-domain/automation/job-results';
import { addDays, type Clock, clinicDate, clinicInstant, clinicTime, weekdayOf } from 'shared-domain/platform/clinic-time';
import { formatDate } from 'shared-domain/platform/format';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { loadEmailClinic } from '../clinic/public';
import { loadConfig } from '../config';
import type { Database } from '../platform/db/client';
import {
  appointmentEvents,
  appointmentLinks,
  appointments,
  appointmentSlotOffers,
  auditEvents,
  automationRules,
  batchItems,
  batchOperations,
  blockedTimes,
  clientErrorLogs,
  emailOutbox,
  jobRuns,
  jobStates,
  patients,
  serviceTypes,
  slotOfferInvitations,
  staffUsers,
  waitlistEntries,
} from '../platform/db/schema';
import { outboxMaxAttempts } from '../platform/mail/outbox-sender';
import type { OutgoingMail } from '../platform/mail/outgoing-mail';
import { sealMail } from '../platform/mail/sealed-mail';
import { hashToken, mintToken } from '../platform/tokens/tokens';
import { appointmentCancelledEmail } from '../scheduling/emails/appointment-cancelled-email';
import type { AppointmentDetails } from '../scheduling/emails/appointment-details';
import { appointmentReminderEmail } from '../scheduling/emails/appointment-reminder-email';
import { bookingConfirmationEmail } from '../scheduling/emails/booking-confirmation-email';
import { slotOfferEmail } from '../scheduling/waitlist/slot-offer-email';
import { newAppointmentLink } from '../scheduling/links/appointment-link';
import { busyMorningAppointments, demoPatients, demoServices, demoSettings, demoStaff } from './demo-clinic';
import { isWithinDemoHours, lastDemoOpenHour, nextDemoOpenDay } from './demo-open-hours';

type Statement = BatchItem<'sqlite'>;

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** How many booked visits the next open day holds, each for its own patient (the e2e's sick day). */
export const demoTomorrowVisits = 5;

/** The client errors' ids, as the error screen shows them (`newErrorId`: time in base 36, then hex). */
export const demoClientErrorSuffixes = ['C0FFEE01', 'C0FFEE02', 'C0FFEE03', 'C0FFEE04'] as const;

/** The outbox's failure codes: the server's code only, as the sender records it. */
export const demoMailErrors = { refused: 'EENVELOPE 550', unreachable: 'ECONNECTION' } as const;

export interface DemoAutomationKeys {
  encryptionKey: Uint8Array;
}

export async function seedDemoAutomation(
  db: Database,
  clock: Clock,
  keys: DemoAutomationKeys | undefined,
  publicUrl: string = loadConfig().publicUrl,
): Promise<void> {
  const now = clock.now();
  const timeZone = demoSettings.timeZone;
  const today = clinicDate(now, timeZone);
  const nextDay = nextDemoOpenDay(today);
  const iso = (instant: number) => new Date(instant).toISOString();
  const ago = (ms: number) => iso(now.getTime() - ms);
  const [admin] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, demoStaff.email));
  const adminId = admin?.id ?? null;
  const services = await db.select({ id: serviceTypes.id, name: serviceTypes.name, price: serviceTypes.price }).from(serviceTypes);
  const service = (key: keyof typeof demoServices) => {
    const found = services.find((row) => row.name === demoServices[key].name);
    if (!found) throw new Error(`the demo service ${key} was not seeded`);
    return found;
  };
  const followUp = service('followUp');
  const clinic = await loadEmailClinic(db);
  const statements: Statement[] = [];
  const outbox: (typeof emailOutbox.$inferInsert)[] = [];
  const booked = new Map<string, { start: number; end: number }[]>();
  const existing = await db
    .select({
      date: appointments.scheduledDate,
      time: appointments.scheduledTime,
      durationMinutes: appointments.durationMinutes,
    })
    .from(appointments)
    .where(and(inArray(appointments.status, [...slotHoldingStatuses]), isNotNull(appointments.scheduledTime)));
  const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const hold = (date: string, time: string, durationMinutes: number) =>
    booked.set(date, [...(booked.get(date) ?? []), { start: minutesOf(time), end: minutesOf(time) + durationMinutes }]);
  for (const row of existing) if (row.date && row.time) hold(row.date, row.time, row.durationMinutes);
  /** The first of `times` free on `date` for `durationMinutes`, then held. */
  const freeTime = (date: string, times: readonly string[], durationMinutes = 30): string => {
    const taken = booked.get(date) ?? [];
    const time = times.find((candidate) => {
      const start = minutesOf(candidate);
      return taken.every((slot) => start + durationMinutes <= slot.start || slot.end <= start);
    });
    if (!time) throw new Error(`no free demo time on ${date}`);
    hold(date, time, durationMinutes);
    return time;
  };
  /** A weekday (Monday to Friday) `count` weekdays from `date`. */
  const weekdaysFrom = (date: string, count: number): string => {
    let result = date;
    let left = count;
    while (left > 0 || weekdayOf(result) === 0 || weekdayOf(result) === 6) {
      result = addDays(result, count < 0 ? -1 : 1);
      if (weekdayOf(result) !== 0 && weekdayOf(result) !== 6) left -= 1;
    }
    return result;
  };
  const details = (
    appointment: { name: string; date: string; time: string },
    of: { name: string; price: number } = followUp,
  ): AppointmentDetails => ({
    name: appointment.name,
    serviceName: of.name,
    date: appointment.date,
    time: appointment.time,
    durationMinutes: 30,
    priceCents: of.price,
    depositCents: 0,
  });
  const manageUrl = (token: string) => absoluteUrl(publicUrl, paths.manageAppointment.build(token));

  type MailState =
    | { state: 'sent'; createdAt: string; sentAt: string }
    | { state: 'planned'; createdAt: string; nextAttemptAt: string | null }
    | { state: 'failed'; createdAt: string; attempts: number; nextAttemptAt: string }
    | { state: 'given_up'; createdAt: string };
  /** An outbox row as queue-email writes it (sealed), then as the sender leaves it. */
  const mailRow = (
    mail: OutgoingMail,
    concerns: { kind: string; patientId?: string | null; appointmentId?: string | null; batchId?: string | null },
    how: MailState,
  ): string => {
    const id = randomUUID();
    const sealed = keys ? sealMail(keys.encryptionKey, id, mail) : { subject: '', text: '', html: null, attachments: null };
    if (!keys) return id;
    const withoutBody = { text: '', html: null, attachments: null };
    outbox.push({
      id,
      to: mail.to,
      ...sealed,
      kind: concerns.kind,
      patientId: concerns.patientId ?? null,
      appointmentId: concerns.appointmentId ?? null,
      batchId: concerns.batchId ?? null,
      createdAt: how.createdAt,
      ...(how.state === 'sent' && { sentAt: how.sentAt, attempts: 1, nextAttemptAt: null, ...withoutBody }),
      ...(how.state === 'planned' && { attempts: 0, nextAttemptAt: how.nextAttemptAt }),
      ...(how.state === 'failed' && { attempts: how.attempts, error: demoMailErrors.refused, nextAttemptAt: how.nextAttemptAt }),
      ...(how.state === 'given_up' && {
        attempts: outboxMaxAttempts,
        error: demoMailErrors.unreachable,
        nextAttemptAt: null,
        ...withoutBody,
      }),
    });
    return id;
  };

  // 1. The next open day: five booked visits for five patients with an address; the ones there already stay.
  const onFile = await db
    .select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName, email: patients.email, phone: patients.phone })
    .from(patients)
    .where(isNotNull(patients.email));
  const candidates = [
    ...Object.values(demoPatients).map((patient) => patient.email),
    ...busyMorningAppointments.map((visit) => (typeof visit.patient === 'string' ? '' : visit.patient.email)),
  ].flatMap((email) => onFile.filter((patient) => patient.email === email && email !== ''));
  const nextDayRows = await db
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      name: appointments.name,
      email: appointments.email,
      time: appointments.scheduledTime,
      presenceConfirmed: appointments.presenceConfirmed,
      serviceTypeId: appointments.serviceTypeId,
      durationMinutes: appointments.durationMinutes,
    })
    .from(appointments)
    .where(and(eq(appointments.scheduledDate, nextDay), inArray(appointments.status, [...slotHoldingStatuses])));
  const nextDayVisits = nextDayRows.map((row) => ({ ...row, time: row.time ?? '09:00' }));
  const bookedPatients = new Set(nextDayVisits.map((visit) => visit.patientId));
  const times = ['08:30', '09:30', '11:30', '13:30', '15:00', '16:00', '14:30', '10:00'] as const;
  for (const patient of candidates) {
    if (nextDayVisits.length >= demoTomorrowVisits) break;
    if (bookedPatients.has(patient.id)) continue;
    bookedPatients.add(patient.id);
    const confirmed = nextDayVisits.length % 2 === 0;
    const visit = {
      id: randomUUID(),
      patientId: patient.id,
      name: `${patient.firstName} ${patient.lastName}`,
      email: patient.email ?? '',
      time: freeTime(nextDay, times),
      presenceConfirmed: false,
      serviceTypeId: followUp.id,
      durationMinutes: 30,
    };
    nextDayVisits.push(visit);
    statements.push(
      db.insert(appointments).values({
        ...visit,
        phone: patient.phone ?? '514 555-0100',
        status: confirmed ? 'confirmed' : 'pending',
        bookingSource: confirmed ? 'admin' : 'online',
        reason: 'Suivi',
        scheduledDate: nextDay,
        scheduledTime: visit.time,
        paymentAmount: followUp.price,
        createdAt: ago(6 * day),
        updatedAt: ago(6 * day),
      }),
    );
  }

  // 2. The outbox. The next open day's reminders, each as the reminder job would have left it by
  // now: one refused by the server (its next try set, never before its hour), the first three
  // planned for their hour (`reminderHoursBefore` ahead of the visit), or sent when that hour has
  // passed; the fifth left to the job while its hour is to come, so the job's first pass at start
  // finds nothing due. Each booked visit got its confirmation. Written after the visits they open,
  // in the same batch.
  const links = nextDayVisits.map((visit) => ({
    id: visit.id,
    ...newAppointmentLink({ clock }, 'manage', { id: visit.id, scheduledDate: nextDay }, timeZone),
  }));
  statements.push(db.insert(appointmentLinks).values(links.map((link) => link.row)));
  const reminderHours = demoSettings.reminderHoursBefore;
  for (const [index, visit] of nextDayVisits.entries()) {
    const token = links.find((link) => link.id === visit.id)?.linkToken ?? mintToken('secret');
    const visitDetails = details({ name: visit.name, date: nextDay, time: visit.time });
    const concerns = { patientId: visit.patientId, appointmentId: visit.id };
    mailRow(
      { to: visit.email, ...bookingConfirmationEmail({ clinic, appointment: visitDetails, manageUrl: manageUrl(token) }) },
      { kind: 'confirmation', ...concerns },
      { state: 'sent', createdAt: ago(6 * day), sentAt: ago(6 * day - 4000) },
    );
    // When the reminder job takes the visit: `reminderHoursBefore` ahead of it.
    const remindAt = clinicInstant(nextDay, visit.time, timeZone).getTime() - reminderHours * hour;
    const hourPassed = remindAt <= now.getTime();
    if (index >= 4 && !hourPassed) continue;
    const reminder: OutgoingMail = {
      to: visit.email,
      ...appointmentReminderEmail({
        clinic,
        appointment: { ...visitDetails, presenceConfirmed: visit.presenceConfirmed },
        confirmUrl: absoluteUrl(publicUrl, paths.confirmAppointment.build(token)),
        manageUrl: manageUrl(token),
      }),
      automatic: true,
    };
    const how: MailState =
      index === 3
        ? { state: 'failed', createdAt: ago(40 * minute), attempts: 3, nextAttemptAt: iso(Math.max(now.getTime() + 80 * minute, remindAt)) }
        : hourPassed
          ? { state: 'sent', createdAt: iso(remindAt), sentAt: iso(remindAt + 3000) }
          : { state: 'planned', createdAt: iso(now.getTime()), nextAttemptAt: iso(remindAt) };
    mailRow(reminder, { kind: 'rappel', ...concerns }, how);
    // Its reminder is in the outbox: the job does not queue another.
    const remindedAt = how.state === 'sent' ? how.createdAt : now.toISOString();
    statements.push(db.update(appointments).set({ reminderSentAt: remindedAt }).where(eq(appointments.id, visit.id)));
  }
  // Today's and yesterday's visits were reminded the day before; yesterday's no-show's reminder never left.
  const recent = await db
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      name: appointments.name,
      email: appointments.email,
      date: appointments.scheduledDate,
      time: appointments.scheduledTime,
      status: appointments.status,
    })
    .from(appointments)
    .where(and(inArray(appointments.scheduledDate, [today, addDays(today, -1)]), isNotNull(appointments.scheduledTime)));
  let givenUp = false;
  for (const visit of recent) {
    if (!visit.date || !visit.time || visit.status === 'cancelled') continue;
    const mail = {
      to: visit.email,
      ...appointmentReminderEmail({
        clinic,
        appointment: { ...details({ name: visit.name, date: visit.date, time: visit.time }), presenceConfirmed: false },
        confirmUrl: publicUrl,
        manageUrl: publicUrl,
      }),
    };
    const createdAt = iso(clinicInstant(visit.date, visit.time, timeZone).getTime() - reminderHours * hour);
    const concerns = { kind: 'rappel', patientId: visit.patientId, appointmentId: visit.id };
    if (!givenUp && visit.status === 'no_show') {
      givenUp = true;
      mailRow(mail, concerns, { state: 'given_up', createdAt });
    } else {
      mailRow(mail, concerns, { state: 'sent', createdAt, sentAt: iso(Date.parse(createdAt) + 3000) });
      statements.push(db.update(appointments).set({ reminderSentAt: createdAt }).where(eq(appointments.id, visit.id)));
    }
  }

  // 3. The jobs: each ran a moment ago; a few runs that did something, one failed two days ago.
  const holder = 'demo-instance-a';
  const jobNames = Object.keys(jobLabels);
  statements.push(
    db
      .insert(jobStates)
      .values(
        jobNames.map((name, index) => ({
          name,
          lastStartedAt: ago((index + 1) * 1000),
          lastDurationMs: 8 + index * 3,
          lastOutcome: 'ok' as const,
          lastHolder: holder,
          lastErrorCode: null,
          lastFigures: {},
        })),
      )
      // The scheduler may have recorded a run already (another instance on the same server).
      .onConflictDoNothing(),
    db.insert(jobRuns).values(
      jobNames.flatMap((name, index) =>
        [3, 20, 47].map((hoursAgo, run) => {
          const failed = name === 'appointment-reminders' && run === 2;
          return {
            id: randomUUID(),
            job: name,
            holder: run === 1 ? 'demo-instance-b' : holder,
            startedAt: ago(hoursAgo * hour + index * minute),
            durationMs: failed ? 5012 : 20 + index * 7 + run * 11,
            outcome: failed ? ('failed' as const) : ('ok' as const),
            // Each job's first figure, as its run counts it.
            figures: failed ? {} : { [Object.keys(jobFigureWords[name] ?? {})[0] ?? 'sent']: run + 1 },
            errorCode: failed ? 'SQLITE_BUSY' : null,
          };
        }),
      ),
    ),
  );

  // 4. The rules: the first-visit follow-up paused, the presence request 24 h before instead of 48.
  statements.push(
    db
      .insert(automationRules)
      .values([
        { key: 'first_visit_follow_up', enabled: false, delay: null, updatedBy: adminId, updatedAt: ago(5 * day) },
        { key: 'presence_request', enabled: true, delay: 24, updatedBy: adminId, updatedAt: ago(5 * day) },
      ])
      .onConflictDoNothing(),
  );

  // 5. Batches: a sick day three weeks ago (three visits cancelled, each patient told), and a
  // closure undone two days ago before anything was sent.
  const sickDay = weekdaysFrom(addDays(today, -21), 0);
  const sickAt = clinicInstant(addDays(sickDay, -1), '18:00', timeZone).toISOString();
  const sickBatchId = randomUUID();
  const summary = (label: string, date: string) => `${label} — ${formatDate(date)}`;
  statements.push(
    db.insert(batchOperations).values({
      id: sickBatchId,
      kind: 'cancel',
      status: 'done',
      params: {
        selection: { type: 'day', date: sickDay },
        reason: 'Journée maladie',
        offerToWaitlist: false,
        closeDays: true,
        sendDelayMinutes: 15,
      },
      summary: summary('Journée maladie', sickDay),
      ratePerMinute: 30,
      createdBy: adminId,
      createdAt: sickAt,
      undoUntil: iso(Date.parse(sickAt) + 15 * minute),
    }),
    // The day it closed to booking, as the batch does: the clinic's closure under the batch's id.
    db.insert(blockedTimes).values({
      id: sickBatchId,
      startDate: sickDay,
      endDate: sickDay,
      startTime: null,
      endTime: null,
      reason: 'Journée maladie',
      createdBy: adminId,
      createdAt: sickAt,
      updatedAt: sickAt,
    }),
  );
  const sickPatients = candidates.slice(0, 3);
  for (const [index, patient] of sickPatients.entries()) {
    const appointmentId = randomUUID();
    const time = freeTime(sickDay, ['09:00', '10:30', '14:00', '15:30']);
    const name = `${patient.firstName} ${patient.lastName}`;
    statements.push(
      db.insert(appointments).values({
        id: appointmentId,
        patientId: patient.id,
        name,
        email: patient.email ?? '',
        phone: patient.phone ?? '514 555-0100',
        status: 'cancelled',
        cancellationReason: 'Journée maladie',
        cancelledAt: sickAt,
        scheduledDate: sickDay,
        scheduledTime: time,
        durationMinutes: 30,
        serviceTypeId: followUp.id,
        bookingSource: 'admin',
        paymentAmount: followUp.price,
        createdAt: ago(40 * day),
        updatedAt: sickAt,
      }),
    );
    const outboxId = mailRow(
      {
        to: patient.email ?? '',
        ...appointmentCancelledEmail({
          clinic,
          appointment: details({ name, date: sickDay, time }),
          reason: 'Journée maladie',
          bookingUrl: absoluteUrl(publicUrl, paths.booking.build()),
        }),
      },
      { kind: 'annulation', patientId: patient.id, appointmentId, batchId: sickBatchId },
      { state: 'sent', createdAt: sickAt, sentAt: iso(Date.parse(sickAt) + 15 * minute + index * 2000) },
    );
    statements.push(
      db.insert(batchItems).values({
        id: randomUUID(),
        batchId: sickBatchId,
        appointmentId,
        patientId: patient.id,
        outcome: 'cancelled',
        before: { status: 'confirmed', scheduledDate: sickDay, scheduledTime: time },
        outboxId,
      }),
    );
  }
  // Undone: the busy morning's first two visits, cancelled for a storm that did not come, restored at once.
  const busyDate = await db
    .select({ id: appointments.id, patientId: appointments.patientId, date: appointments.scheduledDate, time: appointments.scheduledTime })
    .from(appointments)
    .where(
      inArray(
        appointments.email,
        busyMorningAppointments.slice(0, 2).map((visit) => (typeof visit.patient === 'string' ? '' : visit.patient.email)),
      ),
    );
  if (busyDate.length > 0) {
    const undoneId = randomUUID();
    const undoneAt = ago(2 * day);
    const date = busyDate[0]?.date ?? today;
    statements.push(
      db.insert(batchOperations).values({
        id: undoneId,
        kind: 'cancel',
        status: 'undone',
        params: { selection: { type: 'day', date }, reason: 'Tempête annoncée', offerToWaitlist: false, sendDelayMinutes: 15 },
        summary: summary('Tempête annoncée', date),
        ratePerMinute: 30,
        createdBy: adminId,
        createdAt: iso(Date.parse(undoneAt) - 4 * minute),
        undoUntil: iso(Date.parse(undoneAt) + 11 * minute),
        undoneAt,
        undoneBy: adminId,
      }),
      db.insert(batchItems).values(
        busyDate.map((visit) => ({
          id: randomUUID(),
          batchId: undoneId,
          appointmentId: visit.id,
          patientId: visit.patientId,
          outcome: 'restored' as const,
          before: { status: 'confirmed', scheduledDate: visit.date, scheduledTime: visit.time },
        })),
      ),
    );
  }

  // 6. Client errors, as the browser apps report them (shared-domain/platform/client-error).
  const errors = [
    {
      minutesAgo: 25,
      code: 'NET_001',
      severity: 'medium',
      message: 'Failed to fetch',
      context: { view: 'calendrier', status: 0 },
      page: '/admin/calendar',
      role: 'reception',
    },
    {
      minutesAgo: 90,
      code: 'GLOBAL_ERROR',
      severity: 'high',
      message: 'Cannot read properties of undefined (reading "patientId")',
      context: { view: 'ma-journee' },
      page: '/admin/dashboard',
      role: 'practitioner',
    },
    {
      minutesAgo: 26 * 60,
      code: 'DB_002',
      severity: 'critical',
      message: 'Base de données indisponible',
      context: { view: 'portail' },
      page: '/portal/appointments',
      role: 'patient',
    },
    {
      minutesAgo: 3 * 24 * 60,
      code: 'VAL_001',
      severity: 'low',
      message: 'Certains champs sont invalides.',
      context: { form: 'reservation' },
      page: '/booking',
      role: null,
    },
  ] as const;
  statements.push(
    db.insert(clientErrorLogs).values(
      errors.map((error, index) => {
        const at = now.getTime() - error.minutesAgo * minute;
        return {
          errorId: `ERR-${at.toString(36)}-${demoClientErrorSuffixes[index]}`.toUpperCase(),
          errorCode: error.code,
          message: error.message,
          severity: error.severity,
          context: error.context,
          page: error.page,
          role: error.role,
          userAgent: 'Mozilla/5.0 (démo)',
          createdAt: iso(at),
        };
      }),
    ),
  );

  // 7. This month's cancellations, one per way a freed slot ends.
  statements.push(...(await cancellationPaths()));

  // Sealed with the instance's key: without it (a test seeding the clinic alone) no row could be opened.
  if (keys && outbox.length > 0) statements.push(db.insert(emailOutbox).values(outbox));
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);

  async function cancellationPaths(): Promise<Statement[]> {
    const monthStart = clinicInstant(`${today.slice(0, 7)}-01`, '00:00', timeZone).getTime();
    const span = now.getTime() - monthStart;
    /** The nth of six instants spread over the month so far. */
    const cancelledAt = (nth: number) => iso(monthStart + Math.floor((span * nth) / 8));
    const out: Statement[] = [];
    const person = (fullName: string, email: string, phone: string, status: 'booked' | 'invited' | 'waiting') => ({
      id: randomUUID(),
      fullName,
      email,
      phone,
      status,
    });
    const nadia = person('Nadia Fontaine', 'nadia.fontaine@courriel.example', '514 555-0160', 'booked');
    const julien = person('Julien Caron', 'julien.caron@courriel.example', '514 555-0161', 'invited');
    const elise = person('Élise Martel', 'elise.martel@courriel.example', '514 555-0162', 'waiting');
    const hugo = person('Hugo Lachance', 'hugo.lachance@courriel.example', '514 555-0163', 'invited');
    const people = [nadia, julien, elise, hugo];
    out.push(
      db.insert(waitlistEntries).values(
        people.map((entry, index) => ({
          ...entry,
          // Saturday mornings only, when the clinic sees people by appointment: the real waitlist
          // job never invites them to a weekday slot (the demo's own offers and the e2e's stay as they were).
          preferredDays: ['Samedi'],
          preferredTimes: ['Matin (8h-12h)'],
          notes: 'Disponible le samedi matin seulement.',
          contactConsentAt: ago((30 - index) * day),
          createdAt: ago((30 - index) * day),
          updatedAt: ago(day),
        })),
      ),
    );
    const demoWaiting = await db
      .select({ id: waitlistEntries.id, fullName: waitlistEntries.fullName, email: waitlistEntries.email })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.status, 'waiting'));
    const everyone = [...people, ...demoWaiting];

    const path = (
      key: string,
      nth: number,
      slot: { date: string; time: string },
      offer: {
        status: 'open' | 'filled' | 'expired';
        invitations: { entryId: string; status: 'pending' | 'accepted' | 'expired' | 'declined'; name: string }[];
      } | null,
      byClinic = false,
      /** The latest the cancellation may be: before a slot already past. */
      latestCancellation = Number.POSITIVE_INFINITY,
    ) => {
      const appointmentId = randomUUID();
      const patient = candidates[nth % candidates.length];
      const at = iso(Math.min(Date.parse(cancelledAt(nth)), latestCancellation));
      const name = patient ? `${patient.firstName} ${patient.lastName}` : `Patient ${key}`;
      out.push(
        db.insert(appointments).values({
          id: appointmentId,
          patientId: patient?.id ?? null,
          name,
          email: patient?.email ?? `${key}@courriel.example`,
          phone: patient?.phone ?? '514 555-0100',
          status: 'cancelled',
          cancellationReason: byClinic ? 'La praticienne est en formation' : 'Empêchement',
          cancelledAt: at,
          scheduledDate: slot.date,
          scheduledTime: slot.time,
          durationMinutes: 30,
          serviceTypeId: followUp.id,
          bookingSource: 'online',
          paymentAmount: followUp.price,
          createdAt: ago(45 * day),
          updatedAt: at,
        }),
      );
      if (byClinic) {
        out.push(
          db.insert(auditEvents).values({
            id: randomUUID(),
            actorType: 'staff',
            actorId: adminId,
            action: 'appointment.cancelled',
            entity: 'appointments',
            entityId: appointmentId,
            details: { notify: true },
            createdAt: at,
          }),
        );
      }
      if (!offer) return;
      const eventId = randomUUID();
      const offerId = randomUUID();
      const slotStart = clinicInstant(slot.date, slot.time, timeZone);
      out.push(
        db.insert(appointmentEvents).values({
          id: eventId,
          type: 'slot_freed',
          appointmentId,
          slotDate: slot.date,
          slotTime: slot.time,
          durationMinutes: 30,
          reason: 'cancelled',
          createdAt: at,
          handledAt: iso(Date.parse(at) + 20_000),
        }),
        db.insert(appointmentSlotOffers).values({
          id: offerId,
          appointmentId,
          serviceTypeId: followUp.id,
          slotDatetime: slotStart.toISOString(),
          slotDate: slot.date,
          slotTime: slot.time,
          durationMinutes: 30,
          status: offer.status,
          sourceEventId: eventId,
          createdAt: iso(Date.parse(at) + 20_000),
          updatedAt: iso(Date.parse(at) + 20_000),
        }),
      );
      for (const [index, invitation] of offer.invitations.entries()) {
        // Batches an answer's time apart, the last still running when it is pending.
        const invitedAt = invitation.status === 'pending' ? now.getTime() - 30 * minute : Date.parse(at) + 30_000 + index * 2 * hour;
        const expiresAt = invitedAt + demoSettings.offerExpiryMinutes * minute;
        const token = mintToken('secret');
        out.push(
          db.insert(slotOfferInvitations).values({
            id: randomUUID(),
            slotOfferId: offerId,
            waitlistEntryId: invitation.entryId,
            tokenHash: hashToken(token),
            status: invitation.status,
            expiresAt: iso(expiresAt),
            respondedAt: invitation.status === 'accepted' || invitation.status === 'declined' ? iso(invitedAt + 20 * minute) : null,
            createdAt: iso(invitedAt),
          }),
        );
        mailRow(
          {
            to: everyone.find((entry) => entry.id === invitation.entryId)?.email ?? 'liste.attente@courriel.example',
            ...slotOfferEmail({
              clinic,
              slot: details({ name: invitation.name, date: slot.date, time: slot.time }),
              expiresAt: new Date(expiresAt),
              timeZone,
              publicUrl,
              token,
            }),
          },
          { kind: 'offre_liste_attente' },
          { state: 'sent', createdAt: iso(invitedAt), sentAt: iso(invitedAt + 2000) },
        );
        if (invitation.status === 'accepted') {
          out.push(
            db.insert(appointments).values({
              id: randomUUID(),
              name: invitation.name,
              email: everyone.find((entry) => entry.id === invitation.entryId)?.email ?? '',
              phone: '514 555-0160',
              status: 'pending',
              scheduledDate: slot.date,
              scheduledTime: slot.time,
              durationMinutes: 30,
              serviceTypeId: followUp.id,
              bookingSource: 'waitlist',
              reminderSentAt: null,
              createdAt: iso(invitedAt + 20 * minute),
              updatedAt: iso(invitedAt + 20 * minute),
            }),
          );
        }
      }
    };
    const ahead = (days: number, times: readonly string[]) => {
      const date = weekdaysFrom(today, days);
      return {
        date,
        time: freeTime(
          date,
          times.filter((time) => isWithinDemoHours(date, time, 30)),
        ),
      };
    };
    const late = ['15:30', '16:30', '17:30', '18:00', '18:30'] as const;
    // Accepted: Nadia took the slot after the first person let hers expire.
    path('accepted', 1, ahead(4, late), {
      status: 'filled',
      invitations: [
        { entryId: elise.id, status: 'expired', name: elise.fullName },
        { entryId: nadia.id, status: 'accepted', name: nadia.fullName },
      ],
    });
    // Offering: Julien has the invitation, still running (cancelled by the clinic).
    path(
      'offering',
      2,
      ahead(6, late),
      { status: 'open', invitations: [{ entryId: julien.id, status: 'pending', name: julien.fullName }] },
      true,
    );
    // Cascaded: Élise declined, Hugo holds it now.
    path('cascaded', 3, ahead(7, late), {
      status: 'open',
      invitations: [
        { entryId: elise.id, status: 'declined', name: elise.fullName },
        { entryId: hugo.id, status: 'pending', name: hugo.fullName },
      ],
    });
    // Expired: everyone waiting was invited and let it run out; nobody is left to invite.
    path('expired', 4, ahead(8, late), {
      status: 'open',
      invitations: [...demoWaiting, elise].map((entry) => ({ entryId: entry.id, status: 'expired' as const, name: entry.fullName })),
    });
    // Past: the slot came with nobody having taken it, the last open hour at least two hours ago
    // (on a weekend, Friday's), and its cancellation before it.
    const twoHoursAgo = new Date(now.getTime() - 2 * hour);
    const pastSlot = lastDemoOpenHour(clinicDate(twoHoursAgo, timeZone), clinicTime(twoHoursAgo, timeZone), 30);
    const cancelledBefore = clinicInstant(pastSlot.date, pastSlot.time, timeZone).getTime() - hour;
    path(
      'past',
      5,
      pastSlot,
      { status: 'expired', invitations: [{ entryId: elise.id, status: 'expired', name: elise.fullName }] },
      false,
      cancelledBefore,
    );
    // Not offered: cancelled too late to offer it.
    path('not_offered', 6, pastSlot, null, false, cancelledBefore);
    return out;
  }
}
