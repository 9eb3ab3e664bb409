// The patient's invoices as the desk's account, the checkout's answer and its receipt read them:
// the list's own summary (`invoices/invoice-views.ts`), so every screen agrees on every cent.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DeskInvoiceSummary } from 'shared-domain/billing/desk-invoice-views';
import type { AppDeps } from '../../deps';
import { invoices, patients } from '../../platform/db/schema';
import { invoiceSummary, summaryColumns } from '../invoices/invoice-views';

/** The invoices matching `where`, oldest first (issue date, then creation); a draft counts what it will owe. */
export async function deskInvoiceSummaries(db: AppDeps['db'], where: SQL | undefined): Promise<DeskInvoiceSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(invoices)
    .innerJoin(patients, eq(patients.id, invoices.patientId))
    .where(where)
    .orderBy(asc(invoices.issuedOn), asc(invoices.createdAt), asc(invoices.id));
  return rows.map((row) => invoiceSummary(row, { draftsOwe: true }));
}

/** One patient's invoices among `ids` (an id of another patient's invoice is simply absent). */
export function patientInvoiceSummaries(db: AppDeps['db'], patientId: string, ids: readonly string[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : deskInvoiceSummaries(db, and(eq(invoices.patientId, patientId), inArray(invoices.id, [...ids])));
}
