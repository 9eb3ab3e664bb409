// The demo clinic's money: an invoice per completed visit (with its lines), the payments that
// settled them, a declined attempt, and the portal patient's saved cards. Until the back-office
// billing exists, this is what shows every state of the portal's Paiements and Documents tabs.
import { randomUUID } from 'node:crypto';
import type { BatchItem } from 'drizzle-orm/batch';
import { addDays, type Clock, clinicDate, clinicInstant } from 'shared-domain/platform/clinic-time';
import type { TaxCode } from 'shared-domain/billing/tax-code';
import type { Database } from '../platform/db/client';
import { mintToken } from '../platform/tokens/tokens';
import { type DemoVisitBilling, demoCards, demoInvoiceTermDays } from './demo-clinic';
import { invoiceLines, invoicePayments, invoices, paymentMethods, paymentTransactions } from '../platform/db/schema';

type Statement = BatchItem<'sqlite'>;

export interface BilledVisit {
  appointmentId: string;
  patientId: string;
  /** 'YYYY-MM-DD' and 'HH:MM', clinic time. */
  date: string;
  time: string;
  serviceName: string;
  price: number;
  taxCode: TaxCode;
  paid: boolean;
  billing?: DemoVisitBilling;
}

interface Context {
  db: Database;
  clock: Clock;
  timeZone: string;
}

/** One invoice per visit, due `demoInvoiceTermDays` later; paid ones with their completed payment. */
export function demoInvoiceStatements({ db, clock, timeZone }: Context, visits: readonly BilledVisit[]): Statement[] {
  const today = clinicDate(clock.now(), timeZone);
  return visits.flatMap((visit) => {
    const invoiceId = randomUUID();
    const lines = [{ description: visit.serviceName, amount: visit.price, taxCode: visit.taxCode }, ...(visit.billing?.items ?? [])];
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const dueOn = addDays(visit.date, demoInvoiceTermDays);
    // Paid at the end of the visit, which lasts well under an hour.
    const paidAt = new Date(clinicInstant(visit.date, visit.time, timeZone).getTime() + 45 * 60_000).toISOString();
    const description = lines.map((line) => line.description).join(', ');
    const statements: Statement[] = [
      db.insert(invoices).values({
        id: invoiceId,
        patientId: visit.patientId,
        appointmentId: visit.appointmentId,
        totalAmount: total,
        paymentStatus: visit.paid ? 'paid' : dueOn < today ? 'overdue' : 'unpaid',
        issuedOn: visit.date,
        dueOn,
        createdAt: paidAt,
        updatedAt: paidAt,
      }),
      db.insert(invoiceLines).values(
        lines.map((line, index) => ({
          invoiceId,
          appointmentId: index === 0 ? visit.appointmentId : null,
          description: line.description,
          serviceDate: visit.date,
          amount: line.amount,
          taxCode: line.taxCode,
          lineOrder: index,
        })),
      ),
    ];
    if (visit.billing?.declinedAttempt) {
      statements.push(
        db.insert(paymentTransactions).values({
          patientId: visit.patientId,
          appointmentId: visit.appointmentId,
          amount: total,
          status: 'failed',
          description,
          notes: 'Carte refusée par l’émetteur',
          createdAt: paidAt,
        }),
      );
    }
    if (visit.paid) {
      const transactionId = randomUUID();
      statements.push(
        db.insert(paymentTransactions).values({
          id: transactionId,
          patientId: visit.patientId,
          appointmentId: visit.appointmentId,
          amount: total,
          // All of it paid this invoice: none of it is account credit.
          allocatedAmount: total,
          status: 'completed',
          description,
          createdAt: paidAt,
        }),
        db.insert(invoicePayments).values({ transactionId, invoiceId, amount: total }),
      );
    }
    return statements;
  });
}

/** The portal patient's cards, with tokens the sandbox gateway accepts (no card number anywhere). */
export function demoCardStatements({ db, clock, timeZone }: Context, patientId: string, cardholderName: string): Statement[] {
  const [year, month] = clinicDate(clock.now(), timeZone).split('-').map(Number);
  const created = clock.now().toISOString();
  return demoCards.map((card, index) => {
    const months = (year ?? 0) * 12 + (month ?? 1) - 1 + card.monthsLeft;
    return db.insert(paymentMethods).values({
      patientId,
      cardToken: `tok_sandbox_${mintToken('reference')}`,
      cardBrand: card.brand,
      lastFourDigits: card.lastFour,
      expiryMonth: (months % 12) + 1,
      expiryYear: Math.floor(months / 12),
      cardholderName: cardholderName.toUpperCase(),
      billingAddressLine1: '1220, avenue du Mont-Royal Est',
      billingCity: 'Montréal',
      billingProvince: 'QC',
      billingPostalCode: 'H2J 1Y2',
      cardNickname: card.nickname,
      isPrimary: card.primary,
      isVerified: true,
      // A second apart, the primary first, so "newest" is well defined.
      createdAt: new Date(Date.parse(created) - (demoCards.length - index) * 1000).toISOString(),
      updatedAt: created,
    });
  });
}
