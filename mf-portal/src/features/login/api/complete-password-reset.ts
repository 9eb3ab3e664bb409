// POST /api/auth/patient/password-resets/complete: the link's token and the chosen password. 200
// sets it and opens a session; a used or expired link is 400 AUTH_005, a short password 422.
import { createPublicClient } from 'api/client';
import type { PatientPasswordResetInput } from 'shared-domain/accounts/patient-account';
import { callApi } from 'shared-ui/api-result';

const client = createPublicClient();

export const completePasswordReset = (json: PatientPasswordResetInput) =>
  callApi(() => client.auth.patient['password-resets'].complete.$post({ json }));
