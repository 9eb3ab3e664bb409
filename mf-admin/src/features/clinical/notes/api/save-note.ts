// POST /api/admin/notes (a new note, signed at once with `sign`), PATCH /api/admin/notes/:id (a
// draft edited by its author) and POST /api/admin/notes/:id/sign (locks it for good). A signed
// note is refused with 409 NOTE_001, another author's draft with 403 NOTE_002.
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';

const client = createAdminClient();

export type NewNoteInput = Parameters<typeof client.notes.$post>[0]['json'];
export type NoteUpdateBody = Parameters<(typeof client.notes)[':id']['$patch']>[0]['json'];
export type SavedNote = ApiData<typeof client.notes.$post>['note'];

export const createNote = async (input: NewNoteInput): Promise<SavedNote> =>
  (await apiData(() => client.notes.$post({ json: input }))).note;

export const updateNote = async (id: string, input: NoteUpdateBody): Promise<SavedNote> =>
  (await apiData(() => client.notes[':id'].$patch({ param: { id }, json: input }))).note;

export const signNote = async (id: string): Promise<SavedNote> =>
  (await apiData(() => client.notes[':id'].sign.$post({ param: { id } }))).note;
