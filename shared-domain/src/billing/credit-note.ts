// A credit note: what corrects an issued invoice (which is never changed), the whole of it or some
// of its lines.
import { z } from 'zod';
import { deskAmount, deskRecordId } from './desk-fields';
import { deskLabels, deskLimits, deskMessages } from './desk-messages';
import { requiredText } from '../platform/text-fields';

/** `POST /api/admin/invoices/:id/credit-notes`: the whole invoice, or some lines each up to what is left. */
export const creditNoteSchema = z.strictObject({
  whole: z.boolean().default(false),
  lines: z
    .array(z.strictObject({ invoiceLineId: deskRecordId('Ligne'), amountCents: deskAmount(deskLabels.amount) }))
    .max(deskLimits.linesPerInvoice, deskMessages.tooManyLines)
    .default([]),
  reason: requiredText(deskLabels.creditNoteReason, deskLimits.reasonMax),
});
export type CreditNoteInput = z.input<typeof creditNoteSchema>;
