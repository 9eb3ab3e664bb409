// « Relevé annuel des frais de soins » at the back-office, from the patient file: a patient's
// statement for a period of at most a year (by default the previous calendar year), as JSON for the
// page and as its PDF. Reading it is `invoiceReads` (the desk and the practitioner), audited; no
// answer holds a visit's reason.
import { Hono } from 'hono';
import { statementPeriod, yearlyStatementFileName, yearlyStatementQuerySchema } from 'shared-domain/billing/yearly-statement';
import { idParam } from 'shared-domain/platform/record-id';
import { clinicToday } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { yearlyStatementPdf } from '../documents/yearly-statement-pdf';
import { loadYearlyStatement } from './statement-visits';

/** Mounted at /api/admin/patients beside her file. */
export function patientYearlyStatementRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get(
      '/:id/yearly-statement',
      allow('invoiceReads'),
      validate('param', idParam),
      validate('query', yearlyStatementQuerySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const period = statementPeriod(c.req.valid('query'), await clinicToday(deps));
        const { statement, timeZone } = await loadYearlyStatement(deps, id, period);
        await recordStaffAuditEvent(c, deps, {
          action: 'yearly_statement.viewed',
          entity: 'patients',
          entityId: id,
          details: { patientId: id, startDate: period.from, endDate: period.to, by: 'desk' },
        });
        return c.json({ statement, timeZone, fileName: yearlyStatementFileName(period) }, 200);
      },
    )
    .get(
      '/:id/yearly-statement/pdf',
      allow('invoiceReads'),
      validate('param', idParam),
      validate('query', yearlyStatementQuerySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const period = statementPeriod(c.req.valid('query'), await clinicToday(deps));
        const document = await loadYearlyStatement(deps, id, period);
        await recordStaffAuditEvent(c, deps, {
          action: 'yearly_statement.viewed',
          entity: 'patients',
          entityId: id,
          details: { patientId: id, startDate: period.from, endDate: period.to, by: 'desk' },
        });
        const pdf = await yearlyStatementPdf(document, deps.clock.now());
        return c.body(new Uint8Array(pdf), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="${yearlyStatementFileName(period)}"`,
          'Cache-Control': 'no-store',
        });
      },
    );
}
