// The queue's endpoints (/api/admin/privacy/requests): the requests under the filters
// (with the clinic's today and the counts), « Nouvelle demande », the answer, « Envoyer la lettre »,
// and the address of the letter's PDF, which the browser downloads by following a link with the
// session cookie. The server audits each reading and change, and reads every countdown.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { type ApiData, apiData, callApi } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();
const endpoint = client.privacy.requests;

export type PrivacyRequestQueue = ApiData<typeof endpoint.$get>;
export type PrivacyRequest = PrivacyRequestQueue['requests'][number];
export type NewPrivacyRequest = Parameters<typeof endpoint.$post>[0]['json'];
export type PrivacyRequestAnswer = Parameters<(typeof endpoint)[':id']['answer']['$post']>[0]['json'];

/** The filters as the query string carries them ('' = any). */
export interface QueueFilters {
  status: '' | 'open' | 'answered' | 'refused';
  kind: '' | PrivacyRequest['kind'];
  overdue: boolean;
}

const queryOf = (filters: QueueFilters) => ({
  ...(filters.status ? { status: filters.status } : {}),
  ...(filters.kind ? { kind: filters.kind } : {}),
  ...(filters.overdue ? { overdue: 'true' as const } : {}),
});

export const privacyRequestQueueQueryOptions = (filters: QueueFilters) =>
  queryOptions({
    queryKey: adminKeys.privacyRequests.queue(queryOf(filters)),
    queryFn: () => apiData(() => endpoint.$get({ query: queryOf(filters) })),
    // The table stays while another filter loads, instead of blinking to a spinner.
    placeholderData: keepPreviousData,
  });

export const usePrivacyRequestQueue = (filters: QueueFilters) => useQuery(privacyRequestQueueQueryOptions(filters));

export const recordPrivacyRequest = (json: NewPrivacyRequest) => callApi(() => endpoint.$post({ json }));

export const answerPrivacyRequest = (id: string, json: PrivacyRequestAnswer) =>
  callApi(() => endpoint[':id'].answer.$post({ param: { id }, json }));

export const sendPrivacyRequestLetter = (id: string) => callApi(() => endpoint[':id'].letter.$post({ param: { id } }));

const relative = (url: URL) => `${url.pathname}${url.search}`;

export const letterPdfUrl = (id: string) => relative(endpoint[':id']['letter.pdf'].$url({ param: { id } }));
