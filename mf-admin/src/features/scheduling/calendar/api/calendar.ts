// GET /api/admin/calendar?from=&to= (at most 42 days): the clinic's hours, its services, the dated
// appointments that are not cancelled and the blocked times of the range, for the day and week grids.
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type CalendarData = ApiData<typeof client.calendar.$get>;
export type CalendarAppointment = CalendarData['appointments'][number];
export type CalendarService = CalendarData['services'][number];
export type CalendarBlockedTime = CalendarData['blockedTimes'][number];
export type CalendarHours = CalendarData['hours'];

export const getCalendar = (from: string, to: string): Promise<CalendarData> =>
  apiData(() => client.calendar.$get({ query: { from, to } }));

export const calendarQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: adminKeys.calendar.range(from, to), queryFn: () => getCalendar(from, to) });

/** The previous range stays on screen while the next one loads: the grid does not jump to a spinner. */
export const useCalendar = (from: string, to: string) => useQuery({ ...calendarQueryOptions(from, to), placeholderData: keepPreviousData });

/**
 * After staff change an appointment or a blocked time: every back-office view holding appointments
 * (this calendar, the day, the lists, a patient's file, the waitlist's slots) reads them again
 * when next shown. The signed-in staff member (`me`) is not concerned.
 */
export const refreshAfterChange = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === adminKeys.me()[0] && queryKey[1] !== adminKeys.me()[1] });
