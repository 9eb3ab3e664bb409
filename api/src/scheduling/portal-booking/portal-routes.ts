import { Hono } from 'hono';
import { cancellationSchema, rescheduleSchema } from 'shared-domain/scheduling/online-booking';
import { portalBookingSchema } from 'shared-domain/scheduling/portal-booking';
import type { AppDeps } from '../../deps';
import { validate } from '../../platform/http/validate';
import { confirmPresence } from '../links/appointment-changes';
import { openPatientAppointment } from '../links/managed-appointment';
import { availabilityForChange, cancelAppointmentForPatient, moveAppointmentForPatient } from '../links/self-service-changes';
import type { PortalEnv } from '../../platform/http/subject';
import { bookAppointmentForPatient } from './book-for-patient';
import { depositPaidOn, describePatientAppointment, listPatientAppointments } from './patient-appointments';
import { idParam } from 'shared-domain/platform/record-id';

/**
 * The signed-in patient's appointments, and the changes the e-mailed management link allows, with
 * the same engine and rules (links/self-service-changes.ts). No rate limit like the link's: the
 * session is the patient's own, and each change is refused once it no longer applies. A new
 * booking goes through online booking's engine (book-for-patient.ts) and answers in the list's shape.
 */
export function portalAppointmentRoutes(deps: AppDeps) {
  const open = (patientId: string, appointmentId: string) => openPatientAppointment(deps, appointmentId, patientId);
  const current = async (patientId: string, appointmentId: string) =>
    describePatientAppointment(await open(patientId, appointmentId), deps.clock.now(), await depositPaidOn(deps, appointmentId));

  return new Hono<PortalEnv>()
    .get('/', async (c) => {
      return c.json({ appointments: await listPatientAppointments(deps, c.get('patientId')) }, 200);
    })
    .post('/', validate('json', portalBookingSchema, { sanitize: true }), async (c) => {
      const patientId = c.get('patientId');
      const appointmentId = await bookAppointmentForPatient(deps, patientId, c.req.valid('json'), c.get('accountPatientId'));
      return c.json({ appointment: await current(patientId, appointmentId) }, 201);
    })
    .post('/:id/presence', validate('param', idParam), async (c) => {
      await confirmPresence(deps, await open(c.get('patientId'), c.req.valid('param').id));
      return c.json({ presenceConfirmed: true as const }, 200);
    })
    .get('/:id/availability', validate('param', idParam), async (c) => {
      return c.json(await availabilityForChange(deps, await open(c.get('patientId'), c.req.valid('param').id)), 200);
    })
    .post('/:id/reschedule', validate('param', idParam), validate('json', rescheduleSchema), async (c) => {
      const patientId = c.get('patientId');
      const { id } = c.req.valid('param');
      await moveAppointmentForPatient(deps, await open(patientId, id), c.req.valid('json'));
      return c.json(await current(patientId, id), 200);
    })
    .post('/:id/cancel', validate('param', idParam), validate('json', cancellationSchema, { sanitize: true }), async (c) => {
      const patientId = c.get('patientId');
      const { id } = c.req.valid('param');
      await cancelAppointmentForPatient(deps, await open(patientId, id), c.req.valid('json').reason);
      return c.json(await current(patientId, id), 200);
    });
}
