// « Analyses actionnables », /api/admin/automation/actionable:
// GET /: the five lists, each row with why the person is in it and whether its message went;
// GET /list.csv?list=: one list as a file (a plain link);
// POST /rebooking-offers, /reactivations, /payment-reminders, /slot-offers: a row's action (201),
// 409 AUTO_004 when it already went or the row left its list; POST /overrides: an exclusion lifted with a reason.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import type { ActionableListKey } from 'shared-domain/analytics/actionable-lists';
import type { CsvFormat } from 'shared-domain/platform/csv-format';
import { type ApiData, apiData, callApi } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();
const actionable = client.automation.actionable;

export type ActionableLists = ApiData<typeof actionable.$get>;
export type ActionableListInfo = ActionableLists['lists'][number];
export type ReexamRow = ActionableLists['reexam'][number];
export type EpisodeRow = ActionableLists['episode'][number];
export type UnpaidRow = ActionableLists['unpaid'][number];
export type WaitlistRow = ActionableLists['waitlist'][number];
export type ReactivationRow = ActionableLists['reactivation'][number];

export const actionableQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.actionable(), queryFn: () => apiData(() => actionable.$get()) });
export const useActionableLists = () => useQuery(actionableQueryOptions());

export const offerRebooking = (patientId: string, list: 'reexam' | 'episode') =>
  callApi(() => actionable['rebooking-offers'].$post({ json: { patientId, list } }));
export const sendReactivation = (patientId: string) => callApi(() => actionable.reactivations.$post({ json: { patientId } }));
export const sendPaymentReminder = (patientId: string) => callApi(() => actionable['payment-reminders'].$post({ json: { patientId } }));
export const offerSlot = (entryId: string) => callApi(() => actionable['slot-offers'].$post({ json: { entryId } }));
export const overrideExclusion = (patientId: string, reason: string) =>
  callApi(() => actionable.overrides.$post({ json: { patientId, reason } }));

/** The list's CSV file, relative to the site. */
export function actionableCsvUrl(list: ActionableListKey, format: CsvFormat): string {
  const url = actionable['list.csv'].$url({ query: { list, format } });
  return `${url.pathname}${url.search}`;
}
