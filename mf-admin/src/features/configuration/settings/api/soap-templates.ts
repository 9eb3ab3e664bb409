// /api/admin/soap-templates: the clinic's SOAP note templates. The note forms read the active ones
// (`useSoapTemplates`); the settings read them all and create, edit, (de)activate and reorder them.
// Every change refreshes both lists.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData, callApi } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();
const templates = client['soap-templates'];

export type SoapTemplateList = ApiData<typeof templates.$get>;
export type SoapTemplate = SoapTemplateList['templates'][number];
/** One template as the API answers it (the shape of `SoapTemplateView` in shared-domain). */
export type SoapTemplateView = SoapTemplate;
export type NewSoapTemplate = Parameters<typeof templates.$post>[0]['json'];
export type SoapTemplateChanges = Parameters<(typeof templates)[':id']['$patch']>[0]['json'];
export type SoapTemplateMove = Parameters<(typeof templates)[':id']['move']['$post']>[0]['json'];

export const soapTemplatesKey = adminKeys.soapTemplates.all();

export const getSoapTemplates = (options: { includeInactive?: boolean } = {}): Promise<SoapTemplateList> =>
  apiData(() => templates.$get({ query: options.includeInactive ? { include: 'inactive' } : {} }));

/** Active templates, by display order: what the note forms offer. */
export const soapTemplatesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.soapTemplates.active(), queryFn: () => getSoapTemplates() });

/** Every template, inactive ones too: what the settings list. */
export const allSoapTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.soapTemplates.withInactive(),
    queryFn: () => getSoapTemplates({ includeInactive: true }),
  });

/** The active templates for a note form (`data.templates` once loaded). */
export const useSoapTemplates = () => useQuery(soapTemplatesQueryOptions());

/** Every template, for the settings. */
export const useAllSoapTemplates = () => useQuery(allSoapTemplatesQueryOptions());

export const createSoapTemplate = async (template: NewSoapTemplate): Promise<SoapTemplate> =>
  (await apiData(() => templates.$post({ json: template }))).template;

export const updateSoapTemplate = async (id: string, changes: SoapTemplateChanges): Promise<SoapTemplate> =>
  (await apiData(() => templates[':id'].$patch({ param: { id }, json: changes }))).template;

/** The settings form's save: a new template, or the whole form sent again for one (the server keeps what changed). */
export const saveSoapTemplate = (id: string | undefined, template: NewSoapTemplate) =>
  id ? callApi(() => templates[':id'].$patch({ param: { id }, json: template })) : callApi(() => templates.$post({ json: template }));

export const moveSoapTemplate = async (id: string, move: SoapTemplateMove): Promise<SoapTemplate[]> =>
  (await apiData(() => templates[':id'].move.$post({ param: { id }, json: move }))).templates;

/** Refreshes both lists once a template changed. */
export function useRefreshSoapTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: soapTemplatesKey });
}

/** « Désactiver » / « Réactiver ». */
export function useSetSoapTemplateActive() {
  const refresh = useRefreshSoapTemplates();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => updateSoapTemplate(id, { isActive }),
    onSettled: refresh,
  });
}

/** « Monter » / « Descendre ». */
export function useMoveSoapTemplate() {
  const refresh = useRefreshSoapTemplates();
  return useMutation({
    mutationFn: ({ id, direction }: { id: string } & SoapTemplateMove) => moveSoapTemplate(id, { direction }),
    onSettled: refresh,
  });
}
