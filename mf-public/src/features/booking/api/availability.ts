// GET /api/public/booking/availability?serviceId=…: the displayed days and their slots for one
// service, each slot marked available or not (taken, blocked or already past).
import { createPublicClient } from 'api/client';
import { callApi, type ApiData, type ApiResult } from 'shared-ui/api-result';

const client = createPublicClient();

export type ServiceAvailability = ApiData<typeof client.public.booking.availability.$get>;

export const getServiceAvailability = (serviceId: string): Promise<ApiResult<ServiceAvailability>> =>
  callApi(() => client.public.booking.availability.$get({ query: { serviceId } }));
