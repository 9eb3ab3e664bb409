// PATCH /api/admin/patients/:id: changes to a patient's file (only the fields sent); the server
// records which fields changed in the audit trail, never their values. A change that makes the
// record look like another one is refused with 409 PAT_001 unless `confirmDuplicate` is set.
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';

const client = createAdminClient();

export type PatientChanges = Parameters<(typeof client.patients)[':id']['$patch']>[0]['json'];
export type UpdatedPatient = ApiData<(typeof client.patients)[':id']['$patch']>['patient'];

export const updatePatient = async (id: string, changes: PatientChanges): Promise<UpdatedPatient> =>
  (await apiData(() => client.patients[':id'].$patch({ param: { id }, json: changes }))).patient;
