// POST /api/links/rebooking/:token/respond: accept a slot, decline, or ask to be called back; the
// answer is the request's new state and the outcome message.
import { createPublicClient } from 'api/client';
import type { RebookingResponse } from 'shared-domain/scheduling/rebooking';
import { callApi, type ApiData, type ApiResult } from 'shared-ui/api-result';

const client = createPublicClient();

export type RebookingOutcome = ApiData<(typeof client.links.rebooking)[':token']['respond']['$post']>;

export const postRebookingResponse = (token: string, response: RebookingResponse): Promise<ApiResult<RebookingOutcome>> =>
  callApi(() => client.links.rebooking[':token'].respond.$post({ param: { token }, json: response }));
