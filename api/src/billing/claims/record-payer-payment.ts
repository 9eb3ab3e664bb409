// « Paiement d'un payeur »: one cheque or deposit from an insurer, the SAAQ or the CNESST, applied
// across the invoices of the claims it pays. The desk's money rules hold: what each claim is given
// adds up to the payment to the cent, no invoice is given more than it still owes nor a claim more
// than it asked (`planPayerPayment`, property-tested), the day is open, never before the invoices.
// Each share is a completed payment of the patient's invoice, so her balance, statement, receipt and
// the close read it as any other; what the payer did not pay stays on the invoice, hers to pay. One
// batch under its anchor (the payer payment's row, written only while what was read still holds),
// with its audit entry; the database refuses a share beyond what is owed or received (0035).
import { randomUUID } from 'node:crypto';
import { and, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { owedInvoiceStatuses } from 'shared-domain/billing/invoice-ledger';
import { type ClaimStatus, claimPayerLabels } from 'shared-domain/billing/insurance-claim';
import { insurerLabels } from 'shared-domain/billing/insurance-plan';
import { type ClaimState, type PayerPaymentRequest, payerPaymentMessages, planPayerPayment } from 'shared-domain/billing/payer-payment';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { errorCodes } from 'shared-domain/platform/errors';
import { formatDate } from 'shared-domain/platform/format';
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import {
  insuranceClaimInvoices,
  insuranceClaims,
  invoicePayments,
  invoices,
  patients,
  payerPaymentAllocations,
  payerPayments,
  paymentTransactions,
} from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { AppError, fieldRefusal } from '../../platform/http/app-error';
import { noCloseSince, refuseClosedDay, refuseDayBeforeOpenDays } from '../cash-closing/closed-day';
import { cashingDay } from '../cash-closing/settling-day';
import { applyClaimsStatements } from '../checkout/card-payment';
import { refusePaymentBeforeInvoice } from '../checkout/payment-date';
import { pendingClaimsSql } from '../checkout/pending-claims';

/** The claims a payer's payment may still pay: not settled in full, not refused. */
const payableStatuses: readonly ClaimStatus[] = ['to_submit', 'submitted', 'pending', 'partially_paid'];

async function payableClaims(deps: Pick<AppDeps, 'db'>, claimIds: readonly string[]) {
  const { db } = deps;
  const claims = await db
    .select({
      id: insuranceClaims.id,
      patientId: insuranceClaims.patientId,
      firstName: patients.firstName,
      lastName: patients.lastName,
      payer: insuranceClaims.payer,
      insurer: insuranceClaims.insurer,
      status: insuranceClaims.status,
      createdOn: insuranceClaims.createdOn,
      claimedCents: insuranceClaims.claimedAmount,
      paidCents: insuranceClaims.paidAmount,
    })
    .from(insuranceClaims)
    .innerJoin(patients, eq(patients.id, insuranceClaims.patientId))
    .where(and(inArray(insuranceClaims.id, [...claimIds]), inArray(insuranceClaims.status, [...payableStatuses])));
  const items = await db
    .select({
      claimId: insuranceClaimInvoices.claimId,
      invoiceId: insuranceClaimInvoices.invoiceId,
      claimedCents: insuranceClaimInvoices.amount,
      paidCents: insuranceClaimInvoices.paidAmount,
      // What it owes now, less what pending card payments hold of it.
      owedCents: sql<number>`case when ${inArray(invoices.paymentStatus, owedInvoiceStatuses)}
        then max(0, ${invoices.totalAmount} - ${invoices.creditedAmount} - ${invoices.paidAmount} - ${pendingClaimsSql(sql`${invoices.id}`)})
        else 0 end`,
    })
    .from(insuranceClaimInvoices)
    .innerJoin(invoices, eq(invoices.id, insuranceClaimInvoices.invoiceId))
    .where(inArray(insuranceClaimInvoices.claimId, [...claimIds]))
    .orderBy(insuranceClaimInvoices.invoiceId);
  return claims.map((claim) => ({
    ...claim,
    state: {
      claimId: claim.id,
      name: `${`${claim.firstName} ${claim.lastName}`.trim()} (${formatDate(claim.createdOn)})`,
      invoices: items.filter((item) => item.claimId === claim.id).map((item) => ({ ...item, owedCents: Number(item.owedCents) })),
    } satisfies ClaimState,
  }));
}

export async function recordPayerPayment(deps: Pick<AppDeps, 'db' | 'clock'>, staffId: string, request: PayerPaymentRequest) {
  const { db } = deps;
  const claimIds = request.claims.map((claim) => claim.claimId);
  if (new Set(claimIds).size !== claimIds.length) throw fieldRefusal('claims', payerPaymentMessages.duplicateClaim);
  const claims = await payableClaims(deps, claimIds);
  if (claims.length !== claimIds.length) throw fieldRefusal('claims', payerPaymentMessages.claimNotPayable);
  const payers = new Set(claims.map((claim) => `${claim.payer}:${claim.insurer ?? ''}`));
  if (payers.size !== 1) throw fieldRefusal('claims', payerPaymentMessages.onePayer);
  const plan = planPayerPayment(
    request.amountCents,
    request.claims,
    claims.map((claim) => claim.state),
  );
  if (!plan.ok) throw fieldRefusal(plan.field, plan.message);

  const clinic = await loadEmailClinic(db);
  const now = deps.clock.now();
  const today = clinicDate(now, clinic.timeZone);
  if (request.receivedOn > today) throw fieldRefusal('receivedOn', deskMessages.receivedInFuture);
  const { businessDate, authorizedOn } =
    request.receivedOn === today ? await cashingDay(db, today) : { businessDate: request.receivedOn, authorizedOn: null };
  await refuseClosedDay(db, businessDate);
  await refuseDayBeforeOpenDays(db, businessDate, today, clinic.timeZone);
  const invoiceIds = [...new Set(plan.allocations.map((allocation) => allocation.invoiceId))];
  await refusePaymentBeforeInvoice(db, request.receivedOn, invoiceIds);

  const [first] = claims;
  if (!first) throw fieldRefusal('claims', payerPaymentMessages.noClaims);
  const { payer, insurer } = first;
  const payerName = insurer ? insurerLabels[insurer] : claimPayerLabels[payer];
  const id = randomUUID();
  const anchored = exists(db.select({ one: sql`1` }).from(payerPayments).where(eq(payerPayments.id, id)));
  const byInvoice = new Map<string, number>();
  for (const allocation of plan.allocations)
    byInvoice.set(allocation.invoiceId, (byInvoice.get(allocation.invoiceId) ?? 0) + allocation.amountCents);
  // What was read still holds: each invoice still owes its share, each claim is as it was, the day open.
  const guard = and(
    noCloseSince(db, businessDate),
    ...[...byInvoice].map(([invoiceId, cents]) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(invoices)
          .where(
            and(
              eq(invoices.id, invoiceId),
              inArray(invoices.paymentStatus, owedInvoiceStatuses),
              sql`${invoices.totalAmount} - ${invoices.creditedAmount} - ${invoices.paidAmount} - ${pendingClaimsSql(sql`${invoices.id}`)} >= ${cents}`,
            ),
          ),
      ),
    ),
    ...claims.map((claim) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(insuranceClaims)
          .where(
            and(
              eq(insuranceClaims.id, claim.id),
              eq(insuranceClaims.status, claim.status),
              eq(insuranceClaims.paidAmount, claim.paidCents),
            ),
          ),
      ),
    ),
  ) as SQL;
  const patientOf = new Map(claims.map((claim) => [claim.id, claim.patientId]));
  const patientOfClaim = (claimId: string) => patientOf.get(claimId) ?? first.patientId;
  const updatedAt = now.toISOString();
  const statements: BatchItem<'sqlite'>[] = [
    db.run(
      insertWhere(
        payerPayments,
        {
          id,
          payer,
          insurer,
          tender: request.tender,
          reference: request.reference,
          amount: request.amountCents,
          receivedOn: request.receivedOn,
          businessDate,
          recordedBy: staffId,
          ...createdTimestamp(deps.clock),
        },
        guard,
      ),
    ),
  ];
  for (const allocation of plan.allocations) {
    const transactionId = randomUUID();
    statements.push(
      db.run(
        insertWhere(
          paymentTransactions,
          {
            id: transactionId,
            patientId: patientOfClaim(allocation.claimId),
            transactionType: 'payment',
            amount: allocation.amountCents,
            currency: 'CAD',
            status: 'completed',
            description: `Paiement de ${payerName}${request.reference ? ` — ${request.reference}` : ''}`,
            tender: request.tender,
            receivedAt: updatedAt,
            businessDate,
            authorizedOn,
            takenBy: staffId,
            allocatedAmount: allocation.amountCents,
            ...createdTimestamp(deps.clock),
          },
          anchored,
        ),
      ),
      // Before the invoice's balance changes: the database checks the share against what it owes.
      db.run(
        insertWhere(
          payerPaymentAllocations,
          {
            payerPaymentId: id,
            claimId: allocation.claimId,
            invoiceId: allocation.invoiceId,
            transactionId,
            amount: allocation.amountCents,
          },
          anchored,
        ),
      ),
      db.run(insertWhere(invoicePayments, { transactionId, invoiceId: allocation.invoiceId, amount: allocation.amountCents }, anchored)),
      db
        .update(insuranceClaimInvoices)
        .set({ paidAmount: sql`${insuranceClaimInvoices.paidAmount} + ${allocation.amountCents}` })
        .where(
          and(eq(insuranceClaimInvoices.claimId, allocation.claimId), eq(insuranceClaimInvoices.invoiceId, allocation.invoiceId), anchored),
        ),
    );
  }
  statements.push(
    ...applyClaimsStatements(
      deps,
      [...byInvoice].map(([invoiceId, amountCents]) => ({ invoiceId, amountCents })),
      anchored,
      today,
    ),
  );
  for (const request_ of request.claims) {
    const paid = sql`${insuranceClaims.paidAmount} + ${request_.amountCents}`;
    statements.push(
      db
        .update(insuranceClaims)
        .set({
          paidAmount: paid,
          status: sql`case when ${paid} >= ${insuranceClaims.claimedAmount} then 'paid' else 'partially_paid' end`,
          statusOn: today,
          updatedAt,
        })
        .where(and(eq(insuranceClaims.id, request_.claimId), anchored)),
    );
  }
  statements.push(
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'staff', id: staffId },
        action: 'payer_payment.recorded',
        entity: 'payer_payments',
        entityId: id,
        details: {
          payerPaymentId: id,
          payer,
          tender: request.tender,
          amountCents: request.amountCents,
          claimIds,
          patientIds: [...new Set(claims.map((claim) => claim.patientId))],
        },
      },
      anchored,
    ),
  );
  const results = await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  if ((results[0] as { rowsAffected: number }).rowsAffected !== 1)
    throw new AppError(errorCodes.billingChanged, payerPaymentMessages.changed);
  return { id, appliedCents: request.amountCents, claims: claimIds.length, invoices: invoiceIds.length };
}
