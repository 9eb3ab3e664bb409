// GET /api/public/clinic: the clinic's name and its practitioner's, shown over the staff's sign-in
// pages (SignInFrame). Read once; a failure leaves the mark alone.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createPublicClient } from 'api/client';
import { apiData } from 'shared-ui/api-result';
import type { ClinicIdentity } from 'shared-ui/SignInFrame';
import { adminKeys } from '../../../../query-keys';

const client = createPublicClient();

export const getClinicIdentity = (): Promise<ClinicIdentity> =>
  apiData(() => client.public.clinic.$get()).then(({ clinicName, practitionerName, practitionerTitle }) => ({
    clinicName,
    practitionerName,
    practitionerTitle,
  }));

export const clinicIdentityQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.clinicIdentity(), queryFn: getClinicIdentity, staleTime: Number.POSITIVE_INFINITY });

export const useClinicIdentity = (): ClinicIdentity | undefined => useQuery(clinicIdentityQueryOptions()).data;
