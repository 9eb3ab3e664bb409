// The day view's buttons (specification §4: staff mark an appointment completed; also
// no-show, with an undo): one status to another, only if the appointment still has the status the
// screen showed, so two people (or two tabs) cannot overwrite each other's change unseen. The undo
// is the same call back. Completing a visit counts it in the patient's record (total visits, last
// visit), undoing it takes it back, in the same batch as the status. Completing it also makes the
// visit's draft invoice, and a no-show the no-show fee's, in that batch too; undoing
// either leaves the draft (staff delete or waive it). A visit is marked absent only once its start
// has passed at the clinic: earlier, the patient may still come, and the fee would be drafted.
import { and, eq, exists, isNull, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import { errorCodes } from 'shared-domain/platform/errors';
import { mayMarkNoShow, visitTimingMessages } from 'shared-domain/scheduling/visit-timing';
import { clinicNow } from '../../clinic/public';
import { type AdminAppointment, loadAdminAppointment } from '../calendar/appointment-view';
import { slotTaken } from '../booking/book-appointment';
import { slotIsFree } from '../booking/slot-guard';
import { fileBookingUnderPatientRecord } from '../booking/patient-record';
import type { AppDeps } from '../../deps';
import { appointments, patients } from '../../platform/db/schema';
import { visitDraftStatements } from '../../billing/public';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { adminDayMessages, type SettableStatus, type StatusChange } from 'shared-domain/scheduling/day-input';

type StatusDeps = Pick<AppDeps, 'db' | 'clock'>;

export const appointmentChanged = () => new AppError(errorCodes.appointmentChanged, adminDayMessages.changedMeanwhile);

const holdsSlot = (status: string) => (slotHoldingStatuses as readonly string[]).includes(status);

/**
 * Sets `change.status` on a dated appointment whose status is still `change.from`. Going back to a
 * status that holds a slot (the undo of a no-show or a completion) re-checks in the same statement
 * that the slot is still free: once freed, online booking may have offered it.
 */
export async function changeAppointmentStatus(
  deps: StatusDeps,
  id: string,
  change: StatusChange,
  by: { staffId: string | null } = { staffId: null },
): Promise<AdminAppointment> {
  // Staff confirming an online booking vouch for it: it joins the record its address matches.
  if (change.status === 'confirmed' || change.status === 'completed') await fileBookingUnderPatientRecord(deps.db, id);
  const [current] = await deps.db
    .select({
      status: appointments.status,
      patientId: appointments.patientId,
      scheduledDate: appointments.scheduledDate,
      scheduledTime: appointments.scheduledTime,
      durationMinutes: appointments.durationMinutes,
    })
    .from(appointments)
    .where(eq(appointments.id, id));
  // An undated request has no visit to mark: it is scheduled or declined from the inbox.
  if (!current?.scheduledDate || !current.scheduledTime) throw notFound(adminDayMessages.appointmentNotFound);
  if (current.status !== change.from) throw appointmentChanged();
  if (change.from === 'cancelled') {
    // Its slot went back to the booking page and the waitlist: reopening it is a new booking.
    throw fieldRefusal({ from: adminDayMessages.cancelledStays });
  }
  if (change.status === change.from) return described(deps, id);
  if (change.status === 'no_show') {
    const now = await clinicNow(deps);
    if (!mayMarkNoShow(current, { date: now.today, time: now.time }))
      throw new AppError(errorCodes.visitNotDue, visitTimingMessages.noShowTooEarly);
  }

  const slot = { date: current.scheduledDate, time: current.scheduledTime, durationMinutes: current.durationMinutes };
  const reopens = holdsSlot(change.status) && !holdsSlot(change.from);
  const unchanged = and(
    eq(appointments.id, id),
    eq(appointments.status, change.from),
    current.patientId === null ? isNull(appointments.patientId) : eq(appointments.patientId, current.patientId),
  );
  const condition = and(unchanged, reopens ? slotIsFree(deps.db, slot, id) : undefined);
  const stamp = deps.clock.now().toISOString();
  const visits = current.patientId
    ? patientVisitsChange(deps, { id, patientId: current.patientId, date: slot.date }, change, condition)
    : undefined;
  const statusUpdate = deps.db.update(appointments).set({ status: change.status, updatedAt: stamp }).where(condition);
  const draftKind = change.status === 'completed' ? 'visit' : change.status === 'no_show' ? 'no_show_fee' : undefined;
  const draft = draftKind
    ? await visitDraftStatements(
        deps,
        { appointmentId: id, kind: draftKind, staffId: by.staffId },
        exists(deps.db.select({ one: sql`1` }).from(appointments).where(condition)),
      )
    : undefined;
  // The patient's update and the draft go first under the same condition, and write nothing the
  // condition reads: they are made exactly when the status is.
  const statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] = [statusUpdate];
  statements.unshift(...(visits ? [visits] : []), ...(draft?.invoiceId ? draft.statements : []));
  const results = await deps.db.batch(statements);
  if (results.at(-1)?.rowsAffected !== 1) {
    // Lost: the appointment changed meanwhile, or its slot is no longer free to hold again.
    const [still] = await deps.db.select({ one: sql`1` }).from(appointments).where(unchanged);
    throw still ? slotTaken() : appointmentChanged();
  }
  return described(deps, id);
}

async function described(deps: StatusDeps, id: string): Promise<AdminAppointment> {
  const appointment = await loadAdminAppointment(deps.db, id);
  if (!appointment) throw notFound(adminDayMessages.appointmentNotFound);
  return appointment;
}

/**
 * The patient record's count of visits and last visit, when the change enters or leaves
 * `completed`; undefined when it does neither.
 */
function patientVisitsChange(
  deps: StatusDeps,
  visit: { id: string; patientId: string; date: string },
  change: { status: SettableStatus; from: string },
  condition: SQL | undefined,
) {
  const entering = change.status === 'completed';
  const leaving = change.from === 'completed';
  if (entering === leaving) return undefined;
  const whenChanged = and(eq(patients.id, visit.patientId), exists(deps.db.select({ one: sql`1` }).from(appointments).where(condition)));
  const stamp = deps.clock.now().toISOString();
  if (entering) {
    return deps.db
      .update(patients)
      .set({
        totalVisits: sql`${patients.totalVisits} + 1`,
        lastVisit: sql`case when ${patients.lastVisit} is null or ${patients.lastVisit} < ${visit.date} then ${visit.date} else ${patients.lastVisit} end`,
        updatedAt: stamp,
      })
      .where(whenChanged);
  }
  // Leaving: when this visit was the last one, the last is now the latest other completed visit
  // (visits counted before the records were kept are not known by date).
  const latestOther = sql`(select max(${appointments.scheduledDate}) from ${appointments} where ${appointments.patientId} = ${visit.patientId} and ${appointments.status} = 'completed' and ${appointments.id} <> ${visit.id})`;
  return deps.db
    .update(patients)
    .set({
      totalVisits: sql`max(${patients.totalVisits} - 1, 0)`,
      lastVisit: sql`case when ${patients.lastVisit} = ${visit.date} then ${latestOther} else ${patients.lastVisit} end`,
      updatedAt: stamp,
    })
    .where(whenChanged);
}
