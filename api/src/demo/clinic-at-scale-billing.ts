// The money of the clinic at scale (to measure the invoices list, receivables and
// payments views at 2,000 patients and 20,000 appointments): an issued invoice for each completed
// visit, numbered from the clinic's sequence, most paid on the day in the tenders a desk sees, some
// partly paid or unpaid (overdue after 30 days), a few credited; and the past days closed, a few
// with a small difference. Deterministic from its seed, as the rest of the scale seed.
import { randomUUID } from 'node:crypto';
import { type CashMovement, expectedByCount, sumCounts } from 'shared-domain/billing/cash-close';
import { addDays, clinicInstant } from 'shared-domain/platform/clinic-time';
import { invoicePaymentTermDays, issuedInvoiceStatus } from 'shared-domain/billing/invoice-ledger';
import { invoiceNumber } from 'shared-domain/billing/invoice-numbering';
import type { Tender } from 'shared-domain/billing/tender';
import type {
  appointments,
  cashClosings,
  creditNotes,
  invoiceLines,
  invoicePayments,
  invoices,
  paymentTransactions,
} from '../platform/db/schema';

type Visit = typeof appointments.$inferInsert;

interface Random {
  next(): number;
  pick<T>(list: readonly T[]): T;
}

export interface ScaledBilling {
  invoices: (typeof invoices.$inferInsert)[];
  lines: (typeof invoiceLines.$inferInsert)[];
  payments: (typeof paymentTransactions.$inferInsert)[];
  applied: (typeof invoicePayments.$inferInsert)[];
  creditNotes: (typeof creditNotes.$inferInsert)[];
  closings: (typeof cashClosings.$inferInsert)[];
  nextInvoiceNumber: number;
  nextCreditNoteNumber: number;
}

// What a desk takes, in about these shares.
const tenderShares: [Tender, number][] = [
  ['debit', 0.4],
  ['card_on_file', 0.2],
  ['credit_terminal', 0.18],
  ['cash', 0.15],
  ['etransfer', 0.05],
  ['cheque', 0.02],
];

function pickTender(random: Random): Tender {
  let roll = random.next();
  for (const [tender, share] of tenderShares) {
    if (roll < share) return tender;
    roll -= share;
  }
  return 'debit';
}

export function planScaledBilling(
  random: Random,
  options: {
    visits: readonly Visit[];
    services: readonly { id: string; name: string; price: number }[];
    sequences: { invoicePrefix: string; invoiceNextNumber: number; creditNoteNextNumber: number };
    staffId: string | null;
    timeZone: string;
    today: string;
    now: string;
  },
): ScaledBilling {
  const billing: ScaledBilling = {
    invoices: [],
    lines: [],
    payments: [],
    applied: [],
    creditNotes: [],
    closings: [],
    nextInvoiceNumber: options.sequences.invoiceNextNumber,
    nextCreditNoteNumber: options.sequences.creditNoteNextNumber,
  };
  const services = new Map(options.services.map((service) => [service.id, service]));
  const movements = new Map<string, CashMovement[]>();
  // Issued in the order of the visits, as the desk numbers them.
  const completed = options.visits
    .filter((visit) => visit.status === 'completed' && visit.patientId && visit.scheduledDate && visit.serviceTypeId)
    .sort(
      (a, b) =>
        (a.scheduledDate ?? '').localeCompare(b.scheduledDate ?? '') || (a.scheduledTime ?? '').localeCompare(b.scheduledTime ?? ''),
    );
  for (const visit of completed) {
    const service = services.get(visit.serviceTypeId ?? '');
    if (!service) continue;
    const date = visit.scheduledDate ?? '';
    const patientId = visit.patientId ?? '';
    const end = new Date(
      clinicInstant(date, visit.scheduledTime ?? '09:00', options.timeZone).getTime() + (visit.durationMinutes ?? 30) * 60_000,
    ).toISOString();
    const id = randomUUID();
    const total = service.price;
    const roll = random.next();
    // 88 % paid on the day, 5 % half paid, 5 % not yet, 2 % credited (a visit billed by mistake).
    const paid = roll < 0.88 ? total : roll < 0.93 ? Math.round(total / 2) : 0;
    const credited = roll >= 0.98 ? total : 0;
    const dueOn = addDays(date, invoicePaymentTermDays);
    billing.invoices.push({
      id,
      patientId,
      appointmentId: visit.id ?? null,
      number: invoiceNumber(options.sequences.invoicePrefix, billing.nextInvoiceNumber++),
      kind: 'visit',
      totalAmount: total,
      paidAmount: paid,
      creditedAmount: credited,
      paymentStatus: issuedInvoiceStatus({ totalCents: total, creditedCents: credited, paidCents: paid, dueOn }, options.today),
      issuedOn: date,
      dueOn,
      issuedAt: end,
      issuedBy: options.staffId,
      createdBy: options.staffId,
      createdAt: end,
      updatedAt: end,
    });
    billing.lines.push({
      invoiceId: id,
      appointmentId: visit.id ?? null,
      description: service.name,
      serviceDate: date,
      amount: total,
      taxCode: 'exempt',
      creditedAmount: credited,
    });
    if (paid > 0) {
      const paymentId = randomUUID();
      const tender = pickTender(random);
      billing.payments.push({
        id: paymentId,
        patientId,
        appointmentId: visit.id ?? null,
        amount: paid,
        status: 'completed',
        description: service.name,
        tender,
        receivedAt: end,
        businessDate: date,
        // Card on file is the patient paying online about half the time.
        takenBy: tender === 'card_on_file' && random.next() < 0.5 ? null : options.staffId,
        allocatedAmount: paid,
        createdAt: end,
      });
      billing.applied.push({ transactionId: paymentId, invoiceId: id, amount: paid });
      movements.set(date, [...(movements.get(date) ?? []), { kind: 'payment', tender, amountCents: paid }]);
    }
    if (credited > 0) {
      billing.creditNotes.push({
        number: invoiceNumber('NC-', billing.nextCreditNoteNumber++),
        invoiceId: id,
        patientId,
        issuedOn: date,
        amount: total,
        reason: 'Visite facturée par erreur',
        createdBy: options.staffId,
        createdAt: end,
      });
    }
  }
  // Every past day closed the evening itself but the last three (still to close); one in twenty with
  // a small cash difference and its note.
  const closedUntil = addDays(options.today, -4);
  for (const [day, dayMovements] of [...movements.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (day > closedUntil) continue;
    const expected = expectedByCount(dayMovements);
    const off = random.next() < 0.05 ? (random.next() < 0.5 ? -500 : 200) : 0;
    const counted = { ...expected.byCount, cash: Math.max(0, expected.byCount.cash + off) };
    const countedCents = sumCounts(counted);
    billing.closings.push({
      businessDate: day,
      expected: JSON.stringify(expected.byCount),
      counted: JSON.stringify(counted),
      expectedCents: expected.expectedCents,
      countedCents,
      differenceCents: countedCents - expected.expectedCents,
      note: countedCents === expected.expectedCents ? '' : 'Écart de caisse constaté au décompte du soir',
      closedBy: options.staffId,
      closedAt: clinicInstant(day, '18:30', options.timeZone).toISOString(),
    });
  }
  return billing;
}
