// Test support for « Facturation »: invoices as the admin API answers them (shared-domain/billing/desk-invoice-views),
// with `fields` changed, and a list's page. Imported by tests only.
import type { DeskInvoiceDetail, DeskInvoiceLine, DeskInvoiceSummary } from 'shared-domain/billing/desk-invoice-views';

export const invoiceSummary = (id: string, fields: Partial<DeskInvoiceSummary> = {}): DeskInvoiceSummary => ({
  id,
  number: null,
  kind: 'visit',
  kindLabel: 'Visite',
  status: 'draft',
  statusLabel: 'Brouillon',
  patientId: 'pat-1',
  patientName: 'Léa Gagnon',
  appointmentId: 'appt-1',
  issuedOn: '2026-11-23',
  dueOn: '2026-12-23',
  totalCents: 8500,
  creditedCents: 0,
  paidCents: 0,
  openCents: 8500,
  ...fields,
});

export const invoiceLine = (id: string, fields: Partial<DeskInvoiceLine> = {}): DeskInvoiceLine => ({
  id,
  description: 'Ajustement chiropratique',
  serviceDate: '2026-11-23',
  amountCents: 8500,
  taxCode: 'exempt',
  productId: null,
  quantity: 1,
  creditedCents: 0,
  creditableCents: 0,
  ...fields,
});

const noActions: DeskInvoiceDetail['can'] = {
  edit: false,
  issue: false,
  send: false,
  waive: false,
  credit: false,
  checkout: false,
  insuranceReceipt: false,
};

export const invoiceDetail = (id: string, fields: Partial<DeskInvoiceDetail> = {}): DeskInvoiceDetail => ({
  ...invoiceSummary(id),
  patient: { id: 'pat-1', name: 'Léa Gagnon', email: 'lea@example.com' },
  lines: [invoiceLine('line-1')],
  totalRows: [{ label: 'Total', amount: '85,00 $' }],
  creditNotes: [],
  payments: [],
  depositToApplyCents: 0,
  waiver: null,
  can: noActions,
  ...fields,
});

/** What a draft allows. */
export const draftActions: DeskInvoiceDetail['can'] = { ...noActions, edit: true, issue: true, send: true, checkout: true };
/** What an issued invoice still owed allows. */
export const owedActions: DeskInvoiceDetail['can'] = { ...noActions, send: true, credit: true, checkout: true };

export const invoicesPage = (invoices: DeskInvoiceSummary[], nextCursor: string | null = null) => ({ invoices, nextCursor });
