// POST /api/admin/blocked-times: a period the clinic takes out of its agenda (whole days, or from a
// time on the first day to a time on the last); the answer lists the appointments it overlaps,
// which stay booked until staff move or cancel them. The public booking stops offering it at once.
import { createAdminClient } from 'api/client';
import { type ApiData, type ApiResult, callApi } from 'shared-ui/api-result';

const client = createAdminClient();
const endpoint = client['blocked-times'];

export type NewBlockedTime = Parameters<typeof endpoint.$post>[0]['json'];
export type BlockedTimeCreated = ApiData<typeof endpoint.$post>;

export const blockTime = (period: NewBlockedTime): Promise<ApiResult<BlockedTimeCreated>> =>
  callApi(() => endpoint.$post({ json: period }));
