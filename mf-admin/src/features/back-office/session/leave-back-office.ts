// Leaving the back-office (sign-out, the session in use ended from the sessions list, a second
// factor reset): the cached answers are dropped and the page is loaded afresh, so nothing read
// under the session stays in memory, in the query cache or anywhere else.
import type { QueryClient } from '@tanstack/react-query';

/**
 * Returns a promise that never settles, for the action that called it to stay "in progress" while
 * the page is replaced: settling would re-render the back-office, whose emptied queries would ask
 * the server again, be refused, and flash 'Session expirée' on the way out.
 */
export function leaveBackOffice(queryClient: QueryClient, path: string): Promise<never> {
  queryClient.clear();
  window.location.assign(path);
  return new Promise<never>(() => {});
}
