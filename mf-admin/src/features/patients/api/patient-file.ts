// GET /api/admin/patients/:id: one patient's file (contact details, status, notes), their upcoming
// appointments and the twenty latest past ones. The server records each reading in the audit trail.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../query-keys';

const client = createAdminClient();

export type PatientFile = ApiData<(typeof client.patients)[':id']['$get']>;
export type PatientRecord = PatientFile['patient'];
export type PatientAppointment = PatientFile['upcoming'][number];

export const getPatientFile = (id: string): Promise<PatientFile> => apiData(() => client.patients[':id'].$get({ param: { id } }));

export const patientFileKey = adminKeys.patients.file;

export const patientFileQueryOptions = (id: string) => queryOptions({ queryKey: patientFileKey(id), queryFn: () => getPatientFile(id) });

export const usePatientFile = (id: string) => useQuery(patientFileQueryOptions(id));
