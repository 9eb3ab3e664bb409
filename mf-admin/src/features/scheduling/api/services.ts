// GET /api/admin/services: every service of the clinic. Staff book, offer and schedule the active
// ones, online or not (the public list holds the online ones only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../query-keys';

const client = createAdminClient();

export type ClinicServices = ApiData<typeof client.services.$get>;
export type AdminService = ClinicServices['services'][number];

export const getServices = async (): Promise<AdminService[]> =>
  (await apiData(() => client.services.$get())).services.filter((service) => service.isActive);

export const servicesQueryOptions = () => queryOptions({ queryKey: adminKeys.services(), queryFn: getServices });

export const useServices = () => useQuery(servicesQueryOptions());
