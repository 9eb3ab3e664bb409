// POST /api/admin/patients/:id/merge {duplicateId}: the duplicate's appointments, invoices,
// transactions, cards, correction requests and portal account move to the patient `:id`, then the
// duplicate is deleted (audited). 409 when both have a portal account, with a French message.
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';

const client = createAdminClient();

export type MergedPatient = ApiData<(typeof client.patients)[':id']['merge']['$post']>;

export const mergePatients = (id: string, duplicateId: string): Promise<MergedPatient> =>
  apiData(() => client.patients[':id'].merge.$post({ param: { id }, json: { duplicateId } }));
