// POST /api/portal/privacy-requests: asks the clinic for access to the record, a copy of her data,
// the end of a dissemination or a de-indexation (Law 25). The form reads the answer as a result (a
// refusal stays on the form), so this is not a mutation hook.
import { createPortalClient } from 'api/client';
import type { PortalPrivacyRequestInput } from 'shared-domain/privacy/privacy-requests';
import { callApi } from 'shared-ui/api-result';

const client = createPortalClient();

export const sendPrivacyRequest = (request: PortalPrivacyRequestInput) =>
  callApi(() => client['privacy-requests'].$post({ json: request }));
