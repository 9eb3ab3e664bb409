// GET /api/admin/appointments/export.csv?<the list's filters>: the same appointments as a CSV file
// for Excel (the server names the file and sends it as an attachment). The browser fetches it by
// following a plain link, with the session cookie, so only its address is built here.
import { createAdminClient } from 'api/client';
import { type AppointmentFilters, filtersToQuery } from '../appointment-filters';

const client = createAdminClient();

/** The export's address for `filters`, relative to the site (the page's origin is the API's). */
export function appointmentsExportUrl(filters: AppointmentFilters): string {
  const url = client.appointments['export.csv'].$url({ query: filtersToQuery(filters) });
  return `${url.pathname}${url.search}`;
}
