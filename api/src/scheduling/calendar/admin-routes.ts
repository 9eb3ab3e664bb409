// The calendar, staff availability, creating, moving and cancelling appointments, blocked times,
// the appointments list and its CSV. Mounted on the admin surface: a staff session with
// a verified second factor. Every change of an appointment or a blocked time, every patient record
// made here and every export goes to the audit trail (names of fields and counts, never values).
import { Hono } from 'hono';
import { type AdminAppointment, loadAdminAppointment } from './appointment-view';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { loadClinicSettings } from '../../clinic/public';
import { depositAfterCancellation, lateCancellationDraft } from '../../billing/public';
import type { AppDeps } from '../../deps';
import { notFound } from '../../platform/http/app-error';
import { allow } from '../../platform/http/allow';
import { validate } from '../../platform/http/validate';
import { readsHealthText, visitFor } from '../../platform/http/health-text';
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import type { AdminEnv } from '../../platform/http/subject';
import { allAppointments, listAppointments } from './appointment-list';
import { csvByteOrderMark } from '../../platform/files/csv-file';
import { csvFileName, csvHeaderLine, csvRows } from './appointments-csv';
import { blockTime, unblockTime } from './blocked-times';
import {
  appointmentChangeSchema,
  appointmentCreationSchema,
  appointmentListQuery,
  availabilityQuery,
  blockedTimeSchema,
  blockedTimesQuery,
  calendarMessages,
  calendarQuery,
  cancellationByStaffSchema,
} from 'shared-domain/scheduling/calendar-input';
import { loadBlockedTimes, loadCalendar } from './calendar-view';
import { bookForPatient, cancelByClinic, changeAppointment } from './staff-appointments';
import { staffAvailability } from './staff-slots';
import { clinicNowIn } from '../../clinic/public';
import { idParam } from 'shared-domain/platform/record-id';

/** The appointment as every admin route returns it to `role`, read after the write. */
async function described(deps: AppDeps, id: string, role: StaffRole) {
  const appointment: AdminAppointment | undefined = await loadAdminAppointment(deps.db, id);
  if (!appointment) throw notFound(calendarMessages.appointmentNotFound);
  return visitFor(role, appointment);
}

const timeZone = async (deps: AppDeps) => (await loadClinicSettings(deps.db)).timeZone;

/** The calendar's week or day, mounted at /api/admin/calendar. */
export function adminCalendarRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get('/', allow('everyone'), validate('query', calendarQuery), async (c) => {
    const role = c.get('staff').role;
    const calendar = await loadCalendar(deps.db, c.req.valid('query'));
    return c.json({ ...calendar, appointments: calendar.appointments.map((visit) => visitFor(role, visit)) }, 200);
  });
}

/** The free slots staff may book, mounted at /api/admin/availability. */
export function staffAvailabilityRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get('/', allow('everyone'), validate('query', availabilityQuery), async (c) => {
    const query = c.req.valid('query');
    const zone = await timeZone(deps);
    const availability = await staffAvailability(deps, zone, {
      serviceTypeId: query.serviceTypeId,
      from: query.from ?? clinicNowIn(deps, zone).today,
      days: query.days ?? 7,
      ignoreAppointmentId: query.ignoreAppointmentId,
    });
    return c.json(availability, 200);
  });
}

/** Booking, listing, exporting, changing and cancelling appointments, mounted at /api/admin/appointments. */
export function adminAppointmentRoutes(deps: AppDeps) {
  return (
    new Hono<AdminEnv>()
      .post('/', allow('everyone'), validate('json', appointmentCreationSchema), async (c) => {
        // The visit's reason and notes are health text: a role that does not read them does not write them either.
        const form = c.req.valid('json');
        const request = readsHealthText(c.get('staff').role) ? form : { ...form, reason: null, notes: null };
        const booked = await bookForPatient(deps, request);
        if (booked.newPatientId) {
          await recordStaffAuditEvent(c, deps, {
            action: 'patient_record.created',
            entity: 'patients',
            entityId: booked.newPatientId,
            details: { by: 'appointment_form' },
          });
        }
        await recordStaffAuditEvent(c, deps, {
          action: 'appointment.created',
          entity: 'appointments',
          entityId: booked.appointmentId,
          details: { date: request.date, time: request.time, serviceTypeId: request.serviceTypeId, notify: request.notify === true },
        });
        return c.json({ appointment: await described(deps, booked.appointmentId, c.get('staff').role) }, 201);
      })
      .get('/', allow('everyone'), validate('query', appointmentListQuery), async (c) => {
        const { cursor, ...filters } = c.req.valid('query');
        const role = c.get('staff').role;
        // The text searched includes the visits' reasons only for a role that reads them.
        const page = await listAppointments(deps.db, filters, cursor, { searchReasons: readsHealthText(role) });
        return c.json({ ...page, appointments: page.appointments.map((visit) => visitFor(role, visit)) }, 200);
      })
      // A bulk export of every patient's visits: management's (DESIGN §5).
      .get('/export.csv', allow('management'), validate('query', appointmentListQuery), async (c) => {
        const { cursor: _cursor, format, ...filters } = c.req.valid('query');
        const zone = await timeZone(deps);
        let text = csvByteOrderMark + csvHeaderLine(format);
        let count = 0;
        for await (const page of allAppointments(deps.db, filters)) {
          text += csvRows(page, zone, format);
          count += page.length;
        }
        await recordStaffAuditEvent(c, deps, {
          action: 'appointments.exported',
          entity: 'appointments',
          details: {
            count,
            from: filters.from ?? null,
            to: filters.to ?? null,
            status: filters.status ?? null,
            source: filters.source ?? null,
          },
        });
        return c.body(text, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${csvFileName(filters)}"`,
        });
      })
      .patch('/:id', allow('everyone'), validate('param', idParam), validate('json', appointmentChangeSchema), async (c) => {
        const { id } = c.req.valid('param');
        // The visit's notes are health text: a role that does not read them does not write them either.
        const { notes, ...move } = c.req.valid('json');
        const request = readsHealthText(c.get('staff').role) ? { ...move, notes } : move;
        const change = await changeAppointment(deps, id, request);
        if (change.changed.length > 0) {
          await recordStaffAuditEvent(c, deps, {
            action: 'appointment.updated',
            entity: 'appointments',
            entityId: id,
            details: { changed: change.changed, previous: change.previous, notify: request.notify === true },
          });
        }
        return c.json({ appointment: await described(deps, id, c.get('staff').role) }, 200);
      })
      .post('/:id/cancel', allow('everyone'), validate('param', idParam), validate('json', cancellationByStaffSchema), async (c) => {
        const { id } = c.req.valid('param');
        const request = c.req.valid('json');
        await cancelByClinic(deps, id, request);
        // Cancelled inside the late window: the late-cancellation fee's draft, when the clinic has one.
        await lateCancellationDraft(deps, id, c.get('staff').staffId);
        // Its deposit: back to its card when cancelled in time, kept against the fee when late.
        await depositAfterCancellation(deps, id, c.get('staff').staffId);
        await recordStaffAuditEvent(c, deps, {
          action: 'appointment.cancelled',
          entity: 'appointments',
          entityId: id,
          details: { notify: request.notify === true },
        });
        return c.json({ appointment: await described(deps, id, c.get('staff').role) }, 200);
      })
  );
}

/** Time blocked in the calendar (absences, meetings), mounted at /api/admin/blocked-times. */
export function blockedTimeRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('everyone'), validate('query', blockedTimesQuery), async (c) => {
      const { from, to } = c.req.valid('query');
      // By default what still matters: from today on.
      const range = { from: from ?? clinicNowIn(deps, await timeZone(deps)).today, to };
      return c.json({ blockedTimes: await loadBlockedTimes(deps.db, range) }, 200);
    })
    .post('/', allow('everyone'), validate('json', blockedTimeSchema), async (c) => {
      const period = c.req.valid('json');
      const { staffId } = c.get('staff');
      const result = await blockTime(deps, await timeZone(deps), staffId, period);
      const role = c.get('staff').role;
      await recordStaffAuditEvent(c, deps, {
        action: 'blocked_time.created',
        entity: 'blocked_times',
        entityId: result.blockedTime.id,
        details: { startDate: period.startDate, endDate: period.endDate, overlapping: result.overlapping.length },
      });
      return c.json({ ...result, overlapping: result.overlapping.map((visit) => visitFor(role, visit)) }, 201);
    })
    .delete('/:id', allow('everyone'), validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const removed = await unblockTime(deps, id);
      await recordStaffAuditEvent(c, deps, {
        action: 'blocked_time.deleted',
        entity: 'blocked_times',
        entityId: id,
        details: { startDate: removed.startDate, endDate: removed.endDate },
      });
      return c.body(null, 204);
    });
}
