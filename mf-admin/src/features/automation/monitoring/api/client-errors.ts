// GET /api/admin/monitoring/client-errors?q&limit (« Surveillance du système »): the
// client error log, newest first, the last 10 by default; `q` finds an entry by the id a person read
// on the error screen (or by its code or message).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';

const clientErrors = createAdminClient().monitoring['client-errors'];

export type ClientErrorsAnswer = ApiData<typeof clientErrors.$get>;
export type ClientError = ClientErrorsAnswer['errors'][number];

// Under 'admin' like every back-office key (query-keys.ts); one per search.
export const clientErrorsKey = (q: string) => ['admin', 'monitoring', 'client-errors', q] as const;

export const clientErrorsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: clientErrorsKey(q),
    queryFn: () => apiData(() => clientErrors.$get({ query: q ? { q } : {} })),
    placeholderData: keepPreviousData,
  });

export const useClientErrors = (q: string) => useQuery(clientErrorsQueryOptions(q));
