// The demo's desk: every state of an invoice, a payment and a day is there to see, the
// numbers follow the clinic's sequences, and the portal patient's balance is what it was.
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { DeskCashDay } from 'shared-domain/billing/desk-cash-views';
import type { DeskPaymentList } from 'shared-domain/billing/desk-payment-views';
import type { DeskReceivables } from 'shared-domain/billing/desk-receivable-views';
import { describe, expect, it } from 'vitest';
import { patientBalance } from '../billing/payments/patient-balance';
import { appointments, clinicSettings, creditNotes, invoices, patients, paymentTransactions } from '../platform/db/schema';
import { createTestSession, seededAccounts, testPasswords, useTestApp } from '../testing/test-app';
import { demoPatients } from './demo-clinic';
import { seedDemoDesk } from './demo-desk';
import { seedDemoClinic } from './seed';

describe('the demo clinic’s desk', () => {
  const testApp = useTestApp({ database: 'migrated' });

  it('shows each state, numbers every issued invoice from the sequences and leaves the portal patient’s balance as it was', async () => {
    const { db, clock } = testApp();
    await seedDemoClinic(db, { clock, ...testPasswords });
    const [camille] = await db.select({ id: patients.id }).from(patients).where(eq(patients.email, demoPatients.camille.email));
    const before = await patientBalance(testApp().deps, camille?.id ?? '');
    const transactionsBefore = await db
      .select({ id: paymentTransactions.id })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.patientId, camille?.id ?? ''));

    await seedDemoDesk(db, clock);

    const after = await patientBalance(testApp().deps, camille?.id ?? '');
    expect(after.totalCents).toBe(before.totalCents);
    // One more of hers: her coming assessment's deposit, paid online by card, kept for that visit (no credit).
    const added = (
      await db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.patientId, camille?.id ?? ''))
    ).filter((row) => !transactionsBefore.some((earlier) => earlier.id === row.id));
    expect(added).toMatchObject([{ transactionType: 'deposit', amount: 3_000, status: 'completed', tender: 'card_on_file' }]);
    const [depositVisit] = await db
      .select()
      .from(appointments)
      .where(eq(appointments.id, added[0]?.appointmentId ?? ''));
    expect(depositVisit).toMatchObject({ patientId: camille?.id, status: 'confirmed', depositAmount: 3_000 });
    expect(depositVisit?.scheduledDate && depositVisit.scheduledDate > '2026-11-18').toBe(true);

    const rows = await db.select().from(invoices).orderBy(asc(invoices.number));
    expect(new Set(rows.map((row) => row.paymentStatus))).toEqual(
      new Set(['draft', 'waived', 'unpaid', 'partial', 'paid', 'overdue', 'credited']),
    );
    const numbered = rows.filter((row) => row.number !== null);
    expect(numbered.map((row) => row.number)).toEqual(numbered.map((_, index) => `F-${String(index + 1).padStart(5, '0')}`));
    expect(
      rows
        .filter((row) => row.number === null)
        .map((row) => row.paymentStatus)
        .sort(),
    ).toEqual(['draft', 'draft', 'waived']);
    expect(rows.find((row) => row.paymentStatus === 'waived')).toMatchObject({ waiverReason: 'illness', waiverNote: expect.any(String) });
    expect(await db.select({ number: creditNotes.number }).from(creditNotes)).toEqual([{ number: 'NC-00001' }]);
    const [settings] = await db.select().from(clinicSettings);
    expect([settings?.invoiceNextNumber, settings?.creditNoteNextNumber]).toEqual([numbered.length + 1, 2]);
    expect(await db.select().from(paymentTransactions).where(eq(paymentTransactions.status, 'completed'))).not.toContainEqual(
      expect.objectContaining({ tender: null }),
    );
    expect(
      await db.select({ id: paymentTransactions.id }).from(paymentTransactions).where(isNotNull(paymentTransactions.refundOfId)),
    ).toHaveLength(1);

    const { staffId } = await seededAccounts(testApp());
    const cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    const get = async <T>(path: string) => {
      const response = await testApp().app.request(`/api/admin${path}`, { headers: { cookie } });
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    };
    // Yesterday (Tuesday 17 November) closed with 5 $ missing in cash and its note; today open.
    const yesterday = await get<DeskCashDay>('/cash-closings/2026-11-17');
    expect(yesterday.closing).toMatchObject({
      differenceCents: -500,
      closedByName: 'Chantal Bergeron',
      note: expect.stringContaining('5 $'),
    });
    expect(yesterday.expected.cash).toBe(3500);
    expect((await get<DeskCashDay>('/cash-closings/2026-11-18')).closing).toBeNull();

    const receivables = await get<DeskReceivables>('/receivables');
    const byName = (name: string) => receivables.rows.find((row) => row.patientName === name);
    expect(byName('Léa Bouchard')).toMatchObject({ owedCents: 0, creditCents: 5000, balanceCents: -5000 });
    // His upcoming visit's 30 $ deposit, paid at the desk, is his money until its draft is issued.
    expect(byName('Mathieu Côté')).toMatchObject({ owedCents: 30_000, creditCents: 3_000 });
    expect(byName('Camille Gagnon')?.owedCents).toBe(after.totalCents);

    const payments = await get<DeskPaymentList>('/payments?from=2026-10-01&to=2026-11-18');
    expect(new Set(payments.payments.map((row) => row.tender))).toEqual(new Set(['cash', 'debit', 'card_on_file', 'etransfer']));
    expect(payments.payments.filter((row) => row.kind === 'refund')).toHaveLength(1);
    expect(payments.payments.filter((row) => row.businessDate === '2026-11-17').every((row) => row.dayClosed)).toBe(true);

    // Each desk payment belongs to a recorded checkout, whose receipt prints again.
    const desk = await db.select().from(paymentTransactions).where(isNotNull(paymentTransactions.checkoutId));
    expect(desk.length).toBeGreaterThan(0);
    for (const payment of desk) {
      const receipt = await testApp().app.request(`/api/admin/checkouts/${payment.checkoutId}/receipt.pdf`, { headers: { cookie } });
      expect(receipt.status, payment.id).toBe(200);
    }
  });
});
