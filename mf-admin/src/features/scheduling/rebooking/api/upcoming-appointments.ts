// GET /api/admin/appointments?q=&from=: the appointments from today whose patient or reason matches
// `q`, to pick the one a rebooking request replaces. The first page is enough to choose from.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type AppointmentsPage = ApiData<typeof client.appointments.$get>;
export type AdminAppointment = AppointmentsPage['appointments'][number];

export const getUpcomingAppointments = (q: string): Promise<AppointmentsPage> =>
  apiData(() => client.appointments.$get({ query: { q, from: clinicDate(new Date()) } }));

export const upcomingAppointmentsQueryOptions = (q: string) =>
  queryOptions({ queryKey: adminKeys.appointments.upcoming(q), queryFn: () => getUpcomingAppointments(q) });

/** Asked once a search of at least 2 characters is sent. */
export const useUpcomingAppointments = (q: string) => useQuery({ ...upcomingAppointmentsQueryOptions(q), enabled: q.length >= 2 });
