// The addresses of « Facturation » that other screens link to (Ma Journée, the patient's file, the
// calendar): the list filtered to a patient, an invoice, and the checkout opened for a patient.
// The page reads the same parameters (invoices/invoice-filters.ts), so a bookmark or « Back » finds them.
import { paths } from 'shared-domain/platform/paths';

/** The address's parameters of « Facturation ». */
export const billingParams = {
  status: 'status',
  patient: 'patient',
  from: 'from',
  to: 'to',
  q: 'q',
  invoice: 'invoice',
  checkout: 'checkout',
} as const;

function withQuery(entries: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) if (value) query.set(key, value);
  const search = query.toString();
  return search ? `${paths.adminBilling.build()}?${search}` : paths.adminBilling.build();
}

export const billingLinks = {
  /** The patient's invoices. */
  patientInvoices: (patientId: string) => withQuery({ [billingParams.patient]: patientId }),
  /** « Encaisser » for the patient: the checkout opened over their invoices. */
  checkout: (patientId: string) => withQuery({ [billingParams.patient]: patientId, [billingParams.checkout]: '1' }),
  /** One invoice. */
  invoice: (invoiceId: string) => withQuery({ [billingParams.invoice]: invoiceId }),
};
