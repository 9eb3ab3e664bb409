// A patient's invoices as the portal shows and prints them: one assembly for the JSON, the page and
// the PDF, so they can never disagree on a cent. Every query is scoped to the patient: another
// patient's invoice is not told apart from an unknown one.
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { formatPhone } from 'shared-domain/platform/format';
import {
  type InvoiceDocument,
  type InvoiceLine,
  invoiceDocument,
  invoiceNumber,
  invoiceStatusLabel,
  invoiceTotals,
} from 'shared-domain/billing/invoice';
import type { InvoicePaymentStatus } from 'shared-domain/billing/payment-status';
import type { AppDeps } from '../../deps';
import { loadClinicSettings } from '../../clinic/public';
import { type clinicSettings, invoiceLines, invoicePayments, invoices, patients, paymentTransactions } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';

type ClinicSettings = typeof clinicSettings.$inferSelect;

/** The clinic as an invoice's header and footer print it. */
export interface ClinicLetterhead {
  name: string;
  practitionerName: string;
  /** The street line, then 'Montréal (QC) H2J 2K8'. */
  addressLines: string[];
  phone: string;
  email: string;
  /** Printed only on an invoice with a taxable line of a clinic registered for the taxes (null otherwise, or when it has none). */
  gstNumber: string | null;
  qstNumber: string | null;
}

export function clinicAddressLines(settings: Pick<ClinicSettings, 'addressLine' | 'city' | 'province' | 'postalCode'>): string[] {
  const place = [settings.city && `${settings.city} (${settings.province})`, settings.postalCode].filter(Boolean).join(' ');
  return [settings.addressLine, place].filter((line) => line !== '');
}

export function clinicLetterhead(settings: ClinicSettings, options: { taxable: boolean }): ClinicLetterhead {
  const printsNumbers = options.taxable && settings.taxRegistered;
  return {
    name: settings.clinicName,
    practitionerName: settings.practitionerName,
    addressLines: clinicAddressLines(settings),
    phone: formatPhone(settings.phone),
    email: settings.email,
    // Registration numbers only matter where taxes are charged, and only while the clinic is
    // registered for them (« inscrite aux taxes »); an exempt invoice stays quiet.
    gstNumber: printsNumbers ? settings.gstNumber || null : null,
    qstNumber: printsNumbers ? settings.qstNumber || null : null,
  };
}

export type PatientInvoice = InvoiceDocument & { id: string; status: InvoicePaymentStatus; statusLabel: string };

export interface PatientInvoiceView {
  invoice: PatientInvoice;
  clinic: ClinicLetterhead;
  /** The clinic's time zone and the title it prints after the practitioner's name (for the PDF). */
  timeZone: string;
  practitionerTitle: string;
}

/** Cents actually received per invoice: only payments whose transaction completed count. */
async function paidCentsByInvoice(deps: Pick<AppDeps, 'db'>, patientId: string, invoiceIds: string[]): Promise<Map<string, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await deps.db
    .select({ invoiceId: invoicePayments.invoiceId, paid: sql<number>`coalesce(sum(${invoicePayments.amount}), 0)` })
    .from(invoicePayments)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, invoicePayments.transactionId))
    .where(
      and(
        inArray(invoicePayments.invoiceId, invoiceIds),
        eq(paymentTransactions.patientId, patientId),
        eq(paymentTransactions.status, 'completed'),
      ),
    )
    .groupBy(invoicePayments.invoiceId);
  return new Map(rows.map((row) => [row.invoiceId, Number(row.paid)]));
}

/** Lines per invoice, in the order they print. */
async function linesByInvoice(deps: Pick<AppDeps, 'db'>, invoiceIds: string[]): Promise<Map<string, InvoiceLine[]>> {
  const lines = new Map<string, InvoiceLine[]>(invoiceIds.map((id) => [id, []]));
  if (invoiceIds.length === 0) return lines;
  const rows = await deps.db
    .select({
      invoiceId: invoiceLines.invoiceId,
      description: invoiceLines.description,
      date: invoiceLines.serviceDate,
      amountCents: invoiceLines.amount,
      taxCode: invoiceLines.taxCode,
    })
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.lineOrder), asc(invoiceLines.id));
  for (const { invoiceId, ...line } of rows) lines.get(invoiceId)?.push(line);
  return lines;
}

/** Never shown to the patient: drafts (not issued yet), waived fees, void invoices. */
const hiddenFromPatient: InvoicePaymentStatus[] = ['draft', 'waived', 'void'];

/** The Documents tab's list: every issued invoice, newest first, with what is paid and owed. */
export async function listPatientInvoices(deps: Pick<AppDeps, 'db'>, patientId: string) {
  const rows = await deps.db
    .select({
      id: invoices.id,
      number: invoices.number,
      issuedOn: invoices.issuedOn,
      dueOn: invoices.dueOn,
      status: invoices.paymentStatus,
    })
    .from(invoices)
    .where(and(eq(invoices.patientId, patientId), notInArray(invoices.paymentStatus, hiddenFromPatient)))
    .orderBy(desc(invoices.issuedOn), desc(invoices.createdAt), desc(invoices.id));
  const ids = rows.map((row) => row.id);
  const [lines, paid] = await Promise.all([linesByInvoice(deps, ids), paidCentsByInvoice(deps, patientId, ids)]);
  return rows.map((row) => {
    const totals = invoiceTotals(lines.get(row.id) ?? [], paid.get(row.id) ?? 0);
    return {
      id: row.id,
      number: row.number ?? invoiceNumber(row.id),
      issuedOn: row.issuedOn,
      dueOn: row.dueOn,
      totalCents: totals.total,
      paidCents: totals.paid,
      balanceCents: totals.balance,
      status: row.status,
      statusLabel: invoiceStatusLabel(row.status),
    };
  });
}

/**
 * One invoice of the patient with its lines, payments, patient block and clinic header; 404 for any
 * other, and for a draft or a waived fee unless staff ask (`{ staff: true }`: the desk's PDF).
 */
export async function loadPatientInvoice(
  deps: Pick<AppDeps, 'db'>,
  patientId: string,
  invoiceId: string,
  options: { staff?: boolean } = {},
): Promise<PatientInvoiceView> {
  const [row] = await deps.db
    .select({
      id: invoices.id,
      number: invoices.number,
      issuedOn: invoices.issuedOn,
      dueOn: invoices.dueOn,
      status: invoices.paymentStatus,
      notes: invoices.notes,
      firstName: patients.firstName,
      lastName: patients.lastName,
      email: patients.email,
      phone: patients.phone,
      address: patients.address,
    })
    .from(invoices)
    .innerJoin(patients, eq(patients.id, invoices.patientId))
    .where(
      and(
        eq(invoices.id, invoiceId),
        eq(invoices.patientId, patientId),
        options.staff ? undefined : notInArray(invoices.paymentStatus, hiddenFromPatient),
      ),
    );
  if (!row) throw notFound();
  const [lines, paid, settings] = await Promise.all([
    linesByInvoice(deps, [row.id]),
    paidCentsByInvoice(deps, patientId, [row.id]),
    loadClinicSettings(deps.db),
  ]);
  const document = invoiceDocument({
    id: row.id,
    number: row.number ?? (row.status === 'draft' ? 'Brouillon' : null),
    date: row.issuedOn,
    dueDate: row.dueOn,
    patient: {
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email ?? '',
      phone: row.phone ? formatPhone(row.phone) : '',
      address: row.address ?? '',
    },
    lines: lines.get(row.id) ?? [],
    paidCents: paid.get(row.id) ?? 0,
    notes: row.notes,
  });
  return {
    invoice: { ...document, id: row.id, status: row.status, statusLabel: invoiceStatusLabel(row.status) },
    clinic: clinicLetterhead(settings, { taxable: document.hasTaxableLines }),
    timeZone: settings.timeZone,
    practitionerTitle: settings.practitionerTitle,
  };
}
