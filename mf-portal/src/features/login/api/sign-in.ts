// POST /api/auth/patient/sign-in: e-mail and password. 200 opens a session (cookie); 401 AUTH_001
// says only « Courriel ou mot de passe invalide. », whichever was wrong.
import { createPublicClient } from 'api/client';
import type { PatientSignInInput } from 'shared-domain/accounts/patient-account';
import { callApi } from 'shared-ui/api-result';

const client = createPublicClient();

export const signIn = (json: PatientSignInInput) => callApi(() => client.auth.patient['sign-in'].$post({ json }));
