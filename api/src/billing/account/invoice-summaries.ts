// An invoice as the desk's finance screens list it (`DeskInvoiceSummary`), read the same way by the
// patient's account, the checkout's answer and its receipt, so they agree on every cent.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { deskInvoiceStatusLabels, invoiceKindLabels } from 'shared-domain/desk-billing';
import type { DeskInvoiceSummary } from 'shared-domain/desk-views';
import { invoiceNumber } from 'shared-domain/invoice';
import { invoiceOpenCents } from 'shared-domain/invoice-ledger';
import type { AppDeps } from '../../deps';
import { invoices, patients } from '../../platform/db/schema';

/** The invoices matching `where`, oldest first (issue date, then creation). */
export async function deskInvoiceSummaries(db: AppDeps['db'], where: SQL | undefined): Promise<DeskInvoiceSummary[]> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      status: invoices.paymentStatus,
      patientId: invoices.patientId,
      firstName: patients.firstName,
      lastName: patients.lastName,
      appointmentId: invoices.appointmentId,
      issuedOn: invoices.issuedOn,
      dueOn: invoices.dueOn,
      totalCents: invoices.totalAmount,
      creditedCents: invoices.creditedAmount,
      paidCents: invoices.paidAmount,
    })
    .from(invoices)
    .innerJoin(patients, eq(patients.id, invoices.patientId))
    .where(where)
    .orderBy(asc(invoices.issuedOn), asc(invoices.createdAt), asc(invoices.id));
  return rows.map((row) => ({
    id: row.id,
    // Rows written before the desk numbered invoices (the demo's, the portal's) carry their id's number.
    number: row.status === 'draft' || row.status === 'waived' ? row.number : (row.number ?? invoiceNumber(row.id)),
    kind: row.kind,
    kindLabel: invoiceKindLabels[row.kind],
    status: row.status,
    statusLabel: deskInvoiceStatusLabels[row.status],
    patientId: row.patientId,
    patientName: `${row.firstName} ${row.lastName}`.trim(),
    appointmentId: row.appointmentId,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    totalCents: row.totalCents,
    creditedCents: row.creditedCents,
    paidCents: row.paidCents,
    openCents: invoiceOpenCents({ totalCents: row.totalCents, creditedCents: row.creditedCents, paidCents: row.paidCents }),
  }));
}

/** One patient's invoices among `ids` (an id of another patient's invoice is simply absent). */
export function patientInvoiceSummaries(db: AppDeps['db'], patientId: string, ids: readonly string[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : deskInvoiceSummaries(db, and(eq(invoices.patientId, patientId), inArray(invoices.id, [...ids])));
}
