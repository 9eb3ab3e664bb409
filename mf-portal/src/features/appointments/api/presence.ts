// POST /api/portal/appointments/:id/presence: the patient says they will come (once; again changes
// nothing). The list is asked again whatever the answer: a refusal means it changed meanwhile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFamilyPortalClient } from '../../../lib/acting-for/acting-for';
import { apiData } from 'shared-ui/api-result';
import { appointmentsQueryKey } from './appointments';

const client = createFamilyPortalClient();

export const confirmPresence = (id: string) => apiData(() => client.appointments[':id'].presence.$post({ param: { id } }));

export function useConfirmPresence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPresence,
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey() }),
  });
}
