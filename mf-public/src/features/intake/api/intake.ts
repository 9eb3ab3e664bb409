// The intake form reached from a first visit's confirmation: GET /api/links/intake/:token (the
// form version, the answers so far, where it stands), PUT …/draft (saved as typed), POST
// …/signature (signed and sent), POST …/revision (a change after signing: a new draft).
import { createPublicClient } from 'api/client';
import type { IntakeAnswers, IntakeSignature } from 'shared-domain/clinical/intake-form';
import { callApi, type ApiData, type ApiResult } from 'shared-ui/api-result';

const client = createPublicClient();
const link = client.links.intake[':token'];

export type IntakeView = ApiData<(typeof link)['$get']>;
export type IntakeDraftSaved = ApiData<(typeof link)['draft']['$put']>;

export const getIntake = (token: string): Promise<ApiResult<IntakeView>> => callApi(() => link.$get({ param: { token } }));

export const saveIntakeDraft = (token: string, answers: IntakeAnswers): Promise<ApiResult<IntakeDraftSaved>> =>
  callApi(() => link.draft.$put({ param: { token }, json: { answers } }));

export const signIntake = (token: string, signature: IntakeSignature): Promise<ApiResult<IntakeView>> =>
  callApi(() => link.signature.$post({ param: { token }, json: signature }));

export const reviseIntake = (token: string): Promise<ApiResult<IntakeView>> => callApi(() => link.revision.$post({ param: { token } }));
