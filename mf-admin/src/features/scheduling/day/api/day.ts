// GET /api/admin/day: today at the clinic (its date and the server's "now"), its dated appointments
// of every status by time, and the day's counts (pending requests, waitlist, revenue, stats).
// Kept fresh while the page is open: every 30 s (specification §9) and whenever the window
// comes back into focus, since a desk screen is left open all day.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type AdminDay = ApiData<typeof client.day.$get>;
export type DayAppointment = AdminDay['appointments'][number];

export const dayRefreshMs = 30_000;

export const getDay = (): Promise<AdminDay> => apiData(() => client.day.$get({ query: {} }));

export const dayQueryKey = adminKeys.day();

export const dayQueryOptions = () =>
  queryOptions({
    queryKey: dayQueryKey,
    queryFn: getDay,
    staleTime: 0,
    refetchInterval: dayRefreshMs,
    refetchOnWindowFocus: 'always',
  });

export function useDay() {
  const queryClient = useQueryClient();
  // The query library reads the day again when the tab becomes visible; a desk whose browser stays
  // visible beside another program only gets the window's focus back, so that counts too. A read
  // already on its way is not started over.
  useEffect(() => {
    const refresh = () => void queryClient.refetchQueries({ queryKey: dayQueryKey, type: 'active' }, { cancelRefetch: false });
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [queryClient]);
  return useQuery(dayQueryOptions());
}
