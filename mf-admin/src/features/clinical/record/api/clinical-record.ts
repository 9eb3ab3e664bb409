// GET /api/admin/patients/:id/record: the record around the notes (identity the regulation asks
// for, episodes of care, attached files' descriptions, access requests with their 20-day clock),
// and the addresses of what the browser downloads by following a link with the session cookie
// (a file, the whole record as PDF or JSON). The server audits each reading and download.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type ClinicalRecord = ApiData<(typeof client.patients)[':id']['record']['$get']>;
export type RecordIdentity = ClinicalRecord['identity'];
export type Episode = ClinicalRecord['episodes'][number];
export type Attachment = ClinicalRecord['attachments'][number];
export type AccessRequest = ClinicalRecord['accessRequests'][number];

export const getClinicalRecord = (id: string): Promise<ClinicalRecord> =>
  apiData(() => client.patients[':id'].record.$get({ param: { id } }));

export const clinicalRecordKey = adminKeys.patients.clinicalRecord;

export const clinicalRecordQueryOptions = (id: string) =>
  queryOptions({ queryKey: clinicalRecordKey(id), queryFn: () => getClinicalRecord(id) });

export const useClinicalRecord = (id: string) => useQuery(clinicalRecordQueryOptions(id));

const sitePath = (url: URL) => `${url.pathname}${url.search}`;

/** A file's download address, relative to the site (the page's origin is the API's). */
export const attachmentFileUrl = (id: string) => sitePath(client.attachments[':id'].file.$url({ param: { id } }));

export const recordExportUrls = (id: string) => ({
  pdf: sitePath(client.patients[':id'].record['export.pdf'].$url({ param: { id } })),
  json: sitePath(client.patients[':id'].record['export.json'].$url({ param: { id } })),
});
