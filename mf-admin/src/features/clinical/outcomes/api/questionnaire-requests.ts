// GET /api/admin/patients/:id/questionnaire-requests: the questionnaires sent to the patient's
// portal, newest first, with their state; POST sends one (the patient is e-mailed), and
// POST /questionnaire-requests/:id/cancel withdraws one still pending (409 otherwise).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import type { QuestionnaireRequestInput } from 'shared-domain/clinical/outcome-measures';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type SentQuestionnaire = ApiData<(typeof client.patients)[':id']['questionnaire-requests']['$get']>['requests'][number];

export const getQuestionnaireRequests = async (id: string): Promise<SentQuestionnaire[]> =>
  (await apiData(() => client.patients[':id']['questionnaire-requests'].$get({ param: { id } }))).requests;

export const questionnaireRequestsKey = adminKeys.patients.questionnaireRequests;

export const questionnaireRequestsQueryOptions = (id: string) =>
  queryOptions({ queryKey: questionnaireRequestsKey(id), queryFn: () => getQuestionnaireRequests(id) });

export const useQuestionnaireRequests = (id: string) => useQuery(questionnaireRequestsQueryOptions(id));

export const sendQuestionnaire = (patientId: string, request: QuestionnaireRequestInput) =>
  callApi(() => client.patients[':id']['questionnaire-requests'].$post({ param: { id: patientId }, json: request }));

export const cancelQuestionnaireRequest = (id: string) =>
  apiData(() => client['questionnaire-requests'][':id'].cancel.$post({ param: { id } }));
