// « Encaisser »: one or several of a patient's invoices paid at the desk by one or several tenders
// and the account credit. Amounts are integer cents; a form sends dollars as typed.
import { z } from 'zod';
import { deskAmount, deskRecordId } from './desk-fields';
import { deskLabels, deskLimits, deskMessages } from './desk-messages';
import { calendarDate } from '../platform/text-fields';
import { type Tender, tenderLabels, tenders } from './tender';
import { validationMessages as m } from '../platform/validation-messages';

export const tenderSchema = z.strictObject({
  tender: z.enum(tenders, { error: m.oneOf(deskLabels.tender, Object.values(tenderLabels)) }),
  amountCents: deskAmount(deskLabels.amount),
  /** Card on file only: one of the patient's own saved cards. */
  paymentMethodId: deskRecordId(deskLabels.card).optional(),
});
export type TenderInput = z.input<typeof tenderSchema>;

/**
 * `POST /api/admin/checkouts`: one or several of one patient's open invoices (drafts are issued on
 * the way), paid by one or several tenders and the account credit used. What exceeds the invoices
 * is kept as credit only when `keepOverpaymentAsCredit`. The key is made when the dialog opens: the
 * same key again answers from the first checkout and never charges twice.
 */
export const checkoutSchema = z
  .strictObject({
    patientId: deskRecordId('Patient'),
    invoiceIds: z
      .array(deskRecordId(deskLabels.invoice), { error: deskMessages.invoicesRequired })
      .max(deskLimits.invoicesPerCheckout, deskMessages.tooManyInvoices)
      .default([]),
    tenders: z
      .array(tenderSchema, { error: deskMessages.tendersRequired })
      .max(deskLimits.tendersPerCheckout, deskMessages.tooManyTenders)
      .default([]),
    creditAppliedCents: deskAmount(deskLabels.creditApplied, { allowZero: true }).default(0),
    keepOverpaymentAsCredit: z.boolean().default(false),
    receivedOn: calendarDate(deskLabels.receivedOn).optional(),
    idempotencyKey: z.uuid({ error: 'Identifiant d’encaissement invalide' }),
  })
  .superRefine((checkout, context) => {
    if (checkout.tenders.length === 0 && checkout.creditAppliedCents === 0) {
      context.addIssue({ code: 'custom', path: ['tenders'], message: deskMessages.tendersRequired });
    }
    checkout.tenders.forEach((tender, index) => {
      if (tender.tender === 'card_on_file' && !tender.paymentMethodId) {
        context.addIssue({ code: 'custom', path: ['tenders', index, 'paymentMethodId'], message: deskMessages.cardRequired });
      }
    });
  });
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type Checkout = z.output<typeof checkoutSchema>;

export function isCardOnFile(tender: Tender): boolean {
  return tender === 'card_on_file';
}
