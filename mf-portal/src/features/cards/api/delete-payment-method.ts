// DELETE /api/portal/payment-methods/:id: the card leaves the patient's list; the list is asked again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFamilyPortalClient } from '../../../lib/acting-for/acting-for';
import { apiData } from 'shared-ui/api-result';
import { paymentMethodsQueryKey } from './payment-methods';

const client = createFamilyPortalClient();

export const deletePaymentMethod = (id: string) => apiData(() => client['payment-methods'][':id'].$delete({ param: { id } }));

export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentMethod,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey() }),
  });
}
