// « Actions en un clic », /api/admin/automation/one-click:
// GET /: the three prepared actions with what each would touch now.
// POST /{unconfirmed-tomorrow|unpaid-over-30-days|free-slots-this-week}: a batch like the others —
// `dryRun: true` answers its dry run, `dryRun: false` with the dry run's `selectionToken` runs it
// (201, the batch's report), 409 AUTO_001 when what it would touch changed since.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import type { OneClickAction } from 'shared-domain/automation/automation';
import { type ApiData, type ApiResult, apiData, callApi } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();
const oneClick = client.automation['one-click'];

export type OneClickActions = ApiData<typeof oneClick.$get>;
export type OneClickActionRow = OneClickActions['actions'][number];

type Answer = ApiData<(typeof oneClick)['unconfirmed-tomorrow']['$post']>;
export type OneClickDryRun = Extract<Answer, { selectionToken: string }>;
export type OneClickReport = Extract<Answer, { id: string }>;

const post = {
  unconfirmed_tomorrow: (json: object) => oneClick['unconfirmed-tomorrow'].$post({ json }),
  unpaid_over_30_days: (json: object) => oneClick['unpaid-over-30-days'].$post({ json }),
  free_slots_this_week: (json: object) => oneClick['free-slots-this-week'].$post({ json }),
} satisfies Record<OneClickAction, unknown>;

function answerAs<T extends Answer>(result: ApiResult<Answer>, is: (answer: Answer) => answer is T): ApiResult<T> {
  if (result.kind !== 'ok') return result;
  if (is(result.data)) return { kind: 'ok', data: result.data };
  throw new Error('The one-click route answered the other kind of answer');
}
const isDryRun = (answer: Answer): answer is OneClickDryRun => 'selectionToken' in answer;
const isReport = (answer: Answer): answer is OneClickReport => 'id' in answer;

export const previewOneClick = async (action: OneClickAction): Promise<ApiResult<OneClickDryRun>> =>
  answerAs(await callApi(() => post[action]({ dryRun: true })), isDryRun);

export const runOneClick = async (action: OneClickAction, selectionToken: string): Promise<ApiResult<OneClickReport>> =>
  answerAs(await callApi(() => post[action]({ dryRun: false, selectionToken })), isReport);

export const oneClickQueryOptions = () => queryOptions({ queryKey: adminKeys.oneClick(), queryFn: () => apiData(() => oneClick.$get()) });
export const useOneClickActions = () => useQuery(oneClickQueryOptions());
