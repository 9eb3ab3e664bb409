// POST /api/admin/refunds: money given back, from one payment (card on file goes back to the card
// through the gateway) or from the patient's account credit, in the tender staff record. The key
// is made when the dialog opens: the same key again answers from the first refund.
// POST /api/admin/payments/:id/void: a desk payment recorded by mistake, cancelled while its day is open.
import { createAdminClient } from 'api/client';
import { apiData, callApi } from 'shared-ui/api-result';

const client = createAdminClient();

export type RefundRequest = Parameters<typeof client.refunds.$post>[0]['json'];

export const sendRefund = (refund: RefundRequest) => callApi(() => client.refunds.$post({ json: refund }));

/** Throws the refusal (ApiRequestError), for a mutation. */
export const voidPayment = (id: string) => apiData(() => client.payments[':id'].void.$post({ param: { id } }));
