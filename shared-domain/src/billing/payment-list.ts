// « Paiements »: every payment and refund, filtered by period, tender, patient, staff
// member and whether its day is closed; the same filters drive the screen and its CSV export.
import { z } from 'zod';
import { checkDeskPeriod, deskPeriodFields } from './desk-period';
import { tenderLabels, tenders } from './tender';
import { csvFormatField } from '../platform/csv-format';
import { validationMessages as m } from '../platform/validation-messages';

export const paymentListLimits = {
  pageSize: 50,
  /** A year: the accountant's export. */
  maxDays: 366,
  /** Without a period the list shows the last month. */
  defaultDays: 31,
} as const;

/** `staffId=online`: what patients paid themselves on the portal (no staff member took it). */
export const onlineStaffFilter = 'online';

export const paymentListLabels = {
  tender: 'Mode de paiement',
  patient: 'Patient',
  staff: 'Reçu par',
  closedDay: 'Journée fermée',
  cursor: 'Page',
  online: 'En ligne (patient)',
} as const;

const filterId = (label: string) => z.string().trim().min(1, m.pattern(label)).max(64, m.pattern(label)).optional();

export const paymentListQuerySchema = z
  .object({
    ...deskPeriodFields(),
    tender: z.enum(tenders, { error: m.oneOf(paymentListLabels.tender, Object.values(tenderLabels)) }).optional(),
    patientId: filterId(paymentListLabels.patient),
    staffId: filterId(paymentListLabels.staff),
    /** 'true': only closed days' rows; 'false': only open days'. */
    closedDay: z.enum(['true', 'false'], { error: m.oneOf(paymentListLabels.closedDay, ['true', 'false']) }).optional(),
    cursor: z.string().max(200, m.pattern(paymentListLabels.cursor)).optional(),
    /** The export's spreadsheet (the list ignores it). */
    format: csvFormatField,
  })
  .superRefine(checkDeskPeriod(paymentListLimits.maxDays));
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

/** The columns of the list, in order: the screen's and the CSV export's. */
export const paymentListColumns = [
  { key: 'receivedAt', label: 'Reçu le' },
  { key: 'businessDate', label: 'Journée' },
  { key: 'kind', label: 'Type' },
  { key: 'patientName', label: 'Patient' },
  { key: 'tender', label: 'Mode de paiement' },
  { key: 'amount', label: 'Montant' },
  { key: 'invoiceNumbers', label: 'Factures' },
  { key: 'takenByName', label: 'Reçu par' },
  { key: 'status', label: 'Statut' },
  { key: 'dayClosed', label: 'Journée fermée' },
  { key: 'note', label: 'Note' },
] as const;

export const paymentKindLabels = { payment: 'Paiement', refund: 'Remboursement' } as const;
