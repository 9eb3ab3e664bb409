// The clinic's active services, for the scheduling dialog's choice. No endpoint lists them alone:
// GET /api/admin/calendar?from=&to= carries them with one day's calendar (the lightest ask).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';

const client = createAdminClient();

export type ClinicCalendar = ApiData<typeof client.calendar.$get>;
export type ClinicService = ClinicCalendar['services'][number];

export const getServices = async (today: string): Promise<ClinicService[]> =>
  (await apiData(() => client.calendar.$get({ query: { from: today, to: today } }))).services;

export const servicesQueryOptions = (today: string) =>
  queryOptions({ queryKey: ['admin', 'services', today], queryFn: () => getServices(today) });

export const useServices = (today: string) => useQuery(servicesQueryOptions(today));
