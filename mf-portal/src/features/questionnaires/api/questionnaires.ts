// GET /api/portal/questionnaires: the questionnaires the clinic sent the signed-in patient, still
// to fill, each with its items; POST /api/portal/questionnaires/:id/answers sends the answers (the
// server scores them; a questionnaire already filled or withdrawn answers 409).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createPortalClient } from 'api/client';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';

const client = createPortalClient();

export type PendingQuestionnaire = ApiData<typeof client.questionnaires.$get>['questionnaires'][number];

export const getPendingQuestionnaires = async (): Promise<PendingQuestionnaire[]> =>
  (await apiData(() => client.questionnaires.$get())).questionnaires;

export const pendingQuestionnairesKey = portalKeys.questionnaires();

export const pendingQuestionnairesQueryOptions = () =>
  queryOptions({ queryKey: pendingQuestionnairesKey, queryFn: getPendingQuestionnaires });

export const usePendingQuestionnaires = () => useQuery(pendingQuestionnairesQueryOptions());

export const sendAnswers = (id: string, answers: Record<string, number | null>) =>
  callApi(() => client.questionnaires[':id'].answers.$post({ param: { id }, json: { answers } }));
