// GET /api/admin/yearly-statements?year=: the year's January batch as it stands (last year's by
// default); POST: started (or started again: only who has not had hers), at the rate chosen.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import type { YearlyStatementBatchInput } from 'shared-domain/billing/yearly-statement';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type StatementBatchAnswer = ApiData<(typeof client)['yearly-statements']['$get']>;

export const statementBatchQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.taxes.statements(null),
    queryFn: () => apiData(() => client['yearly-statements'].$get({ query: {} })),
  });

export const useStatementBatch = () => useQuery(statementBatchQueryOptions());

export function useStartStatementBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: YearlyStatementBatchInput) => apiData(() => client['yearly-statements'].$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.taxes.statements(null) }),
  });
}
