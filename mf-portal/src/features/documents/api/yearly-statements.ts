// GET /api/portal/yearly-statements: the years whose « Relevé annuel des frais de soins » the
// patient may download (each from the 1st of January after it), newest first; and the address of a
// year's PDF (a plain link, built from the typed client).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createFamilyPortalClient, forPerson } from '../../../lib/acting-for/acting-for';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';

const client = createFamilyPortalClient();

export type YearlyStatements = ApiData<(typeof client)['yearly-statements']['$get']>;

export const getYearlyStatements = (): Promise<YearlyStatements> => apiData(() => client['yearly-statements'].$get());

export const yearlyStatementsQueryOptions = () => queryOptions({ queryKey: portalKeys.yearlyStatements(), queryFn: getYearlyStatements });

/** Not a suspense query: the section shows its own loading and error states under the tab. */
export const useYearlyStatements = () => useQuery(yearlyStatementsQueryOptions());

/** The PDF's address on this site ('/api/portal/yearly-statements/2026/pdf'), for an `<a href download>`. */
export function yearlyStatementPdfUrl(year: number): string {
  return forPerson(client['yearly-statements'][':year'].pdf.$url({ param: { year: String(year) } }).pathname);
}
