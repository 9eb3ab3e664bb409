// /api/admin/patients/:id/consents (Law 25): each kind of consent for one patient, its
// state (given, withdrawn, never asked), the text in force and the history; a consent given or
// withdrawn at the desk, on paper or by e-mail, recorded by the signed-in member. Every reading
// and change is recorded in the audit trail by the server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import type { ConsentKind } from 'shared-domain/privacy/privacy';
import type { StaffGiveConsentInput, StaffWithdrawConsentInput } from 'shared-domain/privacy/privacy-consents';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';

const patients = createAdminClient().patients;
const consents = patients[':id'].consents;

export type PatientConsents = ApiData<typeof consents.$get>;
export type PatientConsent = PatientConsents['consents'][number];
export type ConsentHistoryEntry = PatientConsent['history'][number];
export type ChangedConsent = ApiData<(typeof consents)[':kind']['withdraw']['$post']>;

// Beside the file's other per-patient keys (query-keys.ts: ['admin', 'patients', id, …]).
export const patientConsentsKey = (patientId: string) => ['admin', 'patients', patientId, 'consents'] as const;

export const patientConsentsQueryOptions = (patientId: string) =>
  queryOptions({ queryKey: patientConsentsKey(patientId), queryFn: () => apiData(() => consents.$get({ param: { id: patientId } })) });

export const usePatientConsents = (patientId: string) => useQuery(patientConsentsQueryOptions(patientId));

export const giveConsent = (patientId: string, kind: ConsentKind, input: StaffGiveConsentInput) =>
  callApi(() => consents[':kind'].give.$post({ param: { id: patientId, kind }, json: input }));

export const withdrawConsent = (patientId: string, kind: ConsentKind, input: StaffWithdrawConsentInput) =>
  callApi(() => consents[':kind'].withdraw.$post({ param: { id: patientId, kind }, json: input }));
