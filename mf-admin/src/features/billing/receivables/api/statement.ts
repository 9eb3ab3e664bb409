// GET /api/admin/patients/:id/statement: the patient's statement (« État de compte »): invoices,
// credit notes, payments and refunds in date order with the running balance; `…/statement/pdf` is
// the same as a PDF, which the browser opens from a plain link (with the session cookie).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();
const statement = client.patients[':id'].statement;

export type Statement = ApiData<typeof statement.$get>;

export const statementQueryOptions = (patientId: string) =>
  queryOptions({
    queryKey: adminKeys.statement(patientId),
    queryFn: () => apiData(() => statement.$get({ param: { id: patientId } })),
  });

export const useStatement = (patientId: string) => useQuery(statementQueryOptions(patientId));

/** The PDF's address, relative to the site (the page's origin is the API's). */
export function statementPdfUrl(patientId: string): string {
  const url = statement.pdf.$url({ param: { id: patientId } });
  return `${url.pathname}${url.search}`;
}
