// After money moved (a refund, a cancelled payment, a closed day, a checkout): every list that may
// show it is read again — payments, the patient's account, the day's close, receivables, invoices.
// Only what is on screen asks the server at once; the rest is read when next shown. The signed-in
// staff member (`me`) is left alone.
import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../../query-keys';

export function useRefreshDesk() {
  const queryClient = useQueryClient();
  const [admin, me] = adminKeys.me();
  return () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === admin && queryKey[1] !== me });
}
