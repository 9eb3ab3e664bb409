// POST /api/portal/payment-methods/:id/primary: this card becomes the primary one (the server
// clears the others); the list is asked again for its new order.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFamilyPortalClient } from '../../../lib/acting-for/acting-for';
import { apiData } from 'shared-ui/api-result';
import { paymentMethodsQueryKey } from './payment-methods';

const client = createFamilyPortalClient();

export const makePrimaryPaymentMethod = (id: string) => apiData(() => client['payment-methods'][':id'].primary.$post({ param: { id } }));

export function useMakePrimaryPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makePrimaryPaymentMethod,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey() }),
  });
}
