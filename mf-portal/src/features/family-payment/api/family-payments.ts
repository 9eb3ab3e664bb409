// GET /api/portal/family-payments: what the signed-in guardian and each dependant she may act for owe
// (per person, per invoice), their account credit and their insurance receipts; POST: one payment of
// the invoices chosen, with her own card. Her own page: the client names no person (no « Pour qui ? »).
// After a payment every person's portal data is asked again (their balances, transactions, invoices
// and receipts), since it paid several records at once.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createPortalClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';

const client = createPortalClient();

export type FamilyBalance = ApiData<(typeof client)['family-payments']['$get']>;
export type FamilyPerson = FamilyBalance['people'][number];
export type FamilyPaymentRequest = Parameters<(typeof client)['family-payments']['$post']>[0]['json'];
export type FamilyPayment = ApiData<(typeof client)['family-payments']['$post']>;

export const familyBalanceQueryOptions = () =>
  queryOptions({ queryKey: portalKeys.familyPayments(), queryFn: () => apiData(() => client['family-payments'].$get()) });

/** Not a suspense query: the section shows its own loading and error states. */
export const useFamilyBalance = () => useQuery(familyBalanceQueryOptions());

export const payFamilyMutationKey = () => [...portalKeys.familyPayments(), 'pay'] as const;

export function usePayFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: payFamilyMutationKey(),
    mutationFn: (payment: FamilyPaymentRequest): Promise<FamilyPayment> =>
      apiData(() => client['family-payments'].$post({ json: payment })),
    // Every person's answers under the portal's keys (each person's balance, transactions, documents).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.all() }),
  });
}
