// The record's « Questionnaire d'accueil » entries: GET /api/admin/patients/:id/intakes (without
// their answers), GET …/intakes/:intakeId (the answers by section, audited by the server) and
// POST …/intakes/:intakeId/review (« Lu », audited).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData, type ApiResult, callApi } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();
const entry = client.patients[':id'].intakes[':intakeId'];

export type IntakeEntry = ApiData<(typeof client.patients)[':id']['intakes']['$get']>['intakes'][number];
export type IntakeRead = ApiData<(typeof entry)['$get']>['intake'];

export const patientIntakesKey = adminKeys.patients.intakes;

export const usePatientIntakes = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: patientIntakesKey(id),
      queryFn: async () => (await apiData(() => client.patients[':id'].intakes.$get({ param: { id } }))).intakes,
    }),
  );

export const useIntakeAnswers = (id: string, intakeId: string, enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.patients.intake(id, intakeId),
    queryFn: async () => (await apiData(() => entry.$get({ param: { id, intakeId } }))).intake,
    enabled,
  });

export const reviewIntake = (id: string, intakeId: string): Promise<ApiResult<{ intake: IntakeRead }>> =>
  callApi(() => entry.review.$post({ param: { id, intakeId } }));
