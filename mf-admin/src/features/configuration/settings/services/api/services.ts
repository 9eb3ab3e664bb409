// /api/admin/services for « Paramètres › Services »: every service, active or not, and its
// changes. Each change refreshes every list of services (the calendar's and the booking forms'
// too: `adminKeys.services()` covers them), so the whole back-office sees it at once.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';
import { adminKeys } from '../../../../../query-keys';

const client = createAdminClient();
const services = client.services;

export type CatalogueServiceList = ApiData<typeof services.$get>;
export type CatalogueService = CatalogueServiceList['services'][number];
export type NewService = Parameters<typeof services.$post>[0]['json'];
export type ServiceChanges = Parameters<(typeof services)[':id']['$patch']>[0]['json'];
export type ServiceMove = Parameters<(typeof services)[':id']['move']['$post']>[0]['json'];

/** Under the scheduling list's key, so refreshing one refreshes both; its own entry, as it keeps the inactive ones. */
const settingsKey = [...adminKeys.services(), 'parametres'] as const;

export const catalogueServicesQueryOptions = () =>
  queryOptions({ queryKey: settingsKey, queryFn: async () => (await apiData(() => services.$get())).services });

/** Every service, inactive ones too, in the clinic's order. */
export const useCatalogueServices = () => useQuery(catalogueServicesQueryOptions());

/** The form's save: a new service, or the whole form sent again for one (the server keeps what changed). */
export const saveService = (id: string | undefined, service: NewService) =>
  id ? callApi(() => services[':id'].$patch({ param: { id }, json: service })) : callApi(() => services.$post({ json: service }));

export function useRefreshServices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.services() });
}

/** « Désactiver » / « Réactiver ». */
export function useSetServiceActive() {
  const refresh = useRefreshServices();
  return useMutation({
    mutationFn: async ({ id, isActive }: { id: string; isActive: boolean }) =>
      (await apiData(() => services[':id'].$patch({ param: { id }, json: { isActive } }))).service,
    onSettled: refresh,
  });
}

/** « Monter » / « Descendre ». */
export function useMoveService() {
  const refresh = useRefreshServices();
  return useMutation({
    mutationFn: async ({ id, direction }: { id: string } & ServiceMove) =>
      (await apiData(() => services[':id'].move.$post({ param: { id }, json: { direction } }))).services,
    onSettled: refresh,
  });
}
