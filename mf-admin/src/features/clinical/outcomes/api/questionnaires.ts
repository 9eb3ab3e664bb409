// GET /api/admin/questionnaires: the questionnaires the clinic records (pain 0–10, PGIC, Oswestry,
// NDI), with their items and options, for the forms. They change only with a new version.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type Questionnaires = ApiData<typeof client.questionnaires.$get>['questionnaires'];
export type Questionnaire = Questionnaires[number];

export const getQuestionnaires = async (): Promise<Questionnaires> => (await apiData(() => client.questionnaires.$get())).questionnaires;

export const questionnairesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.questionnaires(), queryFn: getQuestionnaires, staleTime: Number.POSITIVE_INFINITY });

export const useQuestionnaires = () => useQuery(questionnairesQueryOptions());
