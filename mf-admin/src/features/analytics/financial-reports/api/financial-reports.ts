// GET /api/admin/financial-reports?period=&date=|from=&to=&grain=: the report of a period against the
// previous one; GET …/list?list=&key=&bucket=: the rows behind one figure; …/list.csv: the same as a
// file (a plain link).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import type { FinancialListName } from 'shared-domain/billing/financial-report';
import type { CsvFormat } from 'shared-domain/platform/csv-format';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';
import { type FinancialReportFilters, financialListQuery, reportQuery } from '../financial-reports-filters';

const client = createAdminClient();

export type FinancialReport = ApiData<(typeof client)['financial-reports']['$get']>;
export type FinancialList = ApiData<(typeof client)['financial-reports']['list']['$get']>;
export type FinancialListRow = FinancialList['rows'][number];

type OpenedList = FinancialReportFilters & { list: FinancialListName };

export const financialReportQueryOptions = (filters: FinancialReportFilters) =>
  queryOptions({
    queryKey: adminKeys.financialReports.report(reportQuery(filters)),
    queryFn: () => apiData(() => client['financial-reports'].$get({ query: reportQuery(filters) })),
  });

export const useFinancialReport = (filters: FinancialReportFilters) => useQuery(financialReportQueryOptions(filters));

export const useFinancialList = (filters: OpenedList) =>
  useQuery({
    queryKey: adminKeys.financialReports.list(financialListQuery(filters)),
    queryFn: () => apiData(() => client['financial-reports'].list.$get({ query: financialListQuery(filters) })),
  });

/** The list's CSV file, relative to the site. */
export function financialListCsvUrl(filters: OpenedList, format: CsvFormat): string {
  const url = client['financial-reports']['list.csv'].$url({ query: { ...financialListQuery(filters), format } });
  return `${url.pathname}${url.search}`;
}
