// GET /api/admin/appointments/export.csv?<the list's filters>&format=…: the same appointments as a
// CSV file for Excel in French or in English (the server names the file and sends it as an attachment). The browser fetches it by
// following a plain link, with the session cookie, so only its address is built here.
import { createAdminClient } from 'api/client';
import type { CsvFormat } from 'shared-domain/platform/csv-format';
import { type AppointmentFilters, filtersToQuery } from '../appointment-filters';

const client = createAdminClient();

/** The export's address for `filters` and the spreadsheet's `format`, relative to the site (the page's origin is the API's). */
export function appointmentsExportUrl(filters: AppointmentFilters, format: CsvFormat): string {
  const url = client.appointments['export.csv'].$url({ query: { ...filtersToQuery(filters), format } });
  return `${url.pathname}${url.search}`;
}
