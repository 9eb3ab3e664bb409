// /api/admin/email-templates: the clinic's e-mail templates (« Paramètres avancés › Modèles de
// courriels »): the list, a save, the return to the original and the preview.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import type { EmailTemplateKey, EmailTemplateText } from 'shared-domain/clinic/email-templates';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';

const templates = createAdminClient()['email-templates'];

export type EmailTemplateView = ApiData<typeof templates.$get>['templates'][number];
export type EmailPreview = ApiData<typeof templates.preview.$post>['preview'];

// Under 'admin' like every back-office key (query-keys.ts), so a refresh after a change reads it again.
export const emailTemplatesKey = ['admin', 'email-templates'] as const;

export const emailTemplatesQueryOptions = () =>
  queryOptions({ queryKey: emailTemplatesKey, queryFn: async () => (await apiData(() => templates.$get())).templates });

export const useEmailTemplates = () => useQuery(emailTemplatesQueryOptions());

export const saveEmailTemplate = (key: EmailTemplateKey, template: EmailTemplateText) =>
  callApi(() => templates[':key'].$put({ param: { key }, json: template }));

export const restoreEmailTemplate = (key: EmailTemplateKey) => callApi(() => templates[':key'].$delete({ param: { key } }));

export const previewEmailTemplate = (key: EmailTemplateKey, template: EmailTemplateText) =>
  callApi(() => templates.preview.$post({ json: { key, ...template } }));
