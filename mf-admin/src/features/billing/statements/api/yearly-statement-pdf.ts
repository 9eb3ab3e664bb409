// GET /api/admin/patients/:id/yearly-statement/pdf: a patient's « Relevé annuel des frais de soins »
// of last calendar year as a PDF (opened in the browser from a plain link; the server records the read).
import { createAdminClient } from 'api/client';

const client = createAdminClient();

/** The PDF's address on this site, for an `<a href>`. */
export function yearlyStatementPdfUrl(patientId: string): string {
  const url = client.patients[':id']['yearly-statement'].pdf.$url({ param: { id: encodeURIComponent(patientId) }, query: {} });
  return `${url.pathname}${url.search}`;
}
