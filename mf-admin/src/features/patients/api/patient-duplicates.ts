// GET /api/admin/patients/duplicates?email=&firstName=&lastName=&phone=: the records that look like
// the same person (same e-mail, or same first and last name with the same phone digits or birth date).
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';

const client = createAdminClient();

export type PatientDuplicates = ApiData<typeof client.patients.duplicates.$get>;
export type PossibleDuplicate = PatientDuplicates['duplicates'][number];

export interface DuplicateProbe {
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  dateOfBirth?: string | null;
}

export const getPatientDuplicates = ({ firstName, lastName, email, phone, dateOfBirth }: DuplicateProbe): Promise<PatientDuplicates> =>
  apiData(() =>
    client.patients.duplicates.$get({
      query: {
        firstName,
        lastName,
        ...(email ? { email } : {}),
        ...(phone ? { phone } : {}),
        ...(dateOfBirth ? { dateOfBirth } : {}),
      },
    }),
  );
