// What each kind of batch does to each appointment of its selection, decided once for the dry run
// and the run alike: the dry run shows the plan's items, the run writes them (./run-batch.ts).
// Every change is guarded in SQL on what the plan read (the appointment's status and slot not
// changed, the new slot still free), its report row, e-mail and audit entry written under the same
// condition before it, so a change lost to a race is reported « Non touché » and e-mails no one.
import { randomUUID } from 'node:crypto';
import { and, eq, exists, notExists, type SQL, sql } from 'drizzle-orm';
import { type BatchRequest, automationMessages, batchKindLabels, batchPatientGroupLabels } from 'shared-domain/automation/automation';
import type { BatchClosureView, BatchDryRunView } from 'shared-domain/automation/automation-views';
import { rebookingLimits } from 'shared-domain/scheduling/rebooking';
import { overlapsTaken, takenIntervals } from 'shared-domain/scheduling/availability';
import { clinicDate, clinicInstant, weekdayOf } from 'shared-domain/platform/clinic-time';
import { formatDate } from 'shared-domain/platform/format';
import { batchItemOutcomeLabels } from 'shared-domain/automation/automation';
import { depositsPaid } from '../../billing/public';
import { closureAddedStatements, loadEmailClinic, loadOpeningHours } from '../../clinic/public';
import { appointmentEvents, appointmentLinks, appointments } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { insertWhere } from '../../platform/db/insert-where';
import { fieldRefusal } from '../../platform/http/app-error';
import type { RenderedEmail } from '../../platform/mail/email-layout';
import type { MailAttachment } from '../../platform/mail/outgoing-mail';
import {
  appointmentHoldsSlot,
  loadAgenda,
  newAppointmentLink,
  rebookingRequestRows,
  rebookingSlotFinder,
  slotIsFree,
  slotTakenStatements,
} from '../../scheduling/public';
import { batchEmailLabels, cancellationEmail, confirmationEmail, type EmailClinic, moveEmail, typedMessageEmail } from './batch-emails';
import {
  appointmentFingerprint,
  patientFingerprint,
  type SelectedAppointment,
  selectAppointments,
  selectPatients,
  selectionToken,
} from './batch-selection';
import {
  type BatchDeps,
  batchMail,
  type BatchPlan,
  itemAudit,
  itemRow,
  itemTotals,
  type PlannedItem,
  type RunContext,
  sendTime,
  type Statement,
} from './run-batch';

export const planNotes = {
  noEmail: 'Aucune adresse courriel',
  changedMeanwhile: 'Le rendez-vous a changé depuis l’aperçu',
  closedDay: 'La clinique est fermée ce jour-là',
  outsideHours: 'Hors des heures d’ouverture',
  blocked: 'Ce moment est bloqué à l’horaire',
  taken: 'Le nouveau créneau est déjà pris',
  past: 'Ce créneau est déjà passé',
  takenMeanwhile: 'Le nouveau créneau n’est plus libre, ou le rendez-vous a changé',
  sameDay: 'Déjà à cette date',
} as const;

export const pastDayMessage = 'Choisissez un jour à venir.';

/** The appointment as a report line, before the kind says what happens to it. */
export function appointmentView(appointment: SelectedAppointment, timeZone: string) {
  return {
    appointmentId: appointment.id,
    patientId: appointment.patientId,
    patientName: appointment.name,
    startsAt: clinicInstant(appointment.scheduledDate, appointment.scheduledTime, timeZone).toISOString(),
    movesTo: null,
    serviceName: appointment.serviceName,
    note: null,
  };
}

/** What the undo needs to put the appointment back as it was. */
function beforeOf(appointment: SelectedAppointment): Record<string, unknown> {
  return {
    status: appointment.status,
    scheduledDate: appointment.scheduledDate,
    scheduledTime: appointment.scheduledTime,
    durationMinutes: appointment.durationMinutes,
    presenceConfirmed: appointment.presenceConfirmed,
    reminderSentAt: appointment.reminderSentAt,
  };
}

/** The appointment still as the plan read it: same status, same slot. */
function unchanged(appointment: SelectedAppointment): SQL {
  return and(
    eq(appointments.id, appointment.id),
    eq(appointments.status, appointment.status),
    eq(appointments.scheduledDate, appointment.scheduledDate),
    eq(appointments.scheduledTime, appointment.scheduledTime),
  ) as SQL;
}

/** `condition` on the appointments table, as a guard for a statement on another table. */
function holds(run: RunContext, condition: SQL): { here: SQL; gone: SQL } {
  const query = run.deps.db.select({ one: sql`1` }).from(appointments).where(condition);
  return { here: exists(query), gone: notExists(query) };
}

const selectionWords = (selection: BatchRequest['selection'], count: number) => {
  if (selection.type === 'day') return formatDate(selection.date);
  if (selection.type === 'range') return `du ${formatDate(selection.from)} au ${formatDate(selection.to)}`;
  if (selection.type === 'patients') {
    const group = batchPatientGroupLabels[selection.status];
    return selection.lastVisitSince ? `${group} vus depuis le ${formatDate(selection.lastVisitSince)}` : group;
  }
  return count === 1 ? '1 rendez-vous choisi' : `${count} rendez-vous choisis`;
};

/** The batch in words, for the list and the report (« Journée maladie — jeudi 26 novembre 2026 »). */
export function batchSummary(request: BatchRequest, count: number): string {
  const words = selectionWords(request.selection, count);
  switch (request.kind) {
    case 'cancel':
      return `${request.reason} — ${words}`;
    case 'move':
      return `Déplacement — ${words}, vers le ${formatDate(request.toDate)}`;
    case 'message':
      return `Message « ${request.subject} » — ${words}`;
    case 'resend_confirmations':
      return `Renvoi des confirmations — ${words}`;
  }
}

export interface PlanContext {
  deps: BatchDeps;
  clinic: EmailClinic;
}

export async function planContext(deps: BatchDeps): Promise<PlanContext> {
  return { deps, clinic: await loadEmailClinic(deps.db) };
}

/** The days a cancellation closes to booking: its day or its range, when asked; refused for chosen appointments. */
function closureOf(request: Extract<BatchRequest, { kind: 'cancel' }>): BatchClosureView | null {
  if (!request.closeDays) return null;
  const { selection } = request;
  if (selection.type === 'day') return { startDate: selection.date, endDate: selection.date };
  if (selection.type === 'range') return { startDate: selection.from, endDate: selection.to };
  throw fieldRefusal('closeDays', automationMessages.closeDaysNeedsDays);
}

async function planCancel(context: PlanContext, request: Extract<BatchRequest, { kind: 'cancel' }>): Promise<BatchPlan> {
  const { deps, clinic } = context;
  const closure = closureOf(request);
  const selected = await selectAppointments(deps, request.selection, { futureOnly: true, timeZone: clinic.timeZone });
  // Each patient told is offered slots of her own, never on the cancelled days.
  const offerSlots = await rebookingSlotFinder(deps, {
    skipDays: new Set(selected.map((appointment) => appointment.scheduledDate)),
    closing: closure ? [{ ...closure, startTime: null, endTime: null }] : [],
  });
  const rebookingExpiresAt = new Date(deps.clock.now().getTime() + rebookingLimits.expiresInHoursDefault * 60 * 60_000);
  const items = selected.map((appointment): PlannedItem => {
    const email = appointment.email.trim() === '' ? null : appointment.email;
    const offered = email ? offerSlots(appointment) : [];
    return {
      view: {
        ...appointmentView(appointment, clinic.timeZone),
        email,
        emailLabel: email ? batchEmailLabels.cancel : null,
        outcome: 'cancelled',
        note: email ? null : planNotes.noEmail,
      },
      write(run, sendAt) {
        const condition = unchanged(appointment);
        const { here, gone } = holds(run, condition);
        const subject = { appointmentId: appointment.id, patientId: appointment.patientId };
        const statements: Statement[] = [
          itemRow(run, { ...subject, outcome: 'cancelled', before: beforeOf(appointment), note: email ? null : planNotes.noEmail }, here),
          itemRow(run, { ...subject, outcome: 'skipped', note: planNotes.changedMeanwhile }, gone),
        ];
        if (email) {
          // The patient's rebooking link, written with the cancellation; its token only in the e-mail.
          const rebooking =
            offered.length > 0
              ? rebookingRequestRows(
                  run.deps,
                  {
                    ...subject,
                    patientName: appointment.name,
                    patientEmail: email,
                    reason: request.reason,
                    slots: offered,
                    expiresAt: rebookingExpiresAt,
                    timeZone: clinic.timeZone,
                    createdAt: run.now,
                  },
                  here,
                )
              : undefined;
          const mail = cancellationEmail(deps, clinic, appointment, request.reason, rebooking?.token);
          statements.push(
            ...(rebooking?.statements ?? []),
            ...batchMail(run, { to: email, ...mail, kind: 'annulation' }, subject, sendAt, here),
          );
        }
        if (request.offerToWaitlist) {
          // Offered only when asked: the waitlist's engine makes the offer from this event, by its own rules.
          statements.push(
            run.deps.db.run(
              insertWhere(
                appointmentEvents,
                {
                  id: randomUUID(),
                  type: 'slot_freed',
                  appointmentId: appointment.id,
                  slotDate: appointment.scheduledDate,
                  slotTime: appointment.scheduledTime,
                  durationMinutes: appointment.durationMinutes,
                  reason: 'cancelled',
                  ...createdTimestamp(run.deps.clock),
                },
                here,
              ),
            ),
          );
        }
        statements.push(
          itemAudit(
            run,
            {
              action: 'appointment.cancelled',
              entity: 'appointments',
              entityId: appointment.id,
              details: { notify: email !== null, batchId: run.batchId },
            },
            here,
          ),
          // No late-cancellation fee: the clinic cancels, not the patient.
          run.deps.db
            .update(appointments)
            .set({ status: 'cancelled', cancellationReason: request.reason, cancelledAt: run.now, updatedAt: run.now })
            .where(condition),
        );
        return statements;
      },
    };
  });
  return {
    kind: 'cancel',
    items,
    // Each deposit goes back in full once the batch can no longer be undone (batch-deposit-refund-job.ts).
    deposits: (
      await depositsPaid(
        deps,
        selected.map((appointment) => appointment.id),
      )
    ).size,
    selectionToken: selectionToken('cancel', selected.map(appointmentFingerprint)),
    closure: closure && {
      view: closure,
      // The clinic's own closure, under the batch's id: « Paramètres » lists it, the undo removes it.
      write: (run) => [...closureAddedStatements(run.deps, run.staffId, { id: run.batchId, ...closure, reason: request.reason })],
    },
  };
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

async function planMove(context: PlanContext, request: Extract<BatchRequest, { kind: 'move' }>): Promise<BatchPlan> {
  const { deps, clinic } = context;
  const now = deps.clock.now();
  const today = clinicDate(now, clinic.timeZone);
  if (request.toDate < today) throw fieldRefusal('toDate', pastDayMessage);
  const selected = await selectAppointments(deps, request.selection, { futureOnly: true, timeZone: clinic.timeZone });
  if (selected.some((appointment) => appointment.scheduledDate === request.toDate))
    throw fieldRefusal('toDate', automationMessages.sameDay);
  const [hours, agenda] = await Promise.all([loadOpeningHours(deps.db), loadAgenda(deps.db, request.toDate, request.toDate)]);
  const day = hours.find((entry) => entry.weekday === weekdayOf(request.toDate));
  const breaksOnly = takenIntervals(request.toDate, [], [], hours);
  const blockedOnly = takenIntervals(request.toDate, [], agenda.blocked);
  // The day's appointments, then each move planned before this one (a range moved onto one day).
  const held = [...agenda.appointments];

  const refusal = (appointment: SelectedAppointment): string | null => {
    const { scheduledTime: time, durationMinutes } = appointment;
    if (!day?.enabled) return planNotes.closedDay;
    if (minutesOf(time) < minutesOf(day.start) || minutesOf(time) + durationMinutes > minutesOf(day.end)) return planNotes.outsideHours;
    if (overlapsTaken(time, durationMinutes, breaksOnly) || overlapsTaken(time, durationMinutes, blockedOnly)) return planNotes.blocked;
    if (clinicInstant(request.toDate, time, clinic.timeZone) <= now) return planNotes.past;
    if (overlapsTaken(time, durationMinutes, takenIntervals(request.toDate, held))) return planNotes.taken;
    return null;
  };

  const items = selected.map((appointment): PlannedItem => {
    const base = appointmentView(appointment, clinic.timeZone);
    const subject = { appointmentId: appointment.id, patientId: appointment.patientId };
    const note = refusal(appointment);
    if (note) {
      return {
        view: { ...base, email: null, emailLabel: null, outcome: 'skipped', note },
        write: (run) => [itemRow(run, { ...subject, outcome: 'skipped', note })],
      };
    }
    held.push({ ...appointment, scheduledDate: request.toDate });
    const target = { date: request.toDate, time: appointment.scheduledTime, durationMinutes: appointment.durationMinutes };
    const movesTo = clinicInstant(target.date, target.time, clinic.timeZone).toISOString();
    const email = appointment.email.trim() === '' ? null : appointment.email;
    return {
      view: {
        ...base,
        movesTo,
        email,
        emailLabel: email ? batchEmailLabels.move : null,
        outcome: 'moved',
        note: email ? null : planNotes.noEmail,
      },
      write(run, sendAt) {
        const { db } = run.deps;
        const condition = and(unchanged(appointment), slotIsFree(db, target, appointment.id)) as SQL;
        const { here, gone } = holds(run, condition);
        const from = { date: appointment.scheduledDate, time: appointment.scheduledTime };
        const statements: Statement[] = [
          itemRow(
            run,
            {
              ...subject,
              outcome: 'moved',
              before: { ...beforeOf(appointment), movedTo: { date: target.date, time: target.time } },
              movesTo,
              note: email ? null : planNotes.noEmail,
            },
            here,
          ),
          itemRow(run, { ...subject, outcome: 'skipped', note: planNotes.takenMeanwhile }, gone),
        ];
        if (email) {
          // A management link for the new date, written with the move; its token only in the e-mail.
          const link = newAppointmentLink(run.deps, 'manage', { id: appointment.id, scheduledDate: target.date }, clinic.timeZone);
          statements.push(
            db.run(insertWhere(appointmentLinks, link.row, here)),
            ...batchMail(
              run,
              { to: email, ...moveEmail(deps, clinic, appointment, from, target, link.linkToken), kind: 'reprogrammé' },
              subject,
              sendAt,
              here,
            ),
          );
        }
        statements.push(
          itemAudit(
            run,
            {
              action: 'appointment.updated',
              entity: 'appointments',
              entityId: appointment.id,
              details: { changed: ['scheduledDate'], previous: from, notify: email !== null, batchId: run.batchId },
            },
            here,
          ),
          db
            .update(appointments)
            .set({ scheduledDate: target.date, presenceConfirmed: false, reminderSentAt: null, updatedAt: run.now })
            .where(condition),
          // The new slot is taken: the waitlist's open offers for it close.
          ...slotTakenStatements(run.deps, target, appointmentHoldsSlot(db, appointment.id, target)),
        );
        return statements;
      },
    };
  });
  const targetDay = [agenda.appointments.map((entry) => [entry.scheduledTime, entry.durationMinutes, entry.status]), agenda.blocked];
  return { kind: 'move', items, selectionToken: selectionToken('move', [...selected.map(appointmentFingerprint), targetDay]) };
}

async function planMessage(context: PlanContext, request: Extract<BatchRequest, { kind: 'message' }>): Promise<BatchPlan> {
  if (request.selection.type === 'patients') return planPatientMessage(context, request, request.selection);
  const { deps, clinic } = context;
  const selected = await selectAppointments(deps, request.selection, { futureOnly: false, timeZone: clinic.timeZone });
  // One message per person, however many of their appointments the selection holds.
  const people = new Map<string, SelectedAppointment>();
  for (const appointment of selected) {
    const key = appointment.patientId ?? (appointment.email.trim().toLowerCase() || appointment.id);
    if (!people.has(key)) people.set(key, appointment);
  }
  const items = [...people.values()].map((appointment): PlannedItem => {
    const email = appointment.email.trim() === '' ? null : appointment.email;
    const subject = { appointmentId: appointment.id, patientId: appointment.patientId };
    return {
      view: {
        ...appointmentView(appointment, clinic.timeZone),
        email,
        emailLabel: email ? batchEmailLabels.message : null,
        outcome: email ? 'messaged' : 'skipped',
        note: email ? null : planNotes.noEmail,
      },
      write(run, sendAt) {
        if (!email) return [itemRow(run, { ...subject, outcome: 'skipped', note: planNotes.noEmail })];
        const mail = typedMessageEmail(clinic, appointment.name, request);
        return [
          itemRow(run, { ...subject, outcome: 'messaged' }),
          ...batchMail(run, { to: email, ...mail, kind: 'batch_message' }, subject, sendAt),
        ];
      },
    };
  });
  return { kind: 'message', items, selectionToken: selectionToken('message', selected.map(appointmentFingerprint)) };
}

/** A message to patients chosen by group: one each, unless no address or the e-mails were refused. */
async function planPatientMessage(
  context: PlanContext,
  request: Extract<BatchRequest, { kind: 'message' }>,
  selection: Extract<BatchRequest['selection'], { type: 'patients' }>,
): Promise<BatchPlan> {
  const { deps, clinic } = context;
  const selected = await selectPatients(deps, selection);
  const items = selected.map((patient): PlannedItem => {
    const refusal = patient.email === null ? planNotes.noEmail : patient.emailConsent ? null : automationMessages.noEmailConsent;
    const subject = { appointmentId: null, patientId: patient.id };
    return {
      view: {
        appointmentId: null,
        patientId: patient.id,
        patientName: patient.name,
        startsAt: null,
        movesTo: null,
        serviceName: null,
        email: refusal ? null : patient.email,
        emailLabel: refusal ? null : batchEmailLabels.message,
        outcome: refusal ? 'skipped' : 'messaged',
        note: refusal,
      },
      write(run, sendAt) {
        if (refusal || patient.email === null) return [itemRow(run, { ...subject, outcome: 'skipped', note: refusal })];
        const mail = typedMessageEmail(clinic, patient.name, request);
        return [
          itemRow(run, { ...subject, outcome: 'messaged' }),
          ...batchMail(run, { to: patient.email, ...mail, kind: 'batch_message' }, subject, sendAt),
        ];
      },
    };
  });
  return { kind: 'message', items, selectionToken: selectionToken('message', selected.map(patientFingerprint)) };
}

/**
 * One e-mail per appointment with a fresh management link (its token only in the e-mail), sent
 * while the appointment still holds its slot: the confirmation again, or (one-click) the presence request.
 */
export function appointmentMailItems(
  context: PlanContext,
  selected: readonly SelectedAppointment[],
  kind: 'resend_confirmations' | 'presence_reminders',
  render: (appointment: SelectedAppointment, linkToken: string) => RenderedEmail & { attachments?: MailAttachment[]; kind: string },
): PlannedItem[] {
  const { clinic } = context;
  return selected.map((appointment): PlannedItem => {
    const email = appointment.email.trim() === '' ? null : appointment.email;
    const subject = { appointmentId: appointment.id, patientId: appointment.patientId };
    return {
      view: {
        ...appointmentView(appointment, clinic.timeZone),
        email,
        emailLabel: email ? batchEmailLabels[kind] : null,
        outcome: email ? 'messaged' : 'skipped',
        note: email ? null : planNotes.noEmail,
      },
      write(run, sendAt) {
        if (!email) return [itemRow(run, { ...subject, outcome: 'skipped', note: planNotes.noEmail })];
        const { here, gone } = holds(run, unchanged(appointment));
        const link = newAppointmentLink(
          run.deps,
          'manage',
          { id: appointment.id, scheduledDate: appointment.scheduledDate },
          clinic.timeZone,
        );
        return [
          itemRow(run, { ...subject, outcome: 'messaged' }, here),
          itemRow(run, { ...subject, outcome: 'skipped', note: planNotes.changedMeanwhile }, gone),
          run.deps.db.run(insertWhere(appointmentLinks, link.row, here)),
          ...batchMail(run, { to: email, ...render(appointment, link.linkToken) }, subject, sendAt, here),
        ];
      },
    };
  });
}

async function planResend(context: PlanContext, request: Extract<BatchRequest, { kind: 'resend_confirmations' }>): Promise<BatchPlan> {
  const { deps, clinic } = context;
  const selected = await selectAppointments(deps, request.selection, { futureOnly: true, timeZone: clinic.timeZone });
  const items = appointmentMailItems(context, selected, 'resend_confirmations', (appointment, token) => ({
    ...confirmationEmail(deps, clinic, appointment, token),
    kind: 'confirmation',
  }));
  return {
    kind: 'resend_confirmations',
    items,
    selectionToken: selectionToken('resend_confirmations', selected.map(appointmentFingerprint)),
  };
}

export function planBatch(context: PlanContext, request: BatchRequest): Promise<BatchPlan> {
  switch (request.kind) {
    case 'cancel':
      return planCancel(context, request);
    case 'move':
      return planMove(context, request);
    case 'message':
      return planMessage(context, request);
    case 'resend_confirmations':
      return planResend(context, request);
  }
}

/** The dry run's answer: who gets what, and when the e-mails would leave at this rate. */
export function dryRunView(plan: BatchPlan, now: Date, send: { sendDelayMinutes: number; ratePerMinute: number }): BatchDryRunView {
  const totals = itemTotals(plan.items);
  return {
    kind: plan.kind,
    kindLabel: batchKindLabels[plan.kind],
    selectionToken: plan.selectionToken,
    items: plan.items.map((item) => ({ ...item.view, outcomeLabel: batchItemOutcomeLabels[item.view.outcome], messageState: null })),
    totals: { ...totals, deposits: plan.deposits ?? 0 },
    firstEmailAt: totals.emails > 0 ? sendTime(now, send.sendDelayMinutes, send.ratePerMinute, 0).toISOString() : null,
    lastEmailAt: totals.emails > 0 ? sendTime(now, send.sendDelayMinutes, send.ratePerMinute, totals.emails - 1).toISOString() : null,
    closure: plan.closure?.view ?? null,
  } satisfies BatchDryRunView;
}
