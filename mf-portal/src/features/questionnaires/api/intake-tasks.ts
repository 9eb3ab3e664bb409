// GET /api/portal/intake: the patient's coming first visits whose intake form is not signed yet;
// POST /api/portal/intake/:id/link: a fresh link to the form for one of them (the same page the
// confirmation's link opens).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createPortalClient } from 'api/client';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';

const client = createPortalClient();

export type IntakeTask = ApiData<typeof client.intake.$get>['tasks'][number];

export const intakeTasksKey = portalKeys.intakeTasks();

export const useIntakeTasks = () =>
  useQuery(queryOptions({ queryKey: intakeTasksKey, queryFn: async () => (await apiData(() => client.intake.$get())).tasks }));

export const intakeLink = (appointmentId: string) => callApi(() => client.intake[':id'].link.$post({ param: { id: appointmentId } }));
