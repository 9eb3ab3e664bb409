// GET /api/admin/appointments?from=&to=&status=&source=&q=&cursor=: the appointments matching the
// list's filters, by date and time, fifty a page; `nextCursor` asks for the next page, null after
// the last.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';
import { type AppointmentFilters, filtersToQuery } from '../appointment-filters';

const client = createAdminClient();

export type AppointmentsPage = ApiData<typeof client.appointments.$get>;
export type ListedAppointment = AppointmentsPage['appointments'][number];

export const getAppointments = (filters: AppointmentFilters, cursor: string | undefined): Promise<AppointmentsPage> =>
  apiData(() => client.appointments.$get({ query: { ...filtersToQuery(filters), ...(cursor ? { cursor } : {}) } }));

export const appointmentsQueryOptions = (filters: AppointmentFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.appointments.list(filters),
    queryFn: ({ pageParam }) => getAppointments(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useAppointments = (filters: AppointmentFilters) => useInfiniteQuery(appointmentsQueryOptions(filters));
