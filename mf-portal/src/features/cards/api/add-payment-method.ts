// POST /api/portal/payment-methods: tokenises a card with the gateway and saves it. The dialog reads
// the answer as a result (its refusal stays on the form), so this is not a mutation hook.
import { createFamilyPortalClient } from '../../../lib/acting-for/acting-for';
import type { AddCard } from 'shared-domain/billing/card';
import { callApi } from 'shared-ui/api-result';

const client = createFamilyPortalClient();

export const addPaymentMethod = (card: AddCard) => callApi(() => client['payment-methods'].$post({ json: card }));
