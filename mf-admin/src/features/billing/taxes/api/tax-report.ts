// GET /api/admin/tax-report?from=&to=: « Rapport de taxes » of a period (the quarter under way by
// default) with the small-supplier meter; its CSV export is a plain link to /api/admin/tax-report.csv.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import type { CsvFormat } from 'shared-domain/platform/csv-format';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type TaxReportAnswer = ApiData<(typeof client)['tax-report']['$get']>;

export interface TaxPeriod {
  from: string;
  to: string;
}

export const taxReportQueryOptions = (period: TaxPeriod) =>
  queryOptions({
    queryKey: adminKeys.taxes.report(period),
    queryFn: () => apiData(() => client['tax-report'].$get({ query: period })),
  });

export const useTaxReport = (period: TaxPeriod) => useQuery(taxReportQueryOptions(period));

/** The export's address on this site, for a plain link. */
export function taxReportCsvUrl(period: TaxPeriod, format: CsvFormat): string {
  const url = client['tax-report.csv'].$url({ query: { ...period, format } });
  return `${url.pathname}${url.search}`;
}
