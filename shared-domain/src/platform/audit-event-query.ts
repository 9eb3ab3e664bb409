// Reading the audit trail page by page, newest first, filtered by patient, staff member, action and
// period of clinic days. `before` is the `nextBefore` of the previous page: an opaque cursor, since
// many events can share one instant. The same filters drive the screen, its CSV export and the
// patient file's « Qui a consulté ce dossier ? ».
import { z } from 'zod';
import { type AuditAction, auditActionNames } from './audit-actions';
import { csvFormatField } from './csv-format';
import { validationMessages as m } from './validation-messages';

export const auditEventPageSize = { default: 50, max: 100 } as const;

export const auditFilterLabels = {
  patient: 'Patient',
  staff: 'Membre du personnel',
  action: 'Action',
  from: 'Du',
  to: 'Au',
} as const;

export const auditQueryMessages = {
  periodReversed: 'Au doit être le même jour que Du ou un jour après',
} as const;

const filterId = (label: string) => z.string().trim().min(1, m.pattern(label)).max(64, m.pattern(label)).optional();

/** The filters, without the page: what the export takes. */
export const auditFilterFields = {
  patientId: filterId(auditFilterLabels.patient),
  staffId: filterId(auditFilterLabels.staff),
  action: z.enum(auditActionNames as [AuditAction, ...AuditAction[]], { error: m.pattern(auditFilterLabels.action) }).optional(),
  from: z.iso.date({ error: m.date(auditFilterLabels.from) }).optional(),
  to: z.iso.date({ error: m.date(auditFilterLabels.to) }).optional(),
};

function checkPeriod(period: { from?: string | undefined; to?: string | undefined }, context: z.RefinementCtx) {
  if (period.from !== undefined && period.to !== undefined && period.to < period.from) {
    context.addIssue({ code: 'custom', path: ['to'], message: auditQueryMessages.periodReversed });
  }
}

const pageFields = {
  before: z.string().max(100, m.pattern('Curseur')).optional(),
  limit: z.coerce
    .number({ error: m.pattern('Limite') })
    .int(m.pattern('Limite'))
    .min(1, m.min('Limite', 1))
    .max(auditEventPageSize.max, m.max('Limite', auditEventPageSize.max))
    .default(auditEventPageSize.default),
};

export const auditEventQuerySchema = z.object({ ...pageFields, ...auditFilterFields }).superRefine(checkPeriod);
export type AuditEventQueryInput = z.input<typeof auditEventQuerySchema>;
export type AuditEventQuery = z.output<typeof auditEventQuerySchema>;

/** The filters, and the export's spreadsheet: Excel in French or in English. */
export const auditExportQuerySchema = z.object({ ...auditFilterFields, format: csvFormatField }).superRefine(checkPeriod);
export type AuditFilter = Omit<z.output<typeof auditExportQuerySchema>, 'format'>;

/** A patient's own trail (« Qui a consulté ce dossier ? »): a page at a time, the patient from the route. */
export const patientAuditQuerySchema = z.object(pageFields);
