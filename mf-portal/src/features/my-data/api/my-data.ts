// GET /api/portal/my-data.json, .csv and .pdf: the signed-in patient's portability export, or with
// `?pour=` a dependant's she may act for (Content-Disposition: attachment), fetched by the browser
// from plain links with the session cookie; the server logs each download as a request. The one
// place their addresses are built, from the typed client so they follow the routes.
import { createPortalClient } from 'api/client';
import { actingForQuery } from 'shared-domain/patients/family';
import type { PortabilityFormat } from 'shared-domain/privacy/privacy-portability';

const client = createPortalClient();

/**
 * Each file's address on this site ('/api/portal/my-data.pdf'), for an `<a href download>`; for
 * `dependantId`, the same with `?pour=` (a plain link sends no header).
 */
export function myDataUrls(dependantId?: string): Record<PortabilityFormat, string> {
  const forWhom = (pathname: string) => (dependantId ? `${pathname}?${actingForQuery}=${encodeURIComponent(dependantId)}` : pathname);
  return {
    json: forWhom(client['my-data.json'].$url().pathname),
    csv: forWhom(client['my-data.csv'].$url().pathname),
    pdf: forWhom(client['my-data.pdf'].$url().pathname),
  };
}
