// POST /api/portal/appointments/:id/cancel: cancels with the patient's reason; the answer is the
// appointment as it now stands. The dialog's form reads the answer as a result.
import { createFamilyPortalClient } from '../../../lib/acting-for/acting-for';
import type { Cancellation } from 'shared-domain/scheduling/online-booking';
import { callApi } from 'shared-ui/api-result';

const client = createFamilyPortalClient();

export const cancelAppointment = (id: string, cancellation: Cancellation) =>
  callApi(() => client.appointments[':id'].cancel.$post({ param: { id }, json: cancellation }));
