// The « Demandes » badge: how many requests from the public modal wait for a slot. Read from the
// day view's own query (GET /api/admin/day, its `pendingRequests`), so Ma Journée open beside it
// costs no second read, and elsewhere it keeps that query's rhythm: every 30 s and when the window
// comes back. Scheduling or declining a request reads the day again (RequestsPage), so the badge
// follows at once. Scheduling's read, handed to the frame by the page that composes it
// (mf-admin/src/BackOfficeFrame.tsx).
import { useQuery } from '@tanstack/react-query';
import { dayQueryOptions } from './day';

/** The waiting requests' count; undefined until the day is read. */
export function usePendingRequestsCount(): number | undefined {
  return useQuery({ ...dayQueryOptions(), select: (day) => day.pendingRequests }).data;
}
