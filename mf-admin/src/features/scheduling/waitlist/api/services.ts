// GET /api/admin/calendar?from=&to=, read for its services only: every active service staff may
// offer or book, online or not (the public list holds the online ones only). One day is asked, so
// the answer carries as few appointments as it can.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { clinicDate } from 'shared-domain/clinic-time';
import { apiData, type ApiData } from 'shared-ui/api-result';

const client = createAdminClient();

export type CalendarWindow = ApiData<typeof client.calendar.$get>;
export type AdminService = CalendarWindow['services'][number];

export const getServices = async (): Promise<AdminService[]> => {
  const today = clinicDate(new Date());
  const calendar = await apiData(() => client.calendar.$get({ query: { from: today, to: today } }));
  return calendar.services;
};

export const servicesQueryOptions = () => queryOptions({ queryKey: ['admin', 'services'], queryFn: getServices });

export const useServices = () => useQuery(servicesQueryOptions());
