// POST /api/auth/patient/password-resets: e-mails a link to set or reset the password. 202 whatever
// the address, like the magic link.
import { createPublicClient } from 'api/client';
import type { PatientEmailLinkRequestInput } from 'shared-domain/accounts/patient-account';
import { callApi } from 'shared-ui/api-result';

const client = createPublicClient();

export const requestPasswordReset = (json: PatientEmailLinkRequestInput) =>
  callApi(() => client.auth.patient['password-resets'].$post({ json }));
