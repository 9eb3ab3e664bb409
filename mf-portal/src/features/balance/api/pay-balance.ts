// POST /api/portal/payments: charges the chosen card for the whole balance. The idempotency key
// makes a repeated request (double-click, retry after a lost answer) charge once; a refusal is
// thrown as an ApiRequestError so the dialog can tell a declined card (402) from a changed
// balance (409). After a success the balance, the transactions, the invoices and the insurance
// receipts are asked again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFamilyPortalClient } from '../../../lib/acting-for/acting-for';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';
import { insuranceReceiptsQueryOptions } from '../../documents/api/insurance-receipts';
import { invoicesQueryOptions } from '../../documents/api/invoices';
import { transactionsQueryKey } from '../../transactions/api/transactions';
import { balanceQueryKey } from './balance';

const client = createFamilyPortalClient();

export type PaymentRequest = Parameters<typeof client.payments.$post>[0]['json'];
export type Payment = ApiData<typeof client.payments.$post>;

export const payBalance = (payment: PaymentRequest): Promise<Payment> => apiData(() => client.payments.$post({ json: payment }));

/** The dialog reads it to stay open while a charge is on its way. */
export const payBalanceMutationKey = () => portalKeys.payments();

export function usePayBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: payBalanceMutationKey(),
    mutationFn: payBalance,
    // The invoices' key is also the start of each invoice page's key, so those are refreshed too;
    // a paid visit gets its insurance receipt.
    onSuccess: () =>
      Promise.all(
        [balanceQueryKey(), transactionsQueryKey(), invoicesQueryOptions().queryKey, insuranceReceiptsQueryOptions().queryKey].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
