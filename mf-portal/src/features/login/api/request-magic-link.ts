// POST /api/auth/patient/magic-links: 202 whatever the address, so the page cannot tell who is a
// patient; the e-mail, when there is one to send, leaves after the answer.
import { createPublicClient } from 'api/client';
import type { PatientEmailLinkRequestInput } from 'shared-domain/accounts/patient-account';
import { callApi } from 'shared-ui/api-result';

const client = createPublicClient();

export const requestMagicLink = (json: PatientEmailLinkRequestInput) => callApi(() => client.auth.patient['magic-links'].$post({ json }));
