import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { issuedInvoiceStatus } from 'shared-domain/billing/invoice-ledger';
import { invoicePaymentStatuses } from 'shared-domain/billing/payment-status';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { useTestApp } from '../../testing/test-app';
import { newPatient } from './invoice-test-support';
import { invoiceStatusRefresh } from './invoice-status-sql';

const today = '2026-11-18';
const dueDates = ['2026-10-01', '2026-11-17', today, '2026-11-19', '2027-01-05'];

// Amounts as the ledger keeps them: credit notes never above the total; payments any amount (an
// overpaid invoice is paid), the edges (0, equal) often.
const amountsArbitrary = fc.integer({ min: 0, max: 50_000 }).chain((total) =>
  fc.record({
    total: fc.constant(total),
    credited: fc.oneof(fc.constant(0), fc.constant(total), fc.integer({ min: 0, max: total })),
    paid: fc.oneof(fc.constant(0), fc.constant(total), fc.integer({ min: 0, max: total + 1_000 })),
    dueOn: fc.constantFrom(...dueDates),
    status: fc.constantFrom(...invoicePaymentStatuses),
  }),
);

describe('the invoice status in SQL (invoiceStatusRefresh)', () => {
  const testApp = useTestApp();
  let patientId: string;
  beforeAll(async () => {
    patientId = await newPatient(testApp());
  });

  it('agrees with issuedInvoiceStatus on any amounts, and leaves drafts, waived fees and void invoices as they are', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(amountsArbitrary, { minLength: 1, maxLength: 25 }), async (cases) => {
        const { db, clock } = testApp();
        const rows = cases.map((amounts) => ({
          id: randomUUID(),
          patientId,
          totalAmount: amounts.total,
          creditedAmount: amounts.credited,
          paidAmount: amounts.paid,
          dueOn: amounts.dueOn,
          issuedOn: '2026-10-01',
          paymentStatus: amounts.status,
          ...timestamps(clock),
        }));
        await db.insert(invoices).values(rows);
        await db.batch([
          invoiceStatusRefresh(
            db,
            rows.map((row) => row.id),
            today,
          ),
        ]);
        const stored = await db
          .select({ id: invoices.id, status: invoices.paymentStatus })
          .from(invoices)
          .where(
            inArray(
              invoices.id,
              rows.map((row) => row.id),
            ),
          );
        const statusOf = new Map(stored.map((row) => [row.id, row.status]));
        for (const [index, row] of rows.entries()) {
          const amounts = cases[index];
          if (!amounts) throw new Error('a case without its row');
          const expected = ['draft', 'waived', 'void'].includes(amounts.status)
            ? amounts.status
            : issuedInvoiceStatus(
                { totalCents: amounts.total, creditedCents: amounts.credited, paidCents: amounts.paid, dueOn: amounts.dueOn },
                today,
              );
          expect(statusOf.get(row.id), JSON.stringify(amounts)).toBe(expected);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('takes the invoices from a subquery, and touches no other invoice', async () => {
    const { db, clock } = testApp();
    const other = await newPatient(testApp());
    const chosen = randomUUID();
    const untouched = randomUUID();
    const base = {
      totalAmount: 5_000,
      paidAmount: 5_000,
      dueOn: today,
      issuedOn: today,
      paymentStatus: 'unpaid' as const,
      ...timestamps(clock),
    };
    await db.insert(invoices).values([
      { id: chosen, patientId: other, ...base },
      { id: untouched, patientId, ...base },
    ]);
    const ofOther = () => db.select({ id: invoices.id }).from(invoices).where(eq(invoices.patientId, other));
    const [result] = await db.batch([invoiceStatusRefresh(db, ofOther(), today)]);
    expect(result.rowsAffected).toBe(1);
    // Its SQL text too; and a status already right is not written again.
    await db.update(invoices).set({ paymentStatus: 'unpaid' }).where(eq(invoices.id, chosen));
    const [fromText, again] = await db.batch([
      invoiceStatusRefresh(db, ofOther().getSQL(), today),
      invoiceStatusRefresh(db, ofOther(), today),
    ]);
    expect([fromText.rowsAffected, again.rowsAffected]).toEqual([1, 0]);
    const rows = await db
      .select({ id: invoices.id, status: invoices.paymentStatus })
      .from(invoices)
      .where(inArray(invoices.id, [chosen, untouched]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({ [chosen]: 'paid', [untouched]: 'unpaid' });

    // An empty list changes nothing (and is not a syntax error).
    const [none] = await db.batch([invoiceStatusRefresh(db, [], today)]);
    expect(none.rowsAffected).toBe(0);
  });
});
