// « Analyses actionnables », mounted at /api/admin/automation/actionable: the five lists (GET /), a
// list as a CSV file (GET /list.csv), and each row's action in one click. Every role reads the
// lists (the desk without the care sentence of lists 1 and 2); the payment reminder is the cash
// desk's, as in « Actions en un clic ». Every read, export, message and override is audited.
import { Hono } from 'hono';
import {
  actionableListKeys,
  actionableOverrideSchema,
  actionablePatientSchema,
  actionableRebookingSchema,
  actionableWaitlistSchema,
} from 'shared-domain/analytics/actionable-lists';
import { batchKindAccess } from 'shared-domain/automation/automation';
import { csvFormatField } from 'shared-domain/platform/csv-format';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { offerRebooking, offerSlotToEntry, overrideExclusion, sendPaymentReminder } from './actionable-actions';
import { actionableCsv } from './actionable-csv';
import { actionableState, actionableView } from './actionable-view';

const listQuerySchema = z.object({
  list: z.enum(actionableListKeys, { error: 'Choisissez une des listes.' }),
  format: csvFormatField,
});

export function actionableRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('everyone'), async (c) => {
      const view = actionableView(await actionableState(deps), c.get('staff').role);
      await recordStaffAuditEvent(c, deps, {
        action: 'actionable.viewed',
        entity: 'patients',
        details: { count: view.lists.reduce((sum, list) => sum + list.count, 0) },
      });
      return c.json(view, 200);
    })
    .get('/list.csv', allow('everyone'), validate('query', listQuerySchema), async (c) => {
      const { list, format } = c.req.valid('query');
      const view = actionableView(await actionableState(deps), c.get('staff').role);
      const file = actionableCsv(view, list, format);
      await recordStaffAuditEvent(c, deps, { action: 'actionable.exported', entity: 'patients', details: { list, count: file.count } });
      return c.body(file.text, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="analyses-actionnables-${list}-${view.today}.csv"`,
      });
    })
    .post('/rebooking-offers', allow('everyone'), validate('json', actionableRebookingSchema), async (c) => {
      const { patientId, list } = c.req.valid('json');
      return c.json(await offerRebooking(deps, c.get('staff'), await actionableState(deps), list, patientId), 201);
    })
    .post('/reactivations', allow('everyone'), validate('json', actionablePatientSchema), async (c) => {
      const { patientId } = c.req.valid('json');
      return c.json(await offerRebooking(deps, c.get('staff'), await actionableState(deps), 'reactivation', patientId), 201);
    })
    .post('/payment-reminders', allow(batchKindAccess.payment_reminders), validate('json', actionablePatientSchema), async (c) => {
      const { patientId } = c.req.valid('json');
      return c.json(await sendPaymentReminder(deps, c.get('staff'), await actionableState(deps), patientId), 201);
    })
    .post('/slot-offers', allow('everyone'), validate('json', actionableWaitlistSchema), async (c) => {
      const { entryId } = c.req.valid('json');
      return c.json(await offerSlotToEntry(deps, c.get('staff'), await actionableState(deps), entryId), 201);
    })
    .post('/overrides', allow('everyone'), validate('json', actionableOverrideSchema), async (c) => {
      return c.json(await overrideExclusion(deps, c.get('staff'), await actionableState(deps), c.req.valid('json')), 201);
    });
}
