// Invoice, sales-tax and balance rules (specification §3 invoice data and §9,
// DESIGN.md §7), pure so the portal page, its PDF and the back-office billing compute the same cents.
//
// Rounding: every amount is integer cents. A price already includes its taxes, so the taxes are
// taken out of it: GST and QST are each rounded half up to the cent from the exact tax-included
// total (total × 5 / 114.975 and total × 9.975 / 114.975), and the subtotal is what remains
// (total − GST − QST), so subtotal + taxes = total to the cent on every invoice. The taxes are
// computed once on the sum of the taxable lines, not line by line, so an invoice's rounding error
// stays within one cent per tax. With these rates an exact half cent cannot occur (114 975 shares
// no factor that would allow it), so the choice between half-up and half-even never shows.
import { formatMoney } from '../platform/format';
import { once } from '../platform/once';
import { invoiceBalanceCents } from './invoice-ledger';
import type { InvoicePaymentStatus } from './payment-status';
import type { TransactionStatus } from './payment-transaction';
import type { TaxCode } from './tax-code';
import { type Tender, tenderLabels } from './tender';
import { requireCents } from './cents';

// Rates in thousandths of a percent, so the arithmetic stays in integers.
const gstRate = 5_000n; // 5 %
const qstRate = 9_975n; // 9.975 %
const wholePrice = 100_000n;
const taxIncludedPrice = wholePrice + gstRate + qstRate; // the specification's 1.14975

export interface InvoiceLine {
  description: string;
  /** The service's calendar date, 'YYYY-MM-DD'. */
  date: string;
  /** Price in cents, taxes included for a taxable line. */
  amountCents: number;
  taxCode: TaxCode;
}

/** All in cents. `tax` = `gst` + `qst`; `subtotal` + `tax` = `total`. */
export interface InvoiceTotals {
  subtotal: number;
  gst: number;
  qst: number;
  tax: number;
  total: number;
  /** What credit notes took off the invoice, each printed with its number. */
  credited: number;
  creditNotes: InvoiceCreditNote[];
  paid: number;
  /** What is still owed (`invoiceBalanceCents`); never negative (an overpayment leaves 0, not a credit). */
  balance: number;
}

/** A credit note as an invoice's totals block names it. */
export interface InvoiceCreditNote {
  number: string;
  amountCents: number;
}

/** What an invoice's balance depends on besides its lines and payments. */
export interface InvoiceStanding {
  /** Its credit notes, oldest first. */
  creditNotes?: readonly InvoiceCreditNote[];
  /** A waived fee or a void invoice owes nothing (default: an invoice that owes). */
  status?: InvoicePaymentStatus;
}

/** numerator / denominator rounded half up; both non-negative. BigInt so huge totals stay exact. */
function roundedQuotient(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** 'INV-' + the first 8 characters of the (transaction) id in uppercase (specification §9). */
export function invoiceNumber(id: string): string {
  return `INV-${documentKey(id)}`;
}

function documentKey(id: string): string {
  const key = id.trim().slice(0, 8);
  // A shorter key would print a number that two documents could share.
  if (key.length < 8) throw new RangeError(`A document number needs an id of at least 8 characters, got '${id}'`);
  return key.toUpperCase();
}

/**
 * Totals of the lines, taxes taken out of the taxable lines' prices (rounding: see the top of the
 * file), and the balance left once credit notes and payments are taken off.
 */
export function invoiceTotals(lines: readonly InvoiceLine[], paidCents: number, standing: InvoiceStanding = {}): InvoiceTotals {
  let total = 0;
  let taxable = 0;
  for (const line of lines) {
    const amount = requireCents(line.amountCents, `The amount of '${line.description}'`);
    total += amount;
    if (line.taxCode === 'gst_qst') taxable += amount;
  }
  const paid = requireCents(paidCents, 'The amount paid');
  const gst = roundedQuotient(BigInt(taxable) * gstRate, taxIncludedPrice);
  const qst = roundedQuotient(BigInt(taxable) * qstRate, taxIncludedPrice);
  const tax = gst + qst;
  const creditNotes = (standing.creditNotes ?? []).map((note) => ({
    number: note.number,
    amountCents: requireCents(note.amountCents, `The credit note ${note.number}`),
  }));
  const credited = creditNotes.reduce((sum, note) => sum + note.amountCents, 0);
  const balance = invoiceBalanceCents({ status: standing.status ?? 'unpaid', totalCents: total, creditedCents: credited, paidCents: paid });
  return { subtotal: total - tax, gst, qst, tax, total, credited, creditNotes, paid, balance };
}

/** Specification §9: a completed transaction is paid in full; any other leaves its whole amount owed. */
export function transactionPaidCents(status: TransactionStatus, amountCents: number): number {
  return status === 'completed' ? requireCents(amountCents, 'The transaction amount') : 0;
}

const percent = once(() => new Intl.NumberFormat('fr-CA', { style: 'percent', maximumFractionDigits: 3 }));
const percentOf = (rate: bigint) => percent().format(Number(rate) / Number(wholePrice));

export interface InvoiceTotalRow {
  label: string;
  /** fr-CA money, e.g. '114,98 $'. */
  amount: string;
}

/**
 * The totals block as the invoice prints it, one list for the desk's page, the portal's page and the
 * PDF so they read the same: subtotal, GST and QST each, the specification's combined tax line with
 * its percentage (derived from the two rates: 14,975 %), total, each credit note by its number
 * (« Note de crédit NC-00003 », a negative amount), paid and balance. An invoice without a taxable
 * line (chiropractic care only) says it is exempt instead of printing rates that do not apply.
 */
export function invoiceTotalRows(totals: InvoiceTotals, hasTaxableLines: boolean): InvoiceTotalRow[] {
  const row = (label: string, cents: number): InvoiceTotalRow => ({ label, amount: formatMoney(cents) });
  const taxRows = hasTaxableLines
    ? [
        row(`TPS (${percentOf(gstRate)})`, totals.gst),
        row(`TVQ (${percentOf(qstRate)})`, totals.qst),
        row(`Taxes (${percentOf(gstRate + qstRate)})`, totals.tax),
      ]
    : [row('Taxes (exonéré)', totals.tax)];
  return [
    row('Sous-total', totals.subtotal),
    ...taxRows,
    row('Total', totals.total),
    ...totals.creditNotes.map((note) => row(`Note de crédit ${note.number}`, -note.amountCents)),
    row('Payé', totals.paid),
    row('Solde', totals.balance),
  ];
}

export interface InvoiceInput {
  /** The transaction (or invoice) id the number is made from when it has none of its own. */
  id: string;
  /** The invoice's own number ('F-00042'); rows numbered before it print `invoiceNumber(id)`. */
  number?: string | null;
  /** Calendar date 'YYYY-MM-DD'; the due date is the same day (specification §9) unless `dueDate` says otherwise. */
  date: string;
  /**
   * The invoice row's own due date ('YYYY-MM-DD'). The specification's invoice, made from a
   * transaction, is due the day it is issued; an invoice issued with payment terms (the clinic's
   * `invoices.dueOn`) must print the date its overdue status is counted from.
   */
  dueDate?: string;
  patient: { name: string; email: string; phone: string; address: string };
  lines: readonly InvoiceLine[];
  paidCents: number;
  /** Credit notes and status: what the balance depends on besides the payments. */
  standing?: InvoiceStanding;
  /** The tenders of the payments applied to it, in the order received (none: nothing paid). */
  tenders?: readonly Tender[];
  notes?: string | null;
}

/** Specification §3's invoice data; amounts in cents, dates as calendar dates, formatted by the page. */
export interface InvoiceDocument extends InvoiceTotals {
  invoiceNumber: string;
  date: string;
  dueDate: string;
  patientName: string;
  patientEmail: string;
  patientPhone: string;
  patientAddress: string;
  services: InvoiceLine[];
  hasTaxableLines: boolean;
  totalRows: InvoiceTotalRow[];
  /** How it was paid (« Comptant, Débit Interac »); empty when nothing was paid. */
  paymentMethod: string;
  notes: string;
}

/** The tenders an invoice was paid in, each once, in the order received: « Comptant, Débit Interac ». */
export function invoicePaymentMethod(tenders: readonly Tender[]): string {
  return [...new Set(tenders)].map((tender) => tenderLabels[tender]).join(', ');
}

export function invoiceDocument(input: InvoiceInput): InvoiceDocument {
  const totals = invoiceTotals(input.lines, input.paidCents, input.standing);
  const hasTaxableLines = input.lines.some((line) => line.taxCode === 'gst_qst');
  return {
    invoiceNumber: input.number ?? invoiceNumber(input.id),
    date: input.date,
    dueDate: input.dueDate ?? input.date,
    patientName: input.patient.name,
    patientEmail: input.patient.email,
    patientPhone: input.patient.phone,
    patientAddress: input.patient.address,
    services: input.lines.map((line) => ({ ...line })),
    ...totals,
    hasTaxableLines,
    totalRows: invoiceTotalRows(totals, hasTaxableLines),
    paymentMethod: invoicePaymentMethod(input.tenders ?? []),
    notes: input.notes?.trim() ?? '',
  };
}

// The invoice's state as the patient reads it (the portal's Documents tab, the invoice and its PDF).
const invoiceStatusLabels: Record<InvoicePaymentStatus, string> = {
  draft: 'Brouillon',
  unpaid: 'Impayée',
  partial: 'Partiellement payée',
  overdue: 'En retard',
  paid: 'Payée',
  credited: 'Créditée',
  waived: 'Frais annulés',
  void: 'Annulée',
};

/** 'overdue' → 'En retard'; an unknown value is shown raw, as for the other status labels. */
export function invoiceStatusLabel(status: string): string {
  return Object.hasOwn(invoiceStatusLabels, status) ? invoiceStatusLabels[status as InvoicePaymentStatus] : status;
}

export interface BalanceDue {
  unpaidCents: number;
  overdueCents: number;
  /** unpaid + overdue: the banner's amount to pay. */
  totalCents: number;
}

/** The balance banner from invoice ("billing") rows: only unpaid and overdue rows are owed (specification §3 billing). */
export function balanceDue(invoices: readonly { paymentStatus: InvoicePaymentStatus; totalAmount: number }[]): BalanceDue {
  let unpaidCents = 0;
  let overdueCents = 0;
  for (const invoice of invoices) {
    if (invoice.paymentStatus === 'unpaid') unpaidCents += requireCents(invoice.totalAmount, 'An invoice total');
    if (invoice.paymentStatus === 'overdue') overdueCents += requireCents(invoice.totalAmount, 'An invoice total');
  }
  return { unpaidCents, overdueCents, totalCents: unpaidCents + overdueCents };
}
