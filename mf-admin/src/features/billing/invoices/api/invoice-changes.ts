// What the desk changes on an invoice, each a result the screen shows in place:
// on a draft, POST …/lines (a product or a free line), PATCH/DELETE …/lines/:lineId, DELETE the
// draft; POST …/issue and …/send (a draft is numbered on the way); POST …/waiver (« Renoncer aux
// frais »); POST …/credit-notes; POST /invoices, « Nouvelle vente » (an empty counter-sale draft).
// The PDFs (the invoice's, a credit note's, the visit's insurance receipt) are plain links (the session cookie goes with them).
import { createAdminClient } from 'api/client';
import { callApi } from 'shared-ui/api-result';

const client = createAdminClient();
const invoice = client.invoices[':id'];

export type NewInvoiceLine = Parameters<typeof invoice.lines.$post>[0]['json'];
export type LineAmount = Parameters<(typeof invoice.lines)[':lineId']['$patch']>[0]['json'];
export type FeeWaiverRequest = Parameters<typeof invoice.waiver.$post>[0]['json'];
export type SaleRequest = Parameters<typeof client.invoices.$post>[0]['json'];
export type CreditNoteRequest = Parameters<(typeof invoice)['credit-notes']['$post']>[0]['json'];

export const startSale = (sale: SaleRequest) => callApi(() => client.invoices.$post({ json: sale }));

export const addInvoiceLine = (id: string, line: NewInvoiceLine) => callApi(() => invoice.lines.$post({ param: { id }, json: line }));

export const changeLineAmount = (id: string, lineId: string, amount: LineAmount) =>
  callApi(() => invoice.lines[':lineId'].$patch({ param: { id, lineId }, json: amount }));

export const removeInvoiceLine = (id: string, lineId: string) => callApi(() => invoice.lines[':lineId'].$delete({ param: { id, lineId } }));

export const deleteDraft = (id: string) => callApi(() => invoice.$delete({ param: { id } }));

export const issueInvoice = (id: string) => callApi(() => invoice.issue.$post({ param: { id } }));

export const sendInvoice = (id: string) => callApi(() => invoice.send.$post({ param: { id } }));

export const waiveFee = (id: string, waiver: FeeWaiverRequest) => callApi(() => invoice.waiver.$post({ param: { id }, json: waiver }));

export const creditInvoice = (id: string, creditNote: CreditNoteRequest) =>
  callApi(() => invoice['credit-notes'].$post({ param: { id }, json: creditNote }));

/** The invoice's PDF, relative to the site (the page's origin is the API's). */
export function invoicePdfUrl(id: string): string {
  const url = invoice.pdf.$url({ param: { id } });
  return `${url.pathname}${url.search}`;
}

/** The visit's « Reçu pour assurance » PDF, relative to the site. */
export function insuranceReceiptUrl(id: string): string {
  const url = invoice['insurance-receipt'].$url({ param: { id } });
  return `${url.pathname}${url.search}`;
}

/** A credit note's PDF, relative to the site. */
export function creditNotePdfUrl(id: string): string {
  const url = client['credit-notes'][':id'].pdf.$url({ param: { id } });
  return `${url.pathname}${url.search}`;
}
