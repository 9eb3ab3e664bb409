// /api/portal/consents (Law 25): the patient's consents, each with its state and the text
// in force; a withdrawal of one she may withdraw herself (e-mail reminders, newsletter, waitlist),
// which takes effect at once. The others are withdrawn through the clinic (422 PRIV_002).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createPortalClient } from 'api/client';
import type { PortalWithdrawableKind } from 'shared-domain/privacy/privacy-consents';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';

const consents = createPortalClient().consents;

export type MyConsents = ApiData<typeof consents.$get>;
export type MyConsent = MyConsents['consents'][number];

export const myConsentsQueryKey = portalKeys.consents();

export const myConsentsQueryOptions = () => queryOptions({ queryKey: myConsentsQueryKey, queryFn: () => apiData(() => consents.$get()) });

/** Not a suspense query: the section shows its own loading and error states. */
export const useMyConsents = () => useQuery(myConsentsQueryOptions());

export const withdrawMyConsent = (kind: PortalWithdrawableKind) => callApi(() => consents[':kind'].withdraw.$post({ param: { kind } }));
