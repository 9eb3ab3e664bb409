// GET /api/links/appointments/:token/availability: free slots for the appointment's service, its
// own current slot not counting as taken.
import { createPublicClient } from 'api/client';
import { callApi, type ApiData, type ApiResult } from 'shared-ui/api-result';

const client = createPublicClient();

export type RescheduleAvailability = ApiData<(typeof client.links.appointments)[':token']['availability']['$get']>;

export const getRescheduleAvailability = (token: string): Promise<ApiResult<RescheduleAvailability>> =>
  callApi(() => client.links.appointments[':token'].availability.$get({ param: { token } }));
