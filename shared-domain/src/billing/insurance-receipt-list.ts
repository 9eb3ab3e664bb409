// « Assurances »: the paid visits of a period, each with its receipt, filtered by period (« Du »,
// « Au », a year at most) and patient. One schema for the filters' form and the API.
import { z } from 'zod';
import { checkDeskPeriod, deskPeriodFields } from './desk-period';
import { validationMessages as m } from '../platform/validation-messages';

export const insuranceReceiptListLimits = { maxDays: 366, maxRows: 500 } as const;

export const insuranceReceiptListLabels = { from: 'Du', to: 'Au', patient: 'Patient' } as const;

export const insuranceReceiptListQuerySchema = z
  .object({
    ...deskPeriodFields(),
    patientId: z
      .string()
      .trim()
      .min(1, m.pattern(insuranceReceiptListLabels.patient))
      .max(64, m.pattern(insuranceReceiptListLabels.patient))
      .optional(),
  })
  .superRefine(checkDeskPeriod(insuranceReceiptListLimits.maxDays));
export type InsuranceReceiptListQuery = z.input<typeof insuranceReceiptListQuerySchema>;

/** What a receipt's state reads on the list: not yet printed, printed (the original), reprinted. */
export function receiptStateText(visit: { number: string | null; printCount: number }): string {
  if (visit.number === null) return 'À émettre';
  return visit.printCount > 1 ? 'Duplicata imprimé' : 'Original émis';
}
