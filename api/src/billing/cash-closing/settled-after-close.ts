// The payments and refunds counted on a later day than they came in (settling-day.ts): a card the
// gateway settled after its day was closed, money taken after the close. Shown on the day they
// came in, which did not count them, and on the day that did, each with why.
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
      tender: pt.tender,
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
  return rows.map((row) => {
    const authorizedOn = row.authorizedOn ?? businessDate;
    const countedOn = row.businessDate ?? businessDate;
    return {
      id: row.id,
      patientName: `${row.firstName} ${row.lastName}`.trim(),
      amountCents: row.amountCents,
      reason: settledAfterCloseReason(row.type === 'refund' ? 'refund' : 'payment', authorizedOn, countedOn, row.tender),
      authorizedOn,
      countedOn,
    };
  });
}
