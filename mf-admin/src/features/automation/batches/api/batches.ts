// « Opérations groupées », /api/admin/automation/batches:
// POST /{cancel|move|message|resend-confirmations}: `dryRun: true` answers what the batch would do
// (BatchDryRunView) and changes nothing; `dryRun: false` with the dry run's `selectionToken` runs
// it (BatchView, 201) — or 409 AUTO_001 when the selection changed since the dry run.
// GET /: the recent batches. GET /:id: one batch and its report. POST /:id/undo: the batch undone
// where it can be (409 AUTO_002 when its window has closed or nothing can be undone).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import type { BatchRequest } from 'shared-domain/automation/automation';
import { type ApiData, type ApiResult, apiData, callApi } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();
const batches = client.automation.batches;

export type BatchRequestBody = Parameters<typeof batches.cancel.$post>[0]['json'];
type BatchAnswer = ApiData<typeof batches.cancel.$post>;
/** A dry run's answer (200): what the batch would do. */
export type BatchDryRun = Extract<BatchAnswer, { selectionToken: string }>;
export type BatchDryRunItem = BatchDryRun['items'][number];
export type BatchReport = ApiData<(typeof batches)[':id']['$get']>;
export type BatchItem = BatchReport['items'][number];
export type BatchSummary = ApiData<typeof batches.$get>['batches'][number];

/** The route of each kind a staff member chooses here. */
const post = {
  cancel: (json: BatchRequestBody) => batches.cancel.$post({ json }),
  move: (json: BatchRequestBody) => batches.move.$post({ json }),
  message: (json: BatchRequestBody) => batches.message.$post({ json }),
  resend_confirmations: (json: BatchRequestBody) => batches['resend-confirmations'].$post({ json }),
} satisfies Record<BatchRequest['kind'], unknown>;

/** The answer of the kind asked: a dry run, or the batch run. */
function answerAs<T extends BatchAnswer>(result: ApiResult<BatchAnswer>, is: (answer: BatchAnswer) => answer is T): ApiResult<T> {
  if (result.kind !== 'ok') return result;
  if (is(result.data)) return { kind: 'ok', data: result.data };
  throw new Error('The batch route answered the other kind of answer');
}
const isDryRun = (answer: BatchAnswer): answer is BatchDryRun => 'selectionToken' in answer;
const isReport = (answer: BatchAnswer): answer is Extract<BatchAnswer, { id: string }> => 'id' in answer;

/** The dry run of `request` (sent with `dryRun: true`). */
export const previewBatch = async (request: BatchRequestBody): Promise<ApiResult<BatchDryRun>> => {
  const { selectionToken: _token, ...asked } = request;
  return answerAs(await callApi(() => post[request.kind]({ ...asked, dryRun: true })), isDryRun);
};

/** The run of a previewed `request`, refused (409 AUTO_001) when its selection changed since `selectionToken`. */
export const runBatch = async (request: BatchRequestBody, selectionToken: string): Promise<ApiResult<BatchReport>> =>
  answerAs(await callApi(() => post[request.kind]({ ...request, dryRun: false, selectionToken })), isReport);

export const undoBatch = (id: string): Promise<ApiResult<BatchReport>> => callApi(() => batches[':id'].undo.$post({ param: { id } }));

export const batchListQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.batches.list(), queryFn: () => apiData(() => batches.$get()) });
export const useBatchList = () => useQuery(batchListQueryOptions());

/** While one of its e-mails is still planned, the report is read again this often. */
export const reportRefreshMs = 4000;

export const batchQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.batches.one(id), queryFn: () => apiData(() => batches[':id'].$get({ param: { id } })) });

/** A batch's report, read again every few seconds while e-mails are planned. */
export const useBatch = (id: string) =>
  useQuery({
    ...batchQueryOptions(id),
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.messageState === 'planned') ? reportRefreshMs : false),
  });
