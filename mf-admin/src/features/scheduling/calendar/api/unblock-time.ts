// DELETE /api/admin/blocked-times/:id (204): the period is open to bookings again.
import { createAdminClient } from 'api/client';
import { type ApiResult, callApi } from 'shared-ui/api-result';

const client = createAdminClient();
const endpoint = client['blocked-times'][':id'];

export const unblockTime = (id: string): Promise<ApiResult<unknown>> => callApi(() => endpoint.$delete({ param: { id } }));
