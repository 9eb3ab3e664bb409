// The balance identity, property-tested against the real API and database:
// for any sequence of what the desk does to one patient — an invoice issued (exempt or taxed lines),
// a payment of some owed invoices, part or more than owed with the surplus kept as credit and some
// credit used, a credit note (whole or part of a line), a refund of credit or of one payment,
// sometimes asked for more than may go back — the patient's balance stays
//   Σ issued totals − Σ credit notes − Σ payments + Σ refunds,
// figured here from the requests alone, and the account, the statement and the rows agree with it:
// owed and credit never negative, no invoice paid or credited beyond its total, no payment applied
// and refunded beyond what it brought, a refund above what may go back refused with nothing changed.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { accountBalanceCents } from 'shared-domain/billing/invoice-ledger';
import type { DeskInvoiceDetail } from 'shared-domain/billing/desk-invoice-views';
import type { DeskPatientAccount } from 'shared-domain/billing/desk-account-views';
import type { DeskStatement } from 'shared-domain/billing/desk-statement-views';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices, patients, paymentTransactions } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { createTestSession, seededAccounts, useTestApp } from '../../testing/test-app';

/** What the desk does, with the numbers that pick targets and amounts among what the account holds then. */
type Operation =
  | { kind: 'issue'; lines: { amountCents: number; taxCode: 'exempt' | 'gst_qst' }[] }
  | { kind: 'pay'; amountCents: number; invoicesMask: number; creditPercent: number }
  | { kind: 'creditNote'; pick: number; whole: boolean; percent: number }
  | { kind: 'refund'; fromPayment: boolean; pick: number; percent: number; above: boolean };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('issue' as const),
    lines: fc.array(
      fc.record({ amountCents: fc.integer({ min: 1, max: 30_000 }), taxCode: fc.constantFrom('exempt' as const, 'gst_qst' as const) }),
      { minLength: 1, maxLength: 3 },
    ),
  }),
  fc.record({
    kind: fc.constant('pay' as const),
    amountCents: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 40_000 })),
    invoicesMask: fc.integer({ min: 0, max: 255 }),
    creditPercent: fc.constantFrom(0, 0, 50, 100),
  }),
  fc.record({
    kind: fc.constant('creditNote' as const),
    pick: fc.nat(),
    whole: fc.boolean(),
    percent: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({
    kind: fc.constant('refund' as const),
    fromPayment: fc.boolean(),
    pick: fc.nat(),
    percent: fc.integer({ min: 1, max: 100 }),
    // Now and then more than may go back, which must be refused.
    above: fc.constantFrom(false, false, false, true),
  }),
);

/** A share of `cents`, at least 1 when there is any. */
const share = (cents: number, percent: number) => Math.max(1, Math.floor((cents * percent) / 100));

describe('the balance identity at the desk', () => {
  const testApp = useTestApp();
  let cookie: string;

  const call = async <T>(method: string, path: string, body?: unknown) => {
    const response = await testApp().app.request(`/api/admin${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const expectStatus = async <T>(method: string, path: string, body: unknown, status: number) => {
    const result = await call<T>(method, path, body);
    expect(result.status, `${method} ${path} ${JSON.stringify(body)} → ${JSON.stringify(result.body)}`).toBe(status);
    return result.body;
  };
  const account = async (patientId: string) => (await call<DeskPatientAccount>('GET', `/patients/${patientId}/account`)).body;

  beforeAll(async () => {
    const { staffId } = await seededAccounts(testApp());
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
  });

  async function newPatient() {
    const id = randomUUID();
    await testApp()
      .db.insert(patients)
      .values({
        id,
        firstName: 'Léa',
        lastName: 'Identité',
        email: `identite.${id.slice(0, 8)}@courriel.example`,
        ...timestamps(testApp().clock),
      });
    return id;
  }

  it('holds for any sequence of invoices, payments, credit notes and refunds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 10 }), async (operations) => {
        const patientId = await newPatient();
        const ledger = { invoicedCents: 0, creditNotesCents: 0, paymentsCents: 0, refundsCents: 0 };
        const issued: string[] = [];

        for (const op of operations) {
          const before = await account(patientId);
          if (op.kind === 'issue') {
            const draft = await expectStatus<{ invoice: DeskInvoiceDetail }>('POST', '/invoices', { patientId }, 201);
            for (const line of op.lines) {
              await expectStatus('POST', `/invoices/${draft.invoice.id}/lines`, { description: 'Article', ...line }, 201);
            }
            const { invoice } = await expectStatus<{ invoice: DeskInvoiceDetail }>('POST', `/invoices/${draft.invoice.id}/issue`, {}, 200);
            expect(invoice.status).toBe('unpaid');
            ledger.invoicedCents += invoice.totalCents;
            issued.push(invoice.id);
          } else if (op.kind === 'pay') {
            const chosen = before.openInvoices.filter((_, index) => (op.invoicesMask >> index) & 1);
            const openCents = chosen.reduce((sum, invoice) => sum + invoice.openCents, 0);
            const creditAppliedCents = Math.min(openCents, Math.floor((before.creditCents * op.creditPercent) / 100));
            await expectStatus(
              'POST',
              '/checkouts',
              {
                idempotencyKey: randomUUID(),
                patientId,
                invoiceIds: chosen.map((invoice) => invoice.id),
                tenders: [{ tender: 'cash', amountCents: op.amountCents }],
                creditAppliedCents,
                keepOverpaymentAsCredit: true,
              },
              200,
            );
            ledger.paymentsCents += op.amountCents;
          } else if (op.kind === 'creditNote') {
            if (issued.length === 0) continue;
            const id = issued[op.pick % issued.length]!;
            const { invoice } = (await call<{ invoice: DeskInvoiceDetail }>('GET', `/invoices/${id}`)).body;
            const line = invoice.lines.find((candidate) => candidate.creditableCents > 0);
            if (!line) continue;
            const amountCents = op.whole
              ? invoice.lines.reduce((sum, candidate) => sum + candidate.creditableCents, 0)
              : share(line.creditableCents, op.percent);
            const body = op.whole
              ? { whole: true, reason: 'Correction' }
              : { lines: [{ invoiceLineId: line.id, amountCents }], reason: 'Correction' };
            const noted = await expectStatus<{ invoice: DeskInvoiceDetail }>('POST', `/invoices/${id}/credit-notes`, body, 201);
            expect(noted.invoice.creditedCents).toBe(invoice.creditedCents + amountCents);
            ledger.creditNotesCents += amountCents;
          } else {
            const payment = op.fromPayment ? before.refundablePayments[op.pick % Math.max(1, before.refundablePayments.length)] : undefined;
            const limit = payment ? payment.refundableCents : before.creditCents;
            const amountCents = op.above || limit === 0 ? limit + share(500, op.percent) : share(limit, op.percent);
            const request = {
              idempotencyKey: randomUUID(),
              patientId,
              tender: 'cash',
              amountCents,
              reason: 'Remboursement',
              ...(payment ? { paymentId: payment.id } : {}),
            };
            if (amountCents > limit) {
              await expectStatus('POST', '/refunds', request, 422);
              // Refused: nothing moved.
              expect(await account(patientId)).toEqual(before);
            } else {
              await expectStatus('POST', '/refunds', request, 200);
              ledger.refundsCents += amountCents;
            }
          }

          const after = await account(patientId);
          expect(after.owedCents).toBeGreaterThanOrEqual(0);
          expect(after.creditCents).toBeGreaterThanOrEqual(0);
          expect(after.balanceCents).toBe(after.owedCents - after.creditCents);
          expect(after.balanceCents, JSON.stringify({ op, ledger })).toBe(accountBalanceCents(ledger));
        }

        // The statement (receivables) tells the same story, term by term.
        const statement = (await call<DeskStatement>('GET', `/patients/${patientId}/statement`)).body;
        expect(statement).toMatchObject({ ...ledger, balanceCents: accountBalanceCents(ledger) });

        // And the rows: nothing applied or credited beyond a total, nothing refunded beyond what came in.
        const { db } = testApp();
        const bills = await db.select().from(invoices).where(eq(invoices.patientId, patientId));
        for (const bill of bills) expect(bill.creditedAmount + bill.paidAmount).toBeLessThanOrEqual(bill.totalAmount);
        const money = await db.select().from(paymentTransactions).where(eq(paymentTransactions.patientId, patientId));
        const payments = money.filter((row) => row.transactionType === 'payment');
        for (const payment of payments) {
          expect(payment.allocatedAmount).toBeGreaterThanOrEqual(0);
          expect(payment.refundedAmount).toBeGreaterThanOrEqual(0);
          expect(payment.allocatedAmount + payment.refundedAmount).toBeLessThanOrEqual(payment.amount);
        }
        const sum = (rows: readonly { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0);
        const refunds = money.filter((row) => row.transactionType === 'refund');
        expect(sum(refunds)).toBe(ledger.refundsCents);
        expect(payments.reduce((total, row) => total + row.refundedAmount, 0)).toBe(ledger.refundsCents);
        expect(bills.reduce((total, bill) => total + bill.paidAmount, 0)).toBe(
          payments.reduce((total, row) => total + row.allocatedAmount, 0),
        );
      }),
      // Against the real database: enough runs to meet every kind of step many times, within a minute.
      { numRuns: 30 },
    );
  }, 480_000);
});
