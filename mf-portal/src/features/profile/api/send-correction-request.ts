// POST /api/portal/correction-requests: asks the clinic to correct the record (the server e-mails
// its privacy officer). The form reads the answer as a result (a refusal stays on the form), so
// this is not a mutation hook.
import { createPortalClient } from 'api/client';
import type { CorrectionRequestInput } from 'shared-domain/patients/correction-request';
import { callApi } from 'shared-ui/api-result';

const client = createPortalClient();

export const sendCorrectionRequest = (request: CorrectionRequestInput) =>
  callApi(() => client['correction-requests'].$post({ json: request }));
