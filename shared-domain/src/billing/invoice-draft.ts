// Building an invoice before it is issued: « Nouvelle vente » (a counter-sale draft), a line added
// from the catalogue or typed, a draft line's amount adjusted.
import { z } from 'zod';
import { deskAmount, deskRecordId } from './desk-fields';
import { deskLabels, deskLimits, deskMessages } from './desk-messages';
import { requiredText } from '../platform/text-fields';
import { validationMessages as m } from '../platform/validation-messages';

/** `POST /api/admin/invoices`: « Nouvelle vente », an empty counter-sale draft (no visit) for a patient. */
export const saleDraftSchema = z.strictObject({
  patientId: z
    .string({ error: deskMessages.patientRequired })
    .trim()
    .min(1, deskMessages.patientRequired)
    .max(deskLimits.idMaxChars, deskMessages.idInvalid('Patient')),
});
export type SaleDraft = z.output<typeof saleDraftSchema>;

/** `POST /api/admin/invoices/:id/lines`: a product from the catalogue, or a free line, on a draft. */
export const invoiceLineSchema = z.union([
  z.strictObject({
    productId: deskRecordId(deskLabels.product),
    quantity: z.coerce
      .number({ error: m.min(deskLabels.quantity, 1) })
      .int(m.min(deskLabels.quantity, 1))
      .min(1, m.min(deskLabels.quantity, 1))
      .max(deskLimits.quantityMax, m.max(deskLabels.quantity, deskLimits.quantityMax))
      .default(1),
  }),
  z.strictObject({
    description: requiredText(deskLabels.description, deskLimits.descriptionMax),
    amountCents: deskAmount(deskLabels.amount),
    taxCode: z.enum(['exempt', 'gst_qst'], { error: m.oneOf(deskLabels.taxCode, ['exempt', 'gst_qst']) }),
  }),
]);
export type InvoiceLineInput = z.input<typeof invoiceLineSchema>;

/** `PATCH /api/admin/invoices/:id/lines/:lineId`: a draft line's amount adjusted (a courtesy, a different fee). */
export const draftLineAmountSchema = z.strictObject({ amountCents: deskAmount(deskLabels.amount, { allowZero: true }) });
