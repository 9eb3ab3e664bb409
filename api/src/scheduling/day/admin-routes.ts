// Ma Journée, the requests inbox and appointment status changes. Every change of an
// appointment goes to the audit trail (who, which appointment, what changed: never a message's
// text). The public booking's cached calendar needs no call here: every write to `appointments`
// bumps the site's version (triggers), which is what the cache checks.
import { Hono } from 'hono';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import type { AppDeps } from '../../deps';
import { mayAccess } from 'shared-domain/accounts/staff-role';
import { allow } from '../../platform/http/allow';
import { visitFor } from '../../platform/http/health-text';
import { freeText, validate } from '../../platform/http/validate';
import type { AdminEnv } from '../../platform/http/subject';
import { changeAppointmentStatus } from './appointment-status-change';
import { afterAnswer } from '../../platform/http/after-answer';
import { queueClinicConfirmation } from '../emails';
import { declineAppointmentRequest, listAppointmentRequests, scheduleAppointmentRequest } from './appointment-requests';
import { dayQuerySchema, declineRequestSchema, scheduleRequestSchema, statusChangeSchema } from 'shared-domain/scheduling/day-input';
import { loadDayOverview } from './day-overview';
import { pendingVisitDraft } from '../../billing/public';
import { idParam } from 'shared-domain/platform/record-id';

/** The audit actions these routes write (the audit page names them in French). */
export const adminDayAuditActions = {
  statusChange: 'appointment.status_changed',
  schedule: 'appointment_request.scheduled',
  decline: 'appointment_request.declined',
} as const;

/** The day's overview, mounted at /api/admin/day. */
export function adminDayRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get('/', allow('everyone'), validate('query', dayQuerySchema), async (c) => {
    const { date } = c.req.valid('query');
    const day = await loadDayOverview(deps, date);
    const role = c.get('staff').role;
    // The day's revenue is one of the clinic's figures, which reception does not see (DESIGN §5).
    return c.json(
      {
        ...day,
        appointments: day.appointments.map((visit) => visitFor(role, visit)),
        revenue: mayAccess(role, 'figures') ? day.revenue : null,
      },
      200,
    );
  });
}

/** An appointment's status as the day goes (arrived, no-show…), mounted at /api/admin/appointments. */
export function appointmentStatusRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().post(
    '/:id/status',
    allow('everyone'),
    validate('param', idParam),
    validate('json', statusChangeSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const change = c.req.valid('json');
      const appointment = await changeAppointmentStatus(deps, id, change, { staffId: c.get('staff').staffId });
      // The booking's calendar file said tentative: the confirmation updates it.
      if (change.from === 'pending' && change.status === 'confirmed') {
        afterAnswer('clinic confirmation not queued', () => queueClinicConfirmation(deps, id));
      }
      if (change.status !== change.from) {
        await recordStaffAuditEvent(c, deps, {
          action: adminDayAuditActions.statusChange,
          entity: 'appointments',
          entityId: id,
          details: { from: change.from, to: change.status },
        });
      }
      // The no-show fee « Absent » drafted (or found still a draft after an undo), for the desk to say so.
      const noShowFee = change.status === 'no_show' ? await pendingVisitDraft(deps, id, 'no_show_fee') : null;
      return c.json({ appointment: visitFor(c.get('staff').role, appointment), noShowFee }, 200);
    },
  );
}

/** The requests for an appointment waiting for the clinic, mounted at /api/admin/requests. */
export function appointmentRequestAdminRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('everyone'), async (c) => {
      const role = c.get('staff').role;
      return c.json({ requests: (await listAppointmentRequests(deps.db)).map((request) => visitFor(role, request)) }, 200);
    })
    .post('/:id/schedule', allow('everyone'), validate('param', idParam), validate('json', scheduleRequestSchema), async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const appointment = await scheduleAppointmentRequest(deps, id, input);
      await recordStaffAuditEvent(c, deps, {
        action: adminDayAuditActions.schedule,
        entity: 'appointments',
        entityId: id,
        details: { serviceTypeId: input.serviceTypeId, date: input.date, time: input.time, patientId: appointment.patientId },
      });
      return c.json({ appointment: visitFor(c.get('staff').role, appointment) }, 200);
    })
    .post('/:id/decline', allow('everyone'), validate('param', idParam), validate('json', declineRequestSchema, freeText), async (c) => {
      const { id } = c.req.valid('param');
      const appointment = await declineAppointmentRequest(deps, id, c.req.valid('json').message);
      await recordStaffAuditEvent(c, deps, { action: adminDayAuditActions.decline, entity: 'appointments', entityId: id });
      return c.json({ appointment: visitFor(c.get('staff').role, appointment) }, 200);
    });
}
