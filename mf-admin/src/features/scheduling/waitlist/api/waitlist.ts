// GET /api/admin/waitlist: the people waiting or holding an invitation, in sign-up order, each
// with their place (null while invited). The server records the read in the audit trail.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type WaitlistAnswer = ApiData<typeof client.waitlist.$get>;
export type WaitlistEntryView = WaitlistAnswer['entries'][number];

export const waitlistQueryKey = adminKeys.waitlist();

export const getWaitlist = (): Promise<WaitlistAnswer> => apiData(() => client.waitlist.$get());

export const waitlistQueryOptions = () => queryOptions({ queryKey: waitlistQueryKey, queryFn: getWaitlist });

export const useWaitlist = () => useQuery(waitlistQueryOptions());
