// POST /api/admin/checkouts: « Encaisser » — one patient's chosen invoices (drafts issued on the
// way) paid by one or several tenders and the account credit used; the key made when the dialog
// opened makes a repeated submission answer from the first, never charge twice. The receipt's PDF
// is a plain link (the session cookie goes with it); POST …/:id/receipt-email e-mails it again.
import { createAdminClient } from 'api/client';
import { callApi, type ApiData } from 'shared-ui/api-result';

const client = createAdminClient();

export type CheckoutRequest = Parameters<typeof client.checkouts.$post>[0]['json'];
export type CheckoutResult = ApiData<typeof client.checkouts.$post>;

export const checkOut = (checkout: CheckoutRequest) => callApi(() => client.checkouts.$post({ json: checkout }));

/** « Renvoyer le reçu »: the checkout's receipt e-mailed again; the answer says to which address. */
export const resendReceipt = (checkoutId: string) =>
  callApi(() => client.checkouts[':id']['receipt-email'].$post({ param: { id: checkoutId } }));

/** The checkout's receipt (letter page, PDF), relative to the site. */
export function receiptPdfUrl(checkoutId: string): string {
  const url = client.checkouts[':id']['receipt.pdf'].$url({ param: { id: checkoutId } });
  return `${url.pathname}${url.search}`;
}
