// GET /api/portal/invoices/:id/pdf: the invoice as a PDF (Content-Disposition: attachment). The
// browser fetches it itself, with the session cookie, from a plain link: the one place its address
// is built, from the typed client so it follows the route.
import { createFamilyPortalClient, forPerson } from '../../../lib/acting-for/acting-for';

const client = createFamilyPortalClient();

/** The PDF's address on this site ('/api/portal/invoices/…/pdf'), for an `<a href download>`. */
export function invoicePdfUrl(invoiceId: string): string {
  // The client puts the parameter in the path as given: encoded here so an id stays one segment.
  return forPerson(client.invoices[':id'].pdf.$url({ param: { id: encodeURIComponent(invoiceId) } }).pathname);
}
