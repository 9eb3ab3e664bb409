// GET /api/portal/payment-methods: the signed-in patient's saved cards, primary first then newest
// (the server decides the order; the grid keeps it), and whether the gateway is the sandbox.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createFamilyPortalClient } from '../../../lib/acting-for/acting-for';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';

const client = createFamilyPortalClient();

export type PaymentMethods = ApiData<(typeof client)['payment-methods']['$get']>;
export type SavedCard = PaymentMethods['cards'][number];

export const getPaymentMethods = (): Promise<PaymentMethods> => apiData(() => client['payment-methods'].$get());

export const paymentMethodsQueryKey = () => portalKeys.paymentMethods();

export const paymentMethodsQueryOptions = () => queryOptions({ queryKey: paymentMethodsQueryKey(), queryFn: getPaymentMethods });

/** Not a suspense query: the section shows its own loading and error states under the page. */
export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());
