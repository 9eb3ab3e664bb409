// DELETE /api/admin/waitlist/:id: takes someone off the waitlist (their pending invitation is
// cancelled with it); 404 when they are no longer on it.
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';

const client = createAdminClient();

export type RemovedEntry = ApiData<(typeof client.waitlist)[':id']['$delete']>;

export const removeWaitlistEntry = (id: string): Promise<RemovedEntry> => apiData(() => client.waitlist[':id'].$delete({ param: { id } }));
