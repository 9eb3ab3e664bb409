// GET /api/admin/patients/:id/my-data.json, .csv and .pdf: a patient's portability export,
// downloaded by the browser from plain links with the staff session's cookie; the server audits
// each download. The one place their addresses are built, from the typed client so they follow the routes.
import { createAdminClient } from 'api/client';
import type { PortabilityFormat } from 'shared-domain/privacy/privacy-portability';

const client = createAdminClient();

const sitePath = (url: URL) => `${url.pathname}${url.search}`;

/** Each file's address on this site ('/api/admin/patients/…/my-data.pdf'). */
export function portabilityUrls(patientId: string): Record<PortabilityFormat, string> {
  // The client puts the parameter in the path as given: encoded here so an id stays one segment.
  const param = { id: encodeURIComponent(patientId) };
  const patient = client.patients[':id'];
  return {
    json: sitePath(patient['my-data.json'].$url({ param })),
    csv: sitePath(patient['my-data.csv'].$url({ param })),
    pdf: sitePath(patient['my-data.pdf'].$url({ param })),
  };
}
