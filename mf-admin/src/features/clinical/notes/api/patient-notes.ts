// GET /api/admin/patients/:id/notes: a patient's clinical notes, newest first, each with its
// addenda (oldest first). The server records each reading in the audit trail.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { patientNotesKey } from './note-keys';

const client = createAdminClient();

export type PatientNote = ApiData<(typeof client.patients)[':id']['notes']['$get']>['notes'][number];
export type NoteAddendum = PatientNote['addenda'][number];

export const getPatientNotes = async (patientId: string): Promise<PatientNote[]> =>
  (await apiData(() => client.patients[':id'].notes.$get({ param: { id: patientId } }))).notes;

export const patientNotesQueryOptions = (patientId: string) =>
  queryOptions({ queryKey: patientNotesKey(patientId), queryFn: () => getPatientNotes(patientId) });

export const usePatientNotes = (patientId: string) => useQuery(patientNotesQueryOptions(patientId));
