// /api/admin/site-texts: the home page's texts (« Paramètres › Textes du site »): what the site
// shows with every version, the preview, the publication and the restore of a version.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import type { SiteTexts } from 'shared-domain/clinic/site-texts';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';

const siteTexts = createAdminClient()['site-texts'];

export type SiteTextsView = ApiData<typeof siteTexts.$get>;

// Under 'admin' like every back-office key (query-keys.ts), so a refresh after a change reads it again.
export const siteTextsKey = ['admin', 'site-texts'] as const;

export const useSiteTexts = () => useQuery(queryOptions({ queryKey: siteTextsKey, queryFn: () => apiData(() => siteTexts.$get()) }));

export const previewSiteTexts = (texts: SiteTexts) => callApi(() => siteTexts.preview.$post({ json: texts }));

export const publishSiteTexts = (texts: SiteTexts) => callApi(() => siteTexts.$put({ json: texts }));

export const restoreSiteTexts = (version: number) => callApi(() => siteTexts.restore.$post({ json: { version } }));
