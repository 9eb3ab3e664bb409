// GET /api/portal/credit-notes: the patient's credit notes, newest first, each naming the invoice it
// corrects; and the address of one's PDF (a plain link, built from the typed client).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createFamilyPortalClient, forPerson } from '../../../lib/acting-for/acting-for';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';

const client = createFamilyPortalClient();

export type PatientCreditNotes = ApiData<(typeof client)['credit-notes']['$get']>;
export type PatientCreditNote = PatientCreditNotes['creditNotes'][number];

export const getCreditNotes = (): Promise<PatientCreditNotes> => apiData(() => client['credit-notes'].$get());

export const creditNotesQueryOptions = () => queryOptions({ queryKey: portalKeys.creditNotes(), queryFn: getCreditNotes });

/** Not a suspense query: the section shows its own loading and error states under the tab. */
export const useCreditNotes = () => useQuery(creditNotesQueryOptions());

/** The PDF's address on this site ('/api/portal/credit-notes/…/pdf'), for an `<a href download>`. */
export function creditNotePdfUrl(creditNoteId: string): string {
  // The client puts the parameter in the path as given: encoded here so an id stays one segment.
  return forPerson(client['credit-notes'][':id'].pdf.$url({ param: { id: encodeURIComponent(creditNoteId) } }).pathname);
}
