// /api/admin/intake-form: the clinic's intake form (« Questionnaire d'accueil »): its introduction,
// the optional sections it asks and every version published. A save publishes the next version
// when something changed and answers the fields changed.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const intakeForm = createAdminClient()['intake-form'];

export type IntakeFormView = ApiData<typeof intakeForm.$get>;
export type IntakeFormInput = Parameters<typeof intakeForm.$put>[0]['json'];

export const intakeFormQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.intakeForm(), queryFn: () => apiData(() => intakeForm.$get()) });

export const useIntakeForm = () => useQuery(intakeFormQueryOptions());

export const publishIntakeForm = (input: IntakeFormInput) => callApi(() => intakeForm.$put({ json: input }));
