// GET /api/admin/automation/jobs (« Santé de l'automatisation › Tâches »): every scheduled
// job with its last run, its next, whether it is late, which instance holds its lease, and its last
// runs that did something or failed.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';

const jobs = createAdminClient().automation.jobs;

export type JobsAnswer = ApiData<typeof jobs.$get>;
export type Job = JobsAnswer['jobs'][number];
export type JobRun = Job['recentRuns'][number];

// Under 'admin' like every back-office key (query-keys.ts).
export const automationJobsKey = ['admin', 'automation', 'jobs'] as const;

export const automationJobsQueryOptions = () => queryOptions({ queryKey: automationJobsKey, queryFn: () => apiData(() => jobs.$get()) });

export const useAutomationJobs = () => useQuery(automationJobsQueryOptions());
