// GET /api/auth/second-factor: whether the signed-in staff member's authenticator is enrolled,
// which decides the step the sign-in shows (enrol it, or give its code). 401 without a staff session.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createStaffFactorClient } from 'api/client';
import { type ApiData, apiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createStaffFactorClient();

export type FactorState = ApiData<typeof client.index.$get>;

export const getFactorState = (): Promise<FactorState> => apiData(() => client.index.$get());

// The answer changes with the session (a sign-in, an enrolment): it is asked afresh each time.
export const factorStateQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.secondFactorState(), queryFn: getFactorState, staleTime: 0, gcTime: 0 });

export function useFactorState(enabled: boolean) {
  return useQuery({ ...factorStateQueryOptions(), enabled });
}
