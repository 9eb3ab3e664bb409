// GET /api/portal/insurance-receipts/:appointmentId/pdf: a visit's insurance receipt as a PDF
// (Content-Disposition: attachment), fetched by the browser from a plain link: the one place its
// address is built, from the typed client so it follows the route.
import { createFamilyPortalClient, forPerson } from '../../../lib/acting-for/acting-for';

const client = createFamilyPortalClient();

/** The PDF's address on this site ('/api/portal/insurance-receipts/…/pdf'), for an `<a href download>`. */
export function insuranceReceiptPdfUrl(appointmentId: string): string {
  // The client puts the parameter in the path as given: encoded here so an id stays one segment.
  return forPerson(
    client['insurance-receipts'][':appointmentId'].pdf.$url({ param: { appointmentId: encodeURIComponent(appointmentId) } }).pathname,
  );
}
