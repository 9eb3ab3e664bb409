// A claim to a payer written as the desk leaves it, for the tests of what reads claims (reminders).
import { randomUUID } from 'node:crypto';
import type { ClaimStatus } from 'shared-domain/billing/insurance-claim';
import { insuranceClaimInvoices, insuranceClaims } from '../platform/db/schema';
import type { TestApp } from './test-app';

/** A SAAQ claim of `amountCents` of one invoice, made on `createdOn`, in `status`, its payer having paid `paidCents`. */
export async function claimOfInvoice(
  testApp: TestApp,
  patientId: string,
  invoiceId: string,
  { amountCents, status, createdOn, paidCents = 0 }: { amountCents: number; status: ClaimStatus; createdOn: string; paidCents?: number },
) {
  const id = randomUUID();
  const at = `${createdOn}T15:00:00.000Z`;
  await testApp.db.insert(insuranceClaims).values({
    id,
    patientId,
    payer: 'saaq',
    claimedAmount: amountCents,
    paidAmount: paidCents,
    status,
    createdOn,
    statusOn: createdOn,
    createdAt: at,
    updatedAt: at,
  });
  await testApp.db.insert(insuranceClaimInvoices).values({ claimId: id, invoiceId, amount: amountCents, paidAmount: paidCents });
  return id;
}
