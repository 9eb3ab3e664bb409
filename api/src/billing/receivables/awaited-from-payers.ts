// The invoices a payer (an insurer, the SAAQ, the CNESST) is still asked to pay: a claim of the
// clinic's covers them and its payer has not answered. A payment reminder leaves them out, whoever
// sends it (the desk, the automatic rule, « Actions en un clic »): the patient is not chased for
// what her plan is expected to pay. Once the payer pays, in full or in part, or refuses, the claim is
// closed and what is left on the invoice is hers to pay, reminded as any other. The portal says which
// payer an invoice waits on, and does not tick it for payment at first.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { ClaimPayer, ClaimStatus } from 'shared-domain/billing/insurance-claim';
import { type AgedAccount, agedAccount, type ReceivableInvoice } from 'shared-domain/billing/receivables';
import type { Database } from '../../platform/db/client';
import { insuranceClaimInvoices, insuranceClaims, invoices } from '../../platform/db/schema';

/** A claim in these states waits on its payer. */
export const awaitedClaimStatuses = ['to_submit', 'submitted', 'pending'] satisfies ClaimStatus[];

/** Claims (made by `asOf`, when given) that still wait on their payer for part of what they ask. */
const awaitedClaimOn = (asOf?: string) =>
  and(
    inArray(insuranceClaims.status, awaitedClaimStatuses),
    asOf === undefined ? undefined : lte(insuranceClaims.createdOn, asOf),
    sql`${insuranceClaimInvoices.amount} > ${insuranceClaimInvoices.paidAmount}`,
  );

/**
 * 1 when the invoice of the row at hand (`invoices.id`) waits on a payer on `asOf`, else 0. The
 * claims waiting are few: read once per statement (not per invoice), then looked up.
 */
export function awaitedFromPayerSql(asOf: string) {
  return sql<number>`(${invoices.id} in (
    select ${insuranceClaimInvoices.invoiceId} from ${insuranceClaimInvoices}
      join ${insuranceClaims} on ${insuranceClaims.id} = ${insuranceClaimInvoices.claimId}
    where ${awaitedClaimOn(asOf)}))`;
}

/** Which of these invoices wait on a payer (on `asOf`, or now), and on which one. */
export async function payersAwaitedOn(db: Database, invoiceIds: readonly string[], asOf?: string): Promise<Map<string, ClaimPayer>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({ invoiceId: insuranceClaimInvoices.invoiceId, payer: insuranceClaims.payer })
    .from(insuranceClaimInvoices)
    .innerJoin(insuranceClaims, eq(insuranceClaims.id, insuranceClaimInvoices.claimId))
    .where(and(inArray(insuranceClaimInvoices.invoiceId, [...invoiceIds]), awaitedClaimOn(asOf)))
    .orderBy(insuranceClaims.createdOn);
  return new Map(rows.map((row) => [row.invoiceId, row.payer]));
}

/**
 * The account a reminder names: the invoices owed less those waiting on a payer, the same account
 * credit, so its rows still add up to the balance it names.
 */
export function accountToRemind<Owed extends ReceivableInvoice & { id: string }>(
  account: { invoices: readonly Owed[]; creditCents: number },
  awaiting: ReadonlySet<string>,
  asOf: string,
): AgedAccount & { invoices: Owed[] } {
  const invoicesToRemind = account.invoices.filter((invoice) => !awaiting.has(invoice.id));
  return { invoices: invoicesToRemind, ...agedAccount(invoicesToRemind, account.creditCents, asOf) };
}

/** One patient's account as a reminder names it on `asOf`. */
export async function remindedAccount<Owed extends ReceivableInvoice & { id: string }>(
  db: Database,
  account: { invoices: readonly Owed[]; creditCents: number },
  asOf: string,
) {
  const awaiting = await payersAwaitedOn(
    db,
    account.invoices.map((invoice) => invoice.id),
    asOf,
  );
  return accountToRemind(account, new Set(awaiting.keys()), asOf);
}
