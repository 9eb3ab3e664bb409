// « Fermeture de caisse »:
// GET /api/admin/cash-closings/:date — the day as the close shows it: expected amounts by count,
// card on file apart, and its closing once done;
// POST /api/admin/cash-closings — the counted amounts, the expected total the screen showed (a
// payment recorded meanwhile is refused, 409) and the note a difference needs;
// GET /api/admin/cash-closings?from=&to= — the closed days, newest first, with who closed them;
// POST /api/admin/cash-closings/:date/reopen — an admin reopens a closed day with a reason (409 when it is not closed).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();
const closings = client['cash-closings'];

export type CashDay = ApiData<(typeof closings)[':date']['$get']>;
export type ClosedDays = ApiData<typeof closings.$get>;
export type CashClosingRequest = Parameters<typeof closings.$post>[0]['json'];

export const cashDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: adminKeys.cashClosings.day(date),
    queryFn: () => apiData(() => closings[':date'].$get({ param: { date } })),
  });

export const useCashDay = (date: string) => useQuery(cashDayQueryOptions(date));

export const closedDaysQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: adminKeys.cashClosings.closed(from, to),
    queryFn: () => apiData(() => closings.$get({ query: { from, to } })),
  });

export const useClosedDays = (from: string, to: string) => useQuery(closedDaysQueryOptions(from, to));

export const closeCashDay = (closing: CashClosingRequest) => callApi(() => closings.$post({ json: closing }));

export const reopenCashDay = (date: string, reason: string) =>
  callApi(() => closings[':date'].reopen.$post({ param: { date }, json: { reason } }));
