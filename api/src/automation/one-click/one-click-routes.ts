// « Actions en un clic », mounted at /api/admin/automation/one-click: the three prepared
// actions with their live counts, and each run as a batch (dry run first, like every batch). Who
// may run each is its batch kind's (`batchKindAccess`: the payment reminders are the cash desk's).
import { Hono } from 'hono';
import {
  batchKindAccess,
  type OneClickAction,
  oneClickActionLabels,
  oneClickActions,
  oneClickRequestSchema,
} from 'shared-domain/automation/automation';
import type { OneClickView } from 'shared-domain/automation/automation-views';
import type { AppDeps } from '../../deps';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { planContext } from '../batches/batch-plan';
import { previewOrRun } from '../batches/batch-routes';
import { oneClickCounts, oneClickPlans, oneClickSummary } from './one-click-plans';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const countLabels: Record<OneClickAction, (count: number) => string> = {
  unconfirmed_tomorrow: (count) => plural(count, 'rendez-vous', 'rendez-vous'),
  unpaid_over_30_days: (count) => plural(count, 'patient', 'patients'),
  free_slots_this_week: (count) => plural(count, 'créneau', 'créneaux'),
};

/** The three actions as the page shows them, each with what it would touch now. */
export async function loadOneClickView(deps: AppDeps): Promise<OneClickView> {
  const context = await planContext(deps);
  const actions = [];
  for (const action of oneClickActions) {
    const count = await oneClickCounts[action](context);
    const { title, description } = oneClickActionLabels[action];
    actions.push({ action, title, description, count, countLabel: countLabels[action](count) });
  }
  return { actions } satisfies OneClickView;
}

export function oneClickRoutes(deps: AppDeps) {
  const runAction = (action: OneClickAction) =>
    [
      allow(batchKindAccess[oneClickActionLabels[action].kind]),
      validate('json', oneClickRequestSchema),
      async (
        c: import('hono').Context<
          AdminEnv,
          string,
          { in: { json: unknown }; out: { json: import('shared-domain/automation/automation').OneClickRequest } }
        >,
      ) => {
        const request = c.req.valid('json');
        const context = await planContext(deps);
        const plan = await oneClickPlans[action](context);
        const answer = await previewOrRun(
          deps,
          c.get('staff'),
          plan,
          { ...request, sendDelayMinutes: 0 },
          { params: { action }, summary: oneClickSummary(action, context), undoable: false },
        );
        // The free slots' events are offered by the waitlist's job at its next turn (every few seconds).
        return 'dryRun' in answer ? c.json(answer.dryRun, 200) : c.json(answer.batch, 201);
      },
    ] as const;

  return new Hono<AdminEnv>()
    .get('/', allow('everyone'), async (c) => c.json(await loadOneClickView(deps), 200))
    .post('/unconfirmed-tomorrow', ...runAction('unconfirmed_tomorrow'))
    .post('/unpaid-over-30-days', ...runAction('unpaid_over_30_days'))
    .post('/free-slots-this-week', ...runAction('free_slots_this_week'));
}
