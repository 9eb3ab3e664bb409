// /api/admin/calendar-feed: the signed-in member's own calendar feed. GET its state; POST makes it
// or gives it a new secret (the answer is the only one that carries the URL); PATCH her choice of
// names; DELETE ends it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import type { CalendarFeedOptions } from 'shared-domain/scheduling/calendar-feed';
import { apiData, callApi, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();
const feed = client['calendar-feed'];

export type CalendarFeedState = ApiData<typeof feed.$get>;

export const calendarFeedQueryKey = adminKeys.calendarFeed();

export const useCalendarFeed = () => useQuery(queryOptions({ queryKey: calendarFeedQueryKey, queryFn: () => apiData(() => feed.$get()) }));

export const issueCalendarFeed = () => callApi(() => feed.$post());

export const changeCalendarFeed = (options: CalendarFeedOptions) => callApi(() => feed.$patch({ json: options }));

export const removeCalendarFeed = () => callApi(() => feed.$delete());
