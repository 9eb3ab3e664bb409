// The incident register's endpoints (/api/admin/privacy/incidents): the register (with the
// clinic's today, the form's « not in the future » bound), « Consigner un incident », its
// correction (with the version the form started from), the notice to the people concerned, and the
// addresses of the exports and of the notice's PDF, which the browser downloads by following a link
// with the session cookie. The server audits each reading, change and download.
import type { CsvFormat } from 'shared-domain/platform/csv-format';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { type ApiData, apiData, callApi } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();
const endpoint = client.privacy.incidents;

export type IncidentRegister = ApiData<typeof endpoint.$get>;
export type Incident = IncidentRegister['incidents'][number];
export type NewIncident = Parameters<typeof endpoint.$post>[0]['json'];
export type IncidentCorrection = Parameters<(typeof endpoint)[':id']['$put']>[0]['json'];
export type IncidentNotice = ApiData<(typeof endpoint)[':id']['notice']['$get']>['notice'];

export const incidentRegisterQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.privacyIncidents.register(), queryFn: () => apiData(() => endpoint.$get()) });

export const useIncidentRegister = () => useQuery(incidentRegisterQueryOptions());

export const recordIncident = (json: NewIncident) => callApi(() => endpoint.$post({ json }));

export const correctIncident = (id: string, json: IncidentCorrection) => callApi(() => endpoint[':id'].$put({ param: { id }, json }));

export const useIncidentNotice = (id: string) =>
  useQuery({
    queryKey: adminKeys.privacyIncidents.notice(id),
    queryFn: async () => (await apiData(() => endpoint[':id'].notice.$get({ param: { id } }))).notice,
  });

const relative = (url: URL) => `${url.pathname}${url.search}`;

/**
 * The export's address for a period of discovery (either end may be blank: from the first, up to
 * today); a CSV's for Excel in French or in English (`csvFormat`).
 */
export function incidentExportUrl(kind: 'csv' | 'pdf', period: { from: string; to: string }, csvFormat?: CsvFormat): string {
  const query = { ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}) };
  return relative(
    kind === 'csv'
      ? endpoint['export.csv'].$url({ query: { ...query, ...(csvFormat ? { format: csvFormat } : {}) } })
      : endpoint['export.pdf'].$url({ query }),
  );
}

export const noticePdfUrl = (id: string) => relative(endpoint[':id']['notice.pdf'].$url({ param: { id } }));
