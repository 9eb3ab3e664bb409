// GET /api/admin/insurance-claims?status=&payer=: the claims; GET …/follow-ups: those awaiting their
// payer more than 30 days; GET …/claimable?patientId=: a patient's visits a claim may cover;
// POST …: a claim; PUT …/:id/status and POST …/:id/follow-up (« Relancer »); POST /payer-payments:
// a payer's cheque or deposit applied across claims; GET /patients/:id/insurance-cases: her cases.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();
const claims = client['insurance-claims'];

export type ClaimList = ApiData<typeof claims.$get>;
export type Claim = ClaimList['claims'][number];
export type ClaimQuery = NonNullable<Parameters<typeof claims.$get>[0]>['query'];
export type NewClaimInput = Parameters<typeof claims.$post>[0]['json'];
export type ClaimableVisit = ApiData<typeof claims.claimable.$get>['visits'][number];
export type InsuranceCaseView = ApiData<(typeof client.patients)[':id']['insurance-cases']['$get']>['cases'][number];
export type PayerPaymentInput = Parameters<(typeof client)['payer-payments']['$post']>[0]['json'];

export const claimsQueryOptions = (query: ClaimQuery) =>
  queryOptions({ queryKey: adminKeys.insurance.claims(query), queryFn: () => apiData(() => claims.$get({ query })) });

export const useClaims = (query: ClaimQuery) => useQuery(claimsQueryOptions(query));

export const useFollowUps = () =>
  useQuery({ queryKey: adminKeys.insurance.followUps(), queryFn: () => apiData(() => claims['follow-ups'].$get()) });

export const useClaimableVisits = (patientId: string) =>
  useQuery({
    queryKey: adminKeys.insurance.claimable(patientId),
    queryFn: () => apiData(() => claims.claimable.$get({ query: { patientId } })),
    enabled: patientId !== '',
  });

export const useInsuranceCases = (patientId: string) =>
  useQuery({
    queryKey: adminKeys.insurance.cases(patientId),
    queryFn: () => apiData(() => client.patients[':id']['insurance-cases'].$get({ param: { id: patientId } })),
    enabled: patientId !== '',
  });

export type NewCaseInput = Parameters<(typeof client.patients)[':id']['insurance-cases']['$post']>[0]['json'];

export const openInsuranceCase = (patientId: string, input: NewCaseInput) =>
  callApi(() => client.patients[':id']['insurance-cases'].$post({ param: { id: patientId }, json: input }));

export const makeClaim = (claim: NewClaimInput) => callApi(() => claims.$post({ json: claim }));

export const changeClaimStatus = (id: string, status: 'to_submit' | 'submitted' | 'pending' | 'refused') =>
  callApi(() => claims[':id'].status.$put({ param: { id }, json: { status, payerReference: null } }));

export const followUpClaim = (id: string) => callApi(() => claims[':id']['follow-up'].$post({ param: { id } }));

export const recordPayerPayment = (payment: PayerPaymentInput) => callApi(() => client['payer-payments'].$post({ json: payment }));
