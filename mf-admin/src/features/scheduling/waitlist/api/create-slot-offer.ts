// POST /api/admin/slot-offers: offers a slot to the waitlist by hand; the first matching people
// are invited by e-mail at once (`invited` says how many). 409 BOOK_001 when the slot is taken,
// 422 with field messages for a past slot or an unknown service.
import { createAdminClient } from 'api/client';
import type { SlotOfferInput } from 'shared-domain/scheduling/waitlist';
import { callApi, type ApiData, type ApiResult } from 'shared-ui/api-result';

const client = createAdminClient();

export type CreatedSlotOffer = ApiData<(typeof client)['slot-offers']['$post']>;

export const createSlotOffer = (input: SlotOfferInput): Promise<ApiResult<CreatedSlotOffer>> =>
  callApi(() => client['slot-offers'].$post({ json: input }));
