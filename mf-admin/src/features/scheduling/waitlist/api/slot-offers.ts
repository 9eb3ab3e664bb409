// GET /api/admin/slot-offers: the latest slot offers (by slot, latest first), each with its
// invitations and how they stand.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type SlotOffersAnswer = ApiData<(typeof client)['slot-offers']['$get']>;
export type SlotOfferView = SlotOffersAnswer['offers'][number];
export type InvitationView = SlotOfferView['invitations'][number];

export const slotOffersQueryKey = adminKeys.slotOffers();

export const getSlotOffers = (): Promise<SlotOffersAnswer> => apiData(() => client['slot-offers'].$get());

export const slotOffersQueryOptions = () => queryOptions({ queryKey: slotOffersQueryKey, queryFn: getSlotOffers });

export const useSlotOffers = () => useQuery(slotOffersQueryOptions());
