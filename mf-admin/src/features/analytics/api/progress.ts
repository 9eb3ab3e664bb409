// GET /api/admin/progress?period=&date=|from=&to=: the visit-drop funnel and the episodes of care of
// a period; …/progress/list.csv?list=funnel|episodes: either list as a file (a plain link).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import type { ProgressList } from 'shared-domain/analytics/progress-text';
import type { CsvFormat } from 'shared-domain/platform/csv-format';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../query-keys';
import { type PeriodFilters, periodQuery } from '../analyses-filters';

const client = createAdminClient();

export type PatientProgress = ApiData<typeof client.progress.$get>;
export type FunnelPatientRow = PatientProgress['funnel']['patients'][number];
export type EpisodeRow = PatientProgress['episodes']['episodes'][number];

export const progressQueryOptions = (filters: PeriodFilters) =>
  queryOptions({
    queryKey: adminKeys.analyses.progress(periodQuery(filters)),
    queryFn: () => apiData(() => client.progress.$get({ query: periodQuery(filters) })),
  });

export const usePatientProgress = (filters: PeriodFilters) => useQuery(progressQueryOptions(filters));

/** A list's CSV file, relative to the site. */
export function progressCsvUrl(filters: PeriodFilters, list: ProgressList, format: CsvFormat): string {
  const url = client.progress['list.csv'].$url({ query: { ...periodQuery(filters), list, format } });
  return `${url.pathname}${url.search}`;
}
