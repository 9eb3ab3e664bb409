// « État de compte »: a patient's invoices, credit notes, payments and refunds in date
// order with the running balance (shared-domain/billing/invoice-ledger's identity, line by line). The same
// assembly feeds the JSON and the PDF.
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { invoiceKindLabels } from 'shared-domain/billing/invoice-kind';
import type { DeskStatement, DeskStatementLine } from 'shared-domain/billing/desk-statement-views';
import { tenderLabel } from 'shared-domain/billing/tender';
import type { Database } from '../../platform/db/client';
import { creditNotes, invoicePayments, invoices, patients, paymentTransactions } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';

export const statementKindLabels: Record<DeskStatementLine['kind'], string> = {
  invoice: 'Facture',
  credit_note: 'Note de crédit',
  payment: 'Paiement',
  refund: 'Remboursement',
};

// On one day: what was billed first, then its corrections, then the money.
const kindOrder: Record<DeskStatementLine['kind'], number> = { invoice: 0, credit_note: 1, payment: 2, refund: 3 };

export async function patientStatement(db: Database, patientId: string, asOf: string): Promise<DeskStatement> {
  const [patient] = await db
    .select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName, email: patients.email })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!patient) throw notFound(deskMessages.patientNotFound);

  const [invoiceRows, noteRows, moneyRows] = await Promise.all([
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        kind: invoices.kind,
        issuedOn: invoices.issuedOn,
        total: invoices.totalAmount,
        at: invoices.issuedAt,
      })
      .from(invoices)
      .where(and(eq(invoices.patientId, patientId), notInArray(invoices.paymentStatus, ['draft', 'waived', 'void']))),
    db
      .select({
        number: creditNotes.number,
        issuedOn: creditNotes.issuedOn,
        amount: creditNotes.amount,
        reason: creditNotes.reason,
        invoiceNumber: invoices.number,
        at: creditNotes.createdAt,
      })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(eq(creditNotes.patientId, patientId)),
    db
      .select({
        id: paymentTransactions.id,
        type: paymentTransactions.transactionType,
        tender: paymentTransactions.tender,
        amount: paymentTransactions.amount,
        businessDate: paymentTransactions.businessDate,
        receivedAt: paymentTransactions.receivedAt,
        createdAt: paymentTransactions.createdAt,
        notes: paymentTransactions.notes,
      })
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.patientId, patientId),
          eq(paymentTransactions.status, 'completed'),
          inArray(paymentTransactions.transactionType, ['payment', 'deposit', 'refund']),
        ),
      ),
  ]);
  const applied = await invoicesPaidBy(
    db,
    moneyRows.map((row) => row.id),
  );

  const entries: (Omit<DeskStatementLine, 'balanceCents'> & { at: string })[] = [
    ...invoiceRows.map((row) => ({
      kind: 'invoice' as const,
      kindLabel: statementKindLabels.invoice,
      date: row.issuedOn,
      reference: row.number ?? '',
      description: invoiceKindLabels[row.kind],
      amountCents: row.total,
      at: row.at ?? '',
    })),
    ...noteRows.map((row) => ({
      kind: 'credit_note' as const,
      kindLabel: statementKindLabels.credit_note,
      date: row.issuedOn,
      reference: row.number,
      description: `Sur la facture ${row.invoiceNumber ?? ''} — ${row.reason}`,
      amountCents: -row.amount,
      at: row.at,
    })),
    ...moneyRows.map((row) => {
      const refund = row.type === 'refund';
      const receivedAt = row.receivedAt ?? row.createdAt;
      const numbers = applied.get(row.id) ?? [];
      return {
        kind: refund ? ('refund' as const) : ('payment' as const),
        kindLabel: statementKindLabels[refund ? 'refund' : 'payment'],
        date: row.businessDate ?? receivedAt.slice(0, 10),
        reference: tenderLabel(row.tender ?? 'card_on_file'),
        description: refund
          ? (row.notes ?? '')
          : numbers.length > 0
            ? `${numbers.length > 1 ? 'Factures' : 'Facture'} ${numbers.join(', ')}`
            : row.type === 'deposit'
              ? 'Dépôt'
              : 'Crédit au compte',
        amountCents: refund ? row.amount : -row.amount,
        at: receivedAt,
      };
    }),
  ].sort((a, b) => a.date.localeCompare(b.date) || kindOrder[a.kind] - kindOrder[b.kind] || a.at.localeCompare(b.at));

  let balance = 0;
  const lines = entries.map(({ at: _at, ...entry }) => {
    balance += entry.amountCents;
    return { ...entry, balanceCents: balance } satisfies DeskStatementLine;
  });
  const total = (kind: DeskStatementLine['kind']) =>
    lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + Math.abs(line.amountCents), 0);
  return {
    patient: { id: patient.id, name: `${patient.firstName} ${patient.lastName}`.trim(), email: patient.email },
    asOf,
    lines,
    invoicedCents: total('invoice'),
    creditNotesCents: total('credit_note'),
    paymentsCents: total('payment'),
    refundsCents: total('refund'),
    balanceCents: balance,
  } satisfies DeskStatement;
}

/** The invoice numbers each payment was applied to, in number order. */
async function invoicesPaidBy(db: Database, paymentIds: readonly string[]): Promise<Map<string, string[]>> {
  const numbers = new Map<string, string[]>();
  if (paymentIds.length === 0) return numbers;
  const rows = await db
    .select({ paymentId: invoicePayments.transactionId, number: invoices.number })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(inArray(invoicePayments.transactionId, [...paymentIds]))
    .orderBy(asc(invoices.number));
  for (const row of rows) {
    if (!row.number) continue;
    numbers.set(row.paymentId, [...(numbers.get(row.paymentId) ?? []), row.number]);
  }
  return numbers;
}
