// GET /api/portal/my-data.json, .csv and .pdf: the signed-in patient's portability export
// (Content-Disposition: attachment), fetched by the browser from plain links with the session
// cookie; the server logs each download as her request. The one place their addresses are built,
// from the typed client so they follow the routes.
import { createPortalClient } from 'api/client';
import type { PortabilityFormat } from 'shared-domain/privacy/privacy-portability';

const client = createPortalClient();

/** Each file's address on this site ('/api/portal/my-data.pdf'), for an `<a href download>`. */
export function myDataUrls(): Record<PortabilityFormat, string> {
  return {
    json: client['my-data.json'].$url().pathname,
    csv: client['my-data.csv'].$url().pathname,
    pdf: client['my-data.pdf'].$url().pathname,
  };
}
