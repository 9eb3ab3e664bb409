// A patient's family on her file: GET /api/admin/patients/:id/family (who is linked to her, who may
// open her record in the portal today), and the desk's changes: POST /api/admin/family-links (link),
// …/:id/end (unlink one guardian's link), …/:id/agreement (a teen of 14 or more agrees). Each change
// is audited by the server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import type { FamilyLinkInput } from 'shared-domain/patients/family';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';

const client = createAdminClient();
const family = client.patients[':id'].family;
const links = client['family-links'];

export type PatientFamily = ApiData<typeof family.$get>;
export type FamilyMember = PatientFamily['family'][number];

// Beside the file's other per-patient keys (query-keys.ts: ['admin', 'patients', id, …]).
export const patientFamilyKey = (patientId: string) => ['admin', 'patients', patientId, 'family'] as const;

export const usePatientFamily = (patientId: string) =>
  useQuery(
    queryOptions({ queryKey: patientFamilyKey(patientId), queryFn: () => apiData(() => family.$get({ param: { id: patientId } })) }),
  );

export const linkFamilyMember = (input: FamilyLinkInput) => callApi(() => links.$post({ json: input }));

export const endFamilyLink = (linkId: string) => callApi(() => links[':id'].end.$post({ param: { id: linkId } }));

export const recordFamilyAgreement = (linkId: string) => callApi(() => links[':id'].agreement.$post({ param: { id: linkId } }));
