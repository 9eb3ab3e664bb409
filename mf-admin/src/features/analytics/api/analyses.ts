// GET /api/admin/analyses?period=&date=|from=&to=: the figures of a period against the previous one;
// GET …/list?figure=&channel=&reminder=: the rows behind one figure; …/list.csv: the same as a file
// (a plain link).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import type { CsvFormat } from 'shared-domain/platform/csv-format';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../query-keys';
import { type AnalysesFilters, listQuery, type PeriodFilters, periodQuery } from '../analyses-filters';
import type { FigureListName } from 'shared-domain/analytics/figure-list';

const client = createAdminClient();

export type ClinicAnalysis = ApiData<typeof client.analyses.$get>;
export type AnalysedFigure = ClinicAnalysis['figures'][number];
export type FigureList = ApiData<typeof client.analyses.list.$get>;
export type FigureListRow = FigureList['rows'][number];

type OpenedList = AnalysesFilters & { figure: FigureListName };

export const analysisQueryOptions = (filters: PeriodFilters) =>
  queryOptions({
    queryKey: adminKeys.analyses.figures(periodQuery(filters)),
    queryFn: () => apiData(() => client.analyses.$get({ query: periodQuery(filters) })),
  });

export const useClinicAnalysis = (filters: PeriodFilters) => useQuery(analysisQueryOptions(filters));

export const useFigureList = (filters: OpenedList) =>
  useQuery({
    queryKey: adminKeys.analyses.list(listQuery(filters)),
    queryFn: () => apiData(() => client.analyses.list.$get({ query: listQuery(filters) })),
  });

/** The list's CSV file, relative to the site. */
export function figureListCsvUrl(filters: OpenedList, format: CsvFormat): string {
  const url = client.analyses['list.csv'].$url({ query: { ...listQuery(filters), format } });
  return `${url.pathname}${url.search}`;
}
