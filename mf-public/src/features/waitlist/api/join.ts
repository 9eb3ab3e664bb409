// POST /api/public/waitlist: signs the visitor up; the answer is their rank among those waiting.
import { createPublicClient } from 'api/client';
import type { WaitlistEntry } from 'shared-domain/scheduling/waitlist';
import { callApi, type ApiData, type ApiResult } from 'shared-ui/api-result';

const client = createPublicClient();

export type WaitlistPlace = ApiData<typeof client.public.waitlist.$post>;

export const postWaitlistEntry = (entry: WaitlistEntry): Promise<ApiResult<WaitlistPlace>> =>
  callApi(() => client.public.waitlist.$post({ json: entry }));
