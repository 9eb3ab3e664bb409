// GET /api/admin/privacy/retention: the records past their retention period (what each holds) and
// the decisions taken; POST /api/admin/privacy/retention/:patientId/decision: one decision, read as
// a result so the dialog says a refusal beside its field; POST /api/admin/privacy/record-holds and
// /:id/release: a legal hold placed on a record, and lifted.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import type { RetentionDecision } from 'shared-domain/privacy/privacy';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type RetentionReview = ApiData<typeof client.privacy.retention.$get>;
export type RetentionRecord = RetentionReview['records'][number];

export const retentionReviewQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.retentionReview(), queryFn: () => apiData(() => client.privacy.retention.$get()) });

export const useRetentionReview = () => useQuery(retentionReviewQueryOptions());

export const decideRetention = (patientId: string, json: { decision: RetentionDecision; confirmation?: string; reason?: string }) =>
  callApi(() => client.privacy.retention[':patientId'].decision.$post({ param: { patientId }, json }));

export const placeRecordHold = (patientId: string, reason: string) =>
  callApi(() => client.privacy['record-holds'].$post({ json: { patientId, reason } }));

export const releaseRecordHold = (holdId: string) =>
  callApi(() => client.privacy['record-holds'][':id'].release.$post({ param: { id: holdId } }));
