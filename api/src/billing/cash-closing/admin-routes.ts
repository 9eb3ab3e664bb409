// « Fermeture de caisse », mounted at /api/admin/cash-closings: the day's expected and
// counted amounts, the close, and the closed days with who closed them. The desk's cash side only
// (admin and reception; reopening a closed day: admin): a practitioner sees her patients' invoices, not the drawer. Every look is audited.
import { Hono } from 'hono';
import { addDays } from 'shared-domain/platform/clinic-time';
import { cashClosingsDefaultDays, cashClosingsQuerySchema } from 'shared-domain/billing/cash-close';
import { cashClosingSchema, cashDayReopeningSchema } from 'shared-domain/billing/cash-close';
import { deskLabels } from 'shared-domain/billing/desk-messages';
import type { DeskCashClosingSummary } from 'shared-domain/billing/desk-cash-views';
import { validationMessages as m } from 'shared-domain/platform/validation-messages';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { freeText, validate } from '../../platform/http/validate';
import { listCashClosings, loadCashDay } from './cash-day';
import { clinicToday } from '../../clinic/public';
import { closeCashDay } from './close-cash-day';
import { reopenCashDay } from './reopen-cash-day';

const dayParam = z.object({ date: z.iso.date({ error: m.date(deskLabels.businessDate) }) });

export function cashClosingRoutes(deps: AppDeps) {
  return (
    new Hono<AdminEnv>()
      .get('/', allow('cashDesk'), validate('query', cashClosingsQuerySchema), async (c) => {
        const query = c.req.valid('query');
        const to = query.to ?? (await clinicToday(deps));
        const from = query.from ?? addDays(to, -(cashClosingsDefaultDays - 1));
        const closings: DeskCashClosingSummary[] = await listCashClosings(deps.db, from, to);
        await recordStaffAuditEvent(c, deps, {
          action: 'cash_closings.viewed',
          entity: 'cash_closings',
          details: { count: closings.length },
        });
        return c.json({ from, to, closings }, 200);
      })
      .get('/:date', allow('cashDesk'), validate('param', dayParam), async (c) => {
        const { date } = c.req.valid('param');
        const day = await loadCashDay(deps.db, date);
        await recordStaffAuditEvent(c, deps, { action: 'cash_closing.viewed', entity: 'cash_closings', details: { businessDate: date } });
        return c.json(day, 200);
      })
      .post('/', allow('cashDesk'), validate('json', cashClosingSchema, freeText), async (c) => {
        const day = await closeCashDay(deps, c.get('staff').staffId, c.req.valid('json'));
        return c.json(day, 201);
      })
      // « Rouvrir la journée »: the administration only; the desk closes, it does not undo a close.
      .post(
        '/:date/reopen',
        allow('management'),
        validate('param', dayParam),
        validate('json', cashDayReopeningSchema, freeText),
        async (c) => {
          const day = await reopenCashDay(deps, c.get('staff').staffId, c.req.valid('param').date, c.req.valid('json').reason);
          return c.json(day, 200);
        },
      )
  );
}
