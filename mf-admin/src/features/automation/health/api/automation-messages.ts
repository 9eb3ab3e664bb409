// GET /api/admin/automation/messages?state&kind&patientId&from&to&page (« Santé de
// l'automatisation › Courriels »): every e-mail of the outbox with its state, attempts and
// last error code (never its body or links), 50 a page, with the counts by state over the same
// filters. POST /api/admin/automation/messages/:id/retry: a failed message made due now (refused in
// French, 409 AUTO_003, when it may not be).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';
import { type MessageFilters, messageFiltersToQuery } from '../message-filters';

const messages = createAdminClient().automation.messages;

export type OutboxMessagePage = ApiData<typeof messages.$get>;
export type OutboxMessage = OutboxMessagePage['messages'][number];

// Under 'admin' like every back-office key (query-keys.ts); `all` covers every filter, for a refresh.
export const automationMessagesKeys = {
  all: () => ['admin', 'automation', 'messages'] as const,
  list: (filters: MessageFilters) => ['admin', 'automation', 'messages', filters] as const,
};

export const automationMessagesQueryOptions = (filters: MessageFilters) =>
  queryOptions({
    queryKey: automationMessagesKeys.list(filters),
    queryFn: () => apiData(() => messages.$get({ query: messageFiltersToQuery(filters) })),
    // A new page or filter keeps the last list on screen until its own arrives.
    placeholderData: keepPreviousData,
  });

export const useAutomationMessages = (filters: MessageFilters) => useQuery(automationMessagesQueryOptions(filters));

export const retryAutomationMessage = (id: string) => callApi(() => messages[':id'].retry.$post({ param: { id } }));
