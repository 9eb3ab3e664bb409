// GET/PUT /api/admin/patients/:id/insurance: a patient's plan (her insurer, the policy and
// certificate numbers, the plan member, who pays). Reading it is audited; a save answers the plan
// kept and the fields it changed.
import { useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const plan = createAdminClient().patients[':id'].insurance;

export type PatientPlan = ApiData<typeof plan.$get>['insurance'];
export type PatientPlanInput = Parameters<typeof plan.$put>[0]['json'];

export const usePatientPlan = (patientId: string, enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.insurance.plan(patientId),
    queryFn: async () => (await apiData(() => plan.$get({ param: { id: patientId } }))).insurance,
    enabled,
  });

export const savePatientPlan = (patientId: string, input: PatientPlanInput) =>
  callApi(() => plan.$put({ param: { id: patientId }, json: input }));
