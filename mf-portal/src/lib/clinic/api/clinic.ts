// GET /api/public/clinic: the practice's details, shared by the portal's screens: the sign-in frame
// shows them, and the « Rendez-vous » tab and the booking dialog give its phone number when an
// appointment can no longer be changed online or booking is closed (asked only then).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createPublicClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';

const client = createPublicClient();

export type ClinicDetails = ApiData<typeof client.public.clinic.$get>;

export const getClinic = (): Promise<ClinicDetails> => apiData(() => client.public.clinic.$get());

export const clinicQueryOptions = () =>
  queryOptions({ queryKey: portalKeys.clinic(), queryFn: getClinic, staleTime: Number.POSITIVE_INFINITY });

/** The clinic's phone once known (and wanted); undefined while loading, if it failed, or when not wanted. */
export function useClinicPhone(wanted: boolean): string | undefined {
  return useQuery({ ...clinicQueryOptions(), enabled: wanted }).data?.phone || undefined;
}
