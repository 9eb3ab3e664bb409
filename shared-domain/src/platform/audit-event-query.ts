// Reading the audit trail page by page, newest first. `before` is the `nextBefore` of
// the previous page: an opaque cursor, since many events can share one instant.
import { z } from 'zod';
import { validationMessages as m } from './validation-messages';

export const auditEventPageSize = { default: 50, max: 100 } as const;

export const auditEventQuerySchema = z.object({
  before: z.string().max(100, m.pattern('Curseur')).optional(),
  limit: z.coerce
    .number({ error: m.pattern('Limite') })
    .int(m.pattern('Limite'))
    .min(1, m.min('Limite', 1))
    .max(auditEventPageSize.max, m.max('Limite', auditEventPageSize.max))
    .default(auditEventPageSize.default),
});

export type AuditEventQueryInput = z.input<typeof auditEventQuerySchema>;
