// « Envoyer le reçu d'assurance après chaque paiement » (off unless the clinic turns it on): once a
// checkout has paid a visit in full, its insurance receipt is e-mailed to the patient. Run after the
// checkout's batch, not inside it: the receipt's number is issued by its first print, and its PDF is
// made from the visit as paid. A visit whose receipt was e-mailed already is not sent again, so a
// checkout answered a second time (the same key) sends nothing more.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { logger } from '../../logger';
import { insuranceReceiptPrints, insuranceReceipts, invoices, patients } from '../../platform/db/schema';
import { loadInsuranceSettings } from './insurance-settings';
import { receiptFactsOfInvoice } from './receipt-facts';
import { sendInsuranceReceipt } from './send-receipt';

/** The visits of `invoiceIds` e-mailed their receipt now, by appointment. */
export async function sendReceiptsAfterPayment(deps: AppDeps, invoiceIds: readonly string[]): Promise<string[]> {
  if (invoiceIds.length === 0 || !(await loadInsuranceSettings(deps)).sendReceiptAfterPayment) return [];
  const paidVisits = await deps.db
    .select({ id: invoices.id, appointmentId: invoices.appointmentId })
    .from(invoices)
    .innerJoin(patients, eq(patients.id, invoices.patientId))
    .where(
      and(
        inArray(invoices.id, [...invoiceIds]),
        eq(invoices.kind, 'visit'),
        eq(invoices.paymentStatus, 'paid'),
        sql`${patients.email} is not null`,
        sql`not exists (select 1 from ${insuranceReceiptPrints} p join ${insuranceReceipts} r on r.id = p.receipt_id
          where r.appointment_id = ${invoices.appointmentId} and p.channel = 'email')`,
      ),
    );
  const sent: string[] = [];
  for (const visit of paidVisits) {
    try {
      const facts = await receiptFactsOfInvoice(deps, visit.id);
      await sendInsuranceReceipt(deps, facts, { type: 'system', id: null });
      sent.push(facts.appointmentId);
    } catch (error) {
      // A visit without a receipt (not taken place yet) is not an error of the checkout: it is paid all the same.
      logger.info('insurance receipt not sent after payment', { invoiceId: visit.id, error: (error as Error).name });
    }
  }
  return sent;
}
