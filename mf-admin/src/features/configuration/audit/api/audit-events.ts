// GET /api/admin/audit-events?before=&limit=: the audit trail, newest first, a page at a time;
// `nextBefore` is the cursor of the next (older) page, null after the last.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type AuditEventPage = ApiData<(typeof client)['audit-events']['$get']>;
export type AuditEvent = AuditEventPage['events'][number];

export const auditPageSize = 50;

export const getAuditEvents = (before: string | undefined): Promise<AuditEventPage> =>
  apiData(() => client['audit-events'].$get({ query: { limit: String(auditPageSize), ...(before ? { before } : {}) } }));

export const auditEventsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.auditEvents(),
    queryFn: ({ pageParam }) => getAuditEvents(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });

export const useAuditEvents = () => useInfiniteQuery(auditEventsQueryOptions());
