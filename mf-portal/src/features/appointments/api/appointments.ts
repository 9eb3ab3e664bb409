// GET /api/portal/appointments: the signed-in patient's own appointments, newest first, undated
// requests on top (the server decides the order; the page keeps it). Every change and booking asks
// it again through `appointmentsQueryKey`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createFamilyPortalClient } from '../../../lib/acting-for/acting-for';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';

const client = createFamilyPortalClient();

export type PatientAppointments = ApiData<typeof client.appointments.$get>;
export type PatientAppointment = PatientAppointments['appointments'][number];

export const getAppointments = (): Promise<PatientAppointments> => apiData(() => client.appointments.$get());

export const appointmentsQueryKey = () => portalKeys.appointments();

export const appointmentsQueryOptions = () => queryOptions({ queryKey: appointmentsQueryKey(), queryFn: getAppointments });

/** Not a suspense query: the tab shows its own loading and error states under the portal's frame. */
export const useAppointments = () => useQuery(appointmentsQueryOptions());
