// GET /api/links/rebooking/:token: the clinic's rebooking request (who, why), its state and the
// slots it offers, in the clinic's display order.
import { createPublicClient } from 'api/client';
import { callApi, type ApiData, type ApiResult } from 'shared-ui/api-result';

const client = createPublicClient();

export type RebookingRequest = ApiData<(typeof client.links.rebooking)[':token']['$get']>;
export type RebookingSlot = RebookingRequest['slots'][number];

export const getRebookingRequest = (token: string): Promise<ApiResult<RebookingRequest>> =>
  callApi(() => client.links.rebooking[':token'].$get({ param: { token } }));
