// A payment is never dated before what it pays: the invoice's issue day, nor the day of the visit it
// bills (a cheque « reçu le » 3 March for a visit of 5 March is a typing mistake, and would put the
// money on a day whose close never saw that invoice).
import { eq, inArray, sql } from 'drizzle-orm';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { formatDate } from 'shared-domain/platform/format';
import type { Database } from '../../platform/db/client';
import { appointments, invoices } from '../../platform/db/schema';
import { fieldRefusal } from '../../platform/http/app-error';

/** The latest day among the invoices' issue days and their visits' days (null: no invoice). */
export async function latestInvoiceOrVisitDay(db: Database, invoiceIds: readonly string[]): Promise<string | null> {
  if (invoiceIds.length === 0) return null;
  const [row] = await db
    .select({ day: sql<string | null>`max(max(${invoices.issuedOn}, coalesce(${appointments.scheduledDate}, '')))` })
    .from(invoices)
    .leftJoin(appointments, eq(appointments.id, invoices.appointmentId))
    .where(inArray(invoices.id, [...invoiceIds]));
  return row?.day || null;
}

/** Refuses (422 beside « Date de réception », in French) a payment dated before its invoices or their visits. */
export async function refusePaymentBeforeInvoice(db: Database, businessDate: string, invoiceIds: readonly string[]): Promise<void> {
  const earliest = await latestInvoiceOrVisitDay(db, invoiceIds);
  if (earliest && businessDate < earliest) throw fieldRefusal('receivedOn', deskMessages.receivedBeforeInvoice(formatDate(earliest)));
}
