// POST /api/admin/appointments/:id/arrival: « Arrivé » — the patient is at the desk. The server
// notes the time and creates the visit's draft invoice (the service's line, the deposit deducted)
// if there is none yet; saying it twice changes nothing. A result, not a throw: the card says
// what went wrong in place.
import { createAdminClient } from 'api/client';
import { callApi } from 'shared-ui/api-result';

const client = createAdminClient();

export const markArrived = (id: string) => callApi(() => client.appointments[':id'].arrival.$post({ param: { id } }));
