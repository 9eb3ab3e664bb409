// The record's changes from the patient file, each answered as `callApi` sorts it (the forms show
// a refusal's French messages on their fields):
// PATCH /patients/:id/record (identity), POST /patients/:id/episodes, PATCH /episodes/:id (consent,
// close), POST /patients/:id/attachments (multipart: the file and its description),
// POST /patients/:id/access-requests, POST /access-requests/:id/answer.
import { createAdminClient } from 'api/client';
import { callApi } from 'shared-ui/api-result';

const client = createAdminClient();

export type IdentityChanges = Parameters<(typeof client.patients)[':id']['record']['$patch']>[0]['json'];
export type NewEpisode = Parameters<(typeof client.patients)[':id']['episodes']['$post']>[0]['json'];
export type EpisodeChanges = Parameters<(typeof client.episodes)[':id']['$patch']>[0]['json'];
export type AttachmentUpload = Parameters<(typeof client.patients)[':id']['attachments']['$post']>[0]['form'];
export type NewAccessRequest = Parameters<(typeof client.patients)[':id']['access-requests']['$post']>[0]['json'];

export const updateRecordIdentity = (id: string, json: IdentityChanges) =>
  callApi(() => client.patients[':id'].record.$patch({ param: { id }, json }));

export const openEpisode = (id: string, json: NewEpisode) => callApi(() => client.patients[':id'].episodes.$post({ param: { id }, json }));

export const updateEpisode = (id: string, json: EpisodeChanges) => callApi(() => client.episodes[':id'].$patch({ param: { id }, json }));

export const uploadAttachment = (id: string, form: AttachmentUpload) =>
  callApi(() => client.patients[':id'].attachments.$post({ param: { id }, form }));

export const recordAccessRequest = (id: string, json: NewAccessRequest) =>
  callApi(() => client.patients[':id']['access-requests'].$post({ param: { id }, json }));

export const answerAccessRequest = (id: string, answeredOn: string) =>
  callApi(() => client['access-requests'][':id'].answer.$post({ param: { id }, json: { answeredOn } }));
