// GET /api/admin/audit-events?patientId=&staffId=&action=&from=&to=&before=&limit=: the audit
// trail, newest first, a page at a time; `nextBefore` is the cursor of the next (older) page, null
// after the last. GET /api/admin/audit-events.csv?<the same filters>&format=…: the same trail as a
// CSV file for Excel in French or in English;
// the browser follows a plain link (with the session cookie), so only its address is built here.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import type { CsvFormat } from 'shared-domain/platform/csv-format';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';
import { type AuditFilters, auditFiltersToQuery } from '../audit-filters';

const client = createAdminClient();

export type AuditEventPage = ApiData<(typeof client)['audit-events']['$get']>;
export type AuditEvent = AuditEventPage['events'][number];

export const auditPageSize = 50;

export const getAuditEvents = (filters: AuditFilters, before: string | undefined): Promise<AuditEventPage> =>
  apiData(() =>
    client['audit-events'].$get({
      query: { ...auditFiltersToQuery(filters), limit: String(auditPageSize), ...(before ? { before } : {}) },
    }),
  );

export const auditEventsQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.auditEvents(), filters],
    queryFn: ({ pageParam }) => getAuditEvents(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });

export const useAuditEvents = (filters: AuditFilters) => useInfiniteQuery(auditEventsQueryOptions(filters));

/** The export's address for `filters` and the spreadsheet's `format`, relative to the site (the page's origin is the API's). */
export function auditExportUrl(filters: AuditFilters, format: CsvFormat): string {
  const url = client['audit-events.csv'].$url({ query: { ...auditFiltersToQuery(filters), format } });
  return `${url.pathname}${url.search}`;
}
