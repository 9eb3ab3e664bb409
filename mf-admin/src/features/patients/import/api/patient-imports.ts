// /api/admin/patient-imports (administrators): the template's address (a plain link the
// browser downloads with the session cookie), the preview of a file and its import (the file's
// bytes in base64: the server detects the encoding), the past imports and their undo.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';

const client = createAdminClient();
const imports = client['patient-imports'];

export type PatientImportPreview = ApiData<typeof imports.preview.$post>;
export type PreviewInput = Parameters<typeof imports.preview.$post>[0]['json'];
export type ImportInput = Parameters<typeof imports.$post>[0]['json'];
export type ImportSummary = ApiData<typeof imports.$post>['summary'];
export type PastImport = ApiData<typeof imports.$get>['imports'][number];
export type UndoReport = ApiData<(typeof imports)[':id']['undo']['$post']>['report'];

/** The template's address, relative to the site (the page's origin is the API's). */
export function patientImportTemplateUrl(): string {
  return imports.template.$url().pathname;
}

export const previewPatientImport = (input: PreviewInput): Promise<PatientImportPreview> =>
  apiData(() => imports.preview.$post({ json: input }));

export const importPatients = async (input: ImportInput): Promise<ImportSummary> =>
  (await apiData(() => imports.$post({ json: input }))).summary;

export const undoPatientImport = async (id: string): Promise<UndoReport> =>
  (await apiData(() => imports[':id'].undo.$post({ param: { id } }))).report;

/** Every key starts with 'admin' (query-keys.ts), so a change elsewhere refreshes this list too. */
export const pastImportsKey = ['admin', 'patient-imports'] as const;

export const pastImportsQueryOptions = () =>
  queryOptions({ queryKey: pastImportsKey, queryFn: async () => (await apiData(() => imports.$get())).imports });

export const usePastImports = () => useQuery(pastImportsQueryOptions());
