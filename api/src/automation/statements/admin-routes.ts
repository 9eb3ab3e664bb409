// « Relevés annuels » at the back-office (Finances), mounted at /api/admin/yearly-statements: the
// year's batch as it stands (GET, by default last year's) and its start (POST), the administration's
// alone (`management`), audited. Starting it again queues only who has not had hers.
import { Hono } from 'hono';
import {
  calendarYearPeriod,
  yearlyStatementBatchQuerySchema,
  yearlyStatementBatchSchema,
  yearNotOverMessage,
} from 'shared-domain/billing/yearly-statement';
import { patientsWithStatement } from '../../billing/public';
import { clinicToday } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { fieldRefusal } from '../../platform/http/app-error';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { queueYearlyStatements, statementBatchProgress } from './yearly-statement-batch';

async function batchView(deps: AppDeps, year: number) {
  const [progress, withStatement] = await Promise.all([
    statementBatchProgress(deps, year),
    patientsWithStatement(deps, calendarYearPeriod(year)),
  ]);
  return { ...progress, patients: withStatement.length };
}

export function yearlyStatementBatchRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('management'), validate('query', yearlyStatementBatchQuerySchema), async (c) => {
      const lastYear = Number((await clinicToday(deps)).slice(0, 4)) - 1;
      const year = c.req.valid('query').year ?? lastYear;
      return c.json({ batch: await batchView(deps, year), lastYear }, 200);
    })
    .post('/', allow('management'), validate('json', yearlyStatementBatchSchema), async (c) => {
      const { year, ratePerMinute } = c.req.valid('json');
      const today = await clinicToday(deps);
      if (year >= Number(today.slice(0, 4))) throw fieldRefusal('year', yearNotOverMessage(year));
      const period = calendarYearPeriod(year);
      const queued = await queueYearlyStatements(deps, { year, ratePerMinute });
      await recordStaffAuditEvent(c, deps, {
        action: 'yearly_statements.batch_started',
        entity: 'automation_sends',
        details: { startDate: period.from, endDate: period.to, count: queued },
      });
      return c.json({ queued, batch: await batchView(deps, year) }, 200);
    });
}
