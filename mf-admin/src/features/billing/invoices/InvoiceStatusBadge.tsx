// An invoice's state as staff read it (« Brouillon », « Émise », « Partiellement payée »…), a
// coloured label whose colour only repeats the word.
import { deskInvoiceStatusLabels } from 'shared-domain/billing/payment-status';
import type { InvoicePaymentStatus } from 'shared-domain/billing/payment-status';

export function InvoiceStatusBadge({ status }: { status: InvoicePaymentStatus }) {
  return <span className={`invoice-status invoice-status--${status}`}>{deskInvoiceStatusLabels[status] ?? status}</span>;
}
