// GET /api/admin/automation/texts (« Santé de l'automatisation › Textos »): whether texts are on,
// their statuses over 30 days, those sent this month, the last ones and the replies for the desk.
// POST /api/admin/automation/texts/replies/:id/read: a reply of the inbox marked read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';

const texts = createAdminClient().automation.texts;

export type TextMessagesAnswer = ApiData<typeof texts.$get>;
export type TextMessage = TextMessagesAnswer['recent'][number];
export type TextReply = TextMessagesAnswer['inbox'][number];

// Under 'admin' like every back-office key (query-keys.ts).
export const automationTextsKey = ['admin', 'automation', 'texts'] as const;

export const automationTextsQueryOptions = () => queryOptions({ queryKey: automationTextsKey, queryFn: () => apiData(() => texts.$get()) });

export const useAutomationTexts = () => useQuery(automationTextsQueryOptions());

export const markTextReplyRead = (id: string) => callApi(() => texts.replies[':id'].read.$post({ param: { id } }));
