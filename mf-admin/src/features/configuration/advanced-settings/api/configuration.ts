// /api/admin/configuration: the clinic's whole configuration as a file (« Paramètres avancés ›
// Configuration »): its export, the preview of an import and the import itself.
import { createAdminClient } from 'api/client';
import { apiData, callApi } from 'shared-ui/api-result';

const configuration = createAdminClient().configuration;

export const exportConfiguration = () => apiData(() => configuration.$get());

export const previewConfiguration = (content: string) => callApi(() => configuration.preview.$post({ json: { content } }));

export const importConfiguration = (content: string) => callApi(() => configuration.import.$post({ json: { content } }));
