// POST /api/admin/patients: a new patient record. A likely duplicate (same e-mail, or same name and
// phone) is refused with 409 PAT_001 unless `confirmDuplicate` says staff checked it is another
// person.
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';

const client = createAdminClient();

export type NewPatientInput = Parameters<typeof client.patients.$post>[0]['json'];
export type CreatedPatient = ApiData<typeof client.patients.$post>['patient'];

export const createPatient = async (input: NewPatientInput): Promise<CreatedPatient> =>
  (await apiData(() => client.patients.$post({ json: input }))).patient;
