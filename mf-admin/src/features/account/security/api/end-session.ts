// DELETE /api/admin/sessions/:id: ends one of the staff member's sessions. `current` says it was
// the one in use: this browser is signed out (the server has cleared its cookie).
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';

const client = createAdminClient();

export type EndedSession = ApiData<(typeof client.sessions)[':id']['$delete']>;

export const endSession = (id: string): Promise<EndedSession> => apiData(() => client.sessions[':id'].$delete({ param: { id } }));
