// GET /api/admin/monitoring (« Surveillance du système »): the health of the API, the
// database, the e-mail server and the jobs. POST /api/admin/monitoring/email-check: the mail server
// asked now whether it answers (its state and an error code, never its words).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';

const monitoring = createAdminClient().monitoring;

export type MonitoringAnswer = ApiData<typeof monitoring.$get>;
export type EmailCheckAnswer = ApiData<(typeof monitoring)['email-check']['$post']>;

// Under 'admin' like every back-office key (query-keys.ts).
export const monitoringKey = ['admin', 'monitoring'] as const;

export const monitoringQueryOptions = () => queryOptions({ queryKey: monitoringKey, queryFn: () => apiData(() => monitoring.$get()) });

export const useMonitoring = () => useQuery(monitoringQueryOptions());

export const checkEmailServer = () => callApi(() => monitoring['email-check'].$post());
