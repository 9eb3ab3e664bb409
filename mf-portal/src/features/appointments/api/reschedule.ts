// POST /api/portal/appointments/:id/reschedule: moves the appointment to a free slot; the answer is
// the appointment as it now stands. The dialog reads the answer as a result (a refusal stays in it).
import { createFamilyPortalClient } from '../../../lib/acting-for/acting-for';
import type { Reschedule } from 'shared-domain/scheduling/online-booking';
import { callApi } from 'shared-ui/api-result';

const client = createFamilyPortalClient();

export const rescheduleAppointment = (id: string, slot: Reschedule) =>
  callApi(() => client.appointments[':id'].reschedule.$post({ param: { id }, json: slot }));
