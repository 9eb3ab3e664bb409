// POST /api/portal/appointments: books a slot for the signed-in patient (their record's name,
// e-mail and phone); 201 with the appointment in the list's shape, and the confirmation e-mailed.
// The dialog's form reads the answer as a result (its refusal stays on the form).
import { createFamilyPortalClient, createPortalClientFor } from '../../../lib/acting-for/acting-for';
import type { PortalBooking } from 'shared-domain/scheduling/portal-booking';
import { type ApiData, callApi } from 'shared-ui/api-result';

const client = createFamilyPortalClient();

export type BookedAppointment = ApiData<typeof client.appointments.$post>['appointment'];

/** Books for the person « Pour qui ? » names, or for `childId`, a child just added in the dialog. */
export const bookAppointment = (booking: PortalBooking, childId?: string) =>
  callApi(() => (childId ? createPortalClientFor(childId) : client).appointments.$post({ json: booking }));
