// /api/admin/insurance/settings: what an insurer's network asks of the clinic (its location number,
// its provider number with each insurer, each service's code) and the receipt's e-mail after each
// paid visit (« Paramètres avancés › Assurances »). A save answers the values kept and the fields changed.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const settings = createAdminClient().insurance.settings;

export type InsuranceSettingsView = ApiData<typeof settings.$get>['settings'];
export type InsuranceSettingsInput = Parameters<typeof settings.$put>[0]['json'];

export const insuranceSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.insurance.settings(), queryFn: async () => (await apiData(() => settings.$get())).settings });

export const useInsuranceSettings = () => useQuery(insuranceSettingsQueryOptions());

export const saveInsuranceSettings = (input: InsuranceSettingsInput) => callApi(() => settings.$put({ json: input }));
