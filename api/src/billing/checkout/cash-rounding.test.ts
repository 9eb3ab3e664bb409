// Cash at the desk is paid to the nearest 5 cents (shared-domain/billing/cash-rounding): 104,90 $
// handed over for 104,89 $ pays the invoice in full, the drawer expects 104,90 $, and the receipt
// and the day's close show the 0,01 $ of rounding. A card pays the exact amount.
// Test clock: Wednesday 18 November 2026.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { formatMoney } from 'shared-domain/platform/format';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, invoices, paymentTransactions } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { outboxMails } from '../../testing/outbox';
import { createTestSession, seededAccounts, useTestApp } from '../../testing/test-app';
import { loadCashDay } from '../cash-closing/cash-day';
import { newPatient } from '../invoices/invoice-test-support';

const today = '2026-11-18';

describe('cash rounded to 0,05 $ at the desk', () => {
  const testApp = useTestApp();
  let cookie = '';
  beforeAll(async () => {
    const { staffId } = await seededAccounts(testApp());
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
  });

  async function owing(totalCents: number) {
    const email = `arrondi.${randomUUID().slice(0, 8)}@courriel.example`;
    const patientId = await newPatient(testApp(), { firstName: 'Rémi', lastName: 'Arrondi', email });
    const [invoice] = await testApp()
      .db.insert(invoices)
      .values({
        patientId,
        totalAmount: totalCents,
        paymentStatus: 'unpaid',
        issuedOn: '2026-11-10',
        dueOn: '2026-12-10',
        number: `A-${randomUUID().slice(0, 6)}`,
        ...timestamps(testApp().clock),
      })
      .returning({ id: invoices.id });
    return { patientId, email, invoiceId: invoice!.id };
  }
  async function checkout(body: Record<string, unknown>) {
    const response = await testApp().app.request('/api/admin/checkouts', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ idempotencyKey: randomUUID(), ...body }),
    });
    return { status: response.status, body: (await response.json()) as ApiErrorBody };
  }
  const invoiceOf = async (id: string) =>
    (await testApp().db.select({ paid: invoices.paidAmount, status: invoices.paymentStatus }).from(invoices).where(eq(invoices.id, id)))[0];
  const paymentsOf = (patientId: string) =>
    testApp()
      .db.select({ tender: paymentTransactions.tender, amount: paymentTransactions.amount, rounding: paymentTransactions.cashRounding })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.patientId, patientId));

  it('takes 104,90 $ in cash for 104,89 $: the invoice paid in full, 0,01 $ of rounding on the receipt and in the day', async () => {
    const before = await loadCashDay(testApp().db, today);
    const { patientId, email, invoiceId } = await owing(10489);
    const paid = await checkout({ patientId, invoiceIds: [invoiceId], tenders: [{ tender: 'cash', amountCents: 10490 }] });
    expect(paid.status).toBe(200);
    expect(await invoiceOf(invoiceId)).toEqual({ paid: 10489, status: 'paid' });
    expect(await paymentsOf(patientId)).toEqual([{ tender: 'cash', amount: 10489, rounding: 1 }]);

    const after = await loadCashDay(testApp().db, today);
    expect(after.expected.cash - before.expected.cash).toBe(10490);
    expect(after.cashRoundingCents - before.cashRoundingCents).toBe(1);

    const [mail] = await outboxMails(testApp(), eq(emailOutbox.to, email));
    expect(mail?.text).toContain(`Montant payé : ${formatMoney(10490)}`);
    expect(mail?.text).toContain(`Arrondi du comptant au 0,05 $ : ${formatMoney(1)}`);
  });

  it('rounds down too: 104,90 $ for 104,92 $ pays it, 0,02 $ short in the drawer', async () => {
    const { patientId, invoiceId } = await owing(10492);
    expect((await checkout({ patientId, invoiceIds: [invoiceId], tenders: [{ tender: 'cash', amountCents: 10490 }] })).status).toBe(200);
    expect(await invoiceOf(invoiceId)).toEqual({ paid: 10492, status: 'paid' });
    expect(await paymentsOf(patientId)).toEqual([{ tender: 'cash', amount: 10492, rounding: -2 }]);
  });

  it('rounds only the cash of a split payment: 50 $ by debit, 54,90 $ cash for 104,89 $', async () => {
    const { patientId, invoiceId } = await owing(10489);
    const tenders = [
      { tender: 'debit', amountCents: 5000 },
      { tender: 'cash', amountCents: 5490 },
    ];
    expect((await checkout({ patientId, invoiceIds: [invoiceId], tenders })).status).toBe(200);
    expect(await paymentsOf(patientId)).toEqual([
      { tender: 'debit', amount: 5000, rounding: 0 },
      { tender: 'cash', amount: 5489, rounding: 1 },
    ]);
  });

  it('never rounds a card: 104,90 $ by debit for 104,89 $ is a surplus, refused without « garder en crédit »', async () => {
    const { patientId, invoiceId } = await owing(10489);
    const refused = await checkout({ patientId, invoiceIds: [invoiceId], tenders: [{ tender: 'debit', amountCents: 10490 }] });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(deskMessages.moreThanOwed(formatMoney(10489)));
    expect(await paymentsOf(patientId)).toEqual([]);
  });
});
