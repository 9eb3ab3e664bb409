// GET /api/admin/text-replies (« Textos reçus »): the replies to the reminders that were neither
// OUI, NON nor STOP, with their patient and visit; the words only for the care roles.
// POST /api/admin/text-replies/:id/handled: « Traité ».
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';

const replies = createAdminClient()['text-replies'];

export type TextInbox = ApiData<typeof replies.$get>;
export type InboxReply = TextInbox['replies'][number];

// Under 'admin' like every back-office key (query-keys.ts).
export const textInboxKey = ['admin', 'text-replies'] as const;

/** Read with the day: every 30 s and when the window comes back. */
export const useTextInbox = () =>
  useQuery(queryOptions({ queryKey: textInboxKey, queryFn: () => apiData(() => replies.$get()), refetchInterval: 30_000 }));

export const markTextReplyHandled = (id: string) => callApi(() => replies[':id'].handled.$post({ param: { id } }));
