// GET /api/admin/search?q=: the global search (specification 2.13) — at most 5 active patients
// (name, e-mail or phone containing q) and 5 upcoming appointments (name or reason), q being 2 to
// 100 characters (globalSearch in shared-domain). Each query is cached by its text, so going back
// to an earlier text shows its results at once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type SearchResults = ApiData<typeof client.search.$get>;
export type PatientHit = SearchResults['patients'][number];
export type AppointmentHit = SearchResults['appointments'][number];

export const searchBackOffice = (q: string): Promise<SearchResults> => apiData(() => client.search.$get({ query: { q } }));

export const globalSearchQueryOptions = (q: string) => queryOptions({ queryKey: adminKeys.search(q), queryFn: () => searchBackOffice(q) });

/** The results for `q`; nothing is asked while `q` is undefined (too short). */
export const useGlobalSearch = (q: string | undefined) => useQuery({ ...globalSearchQueryOptions(q ?? ''), enabled: q !== undefined });
