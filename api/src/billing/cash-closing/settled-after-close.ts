// The card payments and refunds whose day the desk closed before the gateway settled them
// (settling-day.ts): shown on the day they were authorized on, which did not count them, and on
// the day that did, each with why.
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import { settledAfterCloseReason } from 'shared-domain/billing/cash-close';
import type { DeskCashDay } from 'shared-domain/billing/desk-cash-views';
import type { Database } from '../../platform/db/client';
import { patients, paymentTransactions } from '../../platform/db/schema';

const pt = paymentTransactions;

export async function settledAfterCloseOf(db: Database, businessDate: string): Promise<DeskCashDay['settledAfterClose']> {
  const rows = await db
    .select({
      id: pt.id,
      type: pt.transactionType,
      amountCents: pt.amount,
      authorizedOn: pt.authorizedOn,
      businessDate: pt.businessDate,
      firstName: patients.firstName,
      lastName: patients.lastName,
    })
    .from(pt)
    .innerJoin(patients, eq(patients.id, pt.patientId))
    .where(
      and(eq(pt.status, 'completed'), isNotNull(pt.authorizedOn), or(eq(pt.authorizedOn, businessDate), eq(pt.businessDate, businessDate))),
    )
    .orderBy(asc(pt.receivedAt), asc(pt.id));
  return rows.map((row) => ({
    id: row.id,
    patientName: `${row.firstName} ${row.lastName}`.trim(),
    amountCents: row.amountCents,
    reason: settledAfterCloseReason(
      row.type === 'refund' ? 'refund' : 'payment',
      row.authorizedOn ?? businessDate,
      row.businessDate ?? businessDate,
    ),
  }));
}
