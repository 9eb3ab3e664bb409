// The « Demandes » badge: how many requests from the public modal wait for a slot. Read from the
// day view's own query (GET /api/admin/day, its `pendingRequests`), so Ma Journée open beside it
// costs no second read, and elsewhere it keeps that query's rhythm: every 30 s and when the window
// comes back. Scheduling or declining a request reads the day again (RequestsPage), so the badge
// follows at once.
import { useQuery } from '@tanstack/react-query';
import { dayQueryOptions } from '../../../scheduling/day/api/day';

/** The waiting requests' count; undefined until the day is read (or when `enabled` is false). */
export function usePendingRequestsCount(enabled = true): number | undefined {
  return useQuery({ ...dayQueryOptions(), select: (day) => day.pendingRequests, enabled }).data;
}
