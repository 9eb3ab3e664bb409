// GET /api/portal/insurance-receipts/:appointmentId/pdf: a visit's insurance receipt as a PDF
// (Content-Disposition: attachment), fetched by the browser from a plain link: the one place its
// address is built, from the typed client so it follows the route.
import { actingFor, createFamilyPortalClient, forNamedPerson } from '../../../lib/acting-for/acting-for';

const client = createFamilyPortalClient();

/**
 * The PDF's address on this site ('/api/portal/insurance-receipts/…/pdf'), for an `<a href download>`:
 * the person acted for's, or a named person's of the family (null: the signed-in patient's own).
 */
export function insuranceReceiptPdfUrl(appointmentId: string, patientId: string | null = actingFor()): string {
  // The client puts the parameter in the path as given: encoded here so an id stays one segment.
  return forNamedPerson(
    patientId,
    client['insurance-receipts'][':appointmentId'].pdf.$url({ param: { appointmentId: encodeURIComponent(appointmentId) } }).pathname,
  );
}
