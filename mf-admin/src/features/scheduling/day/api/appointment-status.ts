// POST /api/admin/appointments/:id/status {status, from}: marks a visit completed or absent, or
// puts it back (the undo is the same call the other way). `from` is the status the screen showed:
// a visit changed meanwhile is refused (409 APPT_001) rather than overwritten. A result, not a
// throw: the page says what went wrong in place.
import { createAdminClient } from 'api/client';
import { callApi } from 'shared-ui/api-result';

const client = createAdminClient();

export type StatusChange = Parameters<(typeof client.appointments)[':id']['status']['$post']>[0]['json'];

export const changeAppointmentStatus = (id: string, change: StatusChange) =>
  callApi(() => client.appointments[':id'].status.$post({ param: { id }, json: change }));
