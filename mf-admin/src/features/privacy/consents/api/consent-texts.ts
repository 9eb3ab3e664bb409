// /api/admin/privacy/consent-texts (« Consentements »): every kind of consent with each
// version of its text, newest first, and how many people gave and withdrew each; POST publishes a
// new version (management; a new wording is a new version, never an edit; audited by the API).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import type { ConsentTextInput } from 'shared-domain/privacy/privacy-consents';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';

const texts = createAdminClient().privacy['consent-texts'];

export type ConsentTextsAnswer = ApiData<typeof texts.$get>;
export type ConsentKindTexts = ConsentTextsAnswer['kinds'][number];
export type ConsentTextVersion = ConsentKindTexts['versions'][number];
export type PublishedConsentText = ApiData<typeof texts.$post>['text'];

// Under 'admin' like every back-office key, so a refresh after a change reads it again.
export const consentTextsKey = ['admin', 'privacy', 'consent-texts'] as const;

export const consentTextsQueryOptions = () => queryOptions({ queryKey: consentTextsKey, queryFn: () => apiData(() => texts.$get()) });

export const useConsentTexts = () => useQuery(consentTextsQueryOptions());

export const publishConsentText = (input: ConsentTextInput) => callApi(() => texts.$post({ json: input }));
